// @vitest-environment happy-dom
// The public site's API functions (news, archive, thumbnails, page views): the address each builds from its typed
// input, and ApiError when the API refuses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeReaderLanguages } from '../reader-languages.ts';
import { listArchiveDays } from './archive.ts';
import { getArticle, listBreakingNews, listNews, listRelatedNews, listTopStories } from './news.ts';
import { countPageView } from './page-views.ts';
import { ApiError } from './request.ts';
import { getThumbnail } from './thumbnails.ts';

/** The calls the functions made, and what the API answers them. */
let calls: { url: string; init: RequestInit | undefined }[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json([]);
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the news reads', () => {
  it('ask for a page of the list with what narrows it, in the order given', async () => {
    await listNews({ language: 'ko', search: 'naira', limit: 12, category: 'economy' });
    await listNews({ language: 'en', date: '2026-11-27', limit: 50, offset: 100 });
    await listNews({ language: 'fr', limit: 4, offset: 0 });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/news?language=ko&search=naira&limit=12&category=economy',
      '/api/news?language=en&date=2026-11-27&limit=50&offset=100',
      '/api/news?language=fr&limit=4&offset=0',
    ]);
  });

  it("add the reader's languages to lists when they are not the edition's default", async () => {
    storeReaderLanguages(['ja', 'ko']);
    await listNews({ language: 'ko', limit: 6 });
    await listBreakingNews('ko');
    await listTopStories('ko');
    await listRelatedNews('a-story', 'ko');
    // The article itself is chosen for the edition's language only.
    await getArticle('a-story', 'ko');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/news?language=ko&languages=ko%2Cja&limit=6',
      '/api/news/breaking?language=ko&languages=ko%2Cja',
      '/api/news/top?language=ko&languages=ko%2Cja',
      '/api/news/a-story/related?language=ko&languages=ko%2Cja',
      '/api/news/a-story?language=ko',
    ]);
  });

  it('escape a slug that is not one, rather than reading another address', async () => {
    await getArticle('../admin?x=1', 'en');
    await listRelatedNews('a/b', 'en');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/news/..%2Fadmin%3Fx%3D1?language=en',
      '/api/news/a%2Fb/related?language=en',
    ]);
  });

  it("return the API's answer", async () => {
    answer = () => Response.json([{ date: '2026-11-27', totalArticles: 3, categories: { world: 3 } }]);
    expect(await listArchiveDays('hi')).toEqual([
      { date: '2026-11-27', totalArticles: 3, categories: { world: 3 } },
    ]);
    expect(calls[0]?.url).toBe('/api/archive?language=hi');
  });

  it("throw ApiError with the status and the server's reason when the API refuses", async () => {
    answer = () =>
      Response.json({ error: 'NOT_FOUND', message: 'No article has this slug' }, { status: 404 });
    const refused = await getArticle('gone', 'en').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, reason: 'No article has this slug' });
  });
});

describe('the thumbnail read', () => {
  it("asks for an article's thumbnail by its id", async () => {
    answer = () => Response.json({ imageBase64: 'data:image/webp;base64,AAAA' });
    expect(await getThumbnail(42)).toEqual({ imageBase64: 'data:image/webp;base64,AAAA' });
    expect(calls[0]?.url).toBe('/api/thumbnails/42');
  });
});

describe('counting a page view', () => {
  it("posts the path and language, kept alive past the page's end, with fetch's default credentials", async () => {
    answer = () => new Response(null, { status: 204 });
    await countPageView({ path: '/ko/news/a-story', language: 'ko' });
    const [call] = calls;
    expect(call?.url).toBe('/api/pageviews');
    expect(call?.init).toMatchObject({
      method: 'POST',
      body: '{"path":"/ko/news/a-story","language":"ko"}',
      keepalive: true,
      credentials: 'same-origin',
    });
    expect(call?.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('fails with ApiError when the counter refuses', async () => {
    answer = () => new Response('busy', { status: 503 });
    await expect(countPageView({ path: '/en', language: 'en' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 503,
      message: '503: busy',
    });
  });
});
