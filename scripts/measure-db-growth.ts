import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { pruneOldRecords } from '#server/pipeline/freshness/prune-old-records.ts';
import { hasCorpus, startFeedServer } from '#tests/helpers/feed-server.ts';
import { runScript } from './bench/run-script.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { currentCommit } from './bench/current-commit.ts';

// node --import tsx scripts/measure-db-growth.ts: how much the embedded database grows for each story and each
// feed item, with and without retention. One pass of `npm run ingest -- --feeds` over the corpus feeds served on
// 127.0.0.1 (pages and pictures too) fills an empty embedded database; its tables are measured; then every
// record is made 31 days old, pruned as RETENTION_DAYS=30 prunes it (server/pipeline/freshness/
// prune-old-records.ts), compacted (VACUUM FULL: the space a pruning frees is what the next days' rows reuse),
// and measured again. Writes the section "Database growth" of docs/benchmarks.md.

if (!hasCorpus) {
  console.error('The measurement reads ../shared/corpora/feeds, which is not beside this checkout.');
  process.exit(1);
}

/** The tables a pass writes to, each with its indexes and TOAST. */
const TABLES = [
  'feed_items',
  'story_sources',
  'articles',
  'article_translations',
  'source_analyses',
  'images',
  'image_variants',
  'item_features',
  'story_keys',
  'ingest_runs',
  'sources',
  'archive_day_counts',
  'article_redirects',
] as const;

async function tableBytes(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ name: string; bytes: number }>(
    db,
    sql`select t.name, pg_total_relation_size(t.name::regclass)::bigint as bytes
        from unnest(${`{${TABLES.join(',')}}`}::text[]) as t(name)`,
  );
  return new Map(rows.map((r) => [r.name, Number(r.bytes)]));
}

async function counts(db: Database): Promise<{ items: number; clustered: number; stories: number }> {
  const [row] = await queryRows<{ items: number; clustered: number; stories: number }>(
    db,
    sql`select (select count(*)::int from feed_items) as items,
               (select count(*)::int from feed_items where state = 'clustered') as clustered,
               (select count(*)::int from articles) as stories`,
  );
  return row!;
}

const server = await startFeedServer();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-db-growth-'));
const feedList = path.join(tmp, 'feeds.txt');
fs.writeFileSync(feedList, `${server.corpusFeedUrls.join('\n')}\n`);
const dataDir = path.join(tmp, 'data');
try {
  console.log('One pass over the corpus feeds…');
  const pass = await runScript(['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0'], dataDir);
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  const { db } = handle;
  // The demo edition's articles are not the pass's: measured apart from them, the pass's rows are those of
  // articles with reports.
  await db.execute(sql`delete from articles where id not in (select article_id from story_sources)`);
  await db.execute(sql`vacuum full`);
  const before = await tableBytes(db);
  const kept = await counts(db);

  const DAY_MS = 86_400_000;
  await db.execute(sql`update feed_items set created_at = created_at - interval '31 days'`);
  await db.execute(sql`update ingest_runs set started_at = started_at - interval '31 days'`);
  const pruned = await pruneOldRecords(db, new Date(Date.now() - 30 * DAY_MS));
  await db.execute(sql`vacuum full`);
  const after = await tableBytes(db);
  const left = await counts(db);
  await handle.close();

  const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const perStory = (bytes: number) => kb(bytes / kept.stories);
  const perItem = (bytes: number) => kb(bytes / kept.items);
  // The replay's load (issue 27): 60,000 items a day, with this pass's share of items that became stories.
  const ITEMS_A_DAY = 60_000;
  const storiesADay = (ITEMS_A_DAY * kept.stories) / kept.items;
  const mbADay = (bytes: number) => ((bytes / kept.items) * ITEMS_A_DAY) / 1024 / 1024;
  const rows = TABLES.filter((t) => (before.get(t) ?? 0) > 16_384 || (after.get(t) ?? 0) > 16_384).map(
    (t) => `| ${t} | ${kb(before.get(t)!)} | ${kb(after.get(t)!)} |`,
  );
  const section = `## Database growth (node --import tsx scripts/measure-db-growth.ts)

Commit ${currentCommit()}, ${new Date().toISOString().slice(0, 10)}, embedded database (PGlite). One pass of
\`npm run ingest -- --feeds\` over the ${server.corpusFeedUrls.length} corpus feeds served on 127.0.0.1, pages and
pictures read, no model (${pass.seconds.toFixed(0)} s): ${kept.items} feed items, ${kept.clustered} of them in
${kept.stories} stories. Sizes are each table's with its indexes and TOAST, after VACUUM FULL (the space a pruning
frees is what the next days' rows reuse, so the compacted size is what a day costs for good). "After retention" is
after every record was made 31 days old and pruned as \`RETENTION_DAYS=30\` prunes it: ${pruned.itemsDeleted}
items not in a story deleted, ${pruned.itemsEmptied} items of stories emptied of their texts (their rows stay as
the stories' source lists), the matching features of ${pruned.featuresDeleted} items and ${pruned.passesDeleted}
pass records deleted. The demo edition's articles are left out.

| table | KB, as the pass left it | KB, after retention |
| --- | --- | --- |
${rows.join('\n')}
| **all** | **${kb(total(before))}** | **${kb(total(after))}** |

| | as the pass left it | after retention |
| --- | --- | --- |
| per story | ${perStory(total(before))} KB | ${perStory(total(after))} KB |
| per feed item | ${perItem(total(before))} KB | ${perItem(total(after))} KB |
| a day at 60,000 items (${Math.round(storiesADay).toLocaleString('en')} stories) | ${mbADay(total(before)).toFixed(0)} MB | ${mbADay(total(after)).toFixed(0)} MB |

Without retention every day adds the first column for good; with it, a day's records cost the first column for
\`RETENTION_DAYS\` and the second after that. Rows left after retention: ${left.items} feed items (${left.clustered}
in stories), ${left.stories} stories. Pictures (images, image_variants) are the stories' own and stay.
`;
  writeBenchmarkSection('## Database growth', section);
  console.log(section);
} finally {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
