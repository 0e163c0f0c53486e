import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import type { Article } from '#common/contracts/article.ts';
import { resolveLimit, type ListNewsQuery } from '#common/contracts/news-query.ts';
import { loadArticles, type LoadOptions } from './load-articles.ts';
import { containsPattern, isShortCjkTerm } from './search-pattern.ts';
import { readableIn, readableLanguages } from './readable-in.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

/**
 * Lists the articles readable in a language (in it or in English, or in the reader's `languages`) newest
 * first (ties broken by id), filtered by category, UTC day and search text. Search
 * matches title, summary and content in those languages, in any script: it is a
 * substring match over lower-cased text, served by a trigram index, so it also finds Korean, Japanese and
 * Hindi words that are not separated by spaces; one- and two-character Korean and Japanese terms, too short for
 * trigrams, are found through the index of CJK characters and character pairs.
 */
export async function listNews(
  db: Database,
  query: ListNewsQuery,
  options: LoadOptions = {},
): Promise<Article[]> {
  return loadArticles(db, await listNewsIds(db, query), query.language, options);
}

/** The ids listNews shows, in order. */
export async function listNewsIds(db: Database, query: ListNewsQuery): Promise<number[]> {
  recordCacheTags('lists');
  const conditions: SQL[] = [readableIn(query.language, query.languages)];
  if (query.category) conditions.push(eq(articles.category, query.category));
  if (query.date) {
    const start = new Date(`${query.date}T00:00:00.000Z`);
    const end = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    conditions.push(gte(articles.publishedAt, start), lt(articles.publishedAt, end));
  }
  if (query.search) {
    recordCacheTags('search');
    // The texts of the languages the list shows: by default the page's and English.
    const languages = readableLanguages(query.language, query.languages);
    const term = query.search;
    if (isShortCjkTerm(term)) {
      // The expression of article_translations_cjk_grams_idx as it is there, so that the planner uses it; its
      // keys carry the language, so the index alone picks the rows. OFFSET 0 keeps the matches a set drawn
      // once: folded into the outer query, the planner would rather walk the newest articles and compute each
      // one's grams (half a millisecond a text) until it found a page.
      const grams = sql.join(
        languages.map((l) => sql`${`${l}:${term}`}`),
        sql`, `,
      );
      conditions.push(
        sql`${articles.id} in (select ${articleTranslations.articleId} from ${articleTranslations} where tidings_cjk_grams(${articleTranslations.language}, ${articleTranslations.title} || ' ' || ${articleTranslations.summary} || ' ' || ${articleTranslations.content}) && array[${grams}]::text[] offset 0)`,
      );
    } else {
      conditions.push(
        sql`exists (select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and ${articleTranslations.language} in ${languages} and ${articleTranslations.searchText} like ${containsPattern(term)})`,
      );
    }
  }
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(...conditions))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(resolveLimit(query))
    .offset(query.offset);
  return rows.map((r) => r.id);
}
