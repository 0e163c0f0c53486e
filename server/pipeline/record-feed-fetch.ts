import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sources } from '../db/schema.ts';
import type { NextFetch } from './schedule/poll-schedule.ts';

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

/** The source's schedule after a fetch (planNextFetch), and its new feed URL after a permanent redirect. */
export interface ScheduleUpdate extends NextFetch {
  feedUrl?: string | undefined;
}

/**
 * Records the outcome of a feed fetch on its source: validators, counts, the reason of a failure, and its
 * schedule: when it is next due, its learned interval, its health counters; disabled with the reason when the
 * schedule says so.
 */
export async function recordFeedFetch(
  db: Database,
  sourceId: number,
  result: FeedFetchResult,
  at: Date,
  schedule: ScheduleUpdate,
): Promise<void> {
  const common = {
    lastFetchedAt: at,
    lastStatus: result.status,
    updatedAt: at,
    pollIntervalSeconds: schedule.pollIntervalSeconds,
    nextFetchAt: schedule.nextFetchAt,
    failingSince: schedule.failingSince,
    fetchCount: sql`${sources.fetchCount} + 1`,
    ...(schedule.feedUrl ? { feedUrl: schedule.feedUrl } : {}),
    ...(schedule.disabledReason ? { enabled: false, disabledReason: schedule.disabledReason } : {}),
  };
  if (result.status === 'failed') {
    await db
      .update(sources)
      .set({
        ...common,
        lastHttpStatus: result.httpStatus,
        lastError: result.error.slice(0, 500),
        consecutiveFailures: sql`${sources.consecutiveFailures} + 1`,
        failureCount: sql`${sources.failureCount} + 1`,
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
      lastSuccessAt: at,
      ...(result.status === 'not-modified' ? { notModifiedCount: sql`${sources.notModifiedCount} + 1` } : {}),
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

/** The other source that reads `feedUrl` already, if any (a permanent redirect may lead to one). */
export async function sourceReading(
  db: Database,
  feedUrl: string,
  exceptId: number,
): Promise<{ id: number; name: string } | null> {
  const [holder] = await db
    .select({ id: sources.id, name: sources.name })
    .from(sources)
    .where(and(eq(sources.feedUrl, feedUrl), ne(sources.id, exceptId)));
  return holder ?? null;
}

/** Disables a source with its reason (a duplicate found by a fetch), counting the fetch that found it. */
export async function disableSource(db: Database, sourceId: number, reason: string, at: Date): Promise<void> {
  await db
    .update(sources)
    .set({
      enabled: false,
      disabledReason: reason,
      lastFetchedAt: at,
      updatedAt: at,
      fetchCount: sql`${sources.fetchCount} + 1`,
    })
    .where(eq(sources.id, sourceId));
}
