import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exitOnStartupError, StartupError } from '#server/exit-on-startup-error.ts';
import { waitForNoSessions } from '#tests/helpers/test-database.ts';
import { currentCommit } from './bench/current-commit.ts';
import { packageLine } from './bench/package-line.ts';
import {
  freePort,
  memoryOf,
  SERVER_ENTRY,
  WORKER_ENTRY,
  WORKER_LINE,
  sleep,
  startSite,
  stopped,
  waitForHttp,
} from './bench/server-process.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { printTable } from './cli/print-table.ts';
import { readReplayArgs, USAGE, type ReplayArgs } from './replay/replay-args.ts';
import { startMeasured } from './replay/measured-process.ts';
import {
  askedFloorSeconds,
  latenessByFloor,
  percentile,
  waitForNextPoll,
  type ItemWaits,
} from './replay/replay-lateness.ts';
import { realVisibleAt, startReplayServer, type ReplayClock } from './replay/replay-server.ts';
import {
  keepHistory,
  makeItems,
  makeSources,
  type ReplayItem,
  type ReplaySource,
} from './replay/replay-world.ts';

const INGEST_LINE = packageLine('ingest', 'scripts/ingest.ts');

const minutesOf = (ms: number) => (Number.isFinite(ms) ? `${(ms / 60_000).toFixed(1)} min` : 'never');

