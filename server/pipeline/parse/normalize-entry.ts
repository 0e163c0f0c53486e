import { canonicalizeUrl } from '../stories/canonicalize-url.ts';
import { splitSentences } from '../summarize/split-sentences.ts';
import { htmlToText } from './html-to-text.ts';
import { parseFeedDate } from './parse-feed-date.ts';
import type { FeedEntry, ParsedFeed } from './parse-feed.ts';

/** A feed entry as plain text with one canonical URL and a date: what the pipeline stores. */
export interface NormalizedItem {
  url: string;
  guid: string | null;
  title: string;
  /** The feed's own text of the item (content if given, else the description), as plain text. */
  feedText: string;
  authors: string[];
  categories: string[];
  /** The entry's own date, else the feed's, else the fetch time: never null, but see `dated`. */
  publishedAt: Date;
  /** Whether publishedAt is the entry's own date (published or updated) rather than a stand-in. */
  dated: boolean;
  imageUrl: string | null;
  /** The language the entry or its feed declares, a hint for detection only. */
  languageHint: string | null;
}

const MAX_TITLE = 300;
const MAX_FEED_TEXT = 20_000;

/**
 * The day a link's path names ("/news/2017/01/07/business/…", "/2026-11-27/…"), at noon UTC: an item's own date
 * when its feed gives none, as news sites file their stories by day. Null for no such day, or one to come.
 */
export function dateInPath(url: string, fetchedAt: Date): Date | null {
  const match = /\/((?:19|20)\d{2})[/-](0[1-9]|1[0-2])[/-](0[1-9]|[12]\d|3[01])(?:\/|-|$)/u.exec(
    new URL(url).pathname,
  );
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  if (date.getUTCDate() !== Number(match[3]) || date.getTime() > fetchedAt.getTime() + 86_400_000)
    return null;
  return date;
}

/**
 * Turns a parsed entry into a stored item: markup reduced to text, the link canonicalised, the date read
 * (falling back to the feed's date, then to the fetch time, and saying so in `dated`: the fetch decides
 * what an undated item's date is). Entries without a usable link or any words are dropped (null): there is
 * nothing to link to or to say.
 */
export function normalizeEntry(entry: FeedEntry, feed: ParsedFeed, fetchedAt: Date): NormalizedItem | null {
  const url = entry.link ? canonicalizeUrl(entry.link) : null;
  if (!url) return null;
  const summary = htmlToText(entry.summaryHtml);
  const content = htmlToText(entry.contentHtml);
  const feedText = (content.length > summary.length ? content : summary).slice(0, MAX_FEED_TEXT);
  let title = htmlToText(entry.title).replace(/\s+/g, ' ').trim();
  if (!title) {
    const language = entry.language ?? feed.language ?? 'en';
    title = splitSentences(feedText, language)[0] ?? '';
  }
  if (!title) return null;
  if (title.length > MAX_TITLE) title = `${title.slice(0, MAX_TITLE - 1).trimEnd()}…`;
  const ownDate = parseFeedDate(entry.published, fetchedAt) ?? dateInPath(url, fetchedAt);
  const publishedAt = ownDate ?? parseFeedDate(feed.updated, fetchedAt) ?? fetchedAt;
  return {
    url,
    guid: entry.guid,
    title,
    feedText,
    authors: [...new Set(entry.authors.map((a) => htmlToText(a)).filter(Boolean))].slice(0, 5),
    categories: [...new Set(entry.categories.map((c) => htmlToText(c)).filter(Boolean))].slice(0, 20),
    publishedAt,
    dated: ownDate !== null,
    imageUrl: entry.imageUrl && /^https?:\/\//i.test(entry.imageUrl) ? entry.imageUrl : null,
    languageHint: entry.language ?? feed.language,
  };
}
