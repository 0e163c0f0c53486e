import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '#server/config.ts';
import { DataDirError } from '#server/db/data-dir-lock.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { exitOnStartupError, StartupError } from '#server/exit-on-startup-error.ts';
import { createLogger } from '#server/logger.ts';
import { createPipelineDeps } from '#server/pipeline/create-pipeline-deps.ts';
import type { RunCounts } from '#server/pipeline/run-tally.ts';
import { translateMissing } from '#server/pipeline/write/translate-missing.ts';
import { printTable } from './cli/print-table.ts';

const USAGE = `Usage: npm run translate [-- options]

Has the model (AI_BASE_URL, AI_MODEL) translate every article into the languages it lacks, hand-written
articles included, at most AI_MAX_REQUESTS_PER_PASS requests: the newest and most-reported articles
first, English before the other languages. Texts that fail their checks twice are parked and listed at
/admin/translations; run it again to go on where a spent budget stopped it.

  --article ID   only the article with this id
  --help         this text`;

function readArgs() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { article: { type: 'string' }, help: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    throw new StartupError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const parsed = z
    .object({
      article: z.coerce
        .number({ error: '--article takes an article id (a number)' })
        .int('--article takes an article id (a number)')
        .positive('--article takes an article id (a number)')
        .optional(),
    })
    .safeParse(values);
  if (!parsed.success)
    throw new StartupError(`${parsed.error.issues[0]?.message ?? 'bad arguments'}\n\n${USAGE}`, 2);
  return parsed.data;
}

async function main(): Promise<void> {
  const args = readArgs();
  const config = loadConfig();
  if (!config.ai) {
    throw new StartupError(
      'npm run translate needs a model: set AI_BASE_URL and AI_MODEL (a hosted API or a local server, see the README).',
    );
  }
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirError) {
      throw new StartupError(
        `The site is running on ${config.dataDir} and holds its embedded database: use "Translate missing" at /admin/translations instead.`,
      );
    }
    throw error;
  }
  const deps = createPipelineDeps(config, database.db, logger);
  try {
    await database.migrate();
    let lastLine = 0;
    const started = Date.now();
    const onProgress = (counts: RunCounts) => {
      if (lastLine === 0) console.log('Translating the languages articles lack…');
      if (Date.now() - lastLine < 2000) return;
      lastLine = Date.now();
      console.log(`translated ${counts.translationsNew} · parked ${counts.modelParked}`);
    };
    const result = await translateMissing(deps, {
      articleIds: args.article ? [args.article] : undefined,
      onProgress,
    });
    if (result.asked === 0) {
      console.log('Every article has all 11 languages.');
      return;
    }
    const left = result.asked - result.translated - result.parked;
    console.log('');
    printTable([
      ['asked', 'translated', 'parked', 'left', 'seconds'],
      [
        ...[result.asked, result.translated, result.parked, left].map(String),
        ((Date.now() - started) / 1000).toFixed(1),
      ],
    ]);
    if (result.parked > 0) console.log('\nParked texts and their reasons are listed at /admin/translations.');
    if (result.stopped)
      console.log(
        `\nThe model stopped taking work: its budget of ${config.ai.maxRequestsPerPass} requests was spent, or its server could not be reached (see above). Run it again to go on.`,
      );
    if (result.translated === 0) process.exitCode = 1;
  } finally {
    await deps.close();
    await database.close();
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(exitOnStartupError);
