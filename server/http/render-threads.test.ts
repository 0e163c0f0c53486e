import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectCacheTags, recordArticlesShown } from '../cache/cache-tags.ts';
import { createLogger } from '../logger.ts';
import type { PageServices } from './page-services.ts';
import { RenderThreads } from './render-threads.ts';

const handlerModule = new URL('../../tests/helpers/fake-document-handler.ts', import.meta.url).href;

// The page services as the main thread answers them: the home page records what it shows, as the real reads do.
const services = {
  siteName: 'Tidings test',
  siteUrl: 'http://localhost',
  contactEmail: 'desk@tidings.example',
  analytics: null,
  listNews: async () => [],
  homePage: async () => {
    recordArticlesShown([7, 9]);
    return { articles: [{ id: 7 }, { id: 9 }], breaking: null, archiveDays: [] };
  },
  articlePage: async () => {
    throw new Error('The database is unavailable');
  },
  listArchiveDays: async () => [],
} as unknown as PageServices;

describe('drawing pages in render threads', () => {
  let threads: RenderThreads;
  let lastRequest = 0;
  const draw = (path: string, requestId = `request-${++lastRequest}`) =>
    threads.render(new Request(`http://localhost${path}`), requestId);
  // What the main thread logs, line by line.
  const logged: Record<string, unknown>[] = [];
  const logger = pino({ base: undefined }, { write: (line: string) => logged.push(JSON.parse(line)) });

  beforeAll(async () => {
    threads = await RenderThreads.start({
      threads: 2,
      handlerModule,
      buildEntry: 'unused',
      mode: 'production',
      site: { siteName: 'Tidings test', siteUrl: 'http://localhost', contactEmail: '', analytics: null },
      extraOrigins: [],
      services,
      logger,
      drawingTimeoutMs: 2_000,
    });
  });
  afterAll(() => threads.close());

  it("answers with the thread's drawing, its data read in the main thread in the request's context", async () => {
    const { result, tags } = await collectCacheTags(() => draw('/home'));
    expect(result.status).toBe(200);
    expect(result.headers.get('x-drawn-by')).toBe('thread');
    expect(await result.text()).toBe(
      '<p>Tidings test: {"articles":[{"id":7},{"id":9}],"breaking":null,"archiveDays":[]}</p>',
    );
    // What the main thread read for the drawing is recorded with the answer, so an edit clears it.
    expect([...tags].sort()).toEqual(['article:7', 'article:9']);
  });

  it('keeps the tags of drawings in flight together apart', async () => {
    const drawn = await Promise.all(Array.from({ length: 6 }, () => collectCacheTags(() => draw('/home'))));
    for (const { tags } of drawn) expect(tags.size).toBe(2);
  });

  it("logs what a drawing's loaders log in the main thread, with the request's id", async () => {
    expect(await (await draw('/logged', 'from-the-proxy')).text()).toBe('Logged');
    const line = logged.find((entry) => entry.msg === 'reading an article failed');
    expect(line).toMatchObject({
      level: 50,
      requestId: 'from-the-proxy',
      slug: 'a-story',
      err: { name: 'Error', message: 'The feed is late' },
    });
    expect((line?.err as { stack?: string }).stack).toContain('fake-document-handler');
  });

  it('passes answers without a body, and fails a drawing whose service failed with its message', async () => {
    const moved = await draw('/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/home');
    expect(moved.body).toBeNull();
    await expect(draw('/article')).rejects.toThrow('The database is unavailable');
  });

  it('gives up a drawing that never ends and replaces its thread; the others go on', async () => {
    const endless = draw('/endless');
    const meanwhile = draw('/home');
    await expect(endless).rejects.toThrow('took longer than 2 s');
    expect((await meanwhile).status).toBe(200);
    await expect.poll(async () => (await draw('/home').catch(() => null))?.status).toBe(200);
  });

  it('replaces a thread that stops, failing only what it was drawing', async () => {
    await expect(draw('/crash')).rejects.toThrow('stopped');
    await expect.poll(async () => (await draw('/home').catch(() => null))?.status).toBe(200);
  });

  it('refuses to draw once closed', async () => {
    const closing = await RenderThreads.start({
      threads: 1,
      handlerModule,
      buildEntry: 'unused',
      mode: 'production',
      site: { siteName: 'x', siteUrl: 'http://localhost', contactEmail: '', analytics: null },
      extraOrigins: [],
      services,
      logger: createLogger('silent'),
    });
    expect((await closing.render(new Request('http://localhost/home'), 'first')).status).toBe(200);
    await closing.close();
    await expect(closing.render(new Request('http://localhost/home'), 'second')).rejects.toThrow(
      'No page drawing thread',
    );
  });

  it('fails to start when its threads cannot load the drawing code', async () => {
    await expect(
      RenderThreads.start({
        threads: 1,
        handlerModule: new URL('./no-such-module.ts', import.meta.url).href,
        buildEntry: 'unused',
        mode: 'production',
        site: { siteName: 'x', siteUrl: 'http://localhost', contactEmail: '', analytics: null },
        extraOrigins: [],
        services,
        logger: createLogger('silent'),
      }),
    ).rejects.toThrow();
  });
});
