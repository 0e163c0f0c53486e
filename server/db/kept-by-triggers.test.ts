import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from './client.ts';
import { queryRows } from './query-rows.ts';
import { articles, articleTranslations } from './schema.ts';
import { LANGUAGES } from '#common/languages.ts';
import { deleteArticle } from '../news/delete-article.ts';
import { listArchiveDays } from '../archive/list-archive-days.ts';
import { listNews } from '../news/list-news.ts';

// What migration 0009 makes the database keep: each article's languages, the archive's day counts, and the
// index of CJK characters and pairs that answers one- and two-character Korean and Japanese searches.
describe.each(testDatabaseKinds())('columns and counts kept by the database on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function languagesOf(id: number): Promise<string[]> {
    const [row] = await handle.db
      .select({ languages: articles.languages })
      .from(articles)
      .where(eq(articles.id, id));
    return row?.languages ?? [];
  }

  /** The archive as the kept counts give it, against the same counted from scratch. */
  async function archiveAgainstRecount(language: string | undefined) {
    const kept = await listArchiveDays(handle.db, language as never);
    const counted = await queryRows<{ day: string; category: string; count: number }>(
      handle.db,
      sql`select to_char((a.published_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, a.category, count(*)::int as count
          from articles a
          where ${language === undefined} or exists (select 1 from article_translations t where t.article_id = a.id and t.language in (${language ?? 'en'}, 'en'))
          group by 1, 2`,
    );
    const asMap = (entries: Array<[string, number]>) => Object.fromEntries(entries.sort());
    return {
      kept: asMap(
        kept.flatMap((d) =>
          Object.entries(d.categories).map(([c, n]): [string, number] => [`${d.date} ${c}`, n]),
        ),
      ),
      counted: asMap(counted.map((r): [string, number] => [`${r.day} ${r.category}`, Number(r.count)])),
    };
  }

  it('lists the same languages as the site', async () => {
    const [row] = await queryRows<{ languages: string[] }>(
      handle.db,
      sql`select tidings_site_languages() as languages`,
    );
    expect(row?.languages).toEqual([...LANGUAGES]);
  });

  it("keeps an article's languages as translations come and go", async () => {
    const article = await insertArticle(handle.db, {
      translations: [{ language: 'ko' }, { language: 'en' }],
    });
    expect(await languagesOf(article.id)).toEqual(['en', 'ko']);

    await handle.db.insert(articleTranslations).values([
      { articleId: article.id, language: 'ja', title: 't', summary: 's', content: 'c' },
      { articleId: article.id, language: 'hi', title: 't', summary: 's', content: 'c' },
    ]);
    expect(await languagesOf(article.id)).toEqual(['en', 'hi', 'ja', 'ko']);

    await handle.db
      .delete(articleTranslations)
      .where(
        sql`${articleTranslations.articleId} = ${article.id} and ${articleTranslations.language} in ('en', 'ja')`,
      );
    expect(await languagesOf(article.id)).toEqual(['hi', 'ko']);

    await handle.db
      .update(articleTranslations)
      .set({ language: 'vi' })
      .where(
        sql`${articleTranslations.articleId} = ${article.id} and ${articleTranslations.language} = 'hi'`,
      );
    expect(await languagesOf(article.id)).toEqual(['ko', 'vi']);

    // A text edit leaves the languages alone.
    await handle.db
      .update(articleTranslations)
      .set({ title: 'Edited' })
      .where(eq(articleTranslations.articleId, article.id));
    expect(await languagesOf(article.id)).toEqual(['ko', 'vi']);
  });

  it('keeps the archive counts equal to a recount through creations, moves, language changes and deletions', async () => {
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    const first = await insertArticle(handle.db, { publishedAt: day('2026-03-01'), category: 'world' });
    const second = await insertArticle(handle.db, {
      publishedAt: day('2026-03-01'),
      category: 'technology',
      translations: [{ language: 'ja' }],
    });
    await insertArticle(handle.db, {
      publishedAt: day('2026-03-02'),
      category: 'world',
      translations: [{ language: 'ko' }, { language: 'en' }],
    });

    for (const language of [undefined, 'en', 'ja', 'ko', 'vi']) {
      const { kept, counted } = await archiveAgainstRecount(language);
      expect(kept, `language ${language ?? 'all'}`).toEqual(counted);
    }
    const ja = await listArchiveDays(handle.db, 'ja');
    expect(ja.find((d) => d.date === '2026-03-01')).toEqual({
      date: '2026-03-01',
      totalArticles: 2,
      categories: { world: 1, technology: 1 },
    });
    // Only in Japanese: not readable in Vietnamese (no Vietnamese, no English).
    expect((await listArchiveDays(handle.db, 'vi')).find((d) => d.date === '2026-03-01')?.categories).toEqual(
      { world: 1 },
    );

    // Moved to another day and category; an English translation makes the Japanese article readable everywhere.
    await handle.db
      .update(articles)
      .set({ publishedAt: day('2026-03-02'), category: 'economy' })
      .where(eq(articles.id, first.id));
    await handle.db
      .insert(articleTranslations)
      .values({ articleId: second.id, language: 'en', title: 't', summary: 's', content: 'c' });
    await deleteArticle(handle.db, second.id);
    for (const language of [undefined, 'en', 'ja', 'ko', 'vi']) {
      const { kept, counted } = await archiveAgainstRecount(language);
      expect(kept, `language ${language ?? 'all'}`).toEqual(counted);
    }
    expect((await listArchiveDays(handle.db, 'en')).find((d) => d.date === '2026-03-01')).toBeUndefined();
  });

  it('counts articles created at the same moment by concurrent writers', async () => {
    const publishedAt = new Date('2026-04-04T08:00:00Z');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertArticle(handle.db, {
          publishedAt,
          category: 'science',
          translations: [{ language: i % 2 ? 'ko' : 'en' }],
        }),
      ),
    );
    const [en] = await listArchiveDays(handle.db, 'en').then((days) =>
      days.filter((d) => d.date === '2026-04-04'),
    );
    const [ko] = await listArchiveDays(handle.db, 'ko').then((days) =>
      days.filter((d) => d.date === '2026-04-04'),
    );
    expect(en?.categories).toEqual({ science: 4 });
    expect(ko?.categories).toEqual({ science: 8 });
  });

  it('finds one- and two-character Korean and Japanese terms exactly where a substring search finds them', async () => {
    const texts: Array<['ko' | 'ja', string]> = [
      ['ko', '한국 경제가 석 달 만에 다시 성장했다'],
      ['ko', '경제학자들은 금리 인하를 점쳤다'],
      ['ko', '서울에 첫눈이 내렸다'],
      ['ko', '물가 상승률이 둔화했다'],
      ['ja', '日本経済は三期ぶりに成長した'],
      ['ja', '円安が輸出を押し上げた'],
      ['ja', 'カブ価格が上がった'],
    ];
    const ids = new Map<string, number>();
    for (const [language, title] of texts) {
      const article = await insertArticle(handle.db, {
        category: 'economy',
        translations: [{ language, title, summary: '요약 要約', content: '본문 本文' }],
      });
      ids.set(title, article.id);
    }
    const found = async (language: 'ko' | 'ja', term: string) =>
      (await listNews(handle.db, { language, search: term, limit: 50, offset: 0 })).map((a) => a.id).sort();
    const expected = (...titles: string[]) => titles.map((t) => ids.get(t)!).sort();

    expect(await found('ko', '경제')).toEqual(expected(texts[0]![1], texts[1]![1]));
    expect(await found('ko', '눈')).toEqual(expected(texts[2]![1]));
    expect(await found('ko', '물')).toEqual(expected(texts[3]![1]));
    // Pairs never span a space: "국 경" is not "국경".
    expect(await found('ko', '국경')).toEqual([]);
    expect(await found('ja', '経済')).toEqual(expected(texts[4]![1]));
    expect(await found('ja', '円')).toEqual(expected(texts[5]![1]));
    expect(await found('ja', 'カブ')).toEqual(expected(texts[6]![1]));
    // Longer terms still go through the trigram index.
    expect(await found('ko', '경제학자')).toEqual(expected(texts[1]![1]));
  });

  it('reads short CJK terms from the index even on a small table (computing the grams row by row takes seconds)', async () => {
    const plan = await queryRows<Record<string, string>>(
      handle.db,
      sql`explain select article_id from article_translations
          where tidings_cjk_grams(language, title || ' ' || summary || ' ' || content) && array['ko:경제']::text[]`,
    );
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'article_translations_cjk_grams_idx',
    );
  });
});
