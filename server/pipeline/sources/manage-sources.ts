import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedItems, ingestRuns, sources, storySources } from '../../db/schema.ts';
import type { IngestRun, Source, SourceInput } from '#common/contracts/sources.ts';
import { isCategory } from '#common/categories.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import type { SafeFetch } from '../fetch/safe-fetch.ts';

const RUNS_SHOWN = 20;

type SourceRow = typeof sources.$inferSelect;

function presentSource(row: SourceRow, stories: number): Source {
  return {
    id: row.id,
    name: row.name,
    feedUrl: row.feedUrl,
    siteUrl: row.siteUrl,
    language: row.language as Source['language'],
    country: row.country,
    trustLevel: row.trustLevel,
    accessType: row.accessType,
    section: isCategory(row.section) ? row.section : null,
    enabled: row.enabled,
    origin: row.origin,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastStatus: row.lastStatus,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    itemsSeen: row.itemsSeen,
    consecutiveFailures: row.consecutiveFailures,
    stories,
  };
}

/** Every source, failing ones first, then by language and name, with how many stories cite each. */
export async function listSources(db: Database): Promise<Source[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(sources).orderBy(desc(sources.consecutiveFailures), sources.language, sources.name),
    db
      .select({
        sourceId: storySources.sourceId,
        stories: sql<number>`count(distinct ${storySources.articleId})::int`,
      })
      .from(storySources)
      .groupBy(storySources.sourceId),
  ]);
  const storiesOf = new Map(counts.map((c) => [c.sourceId, Number(c.stories)]));
  return rows.map((row) => presentSource(row, storiesOf.get(row.id) ?? 0));
}

/** How many feed items are at each stage of the pipeline. */
export async function countItemsByState(
  db: Database,
): Promise<Record<'new' | 'read' | 'clustered' | 'held' | 'skipped' | 'failed', number>> {
  const rows = await db
    .select({ state: feedItems.state, n: sql<number>`count(*)::int` })
    .from(feedItems)
    .groupBy(feedItems.state);
  const counts = { new: 0, read: 0, clustered: 0, held: 0, skipped: 0, failed: 0 };
  for (const row of rows) counts[row.state] = Number(row.n);
  return counts;
}

/** The last passes, newest first. */
export async function listIngestRuns(db: Database): Promise<IngestRun[]> {
  const rows = await db.select().from(ingestRuns).orderBy(desc(ingestRuns.startedAt)).limit(RUNS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    trigger: r.trigger,
    status: r.status,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    feeds: r.feeds,
    feedsFailed: r.feedsFailed,
    feedsNotModified: r.feedsNotModified,
    itemsSeen: r.itemsSeen,
    itemsNew: r.itemsNew,
    storiesNew: r.storiesNew,
    storiesMerged: r.storiesMerged,
    error: r.error,
  }));
}

async function loadSource(db: Database, id: number): Promise<Source> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  if (!row) throw new AppError('not_found', `No source has the id ${id}`);
  const [count] = await db
    .select({ stories: sql<number>`count(distinct ${storySources.articleId})::int` })
    .from(storySources)
    .where(eq(storySources.sourceId, id));
  return presentSource(row, Number(count?.stories ?? 0));
}

// The feed check finds a duplicate first; two editors saving one feed at once meet the unique index.
function rethrowDuplicateFeed(error: unknown, feedUrl: string): never {
  if (isUniqueViolation(error)) {
    throw new AppError('conflict', `이미 등록된 피드입니다(${feedUrl})`, { field: 'feedUrl' });
  }
  throw error;
}

/**
 * The feed check with its parser and decoders, loaded when an editor first adds or edits a source: a site that
 * never does keeps them out of memory (server/startup-imports.test.ts).
 */
async function feedChecker() {
  return (await import('./check-source-feed.ts')).checkSourceFeed;
}

/**
 * Adds a source an editor entered once its feed was fetched and read (checkSourceFeed): 422 with the reason
 * when it is no working feed, 409 when another source already reads it. A feed that moved for good is stored
 * at its new address.
 */
export async function createSource(db: Database, fetch: SafeFetch, input: SourceInput): Promise<Source> {
  const feedUrl = await (await feedChecker())(db, fetch, input.feedUrl);
  try {
    const [row] = await db
      .insert(sources)
      .values({ ...input, feedUrl, origin: 'editor' })
      .returning({ id: sources.id });
    return loadSource(db, row!.id);
  } catch (error) {
    rethrowDuplicateFeed(error, feedUrl);
  }
}

/**
 * Replaces what an editor can change of a source. A new feed URL is checked like a new source's (and an
 * unchanged one is not fetched, so a feed down for a while does not block a change of name) and starts its
 * fetch state afresh.
 */
export async function updateSource(
  db: Database,
  fetch: SafeFetch,
  id: number,
  input: SourceInput,
): Promise<Source> {
  const [current] = await db.select({ feedUrl: sources.feedUrl }).from(sources).where(eq(sources.id, id));
  if (!current) throw new AppError('not_found', `No source has the id ${id}`);
  const feedChanged = current.feedUrl !== input.feedUrl;
  const feedUrl = feedChanged ? await (await feedChecker())(db, fetch, input.feedUrl, id) : input.feedUrl;
  try {
    await db
      .update(sources)
      .set({
        ...input,
        feedUrl,
        updatedAt: new Date(),
        // A new feed, just read: its validators, failures and turn belong to the old one.
        ...(feedChanged
          ? {
              etag: null,
              lastModified: null,
              consecutiveFailures: 0,
              lastError: null,
              failingSince: null,
              disabledReason: null,
              nextFetchAt: null,
            }
          : {}),
      })
      .where(eq(sources.id, id));
  } catch (error) {
    rethrowDuplicateFeed(error, feedUrl);
  }
  return loadSource(db, id);
}

/** Switches a source on or off for scheduled passes. */
export async function setSourceEnabled(db: Database, id: number, enabled: boolean): Promise<Source> {
  const updated = await db
    .update(sources)
    .set({
      enabled,
      updatedAt: new Date(),
      // Enabled again (after days of failure, say): a fresh start, read at the schedule's next tick.
      ...(enabled
        ? { disabledReason: null, failingSince: null, consecutiveFailures: 0, nextFetchAt: null }
        : {}),
    })
    .where(eq(sources.id, id))
    .returning({ id: sources.id });
  if (updated.length === 0) throw new AppError('not_found', `No source has the id ${id}`);
  return loadSource(db, id);
}

/** Throws 404 unless the source exists. */
export async function assertSourceExists(db: Database, id: number): Promise<void> {
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.id, id));
  if (!row) throw new AppError('not_found', `No source has the id ${id}`);
}
