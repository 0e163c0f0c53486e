import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import type { Article } from '../../common/contracts/article.ts';
import type { Language } from '../../common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticles, type LoadOptions } from './load-articles.ts';
import { readableIn } from './readable-in.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

/** How many related articles are shown. */
export const RELATED_LIMIT = 4;

/** Up to 4 other articles readable in the language: the same category first, then the newest of the rest. */
export async function listRelated(
  db: Database,
  slug: string,
  language: Language,
  options: LoadOptions = {},
): Promise<Article[]> {
  recordCacheTags('lists');
  const [article] = await db
    .select({ id: articles.id, category: articles.category })
    .from(articles)
    .where(eq(articles.slug, slug))
    .limit(1);
  if (!article) throw new AppError('not_found', `No article has the slug "${slug}"`);
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(ne(articles.id, article.id), readableIn(language)))
    .orderBy(
      desc(sql`(${articles.category} = ${article.category})`),
      desc(articles.publishedAt),
      desc(articles.id),
    )
    .limit(RELATED_LIMIT);
  return loadArticles(
    db,
    rows.map((r) => r.id),
    language,
    options,
  );
}
