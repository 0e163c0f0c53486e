import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, adminJsonHeaders, createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { articleTranslations } from '../db/schema.ts';
import type { ArticleDetail, EditableArticle } from '#common/contracts/article.ts';

describe.each(testDatabaseKinds())('provenance of texts on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
  });
  afterAll(() => handle.close());

  const madeAt = new Date('2026-11-24T09:30:00Z');

  it('is stored, shown to readers and editors, and an editor’s change makes a machine text edited', async () => {
    const article = await insertArticle(handle.db, {
      slug: 'provenance-story',
      translations: [{ language: 'en' }, { language: 'ko' }, { language: 'ja' }],
    });
    // The editor's own languages: English original, the others edited; then a model's Korean and Japanese.
    for (const language of ['ko', 'ja'])
      await handle.db
        .update(articleTranslations)
        .set({
          origin: 'machine',
          model: 'translator-1',
          promptVersion: 'translate-article.v1',
          sourceLanguage: 'en',
          machineAt: madeAt,
        })
        .where(
          and(eq(articleTranslations.articleId, article.id), eq(articleTranslations.language, language)),
        );

    const read = (await (
      await app.request('/api/news/provenance-story?language=ko')
    ).json()) as ArticleDetail;
    expect(read.provenance).toEqual(
      expect.arrayContaining([
        {
          language: 'en',
          origin: 'original',
          model: null,
          promptVersion: null,
          sourceLanguage: null,
          madeAt: null,
        },
        {
          language: 'ko',
          origin: 'machine',
          model: 'translator-1',
          promptVersion: 'translate-article.v1',
          sourceLanguage: 'en',
          madeAt: madeAt.toISOString(),
        },
      ]),
    );

    const editing = (await (
      await app.request(`/api/admin/articles/${article.id}`, {
        headers: { Authorization: adminAuthHeader() },
      })
    ).json()) as EditableArticle;
    expect(editing.provenance.find((p) => p.language === 'ja')).toMatchObject({
      origin: 'machine',
      model: 'translator-1',
    });

    const texts = editing.translations.map(({ language, title, summary, content }) => ({
      language,
      title,
      summary,
      content,
    }));
    const body = {
      article: { slug: 'provenance-story', category: 'world', country: 'US', readingTime: 2 },
      translations: [
        texts[0], // English unchanged
        { ...texts.find((t) => t.language === 'ja')! }, // Japanese unchanged
        { ...texts.find((t) => t.language === 'ko')!, summary: '편집부가 고친 요약입니다.' }, // Korean changed
        { language: 'de', title: 'Titel', summary: 'Zusammenfassung', content: 'Inhalt', origin: 'machine' },
      ],
    };
    const saved = await app.request(`/api/news/${article.id}`, {
      method: 'PUT',
      headers: adminJsonHeaders(),
      body: JSON.stringify(body),
    });
    expect(saved.status).toBe(200);
    const after = ((await saved.json()) as EditableArticle).provenance;
    const of = (language: string) => after.find((p) => p.language === language);
    expect(of('en')).toMatchObject({ origin: 'original', model: null });
    expect(of('ja')).toMatchObject({
      origin: 'machine',
      model: 'translator-1',
      madeAt: madeAt.toISOString(),
    });
    expect(of('ko')).toMatchObject({ origin: 'edited', model: null, sourceLanguage: null });
    expect(of('de')).toMatchObject({ origin: 'machine', model: null });
  });
});
