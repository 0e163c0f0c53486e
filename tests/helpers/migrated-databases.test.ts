import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { createUtf8Database, databaseUrl, dropDatabase } from './test-database.ts';

const JOURNAL = new URL('../../server/db/migrations/meta/_journal.json', import.meta.url);
const migrations = (JSON.parse(fs.readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;

/** What a copy of the run's migrated database holds before anyone migrates it: every migration, no rows. */
async function expectMigratedAndEmpty(handle: DatabaseHandle): Promise<void> {
  const [row] = await queryRows<{ applied: number; articles: number; trigrams: number }>(
    handle.db,
    sql`select (select count(*)::int from drizzle.__drizzle_migrations) as applied,
        (select count(*)::int from articles) as articles,
        cardinality(show_trgm('기후변화')) as trigrams`,
  );
  // Korean has trigrams only with pg_trgm loaded and a UTF-8 ctype (server/db/client.ts, assertUtf8Ctype).
  expect(row).toEqual({ applied: migrations, articles: 0, trigrams: expect.any(Number) as number });
  expect(row!.trigrams).toBeGreaterThan(0);
}

describe("the run's migrated databases (vitest globalSetup)", () => {
  it('PGlite: a database loaded from the dump has every migration before migrate() runs', async () => {
    const dump = inject('migratedPgliteDump');
    expect(dump).toBeDefined();
    const handle = await openPglite(undefined, { loadDataDir: new Blob([fs.readFileSync(dump!)]) });
    try {
      await expectMigratedAndEmpty(handle);
    } finally {
      await handle.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'PostgreSQL: a database copied from the template has every migration before migrate() runs',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const template = inject('migratedPostgresTemplate');
      expect(template).toBeDefined();
      const name = `tidings_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      await createUtf8Database(serverUrl, name, template!);
      try {
        const handle = await openPostgres(databaseUrl(serverUrl, name));
        try {
          await expectMigratedAndEmpty(handle);
        } finally {
          await handle.close();
        }
      } finally {
        await dropDatabase(serverUrl, name);
      }
    },
  );
});
