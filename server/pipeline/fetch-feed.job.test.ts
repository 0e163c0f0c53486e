import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { feedItems, sources } from '../db/schema.ts';
import type { JobQueue } from '../jobs/define-job.ts';
import { createLogger } from '../logger.ts';
import { fetchFeedJob } from './fetch-feed.job.ts';
import { isPublicAddress } from './fetch/is-public-address.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { ACTIVE_MAX_POLL_INTERVAL_SECONDS } from './schedule/poll-schedule.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { createPipelineContext } from './run-pipeline.ts';
import { RunTally } from './run-tally.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const LATER = new Date('2026-11-24T18:00:00Z');
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('the fetch-feed job on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: FeedServer;
  let fetch: ReturnType<typeof createSafeFetch>;
  /** The item ids each fetch sent to read-page. */
  let readPageSent: number[] = [];
  /** When set, sending fails: an attempt stopped after storing its items, before sending them. */
  let sendingFails = false;

  const queue: JobQueue = {
    send(name, data) {
      if (sendingFails) return Promise.reject(new Error('the worker stopped'));
      if (name === 'read-page') readPageSent.push((data as { itemId: number }).itemId);
      return Promise.resolve(true);
    },
  };

  /** Runs the job once for a source at a time on the clock, with the settings' maximum age in days. */
  const fetchFeed = async (sourceId: number, at: Date, maxAgeDays = 0, attempt = 1) => {
    readPageSent = [];
    const context = createPipelineContext(
      {
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        now: () => at,
        settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays },
      },
      queue,
      new RunTally(handle.db, null),
    );
    await fetchFeedJob.run({ sourceId }, context, { number: attempt, isLast: true });
  };

  const addSource = async (name: string, path: string, language = 'en') => {
    const [row] = await handle.db
      .insert(sources)
      .values({ name, feedUrl: `${server.origin}${path}`, language, country: 'GB' })
      .returning({ id: sources.id });
    return row!.id;
  };

  const itemsOf = (sourceId: number) =>
    handle.db
      .select({
        id: feedItems.id,
        url: feedItems.url,
        title: feedItems.title,
        state: feedItems.state,
        heldReason: feedItems.heldReason,
        publishedAt: feedItems.publishedAt,
      })
      .from(feedItems)
      .where(eq(feedItems.sourceId, sourceId))
      .orderBy(asc(feedItems.id));

  const subtitle = (n: number) => `${server.origin}/quirks/subtitles/${n}`;
  const welsh = () => `${server.origin}/quirks/subtitles/welsh`;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await startFeedServer({ now: NOW });
    fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0 (+http://localhost/en/about)',
      timeoutMs: 2000,
      maxRedirects: 3,
      isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
    });
  }, 60_000);

  afterAll(async () => {
    await fetch?.close();
    await server?.close();
    await handle?.close();
  });

  it('holds the undated items of a first read as old news and dates a later fetch’s new ones when seen', async () => {
    const id = await addSource('Subtitle Shelf', '/quirks/undated.xml?items=2');
    await fetchFeed(id, NOW);

    const first = await itemsOf(id);
    expect(first.map(({ id: _, title: __, ...row }) => row)).toEqual([
      // Its own date: neither held nor moved.
      { url: welsh(), state: 'new', heldReason: null, publishedAt: new Date(NOW.getTime() - 3 * HOUR) },
      // No date: the feed's own (two days old), held back as undated; their pages are still read.
      {
        url: subtitle(1),
        state: 'new',
        heldReason: 'undated',
        publishedAt: new Date(NOW.getTime() - 48 * HOUR),
      },
      {
        url: subtitle(2),
        state: 'new',
        heldReason: 'undated',
        publishedAt: new Date(NOW.getTime() - 48 * HOUR),
      },
    ]);
    expect(readPageSent.sort()).toEqual(first.map((item) => item.id).sort());
    const [source] = await handle.db.select().from(sources).where(eq(sources.id, id));
    expect(source).toMatchObject({ lastStatus: 'ok', itemsSeen: 3 });

    // The listing gains an undated item: it appeared since the first read, so it is as new as this fetch.
    await handle.db
      .update(sources)
      .set({ feedUrl: `${server.origin}/quirks/undated.xml?items=3` })
      .where(eq(sources.id, id));
    await fetchFeed(id, LATER);

    const second = await itemsOf(id);
    expect(second.slice(0, 3)).toEqual(first);
    expect(
      second
        .slice(3)
        .map(({ url, state, heldReason, publishedAt }) => ({ url, state, heldReason, publishedAt })),
    ).toEqual([{ url: subtitle(3), state: 'new', heldReason: null, publishedAt: LATER }]);
    expect(readPageSent).toEqual([second[3]!.id]);
  });

  it('sends on a retry the items an attempt stored but did not send, though the feed has nothing new', async () => {
    const id = await addSource('Harbour Daily', '/newsroom/harbour-daily.xml');
    sendingFails = true;
    try {
      await expect(fetchFeed(id, NOW)).rejects.toThrow('the worker stopped');
    } finally {
      sendingFails = false;
    }
    const stored = await itemsOf(id);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((item) => item.state === 'new')).toBe(true);
    expect(readPageSent).toEqual([]);

    // The same fetch as a first attempt sends nothing: the items are no longer new to the feed.
    await fetchFeed(id, LATER);
    expect(readPageSent).toEqual([]);
    // Its retry sends each stored item that was never read.
    await fetchFeed(id, LATER, 0, 2);
    expect(readPageSent.sort()).toEqual(stored.map((item) => item.id).sort());
  });

  it('counts a first read that failed as no read at all', async () => {
    const id = await addSource('Subtitle Shelf (moved)', '/fail/404');
    await fetchFeed(id, NOW);
    expect(await itemsOf(id)).toEqual([]);
    const [failed] = await handle.db.select().from(sources).where(eq(sources.id, id));
    expect(failed!.lastStatus).toBe('failed');

    await handle.db
      .update(sources)
      .set({ feedUrl: `${server.origin}/quirks/undated.xml?items=4&after=failure` })
      .where(eq(sources.id, id));
    await fetchFeed(id, LATER);
    const items = await itemsOf(id);
    // The URLs are those of the first test's source, already stored: nothing is stored twice.
    expect(items.map((item) => item.url)).toEqual([subtitle(4)]);
    expect(items[0]).toMatchObject({
      heldReason: 'undated',
      publishedAt: new Date(NOW.getTime() - 48 * HOUR),
    });
  });

  it('remembers an undated item too old by its feed’s date as skipped, so no later fetch takes it for new', async () => {
    await handle.db.delete(feedItems);
    const id = await addSource('Subtitle Shelf (old)', '/quirks/undated.xml?items=2&age=1');
    await fetchFeed(id, NOW, 1);
    const first = await itemsOf(id);
    expect(first.map(({ url, state, heldReason }) => ({ url, state, heldReason }))).toEqual([
      { url: welsh(), state: 'new', heldReason: null },
      { url: subtitle(1), state: 'skipped', heldReason: null },
      { url: subtitle(2), state: 'skipped', heldReason: null },
    ]);
    // Skipped items have no page to read.
    expect(readPageSent).toEqual([first[0]!.id]);

    await handle.db
      .update(sources)
      .set({ feedUrl: `${server.origin}/quirks/undated.xml?items=3&age=1` })
      .where(eq(sources.id, id));
    await fetchFeed(id, LATER, 1);
    const second = await itemsOf(id);
    expect(second.slice(0, 3)).toEqual(first);
    expect(second[3]).toMatchObject({ url: subtitle(3), state: 'new', heldReason: null, publishedAt: LATER });
  });

  it('resolves an Atom feed’s relative links against its URL after redirects and xml:base', async () => {
    const id = await addSource('Island Ferries', '/quirks/relative');
    await fetchFeed(id, NOW);
    expect((await itemsOf(id)).map((item) => item.url)).toEqual([
      `${server.origin}/quirks/2026/11/winter-timetable`,
      `${server.origin}/quirks/feeds/winter-fares.html`,
      `${server.origin}/quirks/archive/harbour-works.html`,
    ]);
  });

  it('reads a feed whose prolog names UTF-16 over UTF-8 bytes', async () => {
    const id = await addSource('Kıyı Gazetesi', '/quirks/utf-16-declared.xml', 'tr');
    await fetchFeed(id, NOW);
    expect((await itemsOf(id)).map((item) => item.title)).toEqual([
      'Feribot seferleri kış tarifesine geçiyor',
    ]);
  });
});

