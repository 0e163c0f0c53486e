import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { StartupError } from '../exit-on-startup-error.ts';
import { openDatabase } from '../db/open-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { isDatabaseEmpty, seedDatabase } from '../db/seed/seed-database.ts';
import { maintainEmbeddedDatabase } from '../db/embedded-maintenance.ts';
import { seedSourceCatalog } from '../pipeline/sources/seed-source-catalog.ts';
import { articlesMissingPictures } from '../images/articles-missing-pictures.ts';

/**
 * The child process could not prepare the data directory. When it ended on its own it has said why just before
 * (exitOnStartupError, in its one line); a child stopped by a signal (killed, out of memory) said nothing.
 */
export class FirstStartFailed extends StartupError {
  constructor(readonly childExitCode: number | null) {
    super(
      childExitCode === null
        ? 'Preparing the new data directory was stopped before it finished (killed, or out of memory): start again.'
        : `Preparing the new data directory failed (exit code ${childExitCode})`,
      1,
      childExitCode !== null,
    );
  }
}

/** Whether the embedded database has never been created in this data directory. */
export function isNewDataDir(config: Config): boolean {
  return !config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/** What every start does to its database: the migrations, the source catalogue, and the demo edition when empty. */
export async function bringDatabaseUpToDate(database: DatabaseHandle, logger: Logger): Promise<void> {
  await database.migrate();
  await seedSourceCatalog(database.db);
  if (await isDatabaseEmpty(database.db)) {
    const seeded = await seedDatabase(database.db);
    logger.info({ articles: seeded.inserted }, 'empty database: demo edition loaded');
  }
  // A PostgreSQL server's autovacuum keeps its tables; the embedded database has none (embedded-maintenance.ts).
  if (database.kind === 'pglite') await maintainEmbeddedDatabase(database.db);
}

/**
 * The work of a first start on the embedded database: create it (initdb), apply the migrations, load the source
 * catalogue and the demo edition, and draw the demo's pictures. Run in a child process (see
 * prepareDataDirInChild), whose memory goes back to the system when it exits.
 */
export async function prepareDataDir(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase(config);
  try {
    await bringDatabaseUpToDate(database, logger);
    const drawing = await articlesMissingPictures(database.db);
    if (drawing.length > 0) {
      logger.info({ articles: drawing.length }, 'drawing the demo edition’s pictures');
      // With the pipeline's draw-title-card job, as the server and the pipeline's passes draw them.
      const { createPipelineDeps } = await import('../pipeline/create-pipeline-deps.ts');
      const { drawTitleCards } = await import('../pipeline/draw-title-cards.ts');
      const deps = createPipelineDeps(config, database.db, logger);
      try {
        await drawTitleCards(deps, drawing);
      } finally {
        await deps.close();
      }
    }
  } finally {
    await database.close();
  }
}

/**
 * Runs prepareDataDir in a child process of the same Node.js and flags (compiled, or through tsx in
 * development). Creating the embedded database and loading the demo leave a few hundred megabytes in a process
 * that never gives WebAssembly memory back (the database's initdb instance, libvips' buffers): in a child, the
 * server that then opens the prepared directory starts as light as on any later start.
 */
export async function prepareDataDirInChild(): Promise<void> {
  const extension = path.extname(new URL(import.meta.url).pathname);
  const entry = new URL(`./prepare-data-dir-entry${extension}`, import.meta.url);
  // The parent's flags, but not those that would keep the child alive or take the parent's debugging port.
  const flags = process.execArgv.filter((flag) => !/^--(watch|inspect)/.test(flag));
  // The environment is inherited: the child reads the same configuration.
  const child = spawn(process.execPath, [...flags, entry.pathname], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new FirstStartFailed(code);
}
