import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteInThread, type EmbeddedThreadOptions } from './embedded-thread-client.ts';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite,
 * locked to this process so that a second process cannot open the same files. `inThread`: the embedded
 * database runs in a thread of its own (the web server, docs/decisions/024); scripts keep it on their thread.
 */
export async function openDatabase(
  config: Config,
  { inThread }: { inThread?: EmbeddedThreadOptions } = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  try {
    const dataDir = path.join(config.dataDir, 'pglite');
    const handle = inThread ? await openPgliteInThread(dataDir, inThread) : await openPglite(dataDir);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
