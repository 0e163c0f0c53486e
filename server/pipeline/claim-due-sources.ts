import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { sources } from '../db/schema.ts';

/**
 * How long a claimed source is kept from other claimers: its fetch sets the real next time well before, and a
 * process killed mid-fetch leaves it due again after this.
 */
export const CLAIM_LEASE_MS = 15 * 60_000;

/** A source whose turn has come, with when it was due (null: never fetched on a schedule). */
export interface DueSource {
  id: number;
  dueAt: Date | null;
}

/**
 * Takes up to `limit` enabled sources that are due (nextFetchAt null or past), oldest due first, and moves
 * their nextFetchAt out by the lease in the same statement, so that two processes claiming at once never get
 * the same source: rows another transaction holds are skipped (FOR UPDATE SKIP LOCKED), not waited for.
 */
export async function claimDueSources(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number = CLAIM_LEASE_MS,
): Promise<DueSource[]> {
  const leasedUntil = new Date(now.getTime() + leaseMs).toISOString();
  // The inner select walks sources_due_idx (enabled, next_fetch_at).
  const rows = await queryRows<{ id: number; dueAt: string | Date | null }>(
    db,
    sql`update ${sources} s set next_fetch_at = ${leasedUntil}::timestamptz
    from (
      select id, next_fetch_at from ${sources}
      where enabled and (next_fetch_at is null or next_fetch_at <= ${now.toISOString()}::timestamptz)
      order by next_fetch_at asc nulls first, id
      limit ${limit}
      for update skip locked
    ) due
    where s.id = due.id
    returning s.id, due.next_fetch_at as "dueAt"`,
  );
  return rows
    .map((row) => ({ id: row.id, dueAt: row.dueAt === null ? null : new Date(row.dueAt) }))
    .sort((a, b) => (a.dueAt?.getTime() ?? -Infinity) - (b.dueAt?.getTime() ?? -Infinity) || a.id - b.id);
}
