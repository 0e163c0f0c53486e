import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { decodeDocument } from '#server/pipeline/decode/decode-document.ts';
import { parseFeed } from '#server/pipeline/parse/parse-feed.ts';
import { hasCorpus, startFeedServer } from '#tests/helpers/feed-server.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { ingestLine, runScript, startScript } from './bench/run-script.ts';
import { sleep, WORKER_ENTRY, WORKER_LINE } from './bench/server-process.ts';
import { buildServer } from './server-build.ts';
import { currentCommit } from './bench/current-commit.ts';
import { createCpuGroup, findCpuController, type CpuGroup } from './bench/cpu-quota.ts';
import { stageFigures, watchPostgresCpu, type StageFigures } from './bench/postgres-cpu.ts';

// npm run bench:ingest: two passes of `npm run ingest -- --feeds` over the 38 corpus feeds served on
// 127.0.0.1 with their pages and pictures, on an empty embedded database, and as a baseline in the same
// run the feeds alone fetched and parsed in this process. Writes the figures into docs/benchmarks.md.

if (!hasCorpus) {
  console.error('The benchmark reads ../shared/corpora/feeds, which is not beside this checkout.');
  process.exit(1);
}

const runIngest = (feedList: string, dataDir: string, databaseUrl = '', cpuGroupProcs?: string) =>
  runScript(
    ['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0'],
    dataDir,
    databaseUrl,
    cpuGroupProcs,
  );

// npm run bench:ingest -- --postgres postgres://user@host/db also runs the two passes on a new database of
// that PostgreSQL server, where the database is not in the pass's process. With --workers 1,2 it measures
// scaling out instead (and writes nothing: the figures go into docs/benchmarks.md by hand, with what they
// show): the same first pass in one process, then handed to that many `npm run worker` processes, each on a
// new database. --cpu-per-process 0.5 gives each measured process (the one process, each worker, the
// process that sends the queued pass) a cgroup of its own with that share of a core (scripts/bench/cpu-quota.ts),
// PostgreSQL and the feed server unrestricted: scaling shows on a machine with fewer cores than processes.
const { values: options } = parseArgs({
  options: {
    postgres: { type: 'string' },
    workers: { type: 'string' },
    'cpu-per-process': { type: 'string' },
  },
});

const workerCounts = options.workers?.split(',').map(Number);
if (
  workerCounts &&
  (!options.postgres || workerCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 16))
) {
  console.error('--workers takes worker counts (1,2,3) and needs --postgres URL');
  process.exit(2);
}
const coresPerProcess = options['cpu-per-process'] === undefined ? null : Number(options['cpu-per-process']);
if (
  coresPerProcess !== null &&
  (!workerCounts || !(coresPerProcess > 0 && coresPerProcess <= os.cpus().length))
) {
  console.error(
    `--cpu-per-process takes a share of a core (0 to ${os.cpus().length}) and goes with --workers`,
  );
  process.exit(2);
}
const cpuController = coresPerProcess === null ? null : findCpuController();
if (coresPerProcess !== null && !cpuController) {
  console.error(
    '--cpu-per-process needs a writable cgroup cpu controller: cgroup v1 at /sys/fs/cgroup/cpu ' +
      '(cpu.cfs_quota_us) or cgroup v2 with "cpu" in cgroup.controllers, as root. None here: run without it.',
  );
  process.exit(2);
}

