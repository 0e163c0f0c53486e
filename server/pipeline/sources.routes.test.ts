import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, adminJsonHeaders, createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { PipelineControl } from './pipeline-runner.ts';
import type { Source, SourcesOverview } from '#common/contracts/sources.ts';
import { seedSourceCatalog, SOURCE_CATALOG } from './sources/seed-source-catalog.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { feedItems, sources } from '../db/schema.ts';
import { eq } from 'drizzle-orm';
import { deadPort, startPublisher } from '#tests/helpers/source-feeds.ts';
import { testFeedFetch } from '#tests/helpers/test-feed-fetch.ts';

describe.each(testDatabaseKinds())('sources API on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const started: Array<number[] | undefined> = [];
  let running = false;
  const pipeline: PipelineControl = {
    start: (_trigger, sourceIds) => {
      if (running) return false;
      started.push(sourceIds);
      return true;
    },
    isRunning: () => running,
    intervalMinutes: 15,
    modelConfigured: false,
    translateMissing: () => false,
    isTranslating: () => false,
  };

  let publisher: Awaited<ReturnType<typeof startPublisher>>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    publisher = await startPublisher();
    body.feedUrl = `${publisher.origin}/feed.xml`;
    app = createTestApp(handle.db, { pipeline, feedFetch: testFeedFetch });
  });
  afterAll(async () => {
    await publisher.close();
    await handle.close();
  });

  const body = {
    name: '  Lakeside Courier ',
    // The publisher's address, once it listens.
    feedUrl: '',
    siteUrl: '',
    language: 'detect',
    country: 'nz',
    trustLevel: 'medium',
    accessType: 'free',
  };

  it('seeds the catalog once: at least 60 publishers in all 11 languages', async () => {
    expect(SOURCE_CATALOG.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SOURCE_CATALOG.map((s) => s.language)).size).toBe(11);
    expect(await seedSourceCatalog(handle.db)).toBe(SOURCE_CATALOG.length);
    expect(await seedSourceCatalog(handle.db)).toBe(0);
    // Section feeds say what they are about; a catalog row seeded before sections existed gets its section.
    const sportsFeed = SOURCE_CATALOG.find((s) => s.section === 'sports')!;
    await handle.db.update(sources).set({ section: null }).where(eq(sources.feedUrl, sportsFeed.feedUrl));
    expect(await seedSourceCatalog(handle.db)).toBe(0);
    const [row] = await handle.db.select().from(sources).where(eq(sources.feedUrl, sportsFeed.feedUrl));
    expect(row!.section).toBe('sports');
    const [general] = await handle.db
      .select()
      .from(sources)
      .where(eq(sources.feedUrl, 'http://feeds.bbci.co.uk/news/rss.xml'));
    expect(general!.section).toBeNull();
  });

  it('needs the admin for every call', async () => {
    expect((await app.request('/api/admin/sources')).status).toBe(401);
    const anonymous = { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' };
    for (const [path, payload] of [
      ['/api/admin/ingest', {}],
      ['/api/admin/sources', body],
    ] as const) {
      const response = await app.request(path, {
        method: 'POST',
        headers: anonymous,
        body: JSON.stringify(payload),
      });
      expect(response.status, path).toBe(401);
    }
  });

  it('adds, edits, disables and lists a source', async () => {
    const created = await app.request('/api/admin/sources', {
      method: 'POST',
      headers: adminJsonHeaders(),
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    const source = (await created.json()) as Source;
    expect(source).toMatchObject({
      name: 'Lakeside Courier',
      country: 'NZ',
      siteUrl: null,
      section: null,
      enabled: true,
      origin: 'editor',
      lastStatus: null,
    });

    const edited = await app.request(`/api/admin/sources/${source.id}`, {
      method: 'PUT',
      headers: adminJsonHeaders(),
      body: JSON.stringify({
        ...body,
        name: 'Lakeside Courier (NZ)',
        language: 'en',
        trustLevel: 'high',
        section: 'sports',
      }),
    });
    expect(await edited.json()).toMatchObject({
      name: 'Lakeside Courier (NZ)',
      language: 'en',
      trustLevel: 'high',
      section: 'sports',
    });

    const disabled = await app.request(`/api/admin/sources/${source.id}`, {
      method: 'PATCH',
      headers: adminJsonHeaders(),
      body: JSON.stringify({ enabled: false }),
    });
    expect(await disabled.json()).toMatchObject({ enabled: false });

    const overview = (await (
      await app.request('/api/admin/sources', { headers: { Authorization: adminAuthHeader() } })
    ).json()) as SourcesOverview;
    expect(overview.sources.find((s) => s.id === source.id)).toMatchObject({ enabled: false, stories: 0 });
    expect(overview).toMatchObject({
      passRunning: false,
      intervalMinutes: 15,
      runs: [],
      items: { new: 0, read: 0, clustered: 0, held: 0, skipped: 0, failed: 0 },
    });
  });

  it('refuses bad input with a clear error and keeps what was there', async () => {
    const bad = async (patch: Record<string, unknown>) =>
      app.request('/api/admin/sources', {
        method: 'POST',
        headers: adminJsonHeaders(),
        body: JSON.stringify({ ...body, feedUrl: 'https://other.example/rss', ...patch }),
      });
    for (const patch of [
      { feedUrl: 'file:///etc/passwd' },
      { feedUrl: 'not a url' },
      { language: 'xx' },
      { country: 'Korea' },
      { country: 'KO' },
      { name: '' },
      { trustLevel: 'great' },
      { section: 'business' },
    ]) {
      const response = await bad(patch);
      expect(response.status, JSON.stringify(patch)).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    const duplicate = await app.request('/api/admin/sources', {
      method: 'POST',
      headers: adminJsonHeaders(),
      body: JSON.stringify(body),
    });
    expect(duplicate.status).toBe(409);
    expect(
      (
        await app.request('/api/admin/sources/99999', {
          method: 'PATCH',
          headers: adminJsonHeaders(),
          body: JSON.stringify({ enabled: true }),
        })
      ).status,
    ).toBe(404);
  });

  it('starts a pass for one source or for all, and answers 409 while one runs', async () => {
    const overview = (await (
      await app.request('/api/admin/sources', { headers: { Authorization: adminAuthHeader() } })
    ).json()) as SourcesOverview;
    const id = overview.sources[0]!.id;
    const one = await app.request(`/api/admin/sources/${id}/fetch`, {
      method: 'POST',
      headers: adminJsonHeaders(),
    });
    expect(one.status).toBe(202);
    const all = await app.request('/api/admin/ingest', { method: 'POST', headers: adminJsonHeaders() });
    expect(all.status).toBe(202);
    expect(started).toEqual([[id], undefined]);
    running = true;
    const busy = await app.request('/api/admin/ingest', { method: 'POST', headers: adminJsonHeaders() });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ error: 'conflict', message: 'A pass is already running' });
    running = false;
    expect(
      (await app.request('/api/admin/sources/99999/fetch', { method: 'POST', headers: adminJsonHeaders() }))
        .status,
    ).toBe(404);
  });

  const save = (payload: Record<string, unknown>, id?: number) =>
    app.request(id === undefined ? '/api/admin/sources' : `/api/admin/sources/${id}`, {
      method: id === undefined ? 'POST' : 'PUT',
      headers: adminJsonHeaders(),
      body: JSON.stringify({ ...body, ...payload }),
    });

  it('fetches a new feed once first and refuses, on the feed field, what is no working feed', async () => {
    const refusals: Array<[string, RegExp]> = [
      [`http://127.0.0.1:${await deadPort()}/feed.xml`, /연결할 수 없습니다.*ECONNREFUSED/],
      [`${publisher.origin}/`, /웹페이지입니다/],
      [`${publisher.origin}/bomb.xml`, /너무 큽니다/],
      [`${publisher.origin}/huge.xml`, /너무 큽니다/],
      [`${publisher.origin}/missing.xml`, /HTTP 404/],
      ['http://169.254.169.254/latest/meta-data/', /메타데이터/],
    ];
    for (const [feedUrl, reason] of refusals) {
      const response = await save({ name: 'Refused', feedUrl });
      expect(response.status, feedUrl).toBe(422);
      const error = (await response.json()) as { error: string; message: string; field: string };
      expect(error, feedUrl).toMatchObject({ error: 'unprocessable', field: 'feedUrl' });
      expect(error.message, feedUrl).toMatch(reason);
    }
    const rows = await handle.db
      .select({ name: sources.name })
      .from(sources)
      .where(eq(sources.name, 'Refused'));
    expect(rows).toEqual([]);
  });

  it('refuses a feed another source reads under another host name, and stores a moved feed at its new address', async () => {
    // /feed.xml is a source since the test that adds one; localhost/alias.xml redirects to it.
    const alias = await save({
      name: 'Courier alias',
      feedUrl: `http://localhost:${publisher.port}/alias.xml`,
    });
    expect(alias.status).toBe(409);
    expect(await alias.json()).toMatchObject({
      error: 'conflict',
      field: 'feedUrl',
      message: expect.stringContaining('Lakeside Courier (NZ)'),
    });
    // The same URL written another way is the same feed.
    const written = await save({
      name: 'Courier again',
      feedUrl: `${publisher.origin.toUpperCase()}/feed.xml#latest`,
    });
    expect(written.status).toBe(409);

    const moved = await save({ name: 'Courier moved', feedUrl: `${publisher.origin}/old-home.xml` });
    expect(moved.status).toBe(201);
    const source = (await moved.json()) as Source;
    expect(source.feedUrl).toBe(`${publisher.origin}/new-home.xml`);

    // Editing: a new feed URL is checked; an unchanged one is not fetched again. A new feed starts afresh.
    await handle.db
      .update(sources)
      .set({
        failingSince: new Date('2026-11-20T00:00:00Z'),
        disabledReason: 'failing for 7 days',
        nextFetchAt: new Date('2026-12-01T00:00:00Z'),
        consecutiveFailures: 40,
      })
      .where(eq(sources.id, source.id));
    const toPage = await save({ name: 'Courier moved', feedUrl: `${publisher.origin}/` }, source.id);
    expect(toPage.status).toBe(422);
    const toSports = await save(
      { name: 'Courier sports', feedUrl: `${publisher.origin}/sports.xml` },
      source.id,
    );
    expect(await toSports.json()).toMatchObject({
      name: 'Courier sports',
      feedUrl: `${publisher.origin}/sports.xml`,
    });
    const [afresh] = await handle.db.select().from(sources).where(eq(sources.id, source.id));
    expect(afresh).toMatchObject({
      failingSince: null,
      disabledReason: null,
      nextFetchAt: null,
      consecutiveFailures: 0,
    });
    const onItself = await save(
      { name: 'Courier: sports', feedUrl: `${publisher.origin}/sports.xml` },
      source.id,
    );
    expect(onItself.status).toBe(200);
    const toOther = await save(
      { name: 'Courier: sports', feedUrl: `http://localhost:${publisher.port}/alias.xml` },
      source.id,
    );
    expect(toOther.status).toBe(409);
  });

  it('refuses a feed whose items are mostly those of another source (the same feed under another host name, no redirect)', async () => {
    // A wire on 127.0.0.1 with six stories in its feed; its section feed repeats two of them.
    const story = (n: number) =>
      `<item><title>Story ${n}</title><link>https://wire.example/story-${n}?utm_source=rss</link></item>`;
    const feed = (title: string, stories: number[]) =>
      `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>https://wire.example/</link>${stories.map(story).join('')}</channel></rss>`;
    const wire = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      res.end(
        req.url === '/section.xml'
          ? feed('Wire: business', [1, 2, 7, 8, 9, 10])
          : feed('Wire', [1, 2, 3, 4, 5, 6]),
      );
    });
    await new Promise<void>((resolve) => wire.listen(0, '127.0.0.1', resolve));
    const port = (wire.address() as AddressInfo).port;
    try {
      const added = await save({ name: 'Harbour Wire', feedUrl: `http://127.0.0.1:${port}/wire.xml` });
      expect(added.status).toBe(201);
      const source = (await added.json()) as Source;
      // Its first pass stored its items, by their canonical links.
      await handle.db.insert(feedItems).values(
        [1, 2, 3, 4, 5, 6].map((n) => ({
          sourceId: source.id,
          url: `https://wire.example/story-${n}`,
          title: `Story ${n}`,
          feedText: '',
          publishedAt: new Date(),
        })),
      );

      const sameFeed = await save({ name: 'Wire again', feedUrl: `http://localhost:${port}/wire.xml` });
      expect(sameFeed.status).toBe(409);
      expect(await sameFeed.json()).toMatchObject({
        error: 'conflict',
        field: 'feedUrl',
        message: expect.stringMatching(
          new RegExp(`Harbour Wire.*\\(http://127\\.0\\.0\\.1:${port}/wire\\.xml\\)`),
        ),
      });
      // Two shared stories of six are a section of the same publisher, not the same feed.
      const section = await save({ name: 'Wire business', feedUrl: `http://localhost:${port}/section.xml` });
      expect(section.status).toBe(201);
      // A disabled source's items do not keep its feed from being added again elsewhere.
      await handle.db.update(sources).set({ enabled: false }).where(eq(sources.id, source.id));
      expect((await save({ name: 'Wire again', feedUrl: `http://localhost:${port}/wire.xml` })).status).toBe(
        201,
      );
    } finally {
      await new Promise<void>((resolve) => wire.close(() => resolve()));
    }
  });
});
