import { desc, eq, or, sql } from 'drizzle-orm';
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
  languages?: readonly Language[],
): Promise<Article[]> {
  const ids = await relatedIds(db, slug, language, languages);
  if (ids === null) throw new AppError('not_found', `No article has the slug "${slug}"`);
  return loadArticles(db, ids, language, options);
}

/**
 * The ids listRelated shows, in order; null when no article has the slug. Only articles readable in the
 * language, or in the reader's `languages` when given (readableLanguages).
 */
export async function relatedIds(
  db: Database,
  slug: string,
  language: Language,
  languages?: readonly Language[],
): Promise<number[] | null> {
  recordCacheTags('lists');
  // No slug holds U+0000, which PostgreSQL's text refuses outright.
  if (slug.includes('\u0000')) return null;
  // One statement: the article itself (first, to tell an unknown slug from an article without relatives) and
  // the others, its category first.
  const target = db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)).limit(1);
  const targetCategory = db
    .select({ category: articles.category })
    .from(articles)
    .where(eq(articles.slug, slug))
    .limit(1);
  const isTarget = sql<boolean>`${articles.id} = (${target})`;
  const found = await db
    .select({ id: articles.id, isTarget })
    .from(articles)
    .where(or(eq(articles.id, target), readableIn(language, languages)))
    .orderBy(
      desc(isTarget),
      desc(sql`(${articles.category} = (${targetCategory}))`),
      desc(articles.publishedAt),
      desc(articles.id),
    )
    .limit(RELATED_LIMIT + 1);
  if (found[0]?.isTarget !== true) return null;
  return found.slice(1).map((r) => r.id);
}
