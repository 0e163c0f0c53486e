import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '#server/db/client.ts';
import { createUtf8Database, databaseUrl, dropDatabase, waitForNoSessions } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory with every migration applied (a tar file), for each test database to start from. */
    migratedPgliteDump: string | undefined;
    /** A database on TEST_DATABASE_URL's server with every migration applied, for each test database to copy. */
    migratedPostgresTemplate: string | undefined;
  }
}

/**
 * Vitest's global setup: migrates one database of each kind once per run, which openTestDatabase then copies
 * for each test file instead of migrating an empty one (PGlite's initdb and the migrations took most of a
 * test database's start; docs/benchmarks.md, "CI time"). Removed when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-migrated-'));
  // A run stopped by Ctrl-C or a timeout's SIGTERM ends in process.exit() without the teardown below.
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeFolder);
  const pgliteDump = path.join(folder, 'pglite.tar');
  const pglite = await openPglite(undefined);
  try {
    await pglite.migrate();
    fs.writeFileSync(pgliteDump, Buffer.from(await (await pglite.dumpDataDir()).arrayBuffer()));
  } finally {
    await pglite.close();
  }
  project.provide('migratedPgliteDump', pgliteDump);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;
  if (serverUrl) {
    template = `tidings_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await createUtf8Database(serverUrl, template, 'template0');
    const handle = await openPostgres(databaseUrl(serverUrl, template));
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to: wait for the pool's sessions to go.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await waitForNoSessions(admin, template);
    } finally {
      await admin.end();
    }
  }
  project.provide('migratedPostgresTemplate', template);

  return async () => {
    process.off('exit', removeFolder);
    removeFolder();
    if (serverUrl && template) await dropDatabase(serverUrl, template);
  };
}