async function main(): Promise<void> {
  const args = readReplayArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(USAGE);
    return;
  }
  if (!fs.existsSync(SERVER_ENTRY))
    throw new StartupError(`${SERVER_ENTRY} is missing: npm run build && npm run build:server first.`);

  // The world: publishers, and what they publish over the measured span, the drain and a day of history.
  const simStart = Date.now();
  const spanMs = (args.minutes + args['drain-minutes']) * 60_000 * args.speed;
  const sources = makeSources(args.seed, args.sources, args['items-per-day']);
  const items = keepHistory(
    makeItems(sources, {
      seed: args.seed,
      sources: args.sources,
      itemsPerDay: args['items-per-day'],
      start: simStart,
      durationMs: spanMs,
      historyHours: args['history-hours'],
    }),
    simStart,
    args['history-items'],
  );
  const clock: ReplayClock = { speed: args.speed, realStart: simStart, simStart, publishUntil: simStart };
  const world = await startReplayServer(sources, items, args.seed, clock);
  console.log(
    `World: ${sources.length} publishers (${countBy(sources, (s) => s.failure)}), ${args['items-per-day']} items a simulated day, speed ${args.speed}.`,
  );

  const name = `tidings_replay_${process.pid}`;
  const admin = new pg.Client({ connectionString: args.postgres });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const url = new URL(args.postgres);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-replay-'));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const children: ChildProcess[] = [];
  let cleaning: Promise<void> | null = null;
  // Stops what the replay started and drops its database, once, at the end or on Ctrl+C.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await Promise.all(children.map((child) => stopped(child)));
      await world.close();
      await pool.end();
      await waitForNoSessions(admin, name);
      if (args['keep-database'])
        console.log(`The database is kept: ${databaseUrl} (drop it with DROP DATABASE ${name}).`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    })());
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const pipelineEnv = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      INGEST_ALLOW_PRIVATE_NETWORKS: '1',
      LOG_LEVEL: 'error',
    };
    // The web process as `npm start` runs it, with no pipeline of its own: the workers do that work (with
    // --driver schedule as the README says: PIPELINE_WORKERS=1 for it, INGEST_INTERVAL for the workers).
    const port = await freePort();
    const web = startSite(port, path.join(dataDir, 'web'), {
      ...pipelineEnv,
      INGEST_INTERVAL: '',
      ...(args.driver === 'schedule' ? { PIPELINE_WORKERS: '1' } : {}),
    });
    children.push(web);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, 180_000);
    await registerSources(pool, sources, world.feedUrl);
    const workers = [1, 2].map((n) =>
      startMeasured(`worker ${n}`, WORKER_LINE, WORKER_ENTRY, {
        ...pipelineEnv,
        INGEST_INTERVAL: args.driver === 'schedule' ? `${args['pass-interval']}s` : '',
      }),
    );
    children.push(...workers.map((w) => w.child));

    // Passes on a timer, as an operator drives the workers today; one at a time.
    let passing: Promise<void> | null = null;
    const queuePass = () => {
      if (passing) return;
      passing = runToEnd(INGEST_LINE, ['scripts/ingest.ts', '--queue'], pipelineEnv).finally(() => {
        passing = null;
      });
    };
    const passTimer =
      args.driver === 'passes' ? setInterval(queuePass, args['pass-interval'] * 1000) : undefined;
    if (passTimer) queuePass();

    // Warm-up: the feeds' history (their newest items) is read and placed before the clock starts.
    const warmUpStarted = Date.now();
    await waitForPipelineIdle(pool, 30 * 60_000, args['history-hours'] > 0);
    console.log(
      `Warm-up: the feeds' history placed in ${((Date.now() - warmUpStarted) / 1000).toFixed(0)} s.`,
    );

    // The measured span: the world publishes for --minutes, then the pipeline has --drain-minutes to catch up.
    clock.realStart = Date.now();
    clock.publishUntil = clock.realStart + args.minutes * 60_000;
    for (const count of world.counts)
      for (const key of Object.keys(count)) count[key as keyof typeof count] = 0;
    for (const w of workers) w.peakHeapMb = w.peakRssMb = 0;
    const sizeAtStart = await databaseSize(pool, name);
    const itemsAtStart = await countItems(pool);
    const due = items.filter(
      (item) =>
        item.visibleAt >= clock.simStart &&
        item.visibleAt < clock.simStart + args.minutes * 60_000 * args.speed &&
        sources[item.source]!.failure !== 'dead',
    );
    // The machine's 1-minute load average through the window and the drain: other work on it slows the pipeline.
    const loads: number[] = [];
    const sampler = setInterval(() => {
      loads.push(os.loadavg()[0]!);
      for (const w of workers) {
        try {
          w.peakRssMb = Math.max(w.peakRssMb, memoryOf(w.child.pid!).rss);
        } catch {
          // the worker has just ended
        }
      }
    }, 2000);
    while (Date.now() < clock.publishUntil) {
      await sleep(30_000);
      const elapsed = (Date.now() - clock.realStart) / 60_000;
      console.log(
        `${elapsed.toFixed(1)} min: ${(await countItems(pool)) - itemsAtStart} items read, ${await countPlaced(pool, due)} of the window's placed`,
      );
    }
    const itemsAtEnd = await countItems(pool);
    const drainUntil = Date.now() + args['drain-minutes'] * 60_000;
    while (Date.now() < drainUntil && (await countPlaced(pool, due)) < due.length) await sleep(10_000);
    clearInterval(passTimer);
    clearInterval(sampler);
    await passing;
    const sizeAtEnd = await databaseSize(pool, name);

    const report = await measure(pool, due, clock, sources, world.pollTimes);
    const polls = world.counts.reduce(
      (sum, c) => ({
        polls: sum.polls + c.polls,
        notModified: sum.notModified + c.notModified,
        unchanged: sum.unchanged + c.unchanged,
        unchangedNotModified: sum.unchangedNotModified + c.unchangedNotModified,
        failed: sum.failed + c.failed,
      }),
      { polls: 0, notModified: 0, unchanged: 0, unchangedNotModified: 0, failed: 0 },
    );
    // Unchanged polls a fixed schedule (every pass) would have made that the pipeline did not make.
    const skipped = unchangedPollsSkipped(world.counts, sources, items, clock, args['pass-interval']);
    const unchangedShare = (polls.unchangedNotModified + skipped) / Math.max(1, polls.unchanged + skipped);
    const simulatedDays = (args.minutes * args.speed) / 1440;
    const growthPerDayMb = (sizeAtEnd - sizeAtStart) / 1048576 / simulatedDays;
    const itemsPerSecond = (itemsAtEnd - itemsAtStart) / (args.minutes * 60);
    const realTime = args.speed === 1;
    const rows: string[][] = [
      ['Figure', 'Value', 'Target', 'Met'],
      [
        'Items read per second (window)',
        itemsPerSecond.toFixed(2),
        `${((args['items-per-day'] * args.speed) / 86400).toFixed(2)} offered`,
        '',
      ],
      ['Items of the window (living publishers)', String(due.length), '', ''],
      [
        'Placed in a story',
        `${report.placed} (${((100 * report.placed) / Math.max(1, due.length)).toFixed(1)}%)`,
        '',
        '',
      ],
      ['Item to first seen, median', minutesOf(report.seenMedian), '', ''],
      [
        'Item to story, median',
        minutesOf(report.median),
        '≤ 10 min',
        realTime ? passFail(report.median <= 10 * 60_000) : 'speed-up',
      ],
      [
        'Item to story, p95',
        minutesOf(report.p95),
        '≤ 30 min',
        realTime ? passFail(report.p95 <= 30 * 60_000) : 'speed-up',
      ],
      ['Stories with 2+ reports / stories', `${report.multiReportStories} / ${report.stories}`, '', ''],
      [
        'Report pairs of one event: same story / apart; of two events in one story',
        `${report.pairs.found} / ${report.pairs.missed}; ${report.pairs.wrong}`,
        '',
        '',
      ],
      ['Polls (failed)', `${polls.polls} (${polls.failed})`, '', ''],
      [
        'Share of polls answered 304',
        `${((100 * polls.notModified) / Math.max(1, polls.polls)).toFixed(1)}%`,
        '',
        '',
      ],
      [
        'Unchanged polls: 304 or skipped by schedule',
        `${(100 * unchangedShare).toFixed(1)}% (${polls.unchangedNotModified} 304 of ${polls.unchanged}, ${skipped} skipped)`,
        '≥ 90%',
        passFail(unchangedShare >= 0.9),
      ],
      ...workers.map((w) => [
        `Peak RSS / heap, ${w.label}`,
        `${w.peakRssMb.toFixed(0)} / ${w.peakHeapMb.toFixed(0)} MB`,
        '',
        '',
      ]),
      ['Database growth per simulated day', `${growthPerDayMb.toFixed(0)} MB`, '', ''],
    ];
    console.log('');
    printTable(rows);
    console.log(`Not placed by the end, by state: ${report.notPlaced || 'none'}`);
    const lateness = latenessByFloor(report.waits, 30 * 60_000);
    console.log('');
    printTable(lateness);
    loads.sort((a, b) => a - b);
    const load = `load average ${loads[0]?.toFixed(1)} to ${loads.at(-1)?.toFixed(1)}, median ${percentile(loads, 50).toFixed(1)}, through the window and the drain`;
    console.log(`\n${load}`);
    if (args['write-docs']) writeSection(args, rows, lateness, report.notPlaced, sources, load);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
}

