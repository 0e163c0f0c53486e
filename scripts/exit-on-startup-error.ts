import { ConfigError } from '../server/config.ts';
import { DataDirError } from '../server/db/data-dir-lock.ts';

/** Ends a command-line script on a known start-up problem with its one-line message and exit code 1. */
export function exitOnStartupError(error: unknown): never {
  console.error(error instanceof ConfigError || error instanceof DataDirError ? error.message : error);
  process.exit(1);
}
