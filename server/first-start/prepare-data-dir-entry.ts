import { createLogger } from '../logger.ts';
import { exitOnStartupError, loadConfigOrExit } from '../exit-on-startup-error.ts';
import { prepareDataDir } from './prepare-data-dir.ts';

// The child process of a first start (prepare-data-dir.ts): prepares the data directory, then exits; a failure
// is told as the server itself would tell it.
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
prepareDataDir(config, logger).then(() => process.exit(0), exitOnStartupError);
