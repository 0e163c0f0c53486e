import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from '#server/db/schema.ts';
import { openPglite, openPostgres, type Database, type DatabaseHandle } from '#server/db/client.ts';
import { maintainEmbeddedDatabase } from '#server/db/embedded-maintenance.ts';
import { listNews } from '#server/news/list-news.ts';
import { listArchiveDays } from '#server/archive/list-archive-days.ts';
import type { ListNewsQuery } from '#common/contracts/news-query.ts';
import { generateArticles } from './load/generate-articles.ts';
import { waitForNoSessions } from '#tests/helpers/test-database.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { currentCommit } from './bench/current-commit.ts';

// npm run bench:scale -- --postgres URL [--articles 100000] [--pglite-articles 10000]: search and lists at
// scale. On a new database of the PostgreSQL server at URL, it writes that many articles in all 11 languages
// (npm run db:generate-load's generator), then times the site's own queries (the use cases the API and pages
// call) 30 times each after a warm-up, and shows with EXPLAIN ANALYZE which index each one uses; then the same on
// an embedded database with fewer articles. Writes its section of docs/benchmarks.md.

const { values } = parseArgs({
  options: {
    postgres: { type: 'string' },
    articles: { type: 'string', default: '100000' },
    'pglite-articles': { type: 'string', default: '10000' },
    runs: { type: 'string', default: '30' },
    // Keeps the PostgreSQL database under this name, and reuses it when it already holds the articles.
    'keep-database': { type: 'string' },
  },
});
const keptDatabase = values['keep-database'];
if (keptDatabase !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(keptDatabase)) {
  console.error('--keep-database takes a database name: lower-case letters, digits and _');
  process.exit(2);
}
const RUNS = Number(values.runs);
const pgArticles = Number(values.articles);
const pgliteArticles = Number(values['pglite-articles']);
for (const [name, value] of [
  ['--articles', pgArticles],
  ['--pglite-articles', pgliteArticles],
  ['--runs', RUNS],
] as const) {
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    console.error(`${name} takes a whole number from 1 to 1000000`);
    process.exit(2);
  }
}
if (!values.postgres) {
  console.error(
    'npm run bench:scale -- --postgres postgres://user@127.0.0.1:5432/postgres (a server it may create databases on)',
  );
  process.exit(2);
}

interface QueryCase {
  label: string;
  run: (db: Database) => Promise<unknown>;
  /** Whether p95 must be under 50 ms (search) or 10 ms (lists). */
  targetMs: number;
}

const newestDay = new Date().toISOString().slice(0, 10);
const search = (language: ListNewsQuery['language'], term: string): QueryCase => ({
  label: `Search ${language} "${term}" (${[...term].length} characters)`,
  run: (db) => listNews(db, { language, search: term, limit: 12, offset: 0 }),
  targetMs: 50,
});
const CASES: QueryCase[] = [
  search('en', 'climate'),
  search('ko', '기후변화'),
  search('ko', '경제'),
  search('ja', '気候変動'),
  search('ja', '経済'),
  search('hi', 'जलवायु'),
  {
    label: 'Home list (en, newest 6)',
    run: (db) => listNews(db, { language: 'en', limit: 6, offset: 0 }),
    targetMs: 10,
  },
  {
    label: 'Home list (ko, newest 6)',
    run: (db) => listNews(db, { language: 'ko', limit: 6, offset: 0 }),
    targetMs: 10,
  },
  { label: 'Archive list (days with counts, en)', run: (db) => listArchiveDays(db, 'en'), targetMs: 10 },
  {
    label: `A day's list (en, ${newestDay})`,
    run: (db) => listNews(db, { language: 'en', date: newestDay, limit: 50, offset: 0 }),
    targetMs: 10,
  },
];

interface Measured {
  label: string;
  p50: number;
  p95: number;
  targetMs: number;
  plan: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The statements a use case sends, captured through a Drizzle logger on the same connection. */
async function statementsOf(
  makeLoggedDb: (logger: { logQuery(query: string, params: unknown[]): void }) => Database,
  run: QueryCase['run'],
): Promise<Array<{ query: string; params: unknown[] }>> {
  const seen: Array<{ query: string; params: unknown[] }> = [];
  await run(makeLoggedDb({ logQuery: (query, params) => seen.push({ query, params }) }));
  return seen;
}

/** Index names (and sequential scans) an EXPLAIN ANALYZE output mentions, for the table. */
function indexesIn(plan: string): string {
  const found = new Set<string>();
  for (const match of plan.matchAll(
    /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? on (\w+)/g,
  ))
    found.add(match[1]!);
  for (const match of plan.matchAll(/Seq Scan on (\w+)/g)) found.add(`seq scan ${match[1]}`);
  return [...found].join(', ') || '–';
}

async function measureAll(
  handle: DatabaseHandle,
  makeLoggedDb: (logger: { logQuery(query: string, params: unknown[]): void }) => Database,
  explain: (query: string, params: unknown[]) => Promise<string>,
): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const queryCase of CASES) {
    for (let i = 0; i < 3; i++) await queryCase.run(handle.db); // warm-up: caches, plans
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await queryCase.run(handle.db);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    // The first statement picks the rows (the rest load the chosen articles by id): that is the one to explain.
    const [first] = await statementsOf(makeLoggedDb, queryCase.run);
    const plan = first ? await explain(first.query, first.params) : '';
    results.push({
      label: queryCase.label,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      targetMs: queryCase.targetMs,
      plan,
    });
    console.log(
      `${queryCase.label.padEnd(46)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms  ${indexesIn(plan)}`,
    );
  }
  return results;
}

