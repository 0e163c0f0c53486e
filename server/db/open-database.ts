import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite,
 * locked to this process so that a second process cannot open the same files.
 */
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const release = lockDataDir(config.dataDir);
  try {
    const handle = await openPglite(path.join(config.dataDir, 'pglite'));
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
