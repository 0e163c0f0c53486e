import fs from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { yieldingToReaders } from '../pipeline/yield-to-readers.ts';
import { openPglite, type Database, type DatabaseHandle } from './client.ts';
import { openPgliteInThread } from './embedded-thread-client.ts';
import { isUniqueViolation } from './is-unique-violation.ts';
import { queryRows } from './query-rows.ts';
import { siteSettings } from './schema.ts';

/** A value of each kind the site reads, as drizzle's driver gets it (its parsers leave dates as text). */
const EVERY_KIND = sql`select 1::int as int, 12345678901234::bigint as big, 1.50::numeric as num, 2.5::float8 as float,
  true as yes, null::text as nothing, 'ü'::text as txt, '{"a":[1,{"b":null}]}'::jsonb as doc,
  '2026-11-28 09:30:00.123+00'::timestamptz as at, '2026-11-28'::date as day, interval '1 day 2 hours' as span,
  '\\x00ff'::bytea as bytes, array[1,2,3] as ints, array['2026-01-01'::date] as days, array[1.5::numeric] as nums,
  array['a','b'] as texts`;

/** A copy of the run's migrated database (tests/helpers/migrated-databases.ts), to start from. */
async function migrated(): Promise<{ loadDataDir?: Blob }> {
  const dump = inject('migratedPgliteDump');
  return dump ? { loadDataDir: new Blob([await fs.readFile(dump)]) } : {};
}

describe('the embedded database in a thread of its own', () => {
  let inThread: DatabaseHandle;
  let here: DatabaseHandle;
  beforeAll(async () => {
    [inThread, here] = await Promise.all([
      openPgliteInThread(undefined, await migrated()),
      openPglite(undefined, await migrated()),
    ]);
    await Promise.all([inThread.migrate(), here.migrate()]);
  });
  afterAll(async () => {
    await Promise.all([inThread?.close(), here?.close()]);
  });

  it('gives the same values as PGlite on the main thread, in rows and through drizzle', async () => {
    expect(await queryRows(inThread.db, EVERY_KIND)).toEqual(await queryRows(here.db, EVERY_KIND));
    const row = { key: 'kinds', value: { list: [1, 'two', null], nested: { yes: true } } };
    for (const { db } of [inThread, here]) await db.insert(siteSettings).values(row);
    const read = async (db: Database) => db.select().from(siteSettings).where(eq(siteSettings.key, 'kinds'));
    const [threaded] = await read(inThread.db);
    const [local] = await read(here.db);
    expect(threaded!.value).toEqual(row.value);
    expect(threaded!.updatedAt).toBeInstanceOf(Date);
    expect({ ...threaded, updatedAt: 0 }).toEqual({ ...local, updatedAt: 0 });
  });

  it('rejects a failed statement with PostgreSQL’s code, through drizzle’s wrapping', async () => {
    await inThread.db.insert(siteSettings).values({ key: 'once', value: 1 });
    const error: unknown = await inThread.db
      .insert(siteSettings)
      .values({ key: 'once', value: 2 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause: { constraint?: string } }).cause.constraint).toBe('site_settings_pkey');
    await expect(inThread.db.execute(sql`select nothing_here`)).rejects.toThrow(/nothing_here/);
    // The thread goes on after a failure.
    expect(await queryRows(inThread.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('commits a transaction, rolls back a failed one and its failed savepoint alone', async () => {
    await inThread.db.transaction(async (tx) => {
      await tx.insert(siteSettings).values({ key: 'committed', value: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(siteSettings).values({ key: 'savepoint', value: 1 });
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      inThread.db.transaction(async (tx) => {
        await tx.insert(siteSettings).values({ key: 'rolled-back', value: 1 });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const keys = (await inThread.db.select({ key: siteSettings.key }).from(siteSettings)).map((r) => r.key);
    expect(keys).toContain('committed');
    expect(keys).not.toContain('savepoint');
    expect(keys).not.toContain('rolled-back');
  });

  it('runs other statements after an open transaction, as PGlite does', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = inThread.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      order.push('transaction began');
      await held;
      await tx.insert(siteSettings).values({ key: 'during', value: 1 });
      order.push('transaction ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = queryRows<{ n: number }>(
      inThread.db,
      sql`select count(*)::int as n from site_settings where key = 'during'`,
    ).then((rows) => {
      order.push('outside');
      return rows;
    });
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['transaction began', 'transaction ends', 'outside']);
  });

  it('answers a reader’s statement before the pass’s waiting ones', async () => {
    const passDb = yieldingToReaders(inThread.db);
    const answered: string[] = [];
    const pass = Array.from({ length: 20 }, (_, n) =>
      passDb
        .execute(sql`select count(*) from generate_series(1, 20000)`)
        .then(() => answered.push(`pass ${n}`)),
    );
    const reader = inThread.db.execute(sql`select 1`).then(() => answered.push('reader'));
    await Promise.all([...pass, reader]);
    // The thread had begun one of the pass's statements, at most, when the reader's arrived.
    expect(answered.indexOf('reader')).toBeLessThanOrEqual(1);
  });

  it('hands notifications over until the listener stops', async () => {
    const heard: string[] = [];
    const stop = await inThread.listen('thread_test', {
      onNotification: (payload) => heard.push(payload),
      onReconnect: () => undefined,
    });
    await inThread.db.execute(sql`select pg_notify('thread_test', 'first')`);
    await stop();
    await inThread.db.execute(sql`select pg_notify('thread_test', 'second')`);
    await inThread.db.execute(sql`select 1`);
    expect(heard).toEqual(['first']);
  });
});

describe('the embedded database’s thread failing', () => {
  it('refuses the calls in flight and later ones when the thread dies, and says so once', async () => {
    const stopped: Error[] = [];
    const handle = await openPgliteInThread(undefined, {
      entry: new URL('./fixtures/thread-that-dies.mjs', import.meta.url),
      onStopped: (error) => stopped.push(error),
    });
    const stoppedCause = { cause: { message: expect.stringMatching(/thread stopped/) as unknown } };
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: "The embedded database's thread stopped (exit code 7)" },
    });
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject(stoppedCause);
    expect(stopped.map((error) => error.message)).toEqual([
      "The embedded database's thread stopped (exit code 7)",
    ]);
  });

  it('fails to open with the thread’s reason', async () => {
    await expect(
      openPgliteInThread(undefined, {
        entry: new URL('./fixtures/thread-that-cannot-open.mjs', import.meta.url),
      }),
    ).rejects.toThrow('the data directory is damaged');
  });

  it('closes: the thread ends and later calls are refused, without a stop reported', async () => {
    const stopped: Error[] = [];
    const handle = await openPgliteInThread(undefined, {
      ...(await migrated()),
      onStopped: (error) => stopped.push(error),
    });
    expect(await queryRows(handle.db, sql`select 2 as two`)).toEqual([{ two: 2 }]);
    await handle.close();
    await expect(handle.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/thread stopped/) as unknown },
    });
    expect(stopped).toEqual([]);
  });
});
