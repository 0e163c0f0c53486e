import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { articles, feedItems, sources } from '#server/db/schema.ts';
import { createLogger } from '#server/logger.ts';
import { clusterStoriesJob } from '#server/pipeline/cluster-stories.job.ts';
import type { PipelineContext } from '#server/pipeline/pipeline-context.ts';
import { inlinePassWork } from '#server/pipeline/threads/pass-steps.ts';
import { storeFeatures } from '#server/pipeline/stories/story-index.ts';
import type { StoryFeatures } from '#server/pipeline/stories/story-features.ts';
import { WORKER_LINE } from './bench/server-process.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { buildServer } from './server-build.ts';

// node --import tsx scripts/bench-clustering.ts: the memory of a worker that clusters a batch while 200,000 items are in the window
// (issue 27, point 4). A new database on PostgreSQL gets 200,000 items of one language in stories within 48
// hours, their features stored and indexed as clustering stores them (story-index.ts), and 1,000 new items
// read, half of them new reports of seeded stories; then one clustering job places the batch in a process run
// with the flags of `npm run worker`, which reports its peak heap, its peak resident memory and its time.

const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '200000' },
    batch: { type: 'string', default: '2000' },
    // The PostgreSQL server the benchmark makes its database on.
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    // Internal: the child process that clusters (run with the worker's flags).
    cluster: { type: 'string' },
  },
});
const SERVER = args.server;
const NAME = 'tidings_bench_clustering';
const NOW = new Date('2026-11-24T12:00:00Z');
const WINDOW_MS = 48 * 3_600_000;

/** The child: one clustering job on the seeded database, its memory sampled. */
async function clusterChild(url: string): Promise<void> {
  const handle = await openPostgres(url);
  let heapPeak = 0;
  const sample = () => (heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed));
  const timer = setInterval(sample, 5);
  const sends = new Map<string, number>();
  let decided: number | undefined;
  const tally = { storiesNew: 0, storiesMerged: 0 };
  const context = {
    db: handle.db,
    logger: createLogger('silent'),
    now: () => NOW,
    queue: {
      send: async (name: string) => {
        // The first story saved sends its picture's job: placing is decided by then.
        decided ??= performance.now();
        sends.set(name, (sends.get(name) ?? 0) + 1);
        return true;
      },
    },
    tally: {
      add: async (counts: { storiesNew?: number; storiesMerged?: number }) => {
        tally.storiesNew += counts.storiesNew ?? 0;
        tally.storiesMerged += counts.storiesMerged ?? 0;
      },
    },
    modelFor: () => null,
    passWork: inlinePassWork,
  } as unknown as PipelineContext;
  const started = performance.now();
  await clusterStoriesJob.run({ language: 'en' }, context, { number: 1, isLast: false });
  const seconds = (performance.now() - started) / 1000;
  sample();
  clearInterval(timer);
  const status = fs.readFileSync('/proc/self/status', 'utf8');
  const rssPeakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  await handle.close();
  console.log(
    JSON.stringify({
      seconds,
      decideSeconds: ((decided ?? performance.now()) - started) / 1000,
      heapPeakMb: Math.round(heapPeak / 2 ** 20),
      rssPeakMb: Math.round(rssPeakKb / 1024),
      ...tally,
      sends: Object.fromEntries(sends),
    }),
  );
}

/** Pseudo-words that no stop-word list holds: syllables of a number. */
function word(n: number): string {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let text = '';
  let rest = n + 75;
  while (rest > 0) {
    text += consonants[rest % 14]! + vowels[Math.floor(rest / 14) % 5]!;
    rest = Math.floor(rest / 70);
  }
  return `${text}x`;
}

/** A seeded random source, so that every run seeds the same window. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/** A rank of a vocabulary of `size` words drawn as news uses words: a few very often, most rarely. */
const zipf = (next: () => number, size: number) => Math.floor(Math.exp(next() * Math.log(size))) - 1;

const VOCABULARY = 300_000;
const NAMES = 100_000;
const TERMS_PER_ITEM = 55;
const NAMES_PER_ITEM = 6;

