import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ingestRuns, sources } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { PipelineRunner } from './pipeline-runner.ts';
import { JITTER_SHARE, MAX_BACKOFF_SECONDS } from './schedule/poll-schedule.ts';
import { setSourceEnabled } from './sources/manage-sources.ts';

describe('PipelineRunner (passes inside the server)', () => {
  let handle: DatabaseHandle;
  const fetch = createSafeFetch({
    userAgent: 'TidingsTest/1.0',
    timeoutMs: 500,
    maxRedirects: 1,
    isAddressAllowed: () => false,
  });
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await fetch.close();
    await handle.close();
  });

  it('runs one pass at a time and records who started it', async () => {
    let loads = 0;
    const runner = new PipelineRunner(
      async () => {
        loads++;
        return {
          db: handle.db,
          logger: createLogger('silent'),
          fetch,
          settings: DEFAULT_PIPELINE_SETTINGS,
          exclusive: true,
        };
      },
      createLogger('silent'),
      null,
      false,
    );
    expect(runner.intervalMinutes).toBeNull();
    runner.startSchedule(); // off: nothing is scheduled
    expect(loads).toBe(0); // nothing is loaded before the first pass
    expect(runner.start('admin')).toBe(true);
    expect(runner.isRunning()).toBe(true);
    expect(runner.start('admin')).toBe(false);
    await runner.stop();
    expect(runner.isRunning()).toBe(false);
    expect(runner.start('schedule')).toBe(true);
    await runner.stop();
    expect(loads).toBe(1); // made once, kept for later passes
    const runs = await handle.db.select().from(ingestRuns);
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.trigger).sort()).toEqual(['admin', 'schedule']);
    expect(runs[0]).toMatchObject({ status: 'finished', feeds: 0 });
  });

  it('reads INGEST_INTERVAL in minutes', () => {
    const runner = new PipelineRunner(
      async () => ({
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        settings: DEFAULT_PIPELINE_SETTINGS,
      }),
      createLogger('silent'),
      15 * 60_000,
      false,
    );
    expect(runner.intervalMinutes).toBe(15);
  });
});

const HOUR = 3_600_000;

/**
 * A publisher on 127.0.0.1 whose feed has an item every 10 minutes up to `newest`, with an ETag; `requests`
 * counts the fetches of each path.
 */
