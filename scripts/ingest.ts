import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '#server/config.ts';
import { DataDirError } from '#server/db/data-dir-lock.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { sources } from '#server/db/schema.ts';
import { exitOnStartupError, StartupError } from '#server/exit-on-startup-error.ts';
import { createLogger } from '#server/logger.ts';
import { createPipelineDeps } from '#server/pipeline/create-pipeline-deps.ts';
import { runPipelinePass } from '#server/pipeline/run-pipeline.ts';
import type { RunCounts } from '#server/pipeline/run-tally.ts';
import { addFeedList, parseFeedList } from '#server/pipeline/sources/add-feed-list.ts';
import { seedSourceCatalog } from '#server/pipeline/sources/seed-source-catalog.ts';
import { printTable } from './cli/print-table.ts';
import { queuePass } from '#server/pipeline/run-on-workers.ts';
import { PgBossQueue } from '#server/jobs/pg-boss-queue.ts';
import { PIPELINE_TABLE } from '#server/pipeline/job-table.ts';

const USAGE = `Usage: npm run ingest [-- options]

One pass of the newsroom pipeline: fetch the feeds, read the new items' pages, merge the same story
from several publishers and publish the stories.

  --feeds FILE        a one-off pass over the feed URLs in FILE (one per line, # for comments);
                      each item's language is detected from its text
  --source ID         only the source with this id (see /admin/sources)
  --max-age-days N    skip items older than N days (default 7; 0 keeps every item)
  --queue             on PostgreSQL: hand the pass to the workers (npm run worker) instead of running it
  --help              this text`;

const ArgsSchema = z.object({
  feeds: z.string().min(1).optional(),
  source: z.coerce
    .number({ error: '--source takes a source id (a number)' })
    .int('--source takes a source id (a number)')
    .positive('--source takes a source id (a number)')
    .optional(),
  'max-age-days': z.coerce.number().int().min(0, '--max-age-days must be 0 or more').max(3650).default(7),
  queue: z.boolean().default(false),
});

function readArgs() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        feeds: { type: 'string' },
        source: { type: 'string' },
        'max-age-days': { type: 'string' },
        queue: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new StartupError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success)
    throw new StartupError(`${parsed.error.issues[0]?.message ?? 'bad arguments'}\n\n${USAGE}`, 2);
  if (parsed.data.feeds && parsed.data.source)
    throw new StartupError('--feeds and --source cannot be used together', 2);
  return parsed.data;
}

const COLUMNS: Array<[keyof RunCounts, string]> = [
  ['feeds', 'feeds'],
  ['feedsNotModified', 'unchanged'],
  ['feedsFailed', 'failed feeds'],
  ['itemsSeen', 'items'],
  ['itemsNew', 'new items'],
  ['storiesNew', 'new stories'],
  ['storiesMerged', 'merged'],
];

/** Live progress: one line rewritten in place on a terminal, plain lines at most every 2 s otherwise. */
function progressPrinter(totalFeeds: number) {
  const tty = process.stdout.isTTY === true;
  let lastPlain = 0;
  const line = (c: RunCounts) =>
    `feeds ${c.feeds}/${totalFeeds} · items ${c.itemsSeen} (${c.itemsNew} new) · stories ${c.storiesNew} new, ${c.storiesMerged} merged · failed ${c.feedsFailed}`;
  return {
    update(counts: RunCounts) {
      if (tty) {
        process.stdout.write(`\r\x1b[2K${line(counts)}`);
      } else if (Date.now() - lastPlain >= 2000) {
        lastPlain = Date.now();
        console.log(line(counts));
      }
    },
    end(counts: RunCounts) {
      if (tty) process.stdout.write(`\r\x1b[2K${line(counts)}\n`);
      else console.log(line(counts));
    },
  };
}

