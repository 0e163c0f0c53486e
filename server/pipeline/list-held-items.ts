import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { feedItems, sources } from '../db/schema.ts';
import type { HeldItemPage, HeldItemQuery } from '#common/contracts/held-items.ts';

/** Characters of an item's text shown to the editor. */
const PREVIEW_CHARACTERS = 200;
// A cut within the last words of the preview falls back to the space before, if there is one this close.
const WORD_BREAK_WINDOW = 30;

/** The opening of a text on one line, cut at a word where the script has spaces. */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  if (characters.length <= PREVIEW_CHARACTERS) return flat;
  const cut = characters.slice(0, PREVIEW_CHARACTERS).join('');
  const space = cut.lastIndexOf(' ');
  return `${space >= cut.length - WORD_BREAK_WINDOW ? cut.slice(0, space) : cut}…`;
}

/**
 * The items the pipeline held back instead of publishing, newest first, one page at a time, with how many
 * are held for each reason: what the editors judge before publishing one anyway.
 */
export async function listHeldItems(db: Database, query: HeldItemQuery): Promise<HeldItemPage> {
  const held = and(
    eq(feedItems.state, 'held'),
    query.reason ? eq(feedItems.heldReason, query.reason) : undefined,
  );
  const [rows, perReason] = await Promise.all([
    db
      .select({
        id: feedItems.id,
        title: feedItems.title,
        publisher: sources.name,
        sourceId: feedItems.sourceId,
        url: feedItems.url,
        language: feedItems.language,
        publishedAt: feedItems.publishedAt,
        reason: feedItems.heldReason,
        // Twice the preview's length: whitespace is folded before it is cut.
        opening: sql<string>`left(coalesce(${feedItems.pageText}, ${feedItems.feedText}), ${PREVIEW_CHARACTERS * 2})`,
      })
      .from(feedItems)
      .innerJoin(sources, eq(sources.id, feedItems.sourceId))
      .where(held)
      .orderBy(desc(feedItems.publishedAt), desc(feedItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ reason: feedItems.heldReason, n: count() })
      .from(feedItems)
      .where(eq(feedItems.state, 'held'))
      .groupBy(feedItems.heldReason),
  ]);
  const counts = { 'title-only': 0, 'not-a-story': 0, 'not-news': 0, undated: 0 };
  let all = 0;
  for (const row of perReason) {
    all += Number(row.n);
    if (row.reason) counts[row.reason] = Number(row.n);
  }
  return {
    items: rows.map(({ opening, publishedAt, ...row }) => ({
      ...row,
      publishedAt: publishedAt.toISOString(),
      preview: previewOf(opening),
    })),
    total: query.reason ? counts[query.reason] : all,
    counts,
    page: query.page,
    pageSize: query.pageSize,
  };
}
