import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sources } from '../db/schema.ts';
import { CLAIM_LEASE_MS, claimDueSources } from './claim-due-sources.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('claimDueSources on %s', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(sources);
  });

  /** Adds sources due `minutesAgo` (null: never scheduled; negative: not yet due); returns their ids. */
  const addSources = async (dues: Array<number | null>, enabled = true) => {
    const rows = await handle.db
      .insert(sources)
      .values(
        dues.map((minutesAgo, i) => ({
          name: `Source ${i}`,
          feedUrl: `https://feeds.example/${enabled ? 'on' : 'off'}/${i}-${Math.random()}.xml`,
          language: 'en',
          country: 'GB',
          enabled,
          nextFetchAt: minutesAgo === null ? null : new Date(NOW.getTime() - minutesAgo * MINUTE),
        })),
      )
      .returning({ id: sources.id });
    return rows.map((row) => row.id);
  };

  it('takes the enabled sources that are due, oldest due first, and leases them', async () => {
    const [fiveAgo, never, notYet, hourAgo, justNow] = await addSources([5, null, -10, 60, 0]);
    await addSources([120, null], false);

    const claimed = await claimDueSources(handle.db, NOW, 10);
    expect(claimed.map((source) => source.id)).toEqual([never, hourAgo, fiveAgo, justNow]);
    expect(claimed[0]!.dueAt).toBeNull();
    expect(claimed[1]!.dueAt).toEqual(new Date(NOW.getTime() - 60 * MINUTE));

    // Leased: nobody gets them again until the lease ends, when they are due again (a fetch that never
    // came back); the one not due yet comes in its turn.
    expect(await claimDueSources(handle.db, NOW, 10)).toEqual([]);
    const afterLease = await claimDueSources(handle.db, new Date(NOW.getTime() + CLAIM_LEASE_MS), 10);
    expect(afterLease.map((source) => source.id).sort()).toEqual(
      [never, hourAgo, fiveAgo, justNow, notYet].sort(),
    );
  });

  it('takes at most the limit, the longest waiting first', async () => {
    const ids = await addSources([1, 2, 3, 4, 5]);
    const first = await claimDueSources(handle.db, NOW, 2);
    expect(first.map((source) => source.id)).toEqual([ids[4], ids[3]]);
    const rest = await claimDueSources(handle.db, NOW, 10);
    expect(rest.map((source) => source.id)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it('never gives the same source to two claimers at once', async () => {
    const ids = await addSources(Array.from({ length: 60 }, (_, i) => i));
    // On PostgreSQL the claims run on separate connections of the pool, at the same time.
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimDueSources(handle.db, NOW, 15)));
    const taken = claims.flat().map((source) => source.id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.length).toBe(60);
    expect([...taken].sort((a, b) => a - b)).toEqual(ids);
  });
});