const passFail = (ok: boolean) => (ok ? 'pass' : 'FAIL');

function countBy<T>(list: T[], key: (t: T) => string): string {
  const counts = new Map<string, number>();
  for (const t of list) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n} ${k}`).join(', ');
}

/** Runs a script to its end as its npm script runs it (output dropped; a failure is logged, not thrown). */
function runToEnd(
  line: { env: Record<string, string>; nodeFlags: string[] },
  args: string[],
  env: Record<string, string>,
): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...line.nodeFlags, ...args], {
      // eslint-disable-next-line no-restricted-properties -- handed on to the child, not read here
      env: { ...process.env, ...line.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code !== 0) console.error(`${args.join(' ')} exited with ${code}`);
      resolve();
    });
  });
}

/** Replaces the site's catalog with the replay's publishers: the catalog disabled, ours added. */
async function registerSources(
  pool: pg.Pool,
  sources: ReplaySource[],
  feedUrl: (source: ReplaySource) => string,
): Promise<void> {
  await pool.query(
    `update sources set enabled = false, disabled_reason = 'replay: the catalog is replaced by generated publishers'`,
  );
  for (const source of sources) {
    await pool.query(
      `insert into sources (name, feed_url, site_url, language, country, trust_level, access_type, origin)
       values ($1, $2, $3, $4, $5, $6, 'free', 'editor')`,
      [
        source.name,
        feedUrl(source),
        new URL('/', feedUrl(source)).toString(),
        source.language,
        source.country,
        source.kind === 'quiet' ? 'medium' : 'high',
      ],
    );
  }
}

/** Waits until the pipeline has no item left to read or place (and has read some, when `expectItems`). */
async function waitForPipelineIdle(pool: pg.Pool, timeoutMs: number, expectItems: boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (Date.now() < deadline && quiet < 2) {
    await sleep(10_000);
    const { rows } = await pool.query<{ total: number; waiting: number }>(
      `select count(*)::int as total, count(*) filter (where state in ('new', 'read'))::int as waiting from feed_items`,
    );
    quiet = (rows[0]!.total > 0 || !expectItems) && rows[0]!.waiting === 0 ? quiet + 1 : 0;
  }
}

async function databaseSize(pool: pg.Pool, name: string): Promise<number> {
  const { rows } = await pool.query<{ size: string }>('select pg_database_size($1) as size', [name]);
  return Number(rows[0]!.size);
}

async function countItems(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from feed_items');
  return rows[0]!.n;
}

/** The item's id in the world, from its page's URL (/a/ID.html). */
function itemIdOf(url: string): number | null {
  const match = /\/a\/(\d+)\.html$/.exec(url);
  return match ? Number(match[1]) : null;
}

async function countPlaced(pool: pg.Pool, due: ReplayItem[]): Promise<number> {
  const ids = new Set(due.map((item) => item.id));
  const { rows } = await pool.query<{ url: string }>(
    `select url from feed_items where placed_at is not null or state in ('held', 'skipped', 'failed')`,
  );
  return rows.filter((row) => ids.has(itemIdOf(row.url) ?? -1)).length;
}

/**
 * Item-to-story latency of the window's items: from the moment the world made an item visible in its feed to
 * its placement in a published story (feed_items.placed_at). An item never placed counts as never.
 */
async function measure(
  pool: pg.Pool,
  due: ReplayItem[],
  clock: ReplayClock,
  sources: ReplaySource[],
  pollTimes: number[][],
) {
  const { rows } = await pool.query<{
    url: string;
    state: string;
    created_at: Date;
    placed_at: Date | null;
    article_id: number | null;
  }>('select url, state, created_at, placed_at, article_id from feed_items');
  const byId = new Map(rows.map((row) => [itemIdOf(row.url), row]));
  const latencies: number[] = [];
  const seen: number[] = [];
  const notPlaced = new Map<string, number>();
  const waits: ItemWaits[] = [];
  const reportsPerStory = new Map<number, number>();
  for (const item of due) {
    const row = byId.get(item.id);
    const visible = realVisibleAt(clock, item);
    if (row) seen.push(row.created_at.getTime() - visible);
    const toStoryMs = row?.placed_at ? row.placed_at.getTime() - visible : Infinity;
    latencies.push(toStoryMs);
    if (!row?.placed_at) {
      const why = `${row?.state ?? 'never read'} (${sources[item.source]!.failure})`;
      notPlaced.set(why, (notPlaced.get(why) ?? 0) + 1);
    }
    waits.push({
      floorSeconds: askedFloorSeconds(sources[item.source]!, clock.speed),
      toNextPollMs: waitForNextPoll(pollTimes[item.source]!, visible),
      toStoryMs,
    });
  }
  for (const row of rows)
    if (row.article_id !== null)
      reportsPerStory.set(row.article_id, (reportsPerStory.get(row.article_id) ?? 0) + 1);
  // Clustering against the world's truth: pairs of the window's placed reports of one event in one story
  // (found) or in two (missed), and pairs of two events in one story (wrong).
  const byEvent = new Map<number, number[]>();
  const byStory = new Map<number, number[]>();
  for (const item of due) {
    const articleId = byId.get(item.id)?.article_id;
    if (!articleId) continue;
    byEvent.set(item.event, [...(byEvent.get(item.event) ?? []), articleId]);
    byStory.set(articleId, [...(byStory.get(articleId) ?? []), item.event]);
  }
  const pairs = { found: 0, missed: 0, wrong: 0 };
  const eachPair = <T>(list: T[], visit: (a: T, b: T) => void) =>
    list.forEach((a, i) => list.slice(i + 1).forEach((b) => visit(a, b)));
  for (const stories of byEvent.values())
    eachPair(stories, (a, b) => (a === b ? pairs.found++ : pairs.missed++));
  for (const events of byStory.values()) eachPair(events, (a, b) => a !== b && pairs.wrong++);
  latencies.sort((a, b) => a - b);
  seen.sort((a, b) => a - b);
  return {
    placed: latencies.filter(Number.isFinite).length,
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    seenMedian: percentile(seen, 50),
    stories: reportsPerStory.size,
    multiReportStories: [...reportsPerStory.values()].filter((n) => n > 1).length,
    pairs,
    waits,
    notPlaced: [...notPlaced].map(([why, n]) => `${n} ${why}`).join(', '),
  };
}

/**
 * Unchanged polls a fixed schedule would have made and the pipeline did not: per publisher that answers
 * normally, the passes (every `passInterval` seconds) between which its feed did not change, less the
 * unchanged polls it got. 0 when every source is polled on every pass.
 */
function unchangedPollsSkipped(
  counts: Array<{ unchanged: number }>,
  sources: ReplaySource[],
  items: ReplayItem[],
  clock: ReplayClock,
  passInterval: number,
): number {
  const tickMs = passInterval * 1000 * clock.speed;
  const end = clock.simStart + (clock.publishUntil - clock.realStart) * clock.speed;
  const changedTicks = sources.map(() => new Set<number>());
  for (const item of items)
    if (item.visibleAt >= clock.simStart && item.visibleAt < end)
      changedTicks[item.source]!.add(Math.floor((item.visibleAt - clock.simStart) / tickMs));
  const ticks = Math.floor((end - clock.simStart) / tickMs);
  let skipped = 0;
  for (const source of sources) {
    if (source.failure !== 'none' && source.failure !== 'moved') continue;
    const unchangedTicks = ticks - changedTicks[source.index]!.size;
    skipped += Math.max(0, unchangedTicks - counts[source.index]!.unchanged);
  }
  return skipped;
}

/**
 * Adds a run's table to the section "Replay of 500 sources" of docs/benchmarks.md, under the section's own text
 * (written by hand and kept) and above the earlier runs.
 */
function writeSection(
  args: ReplayArgs,
  rows: string[][],
  lateness: string[][],
  notPlaced: string,
  sources: ReplaySource[],
  load: string,
): void {
  const heading = '## Replay of 500 sources (npm run replay)';
  const markdown = (table: string[][], align: string) =>
    [`| ${table[0]!.join(' | ')} |`, align, ...table.slice(1).map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const doc = fs.existsSync('docs/benchmarks.md') ? fs.readFileSync('docs/benchmarks.md', 'utf8') : '';
  const start = doc.indexOf(heading);
  const end = start === -1 ? -1 : doc.indexOf('\n## ', start + heading.length);
  const section = start === -1 ? heading : doc.slice(start, end === -1 ? undefined : end);
  const runsAt = section.indexOf('\n### Run of ');
  const intro = (runsAt === -1 ? section : section.slice(0, runsAt)).trimEnd();
  const earlier = runsAt === -1 ? '' : section.slice(runsAt).trim();
  const command = `npm run replay -- --speed ${args.speed} --minutes ${args.minutes} --drain-minutes ${args['drain-minutes']} --sources ${args.sources} --items-per-day ${args['items-per-day']} --seed ${args.seed} --history-hours ${args['history-hours']} --history-items ${args['history-items']} --driver ${args.driver} --pass-interval ${args['pass-interval']}`;
  const run = `### Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${currentCommit()}: speed ${args.speed}, ${args.minutes} min

\`${command}\`, Node ${process.version}, ${os.cpus().length} cores (${load}); publishers: ${countBy(sources, (s) => s.failure)}.

${markdown(rows, '| --- | ---: | ---: | :---: |')}

Not placed by the end of the drain, by state (and the publisher's failure kind): ${notPlaced || 'none'}.

The window's items by what their publisher asks of a reader's schedule (real minutes):

${markdown(lateness, '| --- | ---: | ---: | ---: | ---: |')}`;
  writeBenchmarkSection(heading, `${intro}\n\n${run}\n\n${earlier}`);
}

main()
  .then(() => process.exit(0))
  .catch(exitOnStartupError);
