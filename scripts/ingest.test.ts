import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '#server/db/client.ts';
import { ingestRuns } from '#server/db/schema.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { runScript } from '#tests/helpers/run-script.ts';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';

const NEWSROOM = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'];

describe.each(testDatabaseKinds())('npm run ingest on %s', (kind) => {
  let server: FeedServer;
  let tmp: string;
  let feedList: string;
  let handle: (DatabaseHandle & { url?: string }) | null = null;
  let env: Record<string, string>;

  beforeAll(async () => {
    // Slow pages keep the pass busy long enough to be killed in the middle of it.
    server = await startFeedServer({ corpusImageEvery: 0, pageDelayMs: 150 });
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-ingest-'));
    feedList = path.join(tmp, 'feeds.txt');
    fs.writeFileSync(
      feedList,
      `# the test newsroom\n${NEWSROOM.map((f) => `${server.origin}/newsroom/${f}`).join('\n')}\n`,
    );
    if (kind === 'postgres') {
      handle = await openTestDatabase('postgres');
      env = { DATABASE_URL: handle.url!, DATA_DIR: path.join(tmp, 'unused') };
    } else {
      env = { DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: '' };
    }
  });

  afterAll(async () => {
    await server?.close();
    await handle?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('finishes a pass killed with SIGKILL on the next run, without a duplicate', async () => {
    const first = runScript('scripts/ingest.ts', ['--feeds', feedList, '--max-age-days', '0'], env);
    const pageRequests = () => server.requests.filter((r) => r.startsWith('/newsroom/pages/')).length;
    const deadline = Date.now() + 60_000;
    while (pageRequests() < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(pageRequests()).toBeGreaterThanOrEqual(20);
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.code).toBeNull();

    const second = await runScript('scripts/ingest.ts', ['--feeds', feedList, '--max-age-days', '0'], env)
      .done;
    expect(second.code, second.output).toBe(0);
    expect(second.output).toMatch(/new stories/);

    const third = await runScript('scripts/ingest.ts', ['--feeds', feedList, '--max-age-days', '0'], env)
      .done;
    expect(third.code, third.output).toBe(0);

    const db = kind === 'postgres' ? handle! : await openPglite(path.join(env.DATA_DIR!, 'pglite'));
    try {
      const [counts] = await queryRows<{
        items: number;
        clustered: number;
        reports: number;
        articles: number;
        cited: number;
      }>(
        db.db,
        sql`select
          (select count(*)::int from feed_items) as items,
          (select count(*)::int from feed_items where state = 'clustered' and article_id is not null) as clustered,
          (select count(*)::int from story_sources) as reports,
          (select count(*)::int from articles) as articles,
          (select count(distinct article_id)::int from story_sources) as cited`,
      );
      const expectedItems = 42 + 21 + 4; // coastal's reports, harbour's distinct ones, the desk's four
      expect(counts).toEqual({
        items: expectedItems,
        clustered: expectedItems,
        reports: expectedItems,
        articles: counts!.cited,
        cited: counts!.cited,
      });
      const runs = await db.db.select({ status: ingestRuns.status }).from(ingestRuns).orderBy(ingestRuns.id);
      const statuses = runs.map((r) => r.status);
      // The killed pass is marked as interrupted once the embedded database shows it could not still be running.
      expect(statuses.slice(1)).toEqual(['finished', 'finished']);
      expect(statuses[0]).toBe(kind === 'pglite' ? 'interrupted' : 'running');
    } finally {
      if (kind === 'pglite') await db.close();
    }
  }, 180_000);

  it('reads every chosen source at once, records each one’s schedule and lists the failed ones with their reason', async () => {
    const list = path.join(tmp, 'scheduled.txt');
    fs.writeFileSync(list, `${server.origin}/fail/404\n${server.origin}/newsroom/world-desk.xml?scheduled\n`);
    const started = Date.now();
    const result = await runScript('scripts/ingest.ts', ['--feeds', list, '--max-age-days', '0'], env).done;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/Failed sources:/);
    // A one-off pass's sources are on no schedule; their rows still say when they would be due.
    expect(result.output).toMatch(/127\.0\.0\.1 +not scheduled +http-status: HTTP 404/);

    const db = kind === 'postgres' ? handle! : await openPglite(path.join(env.DATA_DIR!, 'pglite'));
    try {
      const rows = await queryRows<{
        feedUrl: string;
        fetches: number;
        failures: number;
        nextFetchAt: string | Date;
        succeeded: boolean;
      }>(
        db.db,
        sql`select feed_url as "feedUrl", fetch_count as fetches, failure_count as failures,
          next_fetch_at as "nextFetchAt", last_success_at is not null as succeeded
          from sources where feed_url in (${`${server.origin}/fail/404`}, ${`${server.origin}/newsroom/world-desk.xml?scheduled`})
          order by feed_url`,
      );
      const waits = rows.map((row) => (new Date(row.nextFetchAt).getTime() - started) / 1000);
      expect(rows.map(({ nextFetchAt: _, ...row }) => row)).toEqual([
        { feedUrl: `${server.origin}/fail/404`, fetches: 1, failures: 1, succeeded: false },
        {
          feedUrl: `${server.origin}/newsroom/world-desk.xml?scheduled`,
          fetches: 1,
          failures: 0,
          succeeded: true,
        },
      ]);
      // The failed one first waits the interval of a source with no history (15 minutes, ±15%); the read one
      // gets its turn from its feed, minutes to hours away.
      expect(waits[0]).toBeGreaterThan(15 * 60 * 0.85 - 1);
      expect(waits[0]).toBeLessThan(15 * 60 * 1.15 + 60);
      expect(waits[1]).toBeGreaterThan(60);
    } finally {
      if (kind === 'pglite') await db.close();
    }
  }, 120_000);

  it('says clearly what is wrong with bad arguments and touches nothing', async () => {
    const missing = await runScript('scripts/ingest.ts', ['--feeds', path.join(tmp, 'nope.txt')], env).done;
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/Cannot read .*nope\.txt: ENOENT/);
    const badLine = path.join(tmp, 'bad.txt');
    fs.writeFileSync(badLine, 'https://ok.example/feed\nfile:///etc/passwd\n');
    const bad = await runScript('scripts/ingest.ts', ['--feeds', badLine], env).done;
    expect(bad.code).toBe(2);
    expect(bad.output).toMatch(/not an http\(s\) URL on line 2 \("file:\/\/\/etc\/passwd"\)/);
    const age = await runScript('scripts/ingest.ts', ['--max-age-days=-3'], env).done;
    expect(age.code).toBe(2);
    expect(age.output).toMatch(/--max-age-days must be 0 or more/);
    const unknown = await runScript('scripts/ingest.ts', ['--source', '999999'], env).done;
    expect(unknown.code).toBe(1);
    expect(unknown.output).toMatch(/There is no source with id 999999/);
  }, 120_000);
});
