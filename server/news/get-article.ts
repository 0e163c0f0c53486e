import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, storySources } from '../db/schema.ts';
import type { ArticleDetail } from '../../common/contracts/article.ts';
import type { Language } from '../../common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticles } from './load-articles.ts';

/** One article by slug with the reports it was written from; 404 when there is none. */
export async function getArticle(db: Database, slug: string, language: Language): Promise<ArticleDetail> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1);
  const [article] = row ? await loadArticles(db, [row.id], language) : [];
  if (!article) throw new AppError('not_found', `No article has the slug "${slug}"`);
  const reports = await db
    .select({
      publisher: storySources.publisher,
      url: storySources.url,
      language: storySources.language,
      title: storySources.title,
      publishedAt: storySources.publishedAt,
    })
    .from(storySources)
    .where(eq(storySources.articleId, article.id))
    .orderBy(asc(storySources.publishedAt), asc(storySources.feedItemId));
  return { ...article, sources: reports.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })) };
}