/** The words and names of a seeded report: what storyFeatures would make of its headline and lead. */
function seededReport(next: () => number): { terms: string[]; names: string[] } {
  const terms = new Set<string>();
  while (terms.size < TERMS_PER_ITEM) terms.add(word(zipf(next, VOCABULARY)));
  const names = new Set<string>();
  while (names.size < NAMES_PER_ITEM)
    names.add(`${word(NAMES + zipf(next, NAMES))} ${word(2 * NAMES + zipf(next, NAMES))}`);
  return { terms: [...terms], names: [...names] };
}

function featuresOf(report: { terms: string[]; names: string[] }, next: () => number): StoryFeatures {
  const terms = new Map(report.terms.map((term) => [term, 1 + Math.floor(next() * 2)]));
  for (const name of report.names) for (const part of name.split(' ')) terms.set(part, 1);
  return {
    language: 'en',
    terms,
    anchors: new Set(report.names),
    titleAnchors: new Set(report.names.slice(0, 2)),
    isListing: false,
    minhash: Uint32Array.from({ length: 64 }, () => Math.floor(next() * 2 ** 32)),
  };
}

/** A text storyFeatures reads as the report: its names capitalised, within sentences. */
function textOf(report: { terms: string[]; names: string[] }): { title: string; text: string } {
  const cap = (name: string) =>
    name
      .split(' ')
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join(' ');
  const title = `${cap(report.names[0]!)} and ${cap(report.names[1]!)} ${report.terms.slice(0, 6).join(' ')}`;
  const text = `The ${report.terms.slice(6, 30).join(' ')} with ${cap(report.names[2]!)}, ${cap(report.names[3]!)} and ${cap(report.names[4]!)}. Then ${report.terms.slice(30).join(' ')} near ${cap(report.names[5]!)}.`;
  return { title, text };
}

async function main(): Promise<void> {
  const items = Number(args.items);
  const batch = Number(args.batch);
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${NAME}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  const { db } = handle;

  const seedStarted = performance.now();
  const seeded = await seed(db, items, batch);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  // As autovacuum would have by then: the planner knows the tables' sizes.
  await db.execute(sql`vacuum analyze`);
  const [size] = await queryRows<{ keys: string; features: string; rows: number }>(
    db,
    sql`select pg_size_pretty(pg_total_relation_size('story_keys')) as keys,
               pg_size_pretty(pg_total_relation_size('item_features')) as features,
               (select count(*) from story_keys)::int as rows`,
  );
  await handle.close();
  console.log(`Seeded ${items} items in ${seedSeconds.toFixed(0)} s; clustering ${batch} new ones…`);

  // This file run under the worker's line (compiled: its allocator's preload is in the build), through tsx.
  console.log(buildServer(undefined, { ifChanged: true }).message);
  const { env, nodeFlags } = WORKER_LINE;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...nodeFlags, 'scripts/bench-clustering.ts', '--cluster', url.toString()],
    {
      // eslint-disable-next-line no-restricted-properties -- handed on to the child, not read here
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`the clustering process ended with ${code}: ${output}`);
  const figures = JSON.parse(output.trim().split('\n').at(-1)!) as {
    seconds: number;
    decideSeconds: number;
    heapPeakMb: number;
    rssPeakMb: number;
    storiesNew: number;
    storiesMerged: number;
  };
  const line = `${Object.entries(env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')} node ${nodeFlags.join(' ')}`;
  const section = `## Clustering with 200,000 items in the window (scripts/bench-clustering.ts)

Written by \`node --import tsx scripts/bench-clustering.ts\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, PostgreSQL): a new
database gets ${items.toLocaleString('en')} items of one language in stories, all within 48 hours, their features
stored and indexed as clustering stores them (item_features, story_keys: ${size!.rows.toLocaleString('en')} keys,
${size!.keys} with their indexes; features ${size!.features}), seeded in ${seedSeconds.toFixed(0)} s; then ${batch.toLocaleString('en')} new items are
read, ${seeded.followUps} of them new reports of seeded stories, and one clustering job places them in a process
run as \`npm run worker\` runs (\`${line}\`).

| Items in the window | New items | Seconds (of which placing decided) | Peak heap (MB) | Peak RSS (MB) | New stories | Reports merged |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: |
| ${items.toLocaleString('en')} | ${batch.toLocaleString('en')} | ${figures.seconds.toFixed(1)} (${figures.decideSeconds.toFixed(1)}) | ${figures.heapPeakMb} | ${figures.rssPeakMb} | ${figures.storiesNew} | ${figures.storiesMerged} |

Before (issue 27): the job reloaded every clustered item of the window with its lead and worked out all their
features again, and ran out of its 128 MB heap between 20,000 and 40,000 items in the window. Now it keeps the
batch, the counts of the words it meets, and the candidates the index finds (judged 500 at a time; only those
that match stay), so its memory follows the batch, not the window.
`;
  writeBenchmarkSection('## Clustering with 200,000 items in the window', section);
  console.log(section);
}

