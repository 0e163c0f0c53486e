import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feedItems } from '../db/schema.ts';
import type { NormalizedItem } from './parse/normalize-entry.ts';

/** An item of a feed as it is stored: its language, and the state and hold its date gives it. */
export type FeedItemToSave = NormalizedItem & {
  language: string | null;
  state: 'new' | 'skipped';
  heldReason: 'undated' | null;
};

/** The fetch an item came in: whether it is the source's first read, when, and the oldest date kept. */
export interface FeedFetch {
  firstRead: boolean;
  fetchedAt: Date;
  /** Items dated before this time (ms) are too old to keep. */
  oldest: number;
}

/**
 * Decides an item's date and whether it is kept. An item with a date of its own keeps it and is dropped
 * (null) when too old. An undated item is only known by when it was first seen:
 * - in a source's first read, every item was there before this fetch, so an undated one is old news: it
 *   keeps the feed's date (or the fetch time) and is held ("undated") instead of leading the home page as
 *   "now"; one that the feed's date makes too old is stored as skipped, so that no later fetch takes it
 *   for new;
 * - in a later fetch, an undated item never stored before appeared since the last one: it is dated now.
 */
export function dateFeedItem(
  item: NormalizedItem,
  fetch: FeedFetch,
): Omit<FeedItemToSave, 'language'> | null {
  if (item.dated) {
    return item.publishedAt.getTime() >= fetch.oldest ? { ...item, state: 'new', heldReason: null } : null;
  }
  if (!fetch.firstRead) return { ...item, publishedAt: fetch.fetchedAt, state: 'new', heldReason: null };
  return item.publishedAt.getTime() >= fetch.oldest
    ? { ...item, state: 'new', heldReason: 'undated' }
    : { ...item, state: 'skipped', heldReason: null };
}

/**
 * Stores the items of a feed that were never seen before (by canonical URL) and returns the ids of those
 * whose page is to be read (not the skipped ones). An item seen earlier, from this source or another, is
 * left as it is: the unique URL makes a second pass, or two workers on one feed, add nothing.
 */
export async function saveFeedItems(
  db: Database,
  sourceId: number,
  items: FeedItemToSave[],
): Promise<number[]> {
  if (items.length === 0) return [];
  // One row per URL even when a feed repeats an entry.
  const unique = [...new Map(items.map((item) => [item.url, item])).values()];
  const known = new Set(
    (
      await db
        .select({ url: feedItems.url })
        .from(feedItems)
        .where(
          inArray(
            feedItems.url,
            unique.map((i) => i.url),
          ),
        )
    ).map((r) => r.url),
  );
  const fresh = unique.filter((item) => !known.has(item.url));
  if (fresh.length === 0) return [];
  const rows = await db
    .insert(feedItems)
    .values(
      fresh.map((item) => ({
        sourceId,
        url: item.url,
        guid: item.guid,
        title: item.title,
        feedText: item.feedText,
        imageUrl: item.imageUrl,
        authors: item.authors,
        categories: item.categories,
        languageHint: item.languageHint,
        language: item.language,
        publishedAt: item.publishedAt,
        state: item.state,
        heldReason: item.heldReason,
      })),
    )
    .onConflictDoNothing({ target: feedItems.url })
    .returning({ id: feedItems.id, state: feedItems.state });
  return rows.filter((r) => r.state === 'new').map((r) => r.id);
}
