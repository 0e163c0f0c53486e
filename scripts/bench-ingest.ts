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
import { sleep } from './bench/server-process.ts';
import { currentCommit } from './bench/current-commit.ts';

// npm run bench:ingest: two passes of `npm run ingest -- --feeds` over the 38 corpus feeds served on
// 127.0.0.1 with their pages and pictures, on an empty embedded database, and as a baseline in the same
// run the feeds alone fetched and parsed in this process. Writes the figures into docs/benchmarks.md.

if (!hasCorpus) {
  console.error('The benchmark reads ../shared/corpora/feeds, which is not beside this checkout.');
  process.exit(1);
}

const runIngest = (feedList: string, dataDir: string, databaseUrl = '') =>
  runScript(['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0'], dataDir, databaseUrl);

// npm run bench:ingest -- --postgres postgres://user@host/db also runs the two passes on a new database of
// that PostgreSQL server, where the database is not in the pass's process. With --workers 1,2 it measures
// scaling out instead (and writes only that section): the same first pass in one process, then handed to
// that many `npm run worker` processes, each on a new database.
const { values: options } = parseArgs({
  options: { postgres: { type: 'string' }, workers: { type: 'string' } },
});

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
}

/** The first pass handed to `workers` worker processes on a new database, timed until its run row ends. */
async function queuedPass(serverUrl: string, feedList: string, dataDir: string, workers: number) {
  return withNewDatabase(serverUrl, dataDir, async (databaseUrl): Promise<ScaledPass> => {
    const started = Array.from({ length: workers }, () =>
      startScript(['scripts/worker.ts'], dataDir, databaseUrl),
    );
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      while (!started.every((w) => w.output().includes('is taking pipeline jobs'))) {
        if (started.some((w) => w.child.exitCode !== null)) throw new Error('a worker exited at start');
        await sleep(100);
      }
      const begin = performance.now();
      await runScript(
        ['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0', '--queue'],
        dataDir,
        databaseUrl,
      );
      for (;;) {
        const { rows } = await client.query<{
          status: string;
          items_new: number;
          stories_new: number;
          stories_merged: number;
        }>('select status, items_new, stories_new, stories_merged from ingest_runs order by id desc limit 1');
        const run = rows[0];
        if (run && run.status !== 'running') {
          return {
            how: `Queued, ${workers} worker${workers === 1 ? '' : 's'} (npm run worker)`,
            seconds: (performance.now() - begin) / 1000,
            itemsNew: run.items_new,
            storiesNew: run.stories_new,
            storiesMerged: run.stories_merged,
            peakMb: Math.max(...started.map((w) => w.peakMb())),
          };
        }
        await sleep(100);
      }
    } finally {
      await client.end();
      for (const worker of started) worker.child.kill('SIGTERM');
      await Promise.all(started.map((w) => w.exited));
    }
  });
}

if (options.workers !== undefined) {
  const counts = options.workers.split(',').map(Number);
  if (!options.postgres || counts.some((n) => !Number.isInteger(n) || n < 1 || n > 16)) {
    console.error('--workers takes worker counts (1,2) and needs --postgres URL');
    process.exit(2);
  }
  // The list `npm run feeds:serve` writes: the corpus and the tests' newsroom (41 feeds).
  const scaleList = path.join(tmp, 'feeds-all.txt');
  const newsroom = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'].map(
    (f) => `${server.origin}/newsroom/${f}`,
  );
  fs.writeFileSync(scaleList, `${[...server.corpusFeedUrls, ...newsroom].join('\n')}\n`);
  const load = os.loadavg()[0]!;
  const passes: ScaledPass[] = [];
  const one = await withNewDatabase(options.postgres, path.join(tmp, 'one'), (url) =>
    runIngest(scaleList, path.join(tmp, 'one'), url),
  );
  passes.push({
    how: 'One process, no workers (npm run ingest)',
    seconds: one.seconds,
    itemsNew: Number(one.summary['new items']),
    storiesNew: Number(one.summary['new stories']),
    storiesMerged: Number(one.summary.merged),
    peakMb: one.peakMb,
  });
  console.log(passes.at(-1));
  for (const workers of counts) {
    passes.push(await queuedPass(options.postgres, scaleList, path.join(tmp, `w${workers}`), workers));
    console.log(passes.at(-1));
  }
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
  const scaleTable = [
    '| How the pass ran | Seconds | Of one process | New items | Stories | Merged | Peak RSS per process (MB) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...passes.map(
      (p) =>
        `| ${p.how} | ${p.seconds.toFixed(1)} | ${(passes[0]!.seconds / p.seconds).toFixed(2)}x | ${p.itemsNew} | ${p.storiesNew} | ${p.storiesMerged} | ${p.peakMb} |`,
    ),
  ].join('\n');
  console.log(scaleTable);
  console.log(
    `Load average at the start: ${load.toFixed(1)} on ${os.cpus().length} cores, at commit ${currentCommit()}.`,
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
