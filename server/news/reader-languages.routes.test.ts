import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { createCachedTestApp, createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Article, BreakingArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';

const HOUR = 3600_000;
const base = Date.parse('2026-05-20T12:00:00Z');

describe.each(testDatabaseKinds())('the reader’s languages in the news API on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const get = async <T>(path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as T };
  };
  const slugs = async (path: string) => (await get<Article[]>(path)).body.map((a) => a.slug);

  // One story per language mix, an hour apart, newest first in this order; every one of them "economy",
  // so that each is related to every other.
  // Words in some texts, for search.
  const stories: Array<{
    slug: string;
    languages: Language[];
    isBreaking?: boolean;
    words?: Partial<Record<Language, string>>;
  }> = [
    { slug: 'ja-only', languages: ['ja'], isBreaking: true, words: { ja: '円相場' } },
    { slug: 'en-only', languages: ['en'], isBreaking: true, words: { en: 'harbour tariffs' } },
    { slug: 'ko-and-en', languages: ['ko', 'en'], words: { en: 'harbour tariffs', ko: '항구' } },
    { slug: 'ko-only', languages: ['ko'], isBreaking: true, words: { ko: '항만 관세' } },
    { slug: 'fr-only', languages: ['fr'], isBreaking: true, words: { fr: 'tarifs portuaires' } },
    { slug: 'de-and-fr', languages: ['de', 'fr'], words: { de: 'Hafenzölle' } },
  ];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    for (const [i, story] of stories.entries()) {
      await insertArticle(handle.db, {
        slug: story.slug,
        category: 'economy',
        isBreaking: story.isBreaking ?? false,
        publishedAt: new Date(base - (i + 1) * HOUR),
        originalLanguage: story.languages[0],
        translations: story.languages.map((language) => ({
          language,
          title: `${story.slug} ${language}`,
          summary: `${story.words?.[language] ?? 'No news'} (${language})`,
        })),
      });
    }
  });
  afterAll(async () => handle.close());

  it('lists by default the page’s language and English, as before', async () => {
    expect(await slugs('/api/news?language=ko&limit=50')).toEqual(['en-only', 'ko-and-en', 'ko-only']);
    expect(await slugs('/api/news?language=en&limit=50')).toEqual(['en-only', 'ko-and-en']);
  });

  it('lists the stories of the languages the reader chose, and the page’s own language always', async () => {
    // Korean and Japanese, without English: the English-only story is left out, the Japanese one comes in.
    expect(await slugs('/api/news?language=ko&languages=ko,ja&limit=50')).toEqual([
      'ja-only',
      'ko-and-en',
      'ko-only',
    ]);
    // The page's own language is read even when the list leaves it out.
    expect(await slugs('/api/news?language=ko&languages=ja&limit=50')).toEqual(
      await slugs('/api/news?language=ko&languages=ko,ja&limit=50'),
    );
    expect(await slugs('/api/news?language=en&languages=fr&limit=50')).toEqual([
      'en-only',
      'ko-and-en',
      'fr-only',
      'de-and-fr',
    ]);
    // Paging and a day's list keep the choice.
    expect(await slugs('/api/news?language=ko&languages=ja,fr&limit=2&offset=2')).toEqual([
      'ko-only',
      'fr-only',
    ]);
    expect(await slugs('/api/news?language=de&languages=fr&date=2026-05-20&limit=50')).toEqual([
      'fr-only',
      'de-and-fr',
    ]);
  });

  it('shows a story of another chosen language in its own text', async () => {
    const { body } = await get<Article[]>('/api/news?language=ko&languages=ja&limit=1');
    expect(body[0]?.slug).toBe('ja-only');
    expect(body[0]?.translations.map((t) => t.language)).toEqual(['ja']);
  });

  it('searches the texts of the chosen languages only', async () => {
    const search = (query: string, term: string) =>
      slugs(`/api/news?${query}&limit=12&search=${encodeURIComponent(term)}`);
    expect(await search('language=ko', '円相場')).toEqual([]);
    expect(await search('language=ko&languages=ja', '円相場')).toEqual(['ja-only']);
    expect(await search('language=ko', 'harbour')).toEqual(['en-only', 'ko-and-en']);
    // A reader of Korean alone: English texts are not searched, English-only stories not listed.
    expect(await search('language=ko&languages=ko', 'harbour')).toEqual([]);
    expect(await search('language=ko&languages=ko', '관세')).toEqual(['ko-only']);
    expect(await search('language=en&languages=fr,de', 'Hafenzölle')).toEqual(['de-and-fr']);
  });

  it('filters breaking news and related articles the same way', async () => {
    const breaking = async (query: string) =>
      (await get<BreakingArticle[]>(`/api/news/breaking?${query}`)).body.map((a) => a.slug);
    expect(await breaking('language=ko')).toEqual(['en-only', 'ko-only']);
    expect(await breaking('language=ko&languages=ko,ja')).toEqual(['ja-only', 'ko-only']);
    expect(await breaking('language=ko&languages=ko,en,fr')).toEqual(['en-only', 'ko-only', 'fr-only']);

    // Which related articles, not their order (ranked by list-related.ts).
    const related = async (query: string) => (await slugs(`/api/news/ko-only/related?${query}`)).sort();
    expect(await related('language=ko')).toEqual(['en-only', 'ko-and-en']);
    expect(await related('language=ko&languages=ja')).toEqual(['ja-only', 'ko-and-en']);
    expect(await related('language=ko&languages=ko,fr,de')).toEqual(['de-and-fr', 'fr-only', 'ko-and-en']);
  });

  it('answers 400 with the project’s error for an unknown or malformed language list', async () => {
    const paths = [
      '/api/news?language=ko',
      '/api/news/breaking?language=ko',
      '/api/news/ko-only/related?language=ko',
    ];
    for (const path of paths) {
      for (const languages of ['xx', 'ko,xx', 'ko,,en', 'KO', 'ko;en', 'english']) {
        const res = await get<{ error: string; message: string }>(
          `${path}&languages=${encodeURIComponent(languages)}`,
        );
        expect(res.status, `${path} ${languages}`).toBe(400);
        expect(res.body.error).toBe('bad_request');
        expect(res.body.message).toMatch(/languages/);
      }
      // An empty list is no list: the default.
      expect((await get(`${path}&languages=`)).status).toBe(200);
    }
  });

  it('documents the parameter in the OpenAPI document as a list of codes', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string; schema: unknown }> } }>;
    };
    for (const path of ['/api/news', '/api/news/breaking', '/api/news/{slug}/related']) {
      const parameter = doc.paths[path]?.get?.parameters?.find((p) => p.name === 'languages');
      expect(parameter, path).toMatchObject({ in: 'query', schema: { type: 'string' } });
      const pattern = (parameter?.schema as { pattern?: string }).pattern ?? '';
      expect(new RegExp(pattern).test('ko,en,ja'), path).toBe(true);
      expect(new RegExp(pattern).test('ko,xx'), path).toBe(false);
    }
  });

  it('keeps each choice apart in the response cache, which keys by address', async () => {
    const cached = await createCachedTestApp(handle);
    try {
      const list = async (path: string) =>
        ((await (await cached.app.request(path)).json()) as Article[]).map((a) => a.slug);
      expect(await list('/api/news?language=ko&limit=50')).toEqual(['en-only', 'ko-and-en', 'ko-only']);
      expect(await list('/api/news?language=ko&languages=ko,ja&limit=50')).toEqual([
        'ja-only',
        'ko-and-en',
        'ko-only',
      ]);
      expect(await list('/api/news?language=ko&limit=50')).toEqual(['en-only', 'ko-and-en', 'ko-only']);
    } finally {
      await cached.close();
    }
  });
});
