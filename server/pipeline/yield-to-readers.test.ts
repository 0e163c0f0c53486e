import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
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
});
