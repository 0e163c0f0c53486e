import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import { queryRows } from '../db/query-rows.ts';
import type { Article } from '#common/contracts/article.ts';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages.ts';
import { AppError } from '../errors.ts';
import { loadArticles, type LoadOptions } from './load-articles.ts';
import { readableIn, readableLanguages } from './readable-in.ts';
import { SAME_EVENT_HOURS, type RelatedCandidate } from './related-candidate.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

/** How many related articles are shown. */
export const RELATED_LIMIT = 4;

/**
 * Up to 4 other articles readable in the language (or the reader's languages): the same event's other stories
 * first, then those sharing people, places or numbers, then the same category, then the newest; the page's
 * language first within each; never one without a summary of its own (see rankRelated).
 */
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
 * How many articles of each kind the ranking chooses among (server/news/rank-related.ts): of the stories
 * published up to 48 hours before and after the article, the 150 closest in time on each side, and of those the
 * 24 whose headlines look most like its own (trigram similarity in the language its card shows); comparing
 * every headline of two busy days took seconds on 2,000 stories a day.
 */
const NEAR_TIME_POOL = 150;
const NEAR_POOL = 24;
const CATEGORY_POOL = 12;
const NEWEST_POOL = 8;

interface CandidateRow {
  id: number;
  category: string;
  original_language: string;
  published: number | string;
  is_target: boolean;
  language: string | null;
  title: string | null;
  summary: string | null;
}

/**
 * The ids listRelated shows, in order; null when no article has the slug. Only articles readable in the
 * language, or in the reader's `languages` when given (readableLanguages), ranked by rankRelated.
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
  const readable = readableIn(language, languages);
  const window = sql.raw(`interval '${SAME_EVENT_HOURS} hours'`);
  const textLanguages = [...new Set([...readableLanguages(language, languages), DEFAULT_LANGUAGE])];
  // One statement: the article itself (to tell an unknown slug from an article without relatives) and the
  // articles to choose among, each with its texts in the languages it can be compared and shown in: the
  // stories around it whose headlines look most like its own, the newest of its category, and the newest of
  // all (so that the box is never empty).
  const rows = await queryRows<CandidateRow>(
    db,
    sql`with target as (
      select ${articles.id} as id, ${articles.category} as category, ${articles.publishedAt} as published_at,
        ${articles.originalLanguage} as original_language
      from ${articles} where ${articles.slug} = ${slug} limit 1
    ), target_title as (
      select t.language, t.title from ${articleTranslations} t join target on t.article_id = target.id
      where t.language in (${language}, ${DEFAULT_LANGUAGE}) or t.language = target.original_language
      order by t.language = ${language} desc, t.language = ${DEFAULT_LANGUAGE} desc
      limit 1
    ), earlier as (
      select ${articles.id} as id from ${articles}
      where ${articles.publishedAt} <= (select published_at from target)
        and ${articles.publishedAt} >= (select published_at from target) - ${window}
        and ${articles.id} <> (select id from target) and ${readable}
      order by ${articles.publishedAt} desc, ${articles.id} desc
      limit ${NEAR_TIME_POOL}
    ), later as (
      select ${articles.id} as id from ${articles}
      where ${articles.publishedAt} > (select published_at from target)
        and ${articles.publishedAt} <= (select published_at from target) + ${window}
        and ${readable}
      order by ${articles.publishedAt}, ${articles.id}
      limit ${NEAR_TIME_POOL}
    ), near as (
      select t.article_id as id
      from (select id from earlier union all select id from later) around
      join ${articleTranslations} t on t.article_id = around.id
      join target_title on t.language = target_title.language
      order by similarity(t.title, target_title.title) desc, t.article_id desc
      limit ${NEAR_POOL}
    ), same_category as (
      select ${articles.id} as id from ${articles}
      where ${articles.category} = (select category from target)
        and ${articles.id} <> (select id from target) and ${readable}
      order by ${articles.publishedAt} desc, ${articles.id} desc
      limit ${CATEGORY_POOL}
    ), newest as (
      select ${articles.id} as id from ${articles}
      where ${articles.id} <> (select id from target) and ${readable}
      order by ${articles.publishedAt} desc, ${articles.id} desc
      limit ${NEWEST_POOL}
    ), pool as (
      select id from target union select id from near union select id from same_category union select id from newest
    )
    select ${articles.id} as id, ${articles.category} as category,
      ${articles.originalLanguage} as original_language,
      extract(epoch from ${articles.publishedAt}) * 1000 as published,
      ${articles.id} = (select id from target) as is_target,
      t.language, t.title, t.summary
    from pool
    join ${articles} on ${articles.id} = pool.id
    left join ${articleTranslations} t on t.article_id = ${articles.id}
      and (t.language in ${textLanguages} or t.language = ${articles.originalLanguage})`,
  );
  const byId = new Map<number, RelatedCandidate>();
  let target: RelatedCandidate | undefined;
  for (const row of rows) {
    let candidate = byId.get(row.id);
    if (!candidate) {
      candidate = {
        id: row.id,
        category: row.category,
        publishedAt: Number(row.published),
        originalLanguage: row.original_language,
        texts: new Map(),
      };
      byId.set(row.id, candidate);
      if (row.is_target) target = candidate;
    }
    if (row.language !== null)
      candidate.texts.set(row.language, { title: row.title ?? '', summary: row.summary ?? '' });
  }
  if (!target) return null;
  // The ranking reads names with the pipeline's word lists (the stopword package): loaded on the first related
  // list, not with the server (server/startup-imports.test.ts).
  const { rankRelated } = await import('./rank-related.ts');
  return rankRelated(target, [...byId.values()], language, RELATED_LIMIT, languages);
}
