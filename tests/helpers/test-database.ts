import crypto from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or a fresh database created on the
 * TEST_DATABASE_URL server (UTF-8 ctype, so trigram search works in every script) and dropped on close.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tidings_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // pool.end() resolves before the server has seen every session go: dropping WITH (FORCE) at
        // that moment makes the server kill a closing session, whose FATAL reply then surfaces as an
        // uncaught error in the test run. Wait for the sessions to leave, and force only as a last resort.
        await waitForNoSessions(dropper, name);
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Waits (5 s at most) until no session is connected to the database, so that it can be dropped cleanly. */
export async function waitForNoSessions(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ sessions: number }>(
      'select count(*)::int as sessions from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0]?.sessions ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
