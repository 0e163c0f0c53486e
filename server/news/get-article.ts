import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import type { Article } from '../../common/contracts/article.ts';
import type { Language } from '../../common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticles } from './load-articles.ts';

/** One article by slug; 404 when there is none. */
export async function getArticle(db: Database, slug: string, language: Language): Promise<Article> {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1);
  const [article] = row ? await loadArticles(db, [row.id], language) : [];
  if (!article) throw new AppError('not_found', `No article has the slug "${slug}"`);
  return article;
}
