import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminJsonHeaders, createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Article, BreakingArticle } from '#common/contracts/article.ts';

const HOUR = 3600_000;
const base = Date.parse('2026-03-10T12:00:00Z');

describe.each(testDatabaseKinds())('news API on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const get = async <T>(path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    const db = handle.db;
    // Two articles share a timestamp, to show the id tie-break.
    await insertArticle(db, {
      slug: 'oldest-science',
      category: 'science',
      publishedAt: new Date(base - 50 * HOUR),
    });
    await insertArticle(db, {
      slug: 'seoul-economy',
      category: 'economy',
      publishedAt: new Date(base - 2 * HOUR),
      translations: [
        {
          language: 'en',
          title: 'Seoul growth beats forecasts',
          summary: 'Exports rose.',
          content: 'Chip sales.',
        },
        {
          language: 'ko',
          title: '서울 경제 성장률 예상 웃돌아',
          summary: '수출이 늘었다.',
          content: '반도체 판매가 늘었다.',
        },
        {
          language: 'ja',
          title: 'ソウル経済、予想を上回る成長',
          summary: '輸出が増加した。',
          content: '半導体の販売が伸びた。',
        },
        {
          language: 'hi',
          title: 'सियोल की अर्थव्यवस्था अनुमान से आगे',
          summary: 'निर्यात बढ़ा।',
          content: 'चिप बिक्री बढ़ी।',
        },
      ],
    });
    await insertArticle(db, { slug: 'tie-a', category: 'world', publishedAt: new Date(base - 5 * HOUR) });
    await insertArticle(db, { slug: 'tie-b', category: 'world', publishedAt: new Date(base - 5 * HOUR) });
    await insertArticle(db, {
      slug: 'breaking-old',
      category: 'world',
      isBreaking: true,
      publishedAt: new Date(base - 30 * HOUR),
    });
    await insertArticle(db, {
      slug: 'breaking-new',
      category: 'politics',
      isBreaking: true,
      publishedAt: new Date(base - 1 * HOUR),
      translations: [
        { language: 'en', title: 'Vote tonight' },
        { language: 'ko', title: '오늘 밤 표결' },
        { language: 'fr', title: 'Vote ce soir' },
      ],
    });
    await insertArticle(db, {
      slug: 'percent-sign',
      category: 'economy',
      publishedAt: new Date(base - 70 * HOUR),
      translations: [{ language: 'en', title: 'Rates up 100% in a year', summary: 'x', content: 'y' }],
    });
  });
  afterAll(async () => handle.close());

  it('lists newest first with a stable tie-break on id', async () => {
    const { status, body } = await get<Article[]>('/api/news?limit=50');
    expect(status).toBe(200);
    expect(body.map((a) => a.slug)).toEqual([
      'breaking-new',
      'seoul-economy',
      'tie-b',
      'tie-a',
      'breaking-old',
      'oldest-science',
      'percent-sign',
    ]);
  });

  it('pages with limit and offset (default page size 6)', async () => {
    expect((await get<Article[]>('/api/news')).body).toHaveLength(6);
    const page = await get<Article[]>('/api/news?limit=2&offset=2');
    expect(page.body.map((a) => a.slug)).toEqual(['tie-b', 'tie-a']);
    expect((await get<Article[]>('/api/news?offset=100')).body).toEqual([]);
  });

  it('presents articles with the requested language first, English as fallback, and image URLs', async () => {
    const { body } = await get<Article[]>('/api/news?language=ko&limit=2');
    const seoul = body.find((a) => a.slug === 'seoul-economy')!;
    expect(seoul.translations.map((t) => t.language)).toEqual(['ko', 'en']);
    expect(seoul.availableLanguages).toEqual(['en', 'ko', 'ja', 'hi']);
    expect(seoul.imageBase64).toBeNull();
    expect(seoul.thumbnailSmall).toBeNull();
    expect(seoul.publishedAt).toBe(new Date(base - 2 * HOUR).toISOString());
    const vi = await get<Article[]>('/api/news?language=vi&limit=1');
    expect(vi.body[0]?.translations.map((t) => t.language)).toEqual(['en']);
  });

  it('filters by category and by UTC day', async () => {
    const economy = await get<Article[]>('/api/news?category=economy&limit=50');
    expect(economy.body.map((a) => a.slug)).toEqual(['seoul-economy', 'percent-sign']);
    const day = await get<Article[]>('/api/news?date=2026-03-09&limit=50');
    expect(day.body.map((a) => a.slug)).toEqual(['breaking-old']);
  });

  it('searches title, summary and content in the requested language and English', async () => {
    const slugs = async (q: string, language = 'en') =>
      (
        await get<Article[]>(`/api/news?language=${language}&limit=12&search=${encodeURIComponent(q)}`)
      ).body.map((a) => a.slug);
    expect(await slugs('FORECASTS')).toEqual(['seoul-economy']);
    expect(await slugs('chip sales')).toEqual(['seoul-economy']);
    expect(await slugs('경제', 'ko')).toEqual(['seoul-economy']);
    expect(await slugs('반도체', 'ko')).toEqual(['seoul-economy']);
    expect(await slugs('経済', 'ja')).toEqual(['seoul-economy']);
    expect(await slugs('輸出', 'ja')).toEqual(['seoul-economy']);
    expect(await slugs('अर्थव्यवस्था', 'hi')).toEqual(['seoul-economy']);
    // English is searched from any language; other languages only from themselves.
    expect(await slugs('forecasts', 'ja')).toEqual(['seoul-economy']);
    expect(await slugs('경제', 'en')).toEqual([]);
    // LIKE wildcards in the query are literal.
    expect(await slugs('100%')).toEqual(['percent-sign']);
    expect(await slugs('%')).toEqual(['percent-sign']);
    expect(await slugs('_')).toEqual([]);
    // A control character (U+0000 cannot even be stored) reads as a space, never as a failure.
    expect(await slugs('chip\u0000sales')).toEqual(['seoul-economy']);
    expect(await slugs('\u0000')).toEqual(await slugs(''));
  });

  it('answers 400 with a JSON error for bad parameters', async () => {
    for (const q of ['language=xx', 'limit=0', 'limit=51', 'offset=-1', 'date=2026-02-30', 'category=nope']) {
      const res = await get<{ error: string; message: string }>(`/api/news?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toBe('bad_request');
      expect(res.body.message).toBeTruthy();
    }
  });

  it('gets one article by slug, or a JSON 404', async () => {
    const found = await get<Article>('/api/news/seoul-economy?language=ja');
    expect(found.status).toBe(200);
    expect(found.body.translations[0]?.title).toBe('ソウル経済、予想を上回る成長');
    const missing = await get<{ error: string }>('/api/news/no-such-story');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
    // No slug can hold U+0000: the same 404, for the article and its related list, not a database error.
    for (const path of ['/api/news/a%00b', '/api/news/%00/related']) {
      const res = await get<{ error: string }>(path);
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('not_found');
    }
  });

  it('lists up to 4 related articles, same category first, never the article itself', async () => {
    const { body } = await get<Article[]>('/api/news/tie-a/related');
    expect(body).toHaveLength(4);
    expect(body.map((a) => a.slug)).not.toContain('tie-a');
    expect(body.slice(0, 2).map((a) => a.slug)).toEqual(['tie-b', 'breaking-old']);
    expect((await get('/api/news/nothing-here/related')).status).toBe(404);
  });

  it('lists breaking articles newest first with the legacy titles', async () => {
    const { body } = await get<BreakingArticle[]>('/api/news/breaking?language=ko');
    expect(body.map((a) => a.slug)).toEqual(['breaking-new', 'breaking-old']);
    expect(body[0]).toMatchObject({ titleKo: '오늘 밤 표결', titleFr: 'Vote ce soir', titleJa: null });
    expect(body[0]?.translations[0]?.language).toBe('ko');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/api/nothing', { headers: adminJsonHeaders() });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});