async function startBusyPublisher(newest: Date) {
  const requests = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    requests.set(path, (requests.get(path) ?? 0) + 1);
    if (path !== '/busy.xml') return void res.writeHead(404).end();
    const items = Array.from({ length: 20 }, (_, i) => {
      const date = new Date(newest.getTime() - i * 10 * 60_000);
      return `<item><title>Harbour note ${date.toISOString()}</title><link>http://127.0.0.1/notes/${date.getTime()}</link><description>The harbour master's note of the hour about ferries, tides and the weather.</description><pubDate>${date.toUTCString()}</pubDate></item>`;
    });
    const body = `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Notes</title><link>http://127.0.0.1/</link><language>en</language>${items.join('')}</channel></rss>`;
    const etag = `"${crypto.createHash('sha1').update(body).digest('hex').slice(0, 12)}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'application/rss+xml', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('the schedule in the server on %s', (kind) => {
  let handle: DatabaseHandle;
  let publisher: Awaited<ReturnType<typeof startBusyPublisher>>;
  const clock = { now: new Date('2026-11-27T12:00:00Z') };
  const fetch = createSafeFetch({
    userAgent: 'TidingsTest/1.0',
    timeoutMs: 2000,
    maxRedirects: 1,
    isAddressAllowed: (address) => address === '127.0.0.1',
  });
  const runner = () =>
    new PipelineRunner(
      async () => ({
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        now: () => clock.now,
        settings: { ...DEFAULT_PIPELINE_SETTINGS, readPages: false, maxAgeDays: 0 },
        exclusive: kind === 'pglite',
      }),
      createLogger('silent'),
      15 * 60_000,
      false,
    );
  /** One tick of the schedule at the clock's time, waited for. */
  const tick = async (scheduler: PipelineRunner) => {
    expect(scheduler.pollDueSources()).toBe(true);
    await scheduler.settle();
  };
  const sourceRow = async (id: number) =>
    (await handle.db.select().from(sources).where(eq(sources.id, id)))[0]!;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    publisher = await startBusyPublisher(clock.now);
  }, 60_000);
  afterAll(async () => {
    await fetch.close();
    await publisher?.close();
    await handle?.close();
  });

  it('fetches a due source once and a source not yet due not at all, then the first at its learned time', async () => {
    const [due, notDue] = await handle.db
      .insert(sources)
      .values([
        { name: 'Harbour Notes', feedUrl: `${publisher.origin}/busy.xml`, language: 'en', country: 'GB' },
        {
          name: 'Later Gazette',
          feedUrl: `${publisher.origin}/later.xml`,
          language: 'en',
          country: 'GB',
          nextFetchAt: new Date(clock.now.getTime() + HOUR),
        },
      ])
      .returning({ id: sources.id });
    const scheduler = runner();
    await tick(scheduler);
    expect(Object.fromEntries(publisher.requests)).toEqual({ '/busy.xml': 1 });

    const first = await sourceRow(due!.id);
    // An item every 10 minutes: read about every 5 minutes (the mean gap counted to now, halved).
    expect(first.pollIntervalSeconds).toBeGreaterThan(4 * 60);
    expect(first.pollIntervalSeconds).toBeLessThanOrEqual(5 * 60);
    const wait = (first.nextFetchAt!.getTime() - clock.now.getTime()) / 1000;
    expect(wait).toBeGreaterThanOrEqual(first.pollIntervalSeconds * (1 - JITTER_SHARE) - 1);
    expect(wait).toBeLessThanOrEqual(first.pollIntervalSeconds * (1 + JITTER_SHARE) + 1);
    expect(first).toMatchObject({ fetchCount: 1, lastSuccessAt: clock.now, failingSince: null });

    // Nothing is due a minute later: no fetch, and no pass is recorded for an empty tick.
    const passes = (await handle.db.select().from(ingestRuns)).length;
    clock.now = new Date(clock.now.getTime() + 60_000);
    await tick(scheduler);
    expect(Object.fromEntries(publisher.requests)).toEqual({ '/busy.xml': 1 });
    expect(await handle.db.select().from(ingestRuns)).toHaveLength(passes);

    // At its time it is read again (unchanged: 304), the other one still not.
    clock.now = first.nextFetchAt!;
    await tick(scheduler);
    expect(Object.fromEntries(publisher.requests)).toEqual({ '/busy.xml': 2 });
    expect(await sourceRow(due!.id)).toMatchObject({
      fetchCount: 2,
      notModifiedCount: 1,
      lastStatus: 'not-modified',
    });
    expect((await sourceRow(notDue!.id)).fetchCount).toBe(0);
    await handle.db.update(sources).set({ enabled: false });
  });

  it('backs a dead feed off, doubling up to a day, and disables it after three days of failing', async () => {
    const [dead] = await handle.db
      .insert(sources)
      // Port 1 on 127.0.0.1 refuses every connection.
      .values({ name: 'Gone Weekly', feedUrl: 'http://127.0.0.1:1/feed.xml', language: 'en', country: 'GB' })
      .returning({ id: sources.id });
    const scheduler = runner();
    const started = clock.now;
    const waits: number[] = [];
    let row = await sourceRow(dead!.id);
    for (let fetches = 0; row.enabled && fetches < 20; fetches++) {
      await tick(scheduler);
      row = await sourceRow(dead!.id);
      const [pass] = await handle.db.select().from(ingestRuns).orderBy(desc(ingestRuns.id)).limit(1);
      // A pass whose only source failed says so.
      expect(pass).toMatchObject({
        feeds: 1,
        feedsFailed: 1,
        status: 'failed',
        error: 'every source failed',
      });
      if (!row.enabled) break;
      waits.push((row.nextFetchAt!.getTime() - clock.now.getTime()) / 1000);
      // Not due a moment before its time; due at it.
      clock.now = new Date(row.nextFetchAt!.getTime() - 1000);
      expect(scheduler.pollDueSources()).toBe(true);
      await scheduler.settle();
      expect((await sourceRow(dead!.id)).fetchCount).toBe(row.fetchCount);
      clock.now = row.nextFetchAt!;
    }
    // 15 minutes (the interval of a source with no history), doubled each time, up to a day.
    waits.forEach((seconds, i) => {
      const expected = Math.min(900 * 2 ** i, MAX_BACKOFF_SECONDS);
      expect(seconds).toBeGreaterThanOrEqual(expected * (1 - JITTER_SHARE) - 1);
      expect(seconds).toBeLessThanOrEqual(expected * (1 + JITTER_SHARE) + 1);
    });
    expect(
      waits.filter((seconds) => seconds > MAX_BACKOFF_SECONDS * (1 - JITTER_SHARE)).length,
    ).toBeGreaterThan(0);
    expect(row.enabled).toBe(false);
    expect(clock.now.getTime() - started.getTime()).toBeGreaterThanOrEqual(3 * 24 * HOUR);
    expect(clock.now.getTime() - started.getTime()).toBeLessThan(5 * 24 * HOUR);
    expect(row).toMatchObject({ failingSince: started, failureCount: waits.length + 1, lastSuccessAt: null });
    expect(row.disabledReason).toBe(
      `Failed for 3 days with no success (${waits.length + 1} fetches in a row, since ${started.toISOString()}); last error: network: 127.0.0.1:1: ECONNREFUSED`,
    );
    // Disabled, it is never claimed again.
    clock.now = new Date(clock.now.getTime() + 7 * 24 * HOUR);
    await tick(scheduler);
    expect((await sourceRow(dead!.id)).fetchCount).toBe(row.fetchCount);

    // An editor enables it again: a fresh start, read at the next tick, one failure since.
    await setSourceEnabled(handle.db, dead!.id, true);
    await tick(scheduler);
    expect(await sourceRow(dead!.id)).toMatchObject({
      enabled: true,
      disabledReason: null,
      failingSince: clock.now,
      consecutiveFailures: 1,
      fetchCount: row.fetchCount + 1,
    });
  }, 60_000);
});