/** Seeds the window and the batch; returns how many new items are reports of seeded stories. */
async function seed(db: Database, items: number, batch: number): Promise<{ followUps: number }> {
  const next = random(27);
  const [source] = await db
    .insert(sources)
    .values({ name: 'Bench Wire', feedUrl: 'https://bench.test/feed.xml', language: 'en', country: 'GB' })
    .returning({ id: sources.id });
  const sourceId = source!.id;
  const CHUNK = 2_000;
  const FOLLOWED = 100;
  const reports: Array<{ terms: string[]; names: string[] }> = [];
  for (let start = 0; start < items; start += CHUNK) {
    const count = Math.min(CHUNK, items - start);
    // Two reports a story, spread over the 48 hours before the batch.
    const stories = await db
      .insert(articles)
      .values(
        Array.from({ length: Math.ceil(count / 2) }, (_, i) => ({
          slug: `bench-${start + i * 2}`,
          category: 'world',
          country: 'GB',
          readingTime: 1,
          publishedAt: NOW,
        })),
      )
      .returning({ id: articles.id });
    let report = seededReport(next);
    const rows = Array.from({ length: count }, (_, i) => {
      const n = start + i;
      if (n % 2 === 0) report = seededReport(next);
      // A sample of the stories is kept to write the batch's follow-ups of.
      if (n % 2 === 0 && n % FOLLOWED === 0) reports.push(report);
      return {
        n,
        report,
        publishedAt: new Date(NOW.getTime() - Math.floor((n / items) * (WINDOW_MS - 3_600_000)) - 60_000),
        articleId: stories[Math.floor(i / 2)]!.id,
      };
    });
    const inserted = await db
      .insert(feedItems)
      .values(
        rows.map((row) => ({
          sourceId,
          url: `https://bench.test/${row.n}`,
          title: `Seeded ${row.n}`,
          feedText: '',
          language: 'en',
          publishedAt: row.publishedAt,
          state: 'clustered' as const,
          articleId: row.articleId,
        })),
      )
      .returning({ id: feedItems.id });
    await storeFeatures(
      db,
      rows.map((row, i) => ({
        itemId: inserted[i]!.id,
        publishedAt: row.publishedAt,
        features: featuresOf(row.report, next),
      })),
    );
    if ((start / CHUNK) % 10 === 0) console.log(`${start + count} items seeded`);
  }
  let followUps = 0;
  const fresh = Array.from({ length: batch }, (_, i) => {
    const followUp = i % 2 === 0;
    if (followUp) followUps++;
    const report = followUp ? reports[Math.floor(next() * reports.length)]! : seededReport(next);
    return { ...textOf(report), i };
  });
  await db.insert(feedItems).values(
    fresh.map((item) => ({
      sourceId,
      url: `https://bench.test/new/${item.i}`,
      title: item.title,
      feedText: item.text,
      language: 'en',
      publishedAt: new Date(NOW.getTime() + item.i * 1000),
      state: 'read' as const,
    })),
  );
  return { followUps };
}

if (args.cluster) await clusterChild(args.cluster);
else await main();
