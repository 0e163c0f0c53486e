import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { seedDatabase } from '../db/seed/seed-database.ts';
import { withoutBodies } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { listArchiveDays } from '../archive/list-archive-days.ts';
import { getArticle, getArticlePage } from './get-article.ts';
import { listBreaking } from './list-breaking.ts';
import { listNews } from './list-news.ts';
import { listRelated } from './list-related.ts';
import { loadHomePage } from './load-home-page.ts';

/**
 * Pages read what they show together (server/http/page-renderer.ts); the API reads the same things one by one.
 * Both must show the same: the pages' reads are compared with the API's on the demo edition.
 */
describe.each(testDatabaseKinds())('what pages read, against the API, on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDatabase(handle.db, { now: new Date('2026-06-01T12:00:00Z') });
  });
  afterAll(async () => handle.close());

  const cards = <T extends Parameters<typeof withoutBodies>[0]>(list: T[]) => list.map(withoutBodies);

  it.each<Language>(['en', 'ko', 'hi'])(
    'the home page in %s: list, banner and archive days',
    async (language) => {
      const db = handle.db;
      for (const query of [
        { language, limit: 6, offset: 0 },
        { language, limit: 6, offset: 0, category: 'science' as const },
        { language, limit: 12, offset: 0, search: 'climate' },
      ]) {
        const page = await loadHomePage(db, query);
        expect(page.articles).toEqual(cards(await listNews(db, query)));
        expect(page.articles.length).toBeGreaterThan(0);
        const [newestBreaking] = await listBreaking(db, language);
        expect(page.breaking).toEqual(
          newestBreaking
            ? withoutBodies({
                ...newestBreaking,
                // The API's legacy per-language title fields are not the page's.
                titleKo: undefined,
                titleJa: undefined,
                titleEs: undefined,
                titleDe: undefined,
                titleFr: undefined,
              })
            : null,
        );
        expect(page.archiveDays).toEqual(await listArchiveDays(db, language));
      }
    },
  );

  it('the banner is found when the breaking article is also in the list', async () => {
    const db = handle.db;
    const [newest] = await listNews(db, { language: 'en', limit: 1, offset: 0 });
    await db.update(articles).set({ isBreaking: true }).where(eq(articles.id, newest!.id));
    const page = await loadHomePage(db, { language: 'en', limit: 6, offset: 0 });
    expect(page.breaking?.id).toBe(newest!.id);
    expect(page.articles[0]?.id).toBe(newest!.id);
  });

  it.each<Language>(['en', 'ja'])(
    'an article page in %s: the article with its body, related as cards',
    async (language) => {
      const db = handle.db;
      const [first, second] = await listNews(db, { language, limit: 2, offset: 0 });
      for (const slug of [first!.slug, second!.slug]) {
        const page = await getArticlePage(db, slug, language);
        expect(page?.article).toEqual(await getArticle(db, slug, language));
        expect(page?.article.translations[0]?.content.length).toBeGreaterThan(100);
        expect(page?.related).toEqual(cards(await listRelated(db, slug, language)));
        expect(page?.related).toHaveLength(4);
      }
      expect(await getArticlePage(db, 'no-such-article', language)).toBeNull();
    },
  );
});
