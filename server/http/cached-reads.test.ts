import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../db/client.ts';
import { articleTranslations, sources } from '../db/schema.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminJsonHeaders, createCachedTestApp, createTestApp } from '#tests/helpers/test-app.ts';
import {
  insertArticle,
  insertReports,
  makeCreatePayload,
  makePng,
  toDataUrl,
} from '#tests/helpers/factories.ts';
import type { Article, ArticleDetail } from '#common/contracts/article.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResponseCache } from '../cache/response-cache.ts';
import { cacheKey, PUBLIC_READ_CACHE_CONTROL, serveCachedAnswer } from './cached-reads.ts';

type CachedApp = Awaited<ReturnType<typeof createCachedTestApp>>;

describe.each(testDatabaseKinds())('cached public reads on %s', (kind) => {
  let handle: DatabaseHandle;
  let served: CachedApp;
  const get = (path: string, headers: Record<string, string> = {}) => served.app.request(path, { headers });
  const write = (method: string, path: string, body: unknown) =>
    served.app.request(path, { method, headers: adminJsonHeaders(), body: JSON.stringify(body) });
  /** Resolves once the stale answer a read found has been drawn again, behind it. */
  const drawnAgain = async (path: string) => {
    const key = cacheKey(`http://h${path}`);
    do await new Promise((resolve) => setImmediate(resolve));
    while (served.cache.isDrawing(key));
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    served = await createCachedTestApp(handle);
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  it('draws an answer once, then serves it compressed, with a validator and shared-cache headers', async () => {
    await insertArticle(handle.db, { slug: 'cached-first' });
    // Written straight to the database: its change arrives by notification, which on PostgreSQL may come after
    // the first answer is drawn and mark it stale. The tests read once the changes written so far have arrived.
    await served.feed.settle();
    const first = await get('/api/news?language=en&limit=6', { 'Accept-Encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    // The same query in another order is the same answer.
    const again = await get('/api/news?limit=6&language=en', { 'Accept-Encoding': 'br' });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(etag);

    const notModified = await get('/api/news?language=en&limit=6', { 'If-None-Match': `W/${etag}` });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
  });

  it('keeps a compressed answer without its plain form, and unpacks it for a reader who takes none', async () => {
    for (let i = 0; i < 12; i++) await insertArticle(handle.db, { slug: `kept-compressed-${i}` });
    await served.feed.settle();
    const path = '/api/news?language=en&limit=12&category=world';
    const drawn = await get(path, { 'Accept-Encoding': 'br' });
    expect(drawn.headers.get('x-cache')).toBe('MISS');
    const plain = zlib.brotliDecompressSync(Buffer.from(await drawn.arrayBuffer()));
    expect(plain.length).toBeGreaterThan(1024);
    const kept = served.cache.lookup(cacheKey(`http://h${path}`))!.answer;
    expect(kept.identity.length).toBe(0);
    expect(zlib.gunzipSync(kept.gzip).equals(plain)).toBe(true);

    const uncompressed = await get(path);
    expect(uncompressed.headers.get('x-cache')).toBe('HIT');
    expect(uncompressed.headers.get('content-encoding')).toBeNull();
    expect(uncompressed.headers.get('content-length')).toBe(String(plain.length));
    expect(Buffer.from(await uncompressed.arrayBuffer()).equals(plain)).toBe(true);
  });

  it('clears the answers that show an edited article, and only those', async () => {
    const a = await insertArticle(handle.db, { slug: 'edit-me', category: 'science' });
    await insertArticle(handle.db, { slug: 'leave-me', category: 'science' });
    await served.feed.settle();
    for (const path of ['/api/news/edit-me', '/api/news/leave-me']) {
      expect((await get(path)).status).toBe(200);
      expect((await get(path)).headers.get('x-cache')).toBe('HIT');
    }
    const body = makeCreatePayload({ slug: 'edit-me', category: 'science' });
    body.translations = [{ language: 'en', title: 'A corrected headline', summary: 'S.', content: 'C.' }];
    expect((await write('PUT', `/api/news/${a.id}`, body)).status).toBe(200);

    const edited = await get('/api/news/edit-me');
    expect(edited.headers.get('x-cache')).toBe('MISS');
    expect(((await edited.json()) as ArticleDetail).translations[0]?.title).toBe('A corrected headline');
    // The other article is not touched by the edit.
    expect((await get('/api/news/leave-me')).headers.get('x-cache')).toBe('HIT');
  });

  it('clears the breaking lists when an article becomes breaking, and every list when one is added', async () => {
    const article = await insertArticle(handle.db, { slug: 'soon-breaking' });
    await served.feed.settle();
    await get('/api/news/breaking?language=en');
    await get('/api/news?language=en');
    expect((await get('/api/news/breaking?language=en')).headers.get('x-cache')).toBe('HIT');
    const patched = await write('PATCH', `/api/news/${article.id}`, { article: { isBreaking: true } });
    expect(patched.status).toBe(200);
    const breaking = (await (await get('/api/news/breaking?language=en')).json()) as Article[];
    expect(breaking.map((b) => b.slug)).toContain('soon-breaking');

    expect((await get('/api/news?language=en')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/api/news?language=en')).headers.get('x-cache')).toBe('HIT');
    const created = await write('POST', '/api/news', makeCreatePayload({ slug: 'brand-new' }));
    expect(created.status).toBe(201);
    const list = (await (await get('/api/news?language=en')).json()) as Article[];
    expect(list.map((b) => b.slug)).toContain('brand-new');
  });

  it('serves a change written straight to the database, as the pipeline writes it, behind the stale answer', async () => {
    const article = await insertArticle(handle.db, {
      slug: 'pipeline-story',
      translations: [{ language: 'en', title: 'First draft' }],
    });
    await served.feed.settle();
    const titleOf = async (res: Response) => ((await res.json()) as ArticleDetail).translations[0]?.title;
    await get('/api/news/pipeline-story');
    await get('/api/archive?language=en');
    expect((await get('/api/news/pipeline-story')).headers.get('x-cache')).toBe('HIT');
    await handle.db
      .update(articleTranslations)
      .set({ title: 'Written by the newsroom' })
      .where(eq(articleTranslations.articleId, article.id));
    await served.feed.settle();
    // No reader waits for the change: the first after it gets the answer as it was, and it is drawn again.
    const stale = await get('/api/news/pipeline-story');
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await titleOf(stale)).toBe('First draft');
    await drawnAgain('/api/news/pipeline-story');
    const fresh = await get('/api/news/pipeline-story');
    expect(fresh.headers.get('x-cache')).toBe('HIT');
    expect(await titleOf(fresh)).toBe('Written by the newsroom');
    // A new title changes no day's count: the archive stays as it was drawn.
    expect((await get('/api/archive?language=en')).headers.get('x-cache')).toBe('HIT');
  });

  it('keeps every answer when a source no story cites learns its name, and clears them once one does', async () => {
    const article = await insertArticle(handle.db, {
      slug: 'cited-publisher',
      translations: [{ language: 'en', title: 'A story with a report' }],
    });
    await insertReports(handle.db, article.id, [{ publisher: 'Cited Daily', language: 'en' }]);
    const [uncited] = await handle.db
      .insert(sources)
      .values({ name: '127.0.0.1', feedUrl: 'https://uncited.example/feed', language: 'en', country: 'US' })
      .returning({ id: sources.id });
    await served.feed.settle();
    await get('/api/news/cited-publisher');
    expect((await get('/api/news/cited-publisher')).headers.get('x-cache')).toBe('HIT');
    // A pass's first fetch of a feed added from a list: its name and country, as the feed gives them.
    await handle.db
      .update(sources)
      .set({ name: 'Uncited Herald', country: 'GB' })
      .where(eq(sources.id, uncited!.id));
    await served.feed.settle();
    expect((await get('/api/news/cited-publisher')).headers.get('x-cache')).toBe('HIT');
    // A publisher whose report a story lists shows on that story's page: every answer is cleared.
    await handle.db.update(sources).set({ country: 'CA' }).where(eq(sources.name, 'Cited Daily'));
    await served.feed.settle();
    expect((await get('/api/news/cited-publisher')).headers.get('x-cache')).toBe('MISS');
  });

  it("clears at once what changes while an editor's write is under way, wherever it comes from", async () => {
    const article = await insertArticle(handle.db, {
      slug: 'written-during-an-edit',
      translations: [{ language: 'en', title: 'Before' }],
    });
    await get('/api/news/written-during-an-edit');
    await served.feed.editorWrite(async () => {
      await handle.db
        .update(articleTranslations)
        .set({ title: 'After' })
        .where(eq(articleTranslations.articleId, article.id));
      return true;
    });
    const read = await get('/api/news/written-during-an-edit');
    expect(read.headers.get('x-cache')).toBe('MISS');
    expect(((await read.json()) as ArticleDetail).translations[0]?.title).toBe('After');
  });

  it('never stores errors or private answers', async () => {
    expect((await get('/api/news/no-such-story')).status).toBe(404);
    expect((await get('/api/news/no-such-story')).headers.get('x-cache')).toBeNull();
    const admin = await served.app.request('/api/admin/articles', { headers: adminJsonHeaders() });
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(admin.headers.get('x-cache')).toBeNull();
  });

  it('keeps picture files in memory: the same bytes, immutable, without a database read each time', async () => {
    const created = await write(
      'POST',
      '/api/news',
      makeCreatePayload({ slug: 'with-picture', thumbnail: toDataUrl(await makePng(800, 450)) }),
    );
    const { thumbnailSmall } = (await created.json()) as Article;
    const first = await get(thumbnailSmall!);
    const again = await get(thumbnailSmall!);
    expect(first.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/webp');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });

  it('sends the same headers with the cache off, drawing every answer', async () => {
    const uncached = createTestApp(handle.db);
    const first = await uncached.request('/api/news?language=en');
    expect(first.headers.get('x-cache')).toBe('BYPASS');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL);
    const etag = first.headers.get('etag')!;
    const revalidated = await uncached.request('/api/news?language=en', {
      headers: { 'If-None-Match': etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it('compresses an answer drawn per request the way its reader prefers, Brotli before gzip', async () => {
    for (let i = 0; i < 12; i++) await insertArticle(handle.db, { slug: `uncached-encoding-${i}` });
    const uncached = createTestApp(handle.db);
    const plain = Buffer.from(await (await uncached.request('/api/news?language=en&limit=12')).arrayBuffer());
    expect(plain.length).toBeGreaterThan(1024);
    const decoders = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const res = await uncached.request('/api/news?language=en&limit=12', {
        headers: { 'Accept-Encoding': accepted },
      });
      expect(res.headers.get('content-encoding')).toBe(expected);
      expect(decoders[expected](Buffer.from(await res.arrayBuffer())).equals(plain)).toBe(true);
    }
  });
});

describe("the server's fast path for cached answers (serveCachedAnswer)", () => {
  it('serves a stale answer while it is drawn again, and leaves one nobody draws to the app', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * 1024, maxAgeMs: 60_000 });
    const body = Buffer.from('<p>en</p>');
    cache.store(
      '/en',
      {
        status: 200,
        headers: [],
        etag: '"e"',
        identity: body,
        gzip: Buffer.alloc(0),
        br: Buffer.alloc(0),
        tags: new Set(['lists']),
      },
      cache.generation,
    );
    const written: Array<Record<string, string>> = [];
    const serve = () =>
      serveCachedAnswer(
        cache,
        { method: 'GET', url: '/en', headers: {} } as IncomingMessage,
        {
          writeHead: (_status: number, headers: Record<string, string>) => written.push(headers),
          end: () => undefined,
        } as unknown as ServerResponse,
      );

    expect(serve()).toBe('HIT');
    cache.invalidate(['lists'], 'mark-stale');
    expect(serve()).toBeNull();
    let release!: () => void;
    const drawing = cache.revalidate('/en', () => new Promise((resolve) => (release = () => resolve(null))));
    expect(serve()).toBe('STALE');
    expect(written.map((headers) => headers['x-cache'])).toEqual(['HIT', 'STALE']);
    release();
    await drawing;
  });
});

// On PostgreSQL only (TEST_DATABASE_URL, as in CI): the embedded database belongs to one process.
const sharedServerKinds = testDatabaseKinds().filter((kind) => kind === 'postgres');

describe.each(sharedServerKinds)('two servers on one database on %s', () => {
  let handle: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let one: CachedApp;
  let two: CachedApp;

  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    second = await openPostgres(handle.url!);
    one = await createCachedTestApp(handle);
    two = await createCachedTestApp(second);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await second.close();
    await handle.close();
  });

  it('shows an edit made through one server on the other within a second', async () => {
    const article = await insertArticle(handle.db, { slug: 'shared-story' });
    await two.feed.settle();
    const read = async () => {
      const res = await two.app.request('/api/news/shared-story');
      return {
        cache: res.headers.get('x-cache'),
        title: ((await res.json()) as ArticleDetail).translations[0]?.title,
      };
    };
    await read();
    expect((await read()).cache).toBe('HIT');

    const body = makeCreatePayload({ slug: 'shared-story' });
    body.translations = [{ language: 'en', title: 'Edited on server one', summary: 'S.', content: 'C.' }];
    const edited = await one.app.request(`/api/news/${article.id}`, {
      method: 'PUT',
      headers: adminJsonHeaders(),
      body: JSON.stringify(body),
    });
    expect(edited.status).toBe(200);
    const answered = Date.now();
    let seen = await read();
    while (seen.title !== 'Edited on server one' && Date.now() - answered < 1000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await read();
    }
    expect(seen.title).toBe('Edited on server one');
    expect(Date.now() - answered).toBeLessThan(1000);
  });
});