/**
 * A publisher on 127.0.0.1 that tells how to poll it: /limited answers 503 with Retry-After, /cached a feed
 * with Cache-Control max-age and <ttl>, /moved and /moved-again move for good (301) to /feed.xml.
 */
async function startPollingPublisher(now: Date) {
  const items = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(now.getTime() - i * 20 * 60_000);
    return `<item><title>Tide table ${i}</title><link>http://127.0.0.1/tides/${i}</link><description>High and low water at the harbour mouth for the coming days.</description><pubDate>${date.toUTCString()}</pubDate></item>`;
  });
  const feed = (ttl: string) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>Tide Tables</title><link>http://127.0.0.1/</link>${ttl}${items.join('')}</channel></rss>`;
  const server = http.createServer((req, res) => {
    switch (req.url) {
      case '/limited':
        return void res.writeHead(503, { 'retry-after': '7200' }).end('busy');
      case '/cached':
        return void res
          .writeHead(200, { 'content-type': 'application/rss+xml', 'cache-control': 'max-age=1800' })
          .end(feed('<ttl>90</ttl>'));
      case '/moved':
      case '/moved-again':
        return void res.writeHead(301, { location: '/feed.xml' }).end();
      case '/feed.xml':
        return void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed(''));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())('the fetch-feed job sets the next fetch on %s', (kind) => {
  let handle: DatabaseHandle;
  let publisher: Awaited<ReturnType<typeof startPollingPublisher>>;
  const fetch = createSafeFetch({
    userAgent: 'TidingsTest/1.0',
    timeoutMs: 2000,
    maxRedirects: 3,
    isAddressAllowed: (address) => address === '127.0.0.1',
  });
  const quiet: JobQueue = { send: () => Promise.resolve(true) };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    publisher = await startPollingPublisher(NOW);
  }, 60_000);
  afterAll(async () => {
    await fetch.close();
    await publisher?.close();
    await handle?.close();
  });

  const fetchFeed = async (sourceId: number) => {
    const context = createPipelineContext(
      {
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        now: () => NOW,
        settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0 },
      },
      quiet,
      new RunTally(handle.db, null),
    );
    await fetchFeedJob.run({ sourceId }, context, { number: 1, isLast: false });
    return (await handle.db.select().from(sources).where(eq(sources.id, sourceId)))[0]!;
  };
  const addSource = async (name: string, path: string) => {
    const [row] = await handle.db
      .insert(sources)
      .values({ name, feedUrl: `${publisher.origin}${path}`, language: 'en', country: 'GB' })
      .returning({ id: sources.id });
    return row!.id;
  };
  const secondsAfterNow = (date: Date | null) => (date!.getTime() - NOW.getTime()) / 1000;

  it('waits as long as a 503’s Retry-After asks, counting the failure, without trying again at once', async () => {
    const source = await fetchFeed(await addSource('Busy Port', '/limited'));
    expect(secondsAfterNow(source.nextFetchAt)).toBe(7200);
    expect(source).toMatchObject({
      lastStatus: 'failed',
      failingSince: NOW,
      fetchCount: 1,
      failureCount: 1,
      consecutiveFailures: 1,
      enabled: true,
    });
  });

  it('reads a feed that publishes actively no later than the active maximum, whatever its max-age and <ttl> say', async () => {
    const source = await fetchFeed(await addSource('Tide Tables', '/cached'));
    // An item every 20 minutes calls for about 10; the feed's <ttl> says 90 minutes and its max-age 30, which
    // hold an active feed back for 15 minutes at most (poll-schedule.ts): its next item must not wait longer.
    expect(source.pollIntervalSeconds).toBeLessThanOrEqual(10 * 60);
    expect(secondsAfterNow(source.nextFetchAt)).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(source).toMatchObject({ lastStatus: 'ok', lastSuccessAt: NOW, fetchCount: 1, failureCount: 0 });
  });

  it('follows a permanent redirect to the new feed URL, and disables a duplicate of the source that has it', async () => {
    const moved = await fetchFeed(await addSource('Harbour Tides', '/moved'));
    expect(moved).toMatchObject({ feedUrl: `${publisher.origin}/feed.xml`, enabled: true, lastStatus: 'ok' });

    const duplicate = await fetchFeed(await addSource('Harbour Tides (old address)', '/moved-again'));
    expect(duplicate).toMatchObject({
      feedUrl: `${publisher.origin}/moved-again`,
      enabled: false,
      disabledReason: `Duplicate of source ${moved.id} (Harbour Tides): its feed moved permanently to ${publisher.origin}/feed.xml, which that source reads`,
      fetchCount: 1,
    });
  });
});
