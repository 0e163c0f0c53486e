import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ReadersInFlight } from '../http/readers-in-flight.ts';
import { yieldingToReaders } from './yield-to-readers.ts';

describe('yieldingToReaders (a pass on the embedded database of a process that serves readers)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** Twenty statements of a pass sent at once, then a reader's; the order in which they are answered. */
  async function answeredOrder(passDb: typeof handle.db): Promise<string[]> {
    const answered: string[] = [];
    const pass = Array.from({ length: 20 }, (_, n) =>
      passDb
        .execute(sql`select count(*) from generate_series(1, 20000)`)
        .then(() => answered.push(`pass ${n}`)),
    );
    // A reader's request read from its socket: a callback of the next turn of the event loop.
    const reader = new Promise<void>((resolve) =>
      setImmediate(
        () =>
          void handle.db.execute(sql`select 1`).then(() => {
            answered.push('reader');
            resolve();
          }),
      ),
    );
    await Promise.all([...pass, reader]);
    return answered;
  }

  it('answers a reader behind one statement of the pass at most, where it used to wait behind all of them', async () => {
    expect((await answeredOrder(handle.db)).indexOf('reader')).toBe(20);
    expect((await answeredOrder(yieldingToReaders(handle.db))).indexOf('reader')).toBeLessThanOrEqual(1);
  });

  it('runs the transactions and statements of the pass as before', async () => {
    const passDb = yieldingToReaders(handle.db);
    const rows = await passDb.transaction((tx) =>
      queryRows<{ answer: number }>(tx as unknown as Database, sql`select 41 + 1 as answer`),
    );
    expect(rows).toEqual([{ answer: 42 }]);
    await expect(passDb.execute(sql`select nothing_here`)).rejects.toThrow(/nothing_here/);
    // A failed statement does not hold the next one up.
    expect(await queryRows(passDb, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('answers a reader’s statement before the pass’s next one while a request is in flight', async () => {
    const readers = new ReadersInFlight();
    // A bound no test waits for: only the request's end lets the pass go on.
    const passDb = yieldingToReaders(handle.db, readers, 600_000);
    const answered: string[] = [];
    readers.begin();
    const pass = [0, 1, 2].map((n) =>
      passDb.execute(sql`select ${n}`).then(() => answered.push(`pass ${n}`)),
    );
    // The request asks the database a few turns of the event loop after it was read (its body, a page's thread).
    for (let turn = 0; turn < 5; turn++) await nextTurn();
    await handle.db.execute(sql`select 1`);
    answered.push('reader');
    readers.end();
    await Promise.all(pass);
    expect(answered).toEqual(['reader', 'pass 0', 'pass 1', 'pass 2']);
  });

  it('still runs the pass under constant readers: each statement goes after the bound', async () => {
    const readers = new ReadersInFlight();
    readers.begin();
    const passDb = yieldingToReaders(handle.db, readers, 5);
    const rows = await Promise.all(
      [1, 2, 3, 4].map((n) => queryRows<{ n: number }>(passDb, sql`select ${n}::int as n`)),
    );
    expect(rows.flat()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    expect(readers.count).toBe(1);
  });
});
