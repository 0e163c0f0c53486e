import type { CardTranslation } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { pickTranslation } from './article-text.ts';
import type { ProfiledStory } from './reading-history-profile.ts';

/**
 * Versioned: this shape (the story's own texts) replaced readingHistory.v1 (names worked out when a story was
 * read), whose entries are still read and are carried over on the next write.
 */
export const READING_HISTORY_KEY = 'readingHistory.v2';
export const OLD_READING_HISTORY_KEY = 'readingHistory.v1';
/** The most stories kept: enough to know a reader's interests, little enough to stay a recent picture. */
export const MAX_HISTORY = 50;
/** A summary is kept up to this many characters: its opening names what it is about, and the list stays small. */
export const MAX_SUMMARY_LENGTH = 300;
/** Sent on the window when this tab changes the history (other tabs get a storage event). */
export const READING_HISTORY_CHANGE = 'readinghistorychange';

/** A story as a page holds it, with the texts the reader may have seen. */
export type SeenStory = ProfiledStory & { translations: CardTranslation[] };

/**
 * A story this reader opened or saved, as kept on the device: its public facts and texts, nothing more. What it
 * names is worked out where the recommendations are made (app/lib/reading-history.ts), not on the article page.
 */
export interface LoggedRead {
  slug: string;
  category: string;
  country: string;
  /** The language the story was first reported in. */
  language: Language;
  /** The title as the reader saw it, to say "Because you read …", in the language it was read in. */
  title: string;
  titleLanguage: Language;
  /** The titles and summaries (cut at MAX_SUMMARY_LENGTH) of the languages the page held. */
  texts: { language: Language; title: string; summary: string }[];
  /** When it was last opened or saved. */
  readAt: string;
  /** Saved with the Save button (a stronger sign of interest than opening it). */
  saved: boolean;
}

/** The entry for a story opened (or saved) on a page in `language`; null for a story without any title. */
export function loggedRead(
  story: SeenStory,
  language: Language,
  { saved, now }: { saved: boolean; now: Date },
): LoggedRead | null {
  const shown = pickTranslation(story, language);
  const title = shown?.title.trim();
  if (!shown || !title) return null;
  return {
    slug: story.slug,
    category: story.category,
    country: story.country.toUpperCase(),
    language: story.originalLanguage,
    title,
    titleLanguage: shown.language,
    texts: story.translations.map((text) => ({
      language: text.language,
      title: text.title,
      summary: text.summary.slice(0, MAX_SUMMARY_LENGTH),
    })),
    readAt: now.toISOString(),
    saved,
  };
}

/** The stored list as it is (either version), only checked to be a list of objects; entries are checked on reading. */
function storedEntries(): Array<Partial<Record<keyof LoggedRead, unknown>>> {
  try {
    const stored: unknown = JSON.parse(
      localStorage.getItem(READING_HISTORY_KEY) ?? localStorage.getItem(OLD_READING_HISTORY_KEY) ?? '[]',
    );
    return Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'object' && entry !== null) : [];
  } catch {
    return [];
  }
}

/**
 * Notes that the reader opened (or saved) a story, put first in the history (a saved story stays marked saved;
 * the oldest past MAX_HISTORY drop off). Nothing of it leaves the browser. Small on purpose: the article page
 * runs it on every visit.
 */
export function noteRead(
  story: SeenStory,
  language: Language,
  { saved = false, now = new Date() }: { saved?: boolean; now?: Date } = {},
): void {
  const entries = storedEntries();
  const before = entries.find((entry) => entry.slug === story.slug);
  const entry = loggedRead(story, language, { saved: saved || before?.saved === true, now });
  if (!entry) return;
  const next = [entry, ...entries.filter((e) => e.slug !== story.slug)].slice(0, MAX_HISTORY);
  try {
    localStorage.setItem(READING_HISTORY_KEY, JSON.stringify(next));
    localStorage.removeItem(OLD_READING_HISTORY_KEY);
  } catch {
    return; // full or disabled storage: this view goes unrecorded
  }
  window.dispatchEvent(new Event(READING_HISTORY_CHANGE));
}
