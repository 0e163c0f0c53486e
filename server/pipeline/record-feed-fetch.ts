import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sources } from '../db/schema.ts';

/** How a fetch of a source's feed went, as its row keeps it for the admin and the next conditional request. */
export type FeedFetchResult =
  | {
      status: 'ok';
      httpStatus: number;
      etag: string | null;
      lastModified: string | null;
      items: number;
      /** The phrases the publisher repeats across its items, learned from this feed and the ones before. */
      repeatedPhrases: string[];
      /** The share of its items in a personal voice (learnPersonalVoice), or null when still unknown. */
      personalVoice: number | null;
      /** For sources added by a one-off pass: the name, country and section the feed itself gives. */
      discovered?: { name: string; country: string; section: string | null } | undefined;
    }
  | { status: 'not-modified'; httpStatus: number }
  | { status: 'failed'; httpStatus: number | null; error: string };

/**
 * Whether a source's feed has never been read before: no fetch gave items or answered with a feed (even an
 * unchanged one). lastStatus is only the latest fetch's, so itemsSeen tells that an earlier one succeeded.
 */
export function isFirstRead(source: Pick<typeof sources.$inferSelect, 'lastStatus' | 'itemsSeen'>): boolean {
  return source.itemsSeen === 0 && source.lastStatus !== 'ok' && source.lastStatus !== 'not-modified';
}

/** Records the outcome of a feed fetch on its source: validators, counts, and the reason of a failure. */
export async function recordFeedFetch(
  db: Database,
  sourceId: number,
  result: FeedFetchResult,
  at: Date,
): Promise<void> {
  const common = { lastFetchedAt: at, lastStatus: result.status, updatedAt: at };
  if (result.status === 'failed') {
    await db
      .update(sources)
      .set({
        ...common,
        lastHttpStatus: result.httpStatus,
        lastError: result.error.slice(0, 500),
        consecutiveFailures: sql`${sources.consecutiveFailures} + 1`,
      })
      .where(eq(sources.id, sourceId));
    return;
  }
  await db
    .update(sources)
    .set({
      ...common,
      lastHttpStatus: result.httpStatus,
      lastError: null,
      consecutiveFailures: 0,
      ...(result.status === 'ok'
        ? {
            etag: result.etag,
            lastModified: result.lastModified,
            itemsSeen: sql`${sources.itemsSeen} + ${result.items}`,
            repeatedPhrases: result.repeatedPhrases,
            personalVoice: result.personalVoice,
            ...(result.discovered ?? {}),
          }
        : {}),
    })
    .where(eq(sources.id, sourceId));
}