function table(rows: Measured[]): string {
  return [
    '| Query | p50 ms | p95 ms | Target p95 | Met | Plan uses |',
    '| --- | ---: | ---: | ---: | :---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | < ${r.targetMs} ms | ${r.p95 < r.targetMs ? 'yes' : 'no'} | ${indexesIn(r.plan)} |`,
    ),
  ].join('\n');
}

// PostgreSQL: a new database on the server, dropped at the end (unless --keep-database names it).
const serverUrl = values.postgres;
const dbName = keptDatabase ?? `tidings_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount === 1;
if (!exists) {
  await admin.query(
    `CREATE DATABASE ${dbName} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
}
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
let pgRows: Measured[] = [];
let pgLoad = { seconds: 0, translations: 0 };
let pgSize = '';
let serverVersion = 'PostgreSQL';
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
try {
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  const held = Number(
    (await pool.query<{ n: string }>('select count(*) as n from article_translations')).rows[0]!.n,
  );
  if (held >= pgArticles * 11) {
    console.log(`PostgreSQL: reusing ${dbName} with ${held} translations`);
    pgLoad = { seconds: 0, translations: held };
  } else {
    console.log(`PostgreSQL: writing ${pgArticles} articles in 11 languages…`);
    pgLoad = await generateArticles(handle.db, pgArticles, {
      onProgress: (done) => done % 10_000 === 0 && process.stdout.write(`\r  ${done} of ${pgArticles}`),
    });
    console.log(`\n  ${pgLoad.translations} translations in ${pgLoad.seconds.toFixed(0)} s`);
  }
  await pool.query('VACUUM ANALYZE');
  const version = await pool.query<{ server_version: string }>('show server_version');
  serverVersion = `PostgreSQL ${version.rows[0]!.server_version}`;
  pgSize = (
    await pool.query<{ size: string }>(`select pg_size_pretty(pg_database_size('${dbName}')) as size`)
  ).rows[0]!.size;
  pgRows = await measureAll(
    handle,
    (logger) => drizzlePg({ client: pool, schema, logger }) as unknown as Database,
    async (query, params) =>
      (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
  );
  await handle.close();
} finally {
  await pool.end();
  // A closed pool's sessions leave the server a moment later; a forced drop would kill them mid-goodbye.
  await waitForNoSessions(admin, dbName);
  if (!keptDatabase) await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.end();
}

// The embedded database, in a temporary directory.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-scale-'));
let pgliteRows: Measured[] = [];
let pgliteLoad = { seconds: 0, translations: 0 };
try {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  await handle.migrate();
  console.log(`PGlite: writing ${pgliteArticles} articles in 11 languages…`);
  pgliteLoad = await generateArticles(handle.db, pgliteArticles);
  console.log(`  ${pgliteLoad.translations} translations in ${pgliteLoad.seconds.toFixed(0)} s`);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // What the server does at start on the embedded database, which has no autovacuum.
  await maintainEmbeddedDatabase(handle.db);
  pgliteRows = await measureAll(
    handle,
    (logger) => drizzlePglite({ client, schema, logger }) as unknown as Database,
    async (query, params) =>
      (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params)).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
  );
  await handle.close();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const commit = currentCommit();
const plans = pgRows.map((r) => `#### ${r.label}\n\n\`\`\`\n${r.plan}\n\`\`\``).join('\n\n');
writeBenchmarkSection(
  '## Search and lists at scale (npm run bench:scale)',
  `## Search and lists at scale (npm run bench:scale)

Written by scripts/bench-scale.ts on ${new Date().toISOString().slice(0, 10)} at commit ${commit}: Node ${process.version}, ${os.cpus().length} cores.
Each query is the site's own use case (what the API and the pages call), run ${RUNS} times after three warm-up runs
in the benchmark's process; p95 is the 95th percentile of those. The articles come from \`npm run db:generate-load\`'s
generator: every article in all 11 languages, titles of 8 to 14 words, summaries of two or three sentences, bodies of
five to six, spread over a year, the searched terms in one article in a hundred.

### PostgreSQL (${serverVersion}, default settings): ${pgArticles.toLocaleString('en')} articles, ${pgLoad.translations.toLocaleString('en')} translations, ${pgSize}

${pgLoad.seconds > 0 ? `Written in ${pgLoad.seconds.toFixed(0)} s.` : 'The database of an earlier run (--keep-database).'}

${table(pgRows)}

### PGlite (embedded): ${pgliteArticles.toLocaleString('en')} articles, ${pgliteLoad.translations.toLocaleString('en')} translations

Written in ${pgliteLoad.seconds.toFixed(0)} s.

${table(pgliteRows)}

### What serves each query

- **Search of three characters or more**: the trigram index over each text's lower-cased title, summary and body
  (pg_trgm), in any script.
- **One- and two-character Korean and Japanese terms** (most words in those languages): a GIN index of the distinct
  CJK characters and character pairs of each text, keyed with the text's language (\`tidings_cjk_grams\`, migration
  0009). The matches are drawn from it once, then ordered by date. A pair never spans a space or another script, so
  "국 경" does not match "국경". A very common single character (의, の) matches most texts, so its search reads far
  more rows (not among the cases timed here).
- **Lists**: each article carries the languages it exists in (\`articles.languages\`, kept by a trigger), so "readable
  in this language" is a test on the row, and a list walks the published-date index (in the order the queries ask,
  DESC NULLS FIRST, since migration 0010) and stops after a page.
- **Archive list**: counts per day, category and language kept by statement triggers on articles
  (\`archive_day_counts\`), moved by deltas under row locks so that concurrent writers never lose a count.

### Plans on PostgreSQL (EXPLAIN ANALYZE, BUFFERS), the statement that picks the rows

${plans}
`,
);
console.log('Written to docs/benchmarks.md.');
process.exit(0);
