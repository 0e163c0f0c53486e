import { ConfigError } from '../server/config.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';

/** Ends a command-line script on a known start-up problem with its one-line message and exit code 1. */
export function exitOnStartupError(error: unknown): never {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
