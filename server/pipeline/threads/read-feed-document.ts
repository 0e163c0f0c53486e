import type { Language } from '#common/languages.ts';
import { detectFeedLanguage, hintLanguage } from '../../language/detect-language.ts';
import { learnRepeatedPhrases } from '../clean/learn-repeated-phrases.ts';
import { learnPersonalVoice } from '../clean/personal-voice.ts';
import { decodeDocument } from '../decode/decode-document.ts';
import { normalizeEntry, type NormalizedItem } from '../parse/normalize-entry.ts';
import { FeedParseError, parseFeed, type ParsedFeed } from '../parse/parse-feed.ts';

/** A feed as fetched, and what its source already knows. */
export interface FeedToRead {
  body: Uint8Array;
  contentType: string | null;
  /** The URL it came from after redirects: relative links resolve against it. */
  url: string;
  /** When it was fetched: an undated entry's stand-in date, and how far ahead a date may be. */
  fetchedAt: Date;
  source: {
    /** The source's language, or null for "detect". */
    language: Language | null;
    feedUrl: string;
    repeatedPhrases: readonly string[];
    personalVoice: number | null;
  };
}

/** The feed's own fields, without its entries: those come back as items. */
export type FeedFields = Omit<ParsedFeed, 'entries'>;

/**
 * The feed read: its entries as items (plain text, one canonical URL, a date; each with the language its feed
 * declares, or the language of the feed as a whole as a hint), and what the source learns from it. Or why the
 * document is no feed (said, not thrown: an error's class does not cross from a thread, and "not a feed" is the
 * source's failure where any other error is tried again).
 */
export type FeedReading =
  | {
      feed: FeedFields;
      /** Entries in the feed, items or not. */
      entryCount: number;
      items: NormalizedItem[];
      repeatedPhrases: string[];
      personalVoice: number | null;
      /** The source's language, else the feed's tag's, else the one most of its items are in (null: none says). */
      language: Language | null;
    }
  | { notAFeed: string };

/**
 * Decodes and parses a fetched feed, reduces its entries' markup to text and learns the publisher's wrapping
 * and voice: pure CPU work on the feed's whole text, run in a thread by a pass inside the web process.
 */
export function readFeedDocument(document: FeedToRead): FeedReading {
  let parsed: ParsedFeed;
  try {
    parsed = parseFeed(decodeDocument(document.body, document.contentType).text, document.url);
  } catch (error) {
    if (error instanceof FeedParseError) return { notAFeed: error.message };
    throw error;
  }
  const { entries, ...feed } = parsed;
  const { source } = document;
  const normalized = entries
    .map((entry) => normalizeEntry(entry, parsed, document.fetchedAt))
    .filter((item) => item !== null);
  // Items of a "detect" source whose feed names no language get the language of the feed as a whole as
  // their hint, which settles short titles that look like two languages at once.
  const feedLanguage =
    source.language || feed.language
      ? null
      : detectFeedLanguage(normalized.slice(0, 30).map((i) => `${i.title}. ${i.feedText.slice(0, 200)}`));
  const declared = hintLanguage(feed.language);
  // What the publisher wraps every item in ("Leia mais no Massa News!"), learned from the whole feed: cleaning
  // cuts it from the texts, and matching does not take it for a story's words.
  const language = source.language ?? declared ?? feedLanguage;
  const textLanguage = language ?? 'en';
  const repeatedPhrases = learnRepeatedPhrases(
    normalized.map((item) => ({ title: item.title, text: item.feedText })),
    textLanguage,
    source.repeatedPhrases,
  );
  // A personal site's posts are not news: its voice is learned from its feed like its phrases.
  const personalVoice = learnPersonalVoice(
    { url: source.feedUrl, title: feed.title, items: normalized.map((item) => ({ text: item.feedText })) },
    textLanguage,
    source.personalVoice,
  );
  return {
    feed,
    entryCount: entries.length,
    items: normalized.map((item) => ({ ...item, languageHint: item.languageHint ?? feedLanguage })),
    repeatedPhrases,
    personalVoice,
    language,
  };
}
