import { useSyncExternalStore } from 'react';
import type { CardTranslation } from '#common/contracts/article.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import { pickTranslation } from './article-text.ts';
import { MAX_NAMES, profileStory, type ProfiledStory, type StoryProfile } from './reading-history-profile.ts';

/** Versioned: a later shape gets a new key, and this one is left to be cleared with the site's data. */
export const READING_HISTORY_KEY = 'readingHistory.v1';
/** The most stories kept: enough to know a reader's interests, little enough to stay a recent picture. */
export const MAX_HISTORY = 50;

/** A story this reader opened or saved, as kept on the device: what the recommendations need, nothing more. */
export interface ReadStory extends StoryProfile {
  /** The title as the reader saw it, to say "Because you read …", in the language it was read in. */
  title: string;
  titleLanguage: Language;
  /** When it was last opened or saved. */
  readAt: string;
  /** Saved with the Save button (a stronger sign of interest than opening it). */
  saved: boolean;
}

const listeners = new Set<() => void>();
let cache: ReadStory[] | null = null;
const EMPTY: ReadStory[] = [];

const isText = (value: unknown): value is string => typeof value === 'string';

/** One stored entry checked field by field; anything else (an older shape, a hand edit) is dropped. */
function readEntry(value: unknown): ReadStory | null {
  if (typeof value !== 'object' || value === null) return null;
  const entry = value as Record<string, unknown>;
  const { slug, category, country, language, names, title, titleLanguage, readAt, saved } = entry;
  if (!isText(slug) || slug === '' || !isText(category) || !isText(country) || !isText(title)) return null;
  if (!isText(language) || !isLanguage(language) || !isText(titleLanguage) || !isLanguage(titleLanguage)) {
    return null;
  }
  if (!isText(readAt) || Number.isNaN(Date.parse(readAt)) || typeof saved !== 'boolean') return null;
  if (!Array.isArray(names)) return null;
  return {
    slug,
    category,
    country,
    language,
    names: names.filter(isText).slice(0, MAX_NAMES),
    title,
    titleLanguage,
    readAt,
    saved,
  };
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

/**
 * The history with `story` put first: opened again it moves up, and a saved story stays marked saved. The
 * oldest entries past MAX_HISTORY drop off.
 */
export function withStory(
  history: readonly ReadStory[],
  story: ProfiledStory,
  seen: { title: string; titleLanguage: Language; saved: boolean; at: Date },
): ReadStory[] {
  const before = history.find((e) => e.slug === story.slug);
  const entry: ReadStory = {
    ...profileStory(story),
    title: seen.title,
    titleLanguage: seen.titleLanguage,
    readAt: seen.at.toISOString(),
    saved: seen.saved || (before?.saved ?? false),
  };
  return [entry, ...history.filter((e) => e.slug !== story.slug)].slice(0, MAX_HISTORY);
}

/** The reading history as stored now (newest first), for code outside React. */
export function readReadingHistory(): ReadStory[] {
  if (cache) return cache;
  try {
    cache = parseReadingHistory(localStorage.getItem(READING_HISTORY_KEY));
  } catch {
    cache = []; // storage disabled
  }
  return cache;
}

function write(next: ReadStory[]): void {
  cache = next;
  try {
    if (next.length === 0) localStorage.removeItem(READING_HISTORY_KEY);
    else localStorage.setItem(READING_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Full or disabled storage: the history lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

/** A story as a page holds it, with the texts the reader may have seen. */
export type SeenStory = ProfiledStory & { translations: CardTranslation[] };

/**
 * Records that the reader opened (or saved) a story on a page in `language`, with the title the page showed;
 * nothing of it leaves the browser. A story without any title is not recorded: no reason could name it.
 */
export function recordReadStory(
  story: SeenStory,
  language: Language,
  { saved = false, now = new Date() }: { saved?: boolean; now?: Date } = {},
): void {
  const translation = pickTranslation(story, language);
  const title = translation?.title.trim();
  if (!translation || !title) return;
  write(
    withStory(readReadingHistory(), story, {
      title,
      titleLanguage: translation.language,
      saved,
      at: now,
    }),
  );
}

/** Empties the reading history. */
export function clearReadingHistory(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== READING_HISTORY_KEY && event.key !== null) return;
    cache = null; // another tab changed it, or cleared the storage
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reading history, in sync across components and tabs; empty on the server and while hydrating. */
export function useReadingHistory(): ReadStory[] {
  return useSyncExternalStore(subscribe, readReadingHistory, () => EMPTY);
}
