import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feedItems } from '../db/schema.ts';
import type { NormalizedItem } from './parse/normalize-entry.ts';

/**
 * Stores the items of a feed that were never seen before (by canonical URL) and returns their ids. An item
 * seen earlier, from this source or another, is left as it is: the unique URL makes a second pass, or two
 * workers on one feed, add nothing.
 */
export async function saveFeedItems(
  db: Database,
  sourceId: number,
  items: Array<NormalizedItem & { language: string | null }>,
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
      })),
    )
    .onConflictDoNothing({ target: feedItems.url })
    .returning({ id: feedItems.id });
  return rows.map((r) => r.id);
}
