import { ConfigError, loadConfig } from '../config.ts';
import { DataDirError } from '../db/data-dir-lock.ts';
import { createLogger } from '../logger.ts';
import { prepareDataDir } from './prepare-data-dir.ts';

// The child process of a first start (prepare-data-dir.ts): prepares the data directory, then exits.
const config = loadConfig();
const logger = createLogger(config.logLevel);
prepareDataDir(config, logger).then(
  () => process.exit(0),
  (error: unknown) => {
    // The same one line as the server itself would print for a data directory it cannot use.
    if (error instanceof ConfigError || error instanceof DataDirError) console.error(error.message);
    else logger.error({ err: error }, 'could not prepare the data directory');
    process.exit(1);
  },
);
