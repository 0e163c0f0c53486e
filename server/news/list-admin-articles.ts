import { count, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import type { AdminArticlePage } from '#common/contracts/article.ts';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { imageVariantUrl } from '../images/image-urls.ts';
import { containsPattern } from './search-pattern.ts';

/** The admin's article list: newest first, searched by slug or by title in any language, page by page. */
export async function listAdminArticles(
  db: Database,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<AdminArticlePage> {
  const filter = query.search
    ? sql`(lower(${articles.slug}) like ${containsPattern(query.search)} or exists (select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and lower(${articleTranslations.title}) like ${containsPattern(query.search)}))`
    : undefined;
  const [totalRow] = await db.select({ total: count() }).from(articles).where(filter);
  const rows = await db
    .select()
    .from(articles)
    .where(filter)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const ids = rows.map((r) => r.id);
  const translations = ids.length
    ? await db
        .select({
          articleId: articleTranslations.articleId,
          language: articleTranslations.language,
          title: articleTranslations.title,
        })
        .from(articleTranslations)
        .where(inArray(articleTranslations.articleId, ids))
    : [];
  return {
    items: rows.map((r) => {
      const own = translations.filter((t) => t.articleId === r.id);
      // The admin reads Korean: its title first, then the English one, then the article's own.
      const shown =
        own.find((t) => t.language === 'ko') ??
        own.find((t) => t.language === 'en') ??
        own.find((t) => t.language === r.originalLanguage) ??
        own[0];
      return {
        id: r.id,
        slug: r.slug,
        category: r.category,
        title: shown?.title ?? r.slug,
        language: (shown?.language ?? r.originalLanguage) as Language,
        publishedAt: r.publishedAt.toISOString(),
        isBreaking: r.isBreaking,
        languages: LANGUAGES.filter((l) => own.some((t) => t.language === l)) as Language[],
        thumbnailSmall: r.imageId === null ? null : imageVariantUrl(r.imageId, 'small'),
      };
    }),
    total: Number(totalRow?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
