import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { createLogger } from '#server/logger.ts';
import { clusterStoriesJob } from '#server/pipeline/cluster-stories.job.ts';
import type { PipelineContext } from '#server/pipeline/pipeline-context.ts';
import { inlinePassWork } from '#server/pipeline/threads/pass-steps.ts';

// node --import tsx scripts/bench/cluster-language.ts --from <database> [--language en] [--runs 2]: the clustering
// job of one language alone, on the same input each run (docs/benchmarks.md, "Clustering's own CPU"). `--from`
// is a PostgreSQL database after a corpus pass (`npm run ingest -- --feeds …` with DATABASE_URL); each run copies
// it, puts the language's items back as the pass's clustering found them (read, no story, no stored features,
// their articles deleted), runs one `cluster-stories` job for the language in this process, and prints its
// seconds, the CPU seconds of this process (the job's own: PostgreSQL's are not in them), both also up to the
// first story saved (the stories decided, before saving them), the stories it made and
// a digest of which items ended up together, which must not change when only the job's speed does.

const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    language: { type: 'string', default: 'en' },
    runs: { type: 'string', default: '2' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
  },
});
if (!args.from) {
  console.error('--from <database after a corpus pass> is needed');
  process.exit(2);
}
const language = args.language;
const copy = `${args.from}_cluster_run`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${args.server}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new copy of the pass's database with the language's items waiting to be placed again. */
async function freshInput(): Promise<void> {
  await onServer(`drop database if exists "${copy}"`);
  await onServer(`create database "${copy}" template "${args.from}"`);
  const handle = await openPostgres(`${args.server}/${copy}`);
  const mine = sql`select id from feed_items where coalesce(language, 'en') = ${language}`;
  await handle.db.execute(
    sql`delete from articles where id in (select article_id from feed_items
          where coalesce(language, 'en') = ${language} and article_id is not null)`,
  );
  // Only clustering holds items; "undated" is the mark an item is read with.
  await handle.db.execute(sql`update feed_items
    set state = 'read', article_id = null,
        held_reason = case when held_reason = 'undated' then 'undated' else null end
    where coalesce(language, 'en') = ${language} and state in ('clustered', 'held')`);
  await handle.db.execute(sql`delete from story_keys where item_id in (${mine})`);
  await handle.db.execute(sql`delete from item_features where item_id in (${mine})`);
  await handle.db.execute(sql`vacuum analyze`);
  await handle.close();
}

/** What the job decided, independent of ids it made: the groups of items per story, and the items held and why. */
async function outcome(): Promise<{ stories: number; placed: number; held: number; digest: string }> {
  const handle = await openPostgres(`${args.server}/${copy}`);
  const groups = await queryRows<{ items: string }>(
    handle.db,
    sql`select string_agg(id::text, ',' order by id) as items from feed_items
        where coalesce(language, 'en') = ${language} and state = 'clustered' group by article_id order by 1`,
  );
  const held = await queryRows<{ items: string }>(
    handle.db,
    sql`select held_reason || ':' || id as items from feed_items
        where coalesce(language, 'en') = ${language} and state = 'held' order by id`,
  );
  await handle.close();
  const digest = createHash('sha256')
    .update([...groups, ...held].map((g) => g.items).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const placed = groups.reduce((n, g) => n + g.items.split(',').length, 0);
  return { stories: groups.length, placed, held: held.length, digest };
}

for (let run = 1; run <= Number(args.runs); run++) {
  await freshInput();
  const handle = await openPostgres(`${args.server}/${copy}`);
  // The first story saved sends its picture's job: the stories are decided by then, the rest is saving them.
  let decided: { at: number; cpu: NodeJS.CpuUsage } | undefined;
  const context = {
    db: handle.db,
    logger: createLogger('silent'),
    now: () => new Date(),
    queue: {
      send: async () => {
        decided ??= { at: performance.now(), cpu: process.cpuUsage(cpu) };
        return true;
      },
    },
    tally: { add: async () => {} },
    modelFor: () => null,
    passWork: inlinePassWork,
  } as unknown as PipelineContext;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await clusterStoriesJob.run({ language }, context, { number: 1, isLast: false });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await handle.close();
  console.log(
    JSON.stringify({
      run,
      language,
      seconds: Number(seconds.toFixed(1)),
      cpuSeconds: Number(((used.user + used.system) / 1e6).toFixed(1)),
      decidedSeconds: decided && Number(((decided.at - started) / 1000).toFixed(1)),
      decidedCpuSeconds: decided && Number(((decided.cpu.user + decided.cpu.system) / 1e6).toFixed(1)),
      ...(await outcome()),
      loadAverage: (await import('node:os')).loadavg().map((l) => l.toFixed(1)),
    }),
  );
}
await onServer(`drop database if exists "${copy}"`);