/** A new database on the PostgreSQL server, migrated, for the duration of `use`, then dropped. */
async function withNewDatabase<T>(
  serverUrl: string,
  dataDir: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `tidings_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await runScript(['scripts/migrate.ts'], dataDir, url.toString());
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function onPostgres(serverUrl: string, feedList: string, dataDir: string) {
  return withNewDatabase(serverUrl, dataDir, async (databaseUrl) => {
    const first = await runIngest(feedList, dataDir, databaseUrl);
    const second = await runIngest(feedList, dataDir, databaseUrl);
    return { first, second };
  });
}

const server = await startFeedServer();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-bench-ingest-'));
const feedList = path.join(tmp, 'feeds.txt');
fs.writeFileSync(feedList, `${server.corpusFeedUrls.join('\n')}\n`);

interface ScaledPass {
  how: string;
  seconds: number;
  itemsNew: number;
  storiesNew: number;
  storiesMerged: number;
  peakMb: number;
  /** CPU seconds the process or the workers used, summed. */
  cpuSeconds: number;
  /** The one process, or the workers. */
  processes: number;
  /** CPU seconds of the pass database's PostgreSQL backends (a floor: see postgres-cpu.ts). */
  postgresCpuSeconds: number;
  /** Share of the quota periods in which a measured process wanted more CPU than its quota (null: no quota). */
  throttledShare: number | null;
  /** The queued pass's job kinds, from pg-boss's job table. */
  stages?: StageFigures[];
}

/**
 * Runs `use` with `count` cgroups of `coresPerProcess` each (none without --cpu-per-process), and removes
 * them once `use` has ended (and with it their processes); tells the share of throttled periods.
 */
async function withCpuGroups<T>(
  label: string,
  count: number,
  use: (procsFiles: Array<string | undefined>) => Promise<T>,
): Promise<{ result: T; throttledShare: number | null }> {
  if (!cpuController || coresPerProcess === null) {
    return { result: await use(Array.from({ length: count }, () => undefined)), throttledShare: null };
  }
  const groups: CpuGroup[] = [];
  try {
    for (let i = 0; i < count; i++) {
      groups.push(
        createCpuGroup(cpuController, `tidings-bench-${process.pid}-${label}-${i}`, coresPerProcess),
      );
    }
    const result = await use(groups.map((g) => g.procsFile));
    const stats = groups.map((g) => g.throttled());
    const periods = stats.reduce((sum, t) => sum + t.periods, 0);
    const throttled = stats.reduce((sum, t) => sum + t.throttledPeriods, 0);
    return { result, throttledShare: periods === 0 ? 0 : throttled / periods };
  } finally {
    for (const group of groups) await group.remove();
  }
}

/** The first pass in one process (`npm run ingest`) on a new database. */
async function onePass(serverUrl: string, feedList: string, dataDir: string) {
  return withNewDatabase(serverUrl, dataDir, async (databaseUrl): Promise<ScaledPass> => {
    const postgresCpu = await watchPostgresCpu(databaseUrl);
    const { result: one, throttledShare } = await withCpuGroups('one', 1, ([procs]) =>
      runIngest(feedList, dataDir, databaseUrl, procs),
    );
    return {
      how: 'One process, no workers (npm run ingest)',
      seconds: one.seconds,
      itemsNew: Number(one.summary['new items']),
      storiesNew: Number(one.summary['new stories']),
      storiesMerged: Number(one.summary.merged),
      peakMb: one.peakMb,
      cpuSeconds: one.cpuSeconds,
      processes: 1,
      postgresCpuSeconds: (await postgresCpu.stop()).cpuSeconds,
      throttledShare,
    };
  });
}

/** The first pass handed to `workers` worker processes on a new database, timed until its run row ends. */
async function queuedPass(serverUrl: string, feedList: string, dataDir: string, workers: number) {
  // The workers run compiled, as `npm run worker` runs them: built first when the sources changed.
  console.log(buildServer(undefined, { ifChanged: true }).message);
  return withNewDatabase(serverUrl, dataDir, async (databaseUrl): Promise<ScaledPass> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // One group for each worker and one for the process that sends the pass.
      const { result, throttledShare } = await withCpuGroups(
        `w${workers}`,
        workers + 1,
        async (procsFiles) => {
          const started = procsFiles
            .slice(1)
            .map((procs) => startScript([WORKER_ENTRY], dataDir, databaseUrl, procs, WORKER_LINE));
          try {
            while (!started.every((w) => w.output().includes('is taking pipeline jobs'))) {
              if (started.some((w) => w.child.exitCode !== null)) throw new Error('a worker exited at start');
              await sleep(100);
            }
            const postgresCpu = await watchPostgresCpu(databaseUrl);
            const begin = performance.now();
            await runScript(
              ['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0', '--queue'],
              dataDir,
              databaseUrl,
              procsFiles[0],
            );
            for (;;) {
              const { rows } = await client.query<{
                status: string;
                items_new: number;
                stories_new: number;
                stories_merged: number;
              }>(
                'select status, items_new, stories_new, stories_merged from ingest_runs order by id desc limit 1',
              );
              const run = rows[0];
              if (run && run.status !== 'running') {
                const seconds = (performance.now() - begin) / 1000;
                return {
                  run,
                  seconds,
                  postgres: await postgresCpu.stop(),
                  peakMb: started.map((w) => w.peakMb()),
                  cpuSeconds: started.reduce((sum, w) => sum + w.cpuSeconds(), 0),
                };
              }
              await sleep(100);
            }
          } finally {
            for (const worker of started) worker.child.kill('SIGTERM');
            await Promise.all(started.map((w) => w.exited));
          }
        },
      );
      return {
        how: `Queued, ${workers} worker${workers === 1 ? '' : 's'} (npm run worker)`,
        seconds: result.seconds,
        itemsNew: result.run.items_new,
        storiesNew: result.run.stories_new,
        storiesMerged: result.run.stories_merged,
        peakMb: Math.max(...result.peakMb),
        cpuSeconds: result.cpuSeconds,
        processes: workers,
        postgresCpuSeconds: result.postgres.cpuSeconds,
        throttledShare,
        stages: await stageFigures(client),
      };
    } finally {
      await client.end();
    }
  });
}

if (workerCounts) {
  // The list `npm run feeds:serve` writes: the corpus and the tests' newsroom (41 feeds).
  const scaleList = path.join(tmp, 'feeds-all.txt');
  const newsroom = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'].map(
    (f) => `${server.origin}/newsroom/${f}`,
  );
  fs.writeFileSync(scaleList, `${[...server.corpusFeedUrls, ...newsroom].join('\n')}\n`);
  const loads = [os.loadavg()[0]!];
  const passes: ScaledPass[] = [await onePass(options.postgres!, scaleList, path.join(tmp, 'one'))];
  console.log(passes.at(-1));
  for (const workers of workerCounts) {
    loads.push(os.loadavg()[0]!);
    passes.push(await queuedPass(options.postgres!, scaleList, path.join(tmp, `w${workers}`), workers));
    console.log(passes.at(-1));
  }
  loads.push(os.loadavg()[0]!);
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  const scaleTable = [
    '| How the pass ran | Seconds | Of one process | New items | Stories | Merged | Peak RSS per process (MB) | CPU per process (cores) | Periods throttled | PostgreSQL CPU s (cores) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...passes.map(
      (p) =>
        `| ${p.how} | ${p.seconds.toFixed(1)} | ${(passes[0]!.seconds / p.seconds).toFixed(2)}x | ${p.itemsNew} | ${p.storiesNew} | ${p.storiesMerged} | ${p.peakMb} | ${(p.cpuSeconds / p.processes / p.seconds).toFixed(2)} | ${p.throttledShare === null ? '–' : `${(p.throttledShare * 100).toFixed(0)}%`} | ${p.postgresCpuSeconds.toFixed(1)} (${(p.postgresCpuSeconds / p.seconds).toFixed(2)}) |`,
    ),
  ].join('\n');
  const stageTable = [
    '| Pass | Job | Jobs | Seconds running, summed | Mean wait s | Last done at s |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...passes.flatMap((p) =>
      (p.stages ?? []).map(
        (st) =>
          `| ${p.how} | ${st.name} | ${st.jobs} | ${st.runSeconds.toFixed(1)} | ${st.meanWaitSeconds.toFixed(2)} | ${st.lastDoneAt.toFixed(0)} |`,
      ),
    ),
  ].join('\n');
  console.log(scaleTable);
  console.log(stageTable);
  console.log(
    `CPU per measured process: ${coresPerProcess === null ? 'unrestricted' : `${coresPerProcess} of a core (cgroup v${cpuController!.version} quota)`}. ` +
      `Load average before each pass and at the end: ${loads.map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores, at commit ${currentCommit()}.`,
  );
  process.exit(0);
}

// Baseline: the same feeds fetched and parsed, nothing stored, nothing read beyond the feeds.
const baselineStart = performance.now();
let baselineItems = 0;
for (const url of server.corpusFeedUrls) {
  const response = await fetch(url);
  const feed = parseFeed(
    decodeDocument(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type')).text,
  );
  baselineItems += feed.entries.length;
}
const baselineSeconds = (performance.now() - baselineStart) / 1000;

// PGlite's initdb of a new data directory peaks far above a pass; it is measured apart.
const create = await runScript(['scripts/migrate.ts'], path.join(tmp, 'data'));
const first = await runIngest(feedList, path.join(tmp, 'data'));
const requestsAfterFirst = server.requests.length;
const second = await runIngest(feedList, path.join(tmp, 'data'));
const secondRequests = server.requests.slice(requestsAfterFirst);
const postgres = options.postgres ? await onPostgres(options.postgres, feedList, path.join(tmp, 'pg')) : null;
await server.close();
fs.rmSync(tmp, { recursive: true, force: true });

const items = Number(first.summary.items);
const rows = [
  [
    'Create the embedded database (npm run db:migrate on an empty DATA_DIR)',
    create.seconds.toFixed(1),
    '–',
    '–',
    String(create.peakMb),
  ],
  [
    'Baseline: fetch and parse the 38 feeds only (in process)',
    baselineSeconds.toFixed(2),
    String(baselineItems),
    (baselineItems / baselineSeconds).toFixed(0),
    '–',
  ],
  [
    'First pass: feeds, pages, pictures, stories (CLI, new database)',
    first.seconds.toFixed(1),
    String(items),
    (items / first.seconds).toFixed(0),
    String(first.peakMb),
  ],
  [
    'Second pass: nothing new (CLI)',
    second.seconds.toFixed(1),
    second.summary.items ?? '0',
    '–',
    String(second.peakMb),
  ],
  ...(postgres
    ? [
        [
          'First pass on PostgreSQL (CLI, new database)',
          postgres.first.seconds.toFixed(1),
          postgres.first.summary.items ?? '',
          (Number(postgres.first.summary.items) / postgres.first.seconds).toFixed(0),
          String(postgres.first.peakMb),
        ],
        [
          'Second pass on PostgreSQL (CLI)',
          postgres.second.seconds.toFixed(1),
          postgres.second.summary.items ?? '0',
          '–',
          String(postgres.second.peakMb),
        ],
      ]
    : []),
];
const table = [
  '| Run | Seconds | Items | Items/s | Peak RSS (MB) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
const details =
  `First pass: ${first.summary['new items']} new items, ${first.summary['new stories']} stories, ${first.summary.merged} reports merged into another publisher's story. ` +
  `Second pass: ${second.summary.unchanged} of ${second.summary.feeds} feeds answered 304 Not Modified, ${second.summary['new items']} new items, ${secondRequests.length} requests in all.`;

const section = `## Newsroom pipeline (npm run bench:ingest)

Written by scripts/bench-ingest.ts on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores. The 38 corpus feeds
are served on 127.0.0.1 by tests/helpers/feed-server.ts with a page for every item and a picture on every third; each
pass is \`npm run ingest -- --feeds FILE --max-age-days 0\` in its own process on the embedded database, run as
package.json runs it (\`${ingestLine.join(' ')}\`), peak memory read from the
process's VmHWM (\`npm run bench:ingest -- --postgres URL\` adds the same passes on a new database of that PostgreSQL
server). Targets (issue 9): first pass under 60 s, second under 5 s, peak under 400 MB. On the embedded database the
pass's process also holds PGlite, about 150 MB as soon as it is open (and some 800 MB while initdb creates a new data
directory, measured apart); on PostgreSQL that memory is the server's.

${table}

${details}
`;

writeBenchmarkSection('## Newsroom pipeline (npm run bench:ingest)', section);
console.log(table);
console.log(details);
process.exit(0);
