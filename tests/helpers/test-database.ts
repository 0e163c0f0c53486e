import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.ts';
import { openPgliteInThread } from '#server/db/embedded-thread-client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A migrated, empty database for one test file: in-memory PGlite, or a fresh database created on the
 * TEST_DATABASE_URL server (UTF-8 ctype, so trigram search works in every script) and dropped on close.
 * Each starts as a copy of the database the run migrated once (tests/helpers/migrated-databases.ts); migrate()
 * then finds nothing left to apply.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle & { url?: string }> {
  // Loaded here: scripts and Vitest's global setup use this file's other helpers outside a test.
  const { inject } = await import('vitest');
  if (kind === 'pglite') {
    const dump = inject('migratedPgliteDump');
    // TEST_PGLITE_THREAD=1: the embedded database in a thread of its own, as the web server runs it.
    const open = process.env.TEST_PGLITE_THREAD === '1' ? openPgliteInThread : openPglite;
    const handle = await open(undefined, {
      loadDataDir: dump ? new Blob([await fs.readFile(dump)]) : undefined,
    });
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tidings_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await createUtf8Database(serverUrl, name, inject('migratedPostgresTemplate') ?? 'template0');
  const url = databaseUrl(serverUrl, name);
  const handle = await openPostgres(url);
  await handle.migrate();
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Creates a database on the server as a copy of `template`, with the UTF-8 ctype search needs. */
export async function createUtf8Database(serverUrl: string, name: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE ${template} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database once the pools that used it have closed. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
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
