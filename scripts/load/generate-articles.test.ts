import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { listNews } from '#server/news/list-news.ts';
import { generateArticles } from './generate-articles.ts';

describe('the load generator', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => handle.close());

  it('writes every article in all 11 languages, with the searched terms in one in a hundred, and refuses to run twice', async () => {
    const result = await generateArticles(handle.db, 200, { days: 30 });
    expect(result).toMatchObject({ articles: 200, translations: 2200 });
    const [languages] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(distinct language)::int as n from article_translations`,
    );
    expect(languages?.n).toBe(11);
    const found = await listNews(handle.db, { language: 'ja', search: '気候変動', limit: 12, offset: 0 });
    expect(found).toHaveLength(2);
    await expect(generateArticles(handle.db, 10)).rejects.toThrow(/already has 200 articles/);
  });
});