async function main(): Promise<void> {
  const args = readArgs();
  let feedUrls: string[] | null = null;
  if (args.feeds) {
    let text: string;
    try {
      text = fs.readFileSync(args.feeds, 'utf8');
    } catch (error) {
      throw new StartupError(
        `Cannot read ${args.feeds}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
        2,
      );
    }
    const list = parseFeedList(text);
    if (list.errors.length > 0) {
      throw new StartupError(
        `${args.feeds}: not an http(s) URL on ${list.errors.map((e) => `line ${e.line} ("${e.text}")`).join(', ')}`,
        2,
      );
    }
    if (list.urls.length === 0) throw new StartupError(`${args.feeds} lists no feed URL`, 2);
    feedUrls = list.urls;
  }

  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirError) {
      throw new StartupError(
        `The site is running on ${config.dataDir} and holds its embedded database: start it with INGEST_INTERVAL=15m to fetch on a schedule, or use "Fetch now" at /admin/sources.`,
      );
    }
    throw error;
  }
  const deps = createPipelineDeps(config, database.db, logger, { maxAgeDays: args['max-age-days'] });
  try {
    await database.migrate();
    await seedSourceCatalog(database.db);
    let sourceIds: number[] | undefined;
    if (feedUrls) sourceIds = await addFeedList(database.db, feedUrls);
    if (args.source) {
      const [row] = await database.db
        .select({ id: sources.id })
        .from(sources)
        .where(eq(sources.id, args.source));
      if (!row) throw new StartupError(`There is no source with id ${args.source} (see /admin/sources).`);
      sourceIds = [args.source];
    }
    if (args.queue) {
      if (!config.databaseUrl)
        throw new StartupError(
          '--queue needs DATABASE_URL: on the embedded database the pass runs in this process.',
          2,
        );
      const queue = await PgBossQueue.start(config.databaseUrl, PIPELINE_TABLE, logger);
      let queued;
      try {
        queued = await queuePass(deps, queue, {
          sourceIds,
          maxAgeDays: args['max-age-days'],
          trigger: 'command-line',
        });
      } finally {
        await queue.stop();
      }
      console.log(
        `Queued ${queued.feeds} feed${queued.feeds === 1 ? '' : 's'} for the workers (npm run worker) as pass ${queued.runId}; it is listed at /admin/sources.`,
      );
      return;
    }
    const total = sourceIds
      ? sourceIds.length
      : (await database.db.select({ id: sources.id }).from(sources).where(eq(sources.enabled, true))).length;
    console.log(`Reading ${total} feed${total === 1 ? '' : 's'}…`);
    const progress = progressPrinter(total);
    const passStarted = new Date();
    const result = await runPipelinePass(deps, {
      trigger: 'command-line',
      sourceIds,
      onProgress: (counts) => progress.update(counts),
    });
    progress.end(result.counts);

    console.log('');
    // With a model, what it wrote, translated and parked.
    const columns: Array<[keyof RunCounts, string]> = config.ai
      ? [
          ...COLUMNS,
          ['storiesWritten', 'written'],
          ['translationsNew', 'translated'],
          ['modelParked', 'parked'],
        ]
      : COLUMNS;
    printTable([
      [...columns.map(([, label]) => label), 'seconds'],
      [...columns.map(([key]) => String(result.counts[key])), (result.durationMs / 1000).toFixed(1)],
    ]);
    // The sources this pass failed to read, with when the schedule tries each again (its back-off), or that
    // days of failing disabled it; a one-off pass's sources are on no schedule.
    const failures = await database.db
      .select({
        id: sources.id,
        name: sources.name,
        error: sources.lastError,
        enabled: sources.enabled,
        disabledReason: sources.disabledReason,
        nextFetchAt: sources.nextFetchAt,
      })
      .from(sources)
      .where(and(eq(sources.lastStatus, 'failed'), gte(sources.lastFetchedAt, passStarted)))
      .orderBy(sources.id);
    if (failures.length > 0) {
      console.log('\nFailed sources:');
      printTable([
        ['id', 'source', 'next try', 'reason'],
        ...failures.map((s) => [
          String(s.id),
          s.name.slice(0, 40),
          s.disabledReason
            ? 'disabled'
            : s.enabled
              ? (s.nextFetchAt?.toISOString().slice(0, 16).replace('T', ' ') ?? 'now')
              : 'not scheduled',
          s.error ?? '',
        ]),
      ]);
    }
    if (result.status === 'failed') {
      console.error('\nEvery source failed: nothing could be read.');
      process.exitCode = 1;
    }
  } finally {
    await deps.close();
    await database.close();
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(exitOnStartupError);
