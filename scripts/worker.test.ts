import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { sources } from '#server/db/schema.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { runScript } from '#tests/helpers/run-script.ts';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { WORKER_ENTRY, WORKER_LINE } from './bench/server-process.ts';
import { buildServer } from './server-build.ts';

const NEWSROOM = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'];
const ITEMS = 42 + 21 + 4;

/**
 * Stops workers as an operator's Ctrl-C would, once each has said it is taking jobs: one may do all the work
 * before the other has started, and a SIGTERM sent before a worker listens for it kills it mid-start.
 */
async function stopWhenStarted(workers: Array<ReturnType<typeof runScript>>, deadline: number) {
  while (!workers.every((w) => /taking pipeline jobs/.test(w.output())) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const worker of workers) worker.child.kill('SIGTERM');
}

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))('workers on PostgreSQL (npm run worker)', () => {
  let server: FeedServer;
  let handle: DatabaseHandle & { url?: string };
  let tmp: string;

  beforeAll(async () => {
    server = await startFeedServer({ corpusImageEvery: 0, pageDelayMs: 40 });
    handle = await openTestDatabase('postgres');
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-workers-'));
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('share a queued pass: every item is read once and published once, and both workers take jobs', async () => {
    const env = { DATABASE_URL: handle.url!, DATA_DIR: path.join(tmp, 'unused') };
    const feedList = path.join(tmp, 'feeds.txt');
    fs.writeFileSync(feedList, NEWSROOM.map((f) => `${server.origin}/newsroom/${f}`).join('\n'));
    const queued = await runScript(
      'scripts/ingest.ts',
      ['--feeds', feedList, '--max-age-days', '0', '--queue'],
      env,
    ).done;
    expect(queued.code, queued.output).toBe(0);
    expect(queued.output).toMatch(/Queued 3 feeds for the workers \(npm run worker\) as pass \d+/);
    const runId = Number(/as pass (\d+)/.exec(queued.output)![1]);

    const workers = [runScript('server/worker.ts', [], env), runScript('server/worker.ts', [], env)];
    const counts = async () =>
      (
        await queryRows<{
          items: number;
          waiting: number;
          reports: number;
          articles: number;
          cited: number;
          pass: string;
        }>(
          handle.db,
          sql`select (select count(*)::int from feed_items) as items,
            (select count(*)::int from feed_items where state in ('new', 'read')) as waiting,
            (select count(*)::int from story_sources) as reports,
            (select count(*)::int from articles) as articles,
            (select count(distinct article_id)::int from story_sources) as cited,
            (select status from ingest_runs where id = ${runId}) as pass`,
        )
      )[0]!;
    const deadline = Date.now() + 90_000;
    let current = await counts();
    while (
      !(
        current.items === ITEMS &&
        current.waiting === 0 &&
        current.reports === ITEMS &&
        current.pass !== 'running'
      ) &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 250));
      current = await counts();
    }
    await stopWhenStarted(workers, deadline);
    const results = await Promise.all(workers.map((w) => w.done));

    expect(current).toEqual({
      items: ITEMS,
      waiting: 0,
      reports: ITEMS,
      articles: current.cited,
      cited: current.cited,
      pass: 'finished',
    });
    // The pass shared by the workers is one row with every job's counts, ended by the last job to settle.
    const [run] = await queryRows<Record<string, number | string | null>>(
      handle.db,
      sql`select feeds, feeds_failed as "feedsFailed", items_new as "itemsNew", stories_new as "storiesNew",
        stories_merged as "storiesMerged", jobs_open as "jobsOpen", finished_at is not null as "ended"
        from ingest_runs where id = ${runId}`,
    );
    expect(run).toEqual({
      feeds: 3,
      feedsFailed: 0,
      itemsNew: ITEMS,
      storiesNew: current.articles,
      storiesMerged: ITEMS - current.articles,
      jobsOpen: 0,
      ended: true,
    });
    const pages = server.requests.filter((r) => r.startsWith('/newsroom/pages/'));
    expect(new Set(pages).size, 'no page was read twice').toBe(pages.length);
    expect(pages.length).toBe(ITEMS);
    for (const result of results) {
      expect(result.code, result.output).toBe(0);
      const jobs = Number(/stopped after (\d+) jobs/.exec(result.output)?.[1] ?? 0);
      expect(jobs, result.output).toBeGreaterThan(0);
    }
  }, 150_000);

  it('tick the sources’ schedules: each due source is fetched once by one of them, one not due is not', async () => {
    // Only this test's sources are read on a schedule (the catalog the first pass seeded is elsewhere).
    await handle.db.update(sources).set({ enabled: false });
    const feed = (name: string) => `${server.origin}/newsroom/${name}?scheduled`;
    const rows = await handle.db
      .insert(sources)
      .values([
        {
          name: 'Harbour Daily (scheduled)',
          feedUrl: feed('harbour-daily.xml'),
          language: 'en',
          country: 'GB',
        },
        {
          name: 'Coastal Herald (scheduled)',
          feedUrl: feed('coastal-herald.xml'),
          language: 'en',
          country: 'GB',
        },
        {
          name: 'World Desk (not yet due)',
          feedUrl: feed('world-desk.xml'),
          language: 'en',
          country: 'GB',
          nextFetchAt: new Date(Date.now() + 3_600_000),
        },
      ])
      .returning({ id: sources.id });
    const [harbour, coastal, desk] = rows.map((row) => row.id);
    const env = { DATABASE_URL: handle.url!, DATA_DIR: path.join(tmp, 'unused'), INGEST_INTERVAL: '15m' };
    const workers = [runScript('server/worker.ts', [], env), runScript('server/worker.ts', [], env)];
    const fetched = async () =>
      (
        await queryRows<{ id: number; fetches: number; nextFetchAt: Date | null }>(
          handle.db,
          sql`select id, fetch_count as fetches, next_fetch_at as "nextFetchAt" from sources
            where id in (${harbour}, ${coastal}, ${desk}) order by id`,
        )
      ).map((row) => ({ ...row, nextFetchAt: row.nextFetchAt && new Date(row.nextFetchAt) }));
    const passesRunning = async () =>
      (
        await queryRows<{ running: number }>(
          handle.db,
          sql`select count(*)::int as running from ingest_runs where status = 'running'`,
        )
      )[0]!.running;
    const deadline = Date.now() + 60_000;
    let current = await fetched();
    while (
      !(current[0]!.fetches === 1 && current[1]!.fetches === 1 && (await passesRunning()) === 0) &&
      Date.now() < deadline
    ) {
      await new Promise((r) => setTimeout(r, 250));
      current = await fetched();
    }
    await stopWhenStarted(workers, deadline);
    const results = await Promise.all(workers.map((w) => w.done));
    for (const result of results) {
      expect(result.code, result.output).toBe(0);
      expect(result.output).toMatch(/reading the sources on their schedules/);
    }

    const scheduled = server.requests.filter((r) => r.endsWith('?scheduled'));
    expect(scheduled.sort()).toEqual(
      ['/newsroom/coastal-herald.xml?scheduled', '/newsroom/harbour-daily.xml?scheduled'].sort(),
    );
    expect(current.map((row) => row.fetches)).toEqual([1, 1, 0]);
    // Each read sets its next turn, minutes away (a feed that publishes often, read often).
    for (const row of current.slice(0, 2))
      expect(row.nextFetchAt!.getTime()).toBeGreaterThan(Date.now() + 60_000);
  }, 120_000);

  it('refuses to start on the embedded database, with a line that says what to do instead', async () => {
    const result = await runScript('server/worker.ts', [], {
      DATABASE_URL: '',
      DATA_DIR: path.join(tmp, 'data'),
    }).done;
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/npm run worker needs DATABASE_URL/);
  });
});

describe('npm run worker', () => {
  it(
    'runs the compiled worker (build/node), built first when its sources changed',
    { timeout: 180_000 },
    () => {
      buildServer(undefined, { ifChanged: true });
      // With no database named, the compiled worker starts and refuses, as the sources' one does.
      const result = spawnSync(process.execPath, [...WORKER_LINE.nodeFlags, WORKER_ENTRY], {
        env: { ...process.env, ...WORKER_LINE.env, DATABASE_URL: '', LOG_LEVEL: 'error' },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/npm run worker needs DATABASE_URL/);
      expect(WORKER_LINE.nodeFlags).not.toContain('tsx');
    },
  );
});
