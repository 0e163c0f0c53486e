import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sources } from '../../db/schema.ts';
import { guessCountry } from '../publish/guess-country.ts';
import { guessFeedSection } from '../publish/guess-feed-section.ts';

/** A line of a feed list that is not an http(s) URL, with its line number. */
export interface FeedListError {
  line: number;
  text: string;
}

/** Reads a feed list: one URL per line; blank lines and lines starting with # are ignored. */
export function parseFeedList(text: string): { urls: string[]; errors: FeedListError[] } {
  const urls: string[] = [];
  const errors: FeedListError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    try {
      const url = new URL(line);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      urls.push(url.toString());
    } catch {
      errors.push({ line: index + 1, text: line.slice(0, 200) });
    }
  });
  return { urls: [...new Set(urls)], errors };
}

/**
 * Makes sure each URL of a one-off pass has a source row (the state of its fetches and the publisher its
 * stories cite): new ones are added with a detected language, the section their URL names (".../sport.xml";
 * the feed's title may tell it at the first fetch) and left out of scheduled passes. Returns the ids, in the
 * order of the list.
 */
export async function addFeedList(db: Database, urls: string[]): Promise<number[]> {
  if (urls.length === 0) return [];
  await db
    .insert(sources)
    .values(
      urls.map((feedUrl) => ({
        name: new URL(feedUrl).hostname,
        feedUrl,
        language: 'detect',
        country: guessCountry([feedUrl], null),
        section: guessFeedSection(feedUrl),
        origin: 'command-line' as const,
        enabled: false,
      })),
    )
    .onConflictDoNothing({ target: sources.feedUrl });
  const rows = await db
    .select({ id: sources.id, feedUrl: sources.feedUrl })
    .from(sources)
    .where(inArray(sources.feedUrl, urls));
  const ids = new Map(rows.map((r) => [r.feedUrl, r.id]));
  return urls.map((u) => ids.get(u)!).filter((id) => id !== undefined);
}
