import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { runScript } from '#tests/helpers/run-script.ts';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';

const NEWSROOM = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'];
const ITEMS = 42 + 21 + 4;
/** read-page jobs one worker runs at once (its concurrency): with more active, both workers hold some. */
const READ_PAGE_PER_WORKER = 8;

type Database = DatabaseHandle & { url?: string };

/** Each story as the sorted URLs of its reports, the stories sorted: what a pass made, whatever the ids. */
async function storiesOf(handle: Database): Promise<string[][]> {
  const rows = await queryRows<{ urls: string[] }>(
    handle.db,
    sql`select array_agg(url order by url) as urls from story_sources group by article_id`,
  );
  return rows.map((row) => row.urls).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The pass's counts as its ingest_runs row holds them. */
async function passRow(handle: Database, runId: number) {
  const [run] = await queryRows<Record<string, number | string | boolean>>(
    handle.db,
    sql`select status, feeds, feeds_failed as "feedsFailed", items_new as "itemsNew", stories_new as "storiesNew",
      stories_merged as "storiesMerged", jobs_open as "jobsOpen", finished_at is not null as "ended"
      from ingest_runs where id = ${runId}`,
  );
  return run!;
}

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))('a worker killed mid-pass (npm run worker)', () => {
  let server: FeedServer;
  let onWorkers: Database;
  let inOneProcess: Database;
  let tmp: string;
  let feedList: string;
  const workers: Array<ReturnType<typeof runScript>> = [];

  beforeAll(async () => {
    // Slow pages keep every worker's read-page jobs running long enough to be caught holding some.
    server = await startFeedServer({ corpusImageEvery: 0, pageDelayMs: 1500 });
    onWorkers = await openTestDatabase('postgres');
    inOneProcess = await openTestDatabase('postgres');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-worker-killed-'));
    feedList = path.join(tmp, 'feeds.txt');
    fs.writeFileSync(feedList, NEWSROOM.map((f) => `${server.origin}/newsroom/${f}`).join('\n'));
  });
  afterAll(async () => {
    // A test that timed out leaves its workers running: they would outlive the run and its database.
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.done));
    await server?.close();
    await onWorkers?.close();
    await inOneProcess?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('loses and repeats nothing: the other worker takes over its jobs and the pass makes the same stories', async () => {
    // The same feeds read by one process, without workers, as the stories to compare with.
    const single = await runScript('scripts/ingest.ts', ['--feeds', feedList, '--max-age-days', '0'], {
      DATABASE_URL: inOneProcess.url!,
      DATA_DIR: path.join(tmp, 'unused'),
    }).done;
    expect(single.code, single.output).toBe(0);
    const expectedStories = await storiesOf(inOneProcess);
    const expectedRun = await passRow(inOneProcess, 1);
    expect(expectedStories.flat()).toHaveLength(ITEMS);
    const pagesBefore = server.requests.length;

    const env = { DATABASE_URL: onWorkers.url!, DATA_DIR: path.join(tmp, 'unused') };
    workers.push(runScript('server/worker.ts', [], env), runScript('server/worker.ts', [], env));
    // Both take jobs before the pass is handed over, so that both get a share of its pages.
    await vi.waitFor(
      () => {
        for (const worker of workers) expect(worker.output()).toMatch(/taking pipeline jobs/);
      },
      { timeout: 420_000, interval: 200 },
    );
    const queued = await runScript(
      'scripts/ingest.ts',
      ['--feeds', feedList, '--max-age-days', '0', '--queue'],
      env,
    ).done;
    expect(queued.code, queued.output).toBe(0);
    const runId = Number(/as pass (\d+)/.exec(queued.output)![1]);

    // Under way: every feed read, some pages read, and more read-page jobs active than one worker runs, so
    // each holds some. The kill waits for the feeds because a fetch-feed stopped between storing its new
    // items and sending their read-page jobs loses the unsent ones (its retry finds them stored): a known
    // gap of fetch-feed.job.ts, not covered here.
    await vi.waitFor(
      async () => {
        const [now] = await queryRows<{ feedsRead: number; read: number; active: number }>(
          onWorkers.db,
          sql`select (select count(*)::int from pgboss.job where name = 'fetch-feed' and state = 'completed') as "feedsRead",
              (select count(*)::int from feed_items where state <> 'new') as read,
              (select count(*)::int from pgboss.job where name = 'read-page' and state = 'active') as active`,
        );
        expect(now!.feedsRead).toBe(NEWSROOM.length);
        expect(now!.read).toBeGreaterThan(0);
        expect(now!.active).toBeGreaterThan(READ_PAGE_PER_WORKER);
      },
      { timeout: 300_000, interval: 100 },
    );
    const [victim, survivor] = workers as [(typeof workers)[0], (typeof workers)[0]];
    victim.child.kill('SIGKILL');
    expect((await victim.done).code).toBeNull();
    const [atKill] = await queryRows<{ read: number }>(
      onWorkers.db,
      sql`select count(*)::int as read from feed_items where state <> 'new'`,
    );
    expect(atKill!.read, 'killed mid-pass, not after it').toBeLessThan(ITEMS);

    // pg-boss hands the killed worker's jobs back once their heartbeat is missed; the survivor ends the pass.
    await vi.waitFor(
      async () => {
        const run = await passRow(onWorkers, runId);
        expect(run.status).not.toBe('running');
      },
      { timeout: 420_000, interval: 500 },
    );

    const [counts] = await queryRows<Record<string, number>>(
      onWorkers.db,
      sql`select (select count(*)::int from feed_items) as items,
          (select count(*)::int from feed_items where state in ('new', 'read')) as unfinished,
          (select count(*)::int from feed_items where attempts <> 1) as "readOtherThanOnce",
          (select count(*)::int from story_sources) as reports,
          (select count(distinct feed_item_id)::int from story_sources) as "itemsReported",
          (select count(*)::int from feed_items where state = 'clustered' and article_id is not null) as placed,
          (select count(*)::int from articles) as stories`,
    );
    // Nothing lost, nothing twice: every item read once and in exactly one story, no story without reports.
    expect(counts).toEqual({
      items: ITEMS,
      unfinished: 0,
      readOtherThanOnce: 0,
      reports: ITEMS,
      itemsReported: ITEMS,
      placed: ITEMS,
      stories: expectedStories.length,
    });
    expect(await storiesOf(onWorkers)).toEqual(expectedStories);
    expect(await passRow(onWorkers, runId)).toEqual({
      status: 'finished',
      feeds: 3,
      feedsFailed: 0,
      itemsNew: ITEMS,
      storiesNew: expectedRun.storiesNew,
      storiesMerged: expectedRun.storiesMerged,
      jobsOpen: 0,
      ended: true,
    });

    // The killed worker's jobs ran again on the survivor, and each of the pass's jobs ended completed. pg-boss
    // records a job's end just after the pass counts it settled: the last one may take a moment to say so.
    const passJobs = () =>
      queryRows<{ state: string; tries: number; url: string | null }>(
        onWorkers.db,
        sql`select j.state::text as state, j.retry_count + 1 as tries, i.url
          from pgboss.job j left join feed_items i on j.name = 'read-page' and i.id = (j.data->>'itemId')::int
          where (j.data->>'runId')::int = ${runId}`,
      );
    await vi.waitFor(
      async () => expect((await passJobs()).filter((job) => job.state !== 'completed')).toEqual([]),
      { timeout: 60_000, interval: 250 },
    );
    const retried = (await passJobs()).filter((job) => job.tries > 1);
    expect(retried.length, 'the killed worker held jobs').toBeGreaterThan(0);
    // A page is fetched again only when its job was taken back from the killed worker.
    const pages = server.requests.slice(pagesBefore).filter((r) => r.startsWith('/newsroom/pages/'));
    const takenBack = new Set(retried.flatMap((job) => (job.url ? [new URL(job.url).pathname] : [])));
    const fetchedTwice = pages.filter((page, index) => pages.indexOf(page) !== index);
    expect(new Set(pages).size).toBe(ITEMS);
    expect(fetchedTwice.filter((page) => !takenBack.has(page))).toEqual([]);

    survivor.child.kill('SIGTERM');
    const stopped = await survivor.done;
    expect(stopped.code, stopped.output).toBe(0);
  }, 1_200_000);
});
