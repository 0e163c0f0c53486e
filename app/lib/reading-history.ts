import { useSyncExternalStore } from 'react';
import { isLanguage, type Language } from '#common/languages.ts';
import {
  MAX_HISTORY,
  MAX_SUMMARY_LENGTH,
  OLD_READING_HISTORY_KEY,
  READING_HISTORY_CHANGE,
  READING_HISTORY_KEY,
  type LoggedRead,
} from './reading-history-log.ts';
import { MAX_NAMES, storyNames, type StoryProfile } from './reading-history-profile.ts';

/** A story of the history as the recommendations read it: its facts, with the names its texts mention. */
export interface ReadStory extends StoryProfile {
  title: string;
  titleLanguage: Language;
  readAt: string;
  saved: boolean;
}

/** The history last read, with the stored text it was read from: read again only when that changes. */
let cache: { stored: string | null; history: ReadStory[] } = { stored: null, history: [] };
const EMPTY: ReadStory[] = [];

const isText = (value: unknown): value is string => typeof value === 'string';

/** A stored story's texts, checked; null when they are not a list. */
function readTexts(value: unknown): LoggedRead['texts'] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((text: unknown) => {
    if (typeof text !== 'object' || text === null) return [];
    const { language, title, summary } = text as Record<string, unknown>;
    if (!isText(language) || !isLanguage(language) || !isText(title) || !isText(summary)) return [];
    return [{ language, title, summary: summary.slice(0, MAX_SUMMARY_LENGTH) }];
  });
}

/**
 * One stored entry checked field by field, with the names it mentions: worked out from its texts
 * (readingHistory.v2), or as readingHistory.v1 stored them. Anything else (a hand edit) is dropped.
 */
function readEntry(value: unknown): ReadStory | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { slug, category, country, language, names, texts, title, titleLanguage, readAt, saved } = entry;
  if (!isText(slug) || slug === '' || !isText(category) || !isText(country) || !isText(title)) return null;
  if (!isText(language) || !isLanguage(language) || !isText(titleLanguage) || !isLanguage(titleLanguage)) {
    return null;
  }
  if (!isText(readAt) || Number.isNaN(Date.parse(readAt)) || typeof saved !== 'boolean') return null;
  const storedTexts = readTexts(texts);
  let found: string[];
  if (storedTexts) found = storyNames({ translations: storedTexts });
  else if (Array.isArray(names)) found = names.filter(isText).slice(0, MAX_NAMES);
  else return null;
  return { slug, category, country, language, names: found, title, titleLanguage, readAt, saved };
}

/** Reads a stored history: the valid entries of a JSON list, newest first, at most MAX_HISTORY; [] for anything else. */
export function parseReadingHistory(stored: string | null): ReadStory[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const entries = parsed.map(readEntry).filter((e): e is ReadStory => e !== null);
    const slugs = new Set<string>();
    const distinct = entries.filter((e) => {
      if (slugs.has(e.slug)) return false;
      slugs.add(e.slug);
      return true;
    });
    return distinct.slice(0, MAX_HISTORY);
  } catch {
    return [];
  }
}

/** The reading history as stored now (newest first), for code outside React. */
export function readReadingHistory(): ReadStory[] {
  let stored: string | null;
  try {
    stored = localStorage.getItem(READING_HISTORY_KEY) ?? localStorage.getItem(OLD_READING_HISTORY_KEY);
  } catch {
    stored = null; // storage disabled
  }
  if (stored !== cache.stored) cache = { stored, history: parseReadingHistory(stored) };
  return cache.history;
}

/** Empties the reading history. */
export function clearReadingHistory(): void {
  try {
    localStorage.removeItem(READING_HISTORY_KEY);
    localStorage.removeItem(OLD_READING_HISTORY_KEY);
  } catch {
    // Disabled storage: nothing was kept.
  }
  window.dispatchEvent(new Event(READING_HISTORY_CHANGE));
}

function subscribe(listener: () => void): () => void {
  // This tab noted a read (app/lib/reading-history-log.ts) or cleared the history; or another tab did.
  const onStorage = (event: StorageEvent) => {
    if (event.key === READING_HISTORY_KEY || event.key === OLD_READING_HISTORY_KEY || event.key === null) {
      listener();
    }
  };
  window.addEventListener(READING_HISTORY_CHANGE, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(READING_HISTORY_CHANGE, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reading history, in sync across components and tabs; empty on the server and while hydrating. */
export function useReadingHistory(): ReadStory[] {
  return useSyncExternalStore(subscribe, readReadingHistory, () => EMPTY);
}
