import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { articleTranslations } from '../db/schema.ts';
import { loadArticles } from './load-articles.ts';

const STORY_AT = new Date('2026-03-10T08:00:00Z');
const KOREAN_AT = new Date('2026-03-10T08:40:00Z');

describe.each(testDatabaseKinds())('when a story became readable in each edition, on %s', (kind) => {
  let handle: DatabaseHandle;
  let id: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // Published by its source the day before; written in English at 08:00, translated into Korean at 08:40.
    id = await insertArticle(handle.db, {
      publishedAt: new Date('2026-03-09T21:00:00Z'),
      translations: [{ language: 'en' }, { language: 'ko' }],
    }).then((a) => a.id);
    for (const [language, at] of [
      ['en', STORY_AT],
      ['ko', KOREAN_AT],
    ] as const) {
      await handle.db
        .update(articleTranslations)
        .set({ createdAt: at })
        .where(and(eq(articleTranslations.articleId, id), eq(articleTranslations.language, language)));
    }
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is the time of the text each edition shows', async () => {
    const readableAt = async (language: 'en' | 'ko' | 'ja') =>
      (await loadArticles(handle.db, [id], language))[0]!.readableAt;
    expect(await readableAt('ko')).toBe(KOREAN_AT.toISOString());
    expect(await readableAt('en')).toBe(STORY_AT.toISOString());
    // The Japanese edition shows the English text, readable there since 08:00.
    expect(await readableAt('ja')).toBe(STORY_AT.toISOString());
  });
});
