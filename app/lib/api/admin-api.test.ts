// The admin's API functions: the address and method each builds from its typed input, the body it sends, and
// ApiError when the API refuses.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createArticle,
  deleteArticle,
  generateThumbnail,
  getEditableArticle,
  listAdminArticles,
  updateArticle,
} from './admin-articles.ts';
import { listHeldItems, publishHeldItem } from './admin-held-items.ts';
import { listInboxMessages, markMessage } from './admin-messages.ts';
import { getReadershipReport } from './admin-readership.ts';
import { getFreshnessReport } from './admin-freshness.ts';
import {
  createSource,
  getSourcesOverview,
  replaceSource,
  setSourceEnabled,
  startIngestPass,
  startSourceFetch,
} from './admin-sources.ts';
import {
  getModelWork,
  getTranslationSummary,
  listIncompleteTranslations,
  startTranslatingMissing,
} from './admin-translations.ts';
import { ApiError } from './request.ts';
import type { SourceInput } from '#common/contracts/sources.ts';

/** The calls the functions made, and what the API answers them. */
let calls: { url: string; method: string; body: unknown }[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json({});
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

const SOURCE: SourceInput = {
  name: 'Kestrel Post',
  feedUrl: 'https://kestrel-post.example/rss',
  siteUrl: null,
  language: 'en',
  country: 'GB',
  trustLevel: 'medium',
  accessType: 'free',
  section: null,
  enabled: true,
};

describe('the article functions', () => {
  it('read the list with what narrows it, and leave out what is not given', async () => {
    await listAdminArticles({ search: 'busan comet', page: 2, pageSize: 20 });
    await listAdminArticles({ search: '', page: 1 });
    await listAdminArticles();
    await getEditableArticle(42);
    expect(calls).toEqual([
      { url: '/api/admin/articles?search=busan+comet&page=2&pageSize=20', method: 'GET', body: undefined },
      { url: '/api/admin/articles?page=1', method: 'GET', body: undefined },
      { url: '/api/admin/articles', method: 'GET', body: undefined },
      { url: '/api/admin/articles/42', method: 'GET', body: undefined },
    ]);
  });

  it('write with the method of each change and the typed body', async () => {
    const translations = [{ language: 'en' as const, title: 'T', summary: 'S', content: 'C' }];
    const article = { slug: 'comet', category: 'science' as const, country: 'KR', readingTime: 3 };
    await createArticle({ article, translations, thumbnail: null });
    await updateArticle(7, { article: { isBreaking: true } });
    await deleteArticle(7);
    await generateThumbnail(7, { forceRegenerate: true });
    expect(calls).toEqual([
      { url: '/api/news', method: 'POST', body: { article, translations, thumbnail: null } },
      { url: '/api/news/7', method: 'PATCH', body: { article: { isBreaking: true } } },
      { url: '/api/news/7', method: 'DELETE', body: undefined },
      { url: '/api/thumbnails/generate/7', method: 'POST', body: { forceRegenerate: true } },
    ]);
  });
});

describe('the other areas', () => {
  it('build each address and method from the typed input', async () => {
    await getSourcesOverview();
    await createSource(SOURCE);
    await replaceSource(3, SOURCE);
    await setSourceEnabled(3, false);
    await startSourceFetch(3);
    await startIngestPass();
    await getTranslationSummary();
    await listIncompleteTranslations();
    await getModelWork();
    await startTranslatingMissing({ articleId: 9 });
    await startTranslatingMissing();
    await listInboxMessages({ pageSize: 100 });
    await markMessage(5, true);
    await getReadershipReport({ days: 30 });
    await getFreshnessReport();
    await listHeldItems({ reason: 'not-a-story', page: 2, pageSize: 50 });
    await publishHeldItem(11);
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['GET', '/api/admin/sources', undefined],
      ['POST', '/api/admin/sources', SOURCE],
      ['PUT', '/api/admin/sources/3', SOURCE],
      ['PATCH', '/api/admin/sources/3', { enabled: false }],
      ['POST', '/api/admin/sources/3/fetch', {}],
      ['POST', '/api/admin/ingest', {}],
      ['GET', '/api/translations/summary', undefined],
      ['GET', '/api/translations/incomplete', undefined],
      ['GET', '/api/admin/model-work', undefined],
      ['POST', '/api/admin/translations/translate-missing', { articleId: 9 }],
      ['POST', '/api/admin/translations/translate-missing', {}],
      ['GET', '/api/admin/messages?pageSize=100', undefined],
      ['PATCH', '/api/admin/messages/5', { handled: true }],
      ['GET', '/api/admin/readership?days=30', undefined],
      ['GET', '/api/admin/freshness', undefined],
      ['GET', '/api/admin/held-items?reason=not-a-story&page=2&pageSize=50', undefined],
      ['POST', '/api/admin/held-items/11/publish', {}],
    ]);
  });
});

describe('a refusal', () => {
  it("throws ApiError with the status and the server's reason and field", async () => {
    answer = () =>
      Response.json(
        { error: 'CONFLICT', message: 'The slug "comet" is already taken', field: 'article.slug' },
        { status: 409 },
      );
    const refused = await createArticle({
      article: { slug: 'comet', category: 'science', country: 'KR', readingTime: 3 },
      translations: [{ language: 'en', title: 'T', summary: 'S', content: 'C' }],
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      field: 'article.slug',
      reason: 'The slug "comet" is already taken',
    });

    answer = () => new Response('', { status: 404, statusText: 'Not Found' });
    await expect(deleteArticle(8)).rejects.toMatchObject({ name: 'ApiError', status: 404 });
    await expect(publishHeldItem(8)).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });
});
