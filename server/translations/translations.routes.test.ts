import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { LANGUAGES } from '#common/languages.ts';
import type { IncompleteTranslation, TranslationSummary } from '#common/contracts/translations.ts';
import type { ArchiveDay } from '#common/contracts/archive.ts';

describe.each(testDatabaseKinds())('coverage and archive API on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    const at = (iso: string) => new Date(iso);
    await insertArticle(handle.db, {
      slug: 'all-eleven',
      category: 'world',
      publishedAt: at('2026-05-02T23:59:00Z'),
      translations: LANGUAGES.map((language) => ({ language })),
    });
    await insertArticle(handle.db, {
      slug: 'english-only',
      category: 'world',
      publishedAt: at('2026-05-02T00:00:00Z'),
    });
    await insertArticle(handle.db, {
      slug: 'two-languages',
      category: 'sports',
      publishedAt: at('2026-05-02T10:00:00Z'),
      translations: [{ language: 'en' }, { language: 'ko' }],
    });
    await insertArticle(handle.db, {
      slug: 'korean-only',
      category: 'sports',
      publishedAt: at('2026-05-01T23:59:59Z'),
      translations: [{ language: 'ko' }],
    });
    await insertArticle(handle.db, {
      slug: 'ten-languages',
      category: 'health',
      publishedAt: at('2026-04-28T08:00:00Z'),
      translations: LANGUAGES.filter((l) => l !== 'tr').map((language) => ({ language })),
    });
  });
  afterAll(async () => handle.close());

  it('sums up coverage: full, partial and English-only add up to the total', async () => {
    const summary = (await (await app.request('/api/translations/summary')).json()) as TranslationSummary;
    expect(summary).toEqual({
      totalArticles: 5,
      fullyTranslated: 1,
      partiallyTranslated: 3,
      englishOnly: 1,
      singleLanguage: 1,
      languageStats: { en: 4, ko: 4, ja: 2, es: 2, de: 2, fr: 2, id: 2, hi: 2, vi: 2, pt: 2, tr: 1 },
    });
  });

  it('lists incomplete articles least complete first, with what is done and missing', async () => {
    const list = (await (
      await app.request('/api/translations/incomplete')
    ).json()) as IncompleteTranslation[];
    expect(list.map((i) => [i.slug, i.completionRate])).toEqual([
      ['english-only', 9],
      ['korean-only', 9],
      ['two-languages', 18],
      ['ten-languages', 91],
    ]);
    const two = list.find((i) => i.slug === 'two-languages')!;
    expect(two.completedLanguages).toEqual(['en', 'ko']);
    expect(two.missingLanguages).toEqual(['ja', 'es', 'de', 'fr', 'id', 'hi', 'vi', 'pt', 'tr']);
    expect(list.find((i) => i.slug === 'ten-languages')!.missingLanguages).toEqual(['tr']);
  });

  it('names each incomplete article by its English title, else its own, with the language of that title', async () => {
    const list = (await (
      await app.request('/api/translations/incomplete')
    ).json()) as IncompleteTranslation[];
    const titled = list.map((i) => [i.slug, i.title.replace(/ \d+ /, ' # '), i.language]);
    expect(titled).toEqual([
      ['english-only', 'Title # en', 'en'],
      ['korean-only', 'Title # ko', 'ko'],
      ['two-languages', 'Title # en', 'en'],
      ['ten-languages', 'Title # en', 'en'],
    ]);
  });

  it('lists archive days newest first, by UTC day, with counts per category', async () => {
    const days = (await (await app.request('/api/archive')).json()) as ArchiveDay[];
    expect(days).toEqual([
      { date: '2026-05-02', totalArticles: 3, categories: { world: 2, sports: 1 } },
      { date: '2026-05-01', totalArticles: 1, categories: { sports: 1 } },
      { date: '2026-04-28', totalArticles: 1, categories: { health: 1 } },
    ]);
  });
});
