import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';

/** Rows changed per statement: small enough that the embedded database answers readers between batches. */
const BATCH_ROWS = 500;

/** What one pruning removed or emptied. */
export interface PruneResult {
  /** Feed items that were never part of a story (held, skipped, failed, or left new or read), deleted. */
  itemsDeleted: number;
  /** Items of stories kept as their story's source rows, with their texts emptied. */
  itemsEmptied: number;
  /** Records of passes (ingest_runs), deleted. */
  passesDeleted: number;
  /** Items whose stored matching features (item_features, story_keys) were deleted. */
  featuresDeleted: number;
  /** Leases of host slots (host_slots) that expired over SLOT_LEASE_KEPT_MS ago, deleted. */
  slotsDeleted: number;
}

/**
 * How long an expired lease of a host slot is kept: a lease runs 30 s and is renewed every 10 s, so an hour
 * past its end no holder will renew it, and a host nobody fetches any more leaves no rows behind.
 */
export const SLOT_LEASE_KEPT_MS = 60 * 60_000;

/** Changes one batch (`change`, a DELETE or UPDATE of at most BATCH_ROWS rows); returns how many it changed. */
async function changeBatch(db: Database, change: SQL): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with changed as (${change} returning 1) select count(*)::int as n from changed`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Repeats a batch until it changes fewer than a batch, yielding to the event loop between batches. */
async function inBatches(db: Database, change: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const changed = await changeBatch(db, change);
    total += changed;
    if (changed < BATCH_ROWS) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Prunes what only the pipeline needed, first seen before `before` (RETENTION_DAYS ago), in batches:
 * - feed items that are not part of a story are deleted (a story's source row, story_sources, references
 *   its item ON DELETE CASCADE: items a story lists are never deleted);
 * - items a story lists keep their row (the story's source list: publisher, address, title, date), and lose
 *   the texts read to place and write it (page_text, feed_text);
 * - the matching features stored for clustering (item_features and their story_keys), of items published
 *   before the cutoff: clustering compares items within a window of days;
 * - records of passes (ingest_runs) that ended;
 * - leases of host slots that expired over an hour ago, by the database's clock as the leases are (whatever
 *   `before` is): an expired lease is free to take, but a host no longer fetched would keep its rows forever.
 * Stories, their texts, pictures and source lists stay. Job history in pg-boss is pruned by pg-boss itself
 * (server/jobs/pg-boss-queue.ts: deleteAfterSeconds). With `after`, only items first seen since then are
 * looked at: those the previous pruning (at an earlier `before`) had not reached.
 */
export async function pruneOldRecords(
  db: Database,
  before: Date,
  options: { after?: Date } = {},
): Promise<PruneResult> {
  const cutoff = sql`${before.toISOString()}::timestamptz`;
  // Items stay (emptied) in a story: a later pruning reads only those that crossed the cutoff since.
  const seen = sql`fi.created_at < ${cutoff}${options.after ? sql` and fi.created_at >= ${options.after.toISOString()}::timestamptz` : sql``}`;
  const itemsDeleted = await inBatches(
    db,
    sql`delete from feed_items where id in (
          select fi.id from feed_items fi
          where ${seen} and fi.state <> 'clustered'
            and not exists (select 1 from story_sources s where s.feed_item_id = fi.id)
          limit ${BATCH_ROWS})`,
  );
  const itemsEmptied = await inBatches(
    db,
    sql`update feed_items set page_text = null, feed_text = '' where id in (
          select fi.id from feed_items fi
          where ${seen} and fi.state = 'clustered' and (fi.page_text is not null or fi.feed_text <> '')
          limit ${BATCH_ROWS})`,
  );
  const passesDeleted = await inBatches(
    db,
    sql`delete from ingest_runs where id in (
          select id from ingest_runs where started_at < ${cutoff} and status <> 'running' limit ${BATCH_ROWS})`,
  );
  let featuresDeleted = 0;
  for (;;) {
    // An item's keys first, through their item index, then its features: a batch of items at a time.
    const ids = (
      await queryRows<{ id: number }>(
        db,
        sql`select item_id as id from item_features where published_at < ${cutoff} limit ${BATCH_ROWS}`,
      )
    ).map((r) => r.id);
    if (ids.length === 0) break;
    await db.execute(sql`delete from story_keys where item_id in ${ids}`);
    await db.execute(sql`delete from item_features where item_id in ${ids}`);
    featuresDeleted += ids.length;
    if (ids.length < BATCH_ROWS) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const slotsDeleted = await inBatches(
    db,
    sql`delete from host_slots where (host, slot) in (
          select host, slot from host_slots
          where expires_at < now() - ${SLOT_LEASE_KEPT_MS}::int * interval '1 millisecond'
          limit ${BATCH_ROWS})`,
  );
  return { itemsDeleted, itemsEmptied, passesDeleted, featuresDeleted, slotsDeleted };
}
