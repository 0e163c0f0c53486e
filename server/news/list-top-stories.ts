import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, storySources } from '../db/schema.ts';
import { queryRows } from '../db/query-rows.ts';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages.ts';
import { TOP_STORIES_LIMIT, TOP_STORIES_MINIMUM, type TopStory } from '#common/contracts/top-stories.ts';
import { hasRealSummary } from '#common/text/has-real-summary.ts';
import { loadArticles, type LoadOptions } from './load-articles.ts';
import { readableIn } from './readable-in.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

/** Only stories first reported this recently are top stories: "the last day", with the night before it. */
export const TOP_STORIES_WINDOW_HOURS = 36;
/** Every 18 hours a story's weight halves: at the window's edge it weighs a quarter of a fresh one. */
export const TOP_STORIES_HALF_LIFE_HOURS = 18;
/**
 * How many of the best-weighed stories have their texts read: those whose card would show no summary of its
 * own are passed over, and it takes more than ten of those among the best fifteen to show fewer than five.
 */
const TEXTS_READ = 3 * TOP_STORIES_LIMIT;

/** A top story's id and reach, as topStoryRanks ranks them. */
export interface TopStoryRank {
  id: number;
  publisherCount: number;
  languageCount: number;
}

interface CandidateRow {
  id: number;
  publisher_count: number;
  language_count: number;
  title: string | null;
  summary: string | null;
}

/**
 * The statement that weighs the candidates, best first: the stories of the last 36 hours readable in the
 * language (or the reader's languages, see readableLanguages), told by two publishers or more, with their
 * reach and the title and summary their cards show (the page's language, else English, else the story's own,
 * as loadArticles picks). A story's weight:
 *
 *     (distinct publishers + distinct languages of its reports) × 2^(−age / 18 h)
 *
 * Each newsroom that told the story is a vote that it matters, each language it was told in a sign that it
 * matters beyond one country; the age (since its first report, the time its card shows) discounts yesterday's
 * news: a story of 6 publishers in 3 languages from 20 hours ago (9 × 0.46 ≈ 4.2) still leads a fresh one of 3
 * publishers in one language (4 × 0.93 ≈ 3.7); from 34 hours ago (9 × 0.27 ≈ 2.4) it no longer does.
 *
 * It reads the window's stories through the articles' published-date index and each one's reports through
 * story_sources' primary key (article_id first), never every report ever saved; texts only for the best 15.
 */
export function topStoryCandidates(language: Language, now: Date, languages?: readonly Language[]): SQL {
  const since = new Date(now.getTime() - TOP_STORIES_WINDOW_HOURS * 3_600_000);
  const ageHours = sql`greatest(0, extract(epoch from (${now.toISOString()}::timestamptz - ${articles.publishedAt})) / 3600)`;
  return sql`select ranked.id, ranked.publisher_count, ranked.language_count, shown.title, shown.summary
    from (
      select ${articles.id} as id, ${articles.originalLanguage} as original_language,
        reach.publisher_count, reach.language_count,
        (reach.publisher_count + reach.language_count)
          * power(0.5, ${ageHours} / ${TOP_STORIES_HALF_LIFE_HOURS}) as weight,
        ${articles.publishedAt} as published_at
      from ${articles}
      cross join lateral (
        select count(distinct ${storySources.publisher})::int as publisher_count,
          count(distinct ${storySources.language})::int as language_count
        from ${storySources} where ${storySources.articleId} = ${articles.id}
      ) reach
      where ${articles.publishedAt} >= ${since.toISOString()}::timestamptz
        and ${readableIn(language, languages)}
        and reach.publisher_count >= 2
      order by weight desc, ${articles.publishedAt} desc, ${articles.id} desc
      limit ${TEXTS_READ}
    ) ranked
    left join lateral (
      select t.title, t.summary from ${articleTranslations} t
      where t.article_id = ranked.id
        and (t.language in (${language}, ${DEFAULT_LANGUAGE}) or t.language = ranked.original_language)
      order by t.language = ${language} desc, t.language = ${DEFAULT_LANGUAGE} desc
      limit 1
    ) shown on true
    order by ranked.weight desc, ranked.published_at desc, ranked.id desc`;
}

/**
 * The edition's most important stories of the last 36 hours, most important first (topStoryCandidates), only
 * those whose card shows a summary that is more than its headline. At most 5; none when fewer than 2 qualify
 * (a quiet day has no front-page ranking).
 */
export async function topStoryRanks(
  db: Database,
  language: Language,
  now: Date = new Date(),
  languages?: readonly Language[],
): Promise<TopStoryRank[]> {
  recordCacheTags('lists');
  const rows = await queryRows<CandidateRow>(db, topStoryCandidates(language, now, languages));
  const ranked = rows
    .filter((row) => hasRealSummary(row.title ?? '', row.summary ?? ''))
    .slice(0, TOP_STORIES_LIMIT)
    .map((row) => ({ id: row.id, publisherCount: row.publisher_count, languageCount: row.language_count }));
  return ranked.length >= TOP_STORIES_MINIMUM ? ranked : [];
}

/** The top stories as the API answers them: articles with their reach. */
export async function listTopStories(
  db: Database,
  language: Language,
  options: LoadOptions & { now?: Date; languages?: readonly Language[] } = {},
): Promise<TopStory[]> {
  const ranks = await topStoryRanks(db, language, options.now, options.languages);
  return withReach(
    await loadArticles(
      db,
      ranks.map((r) => r.id),
      language,
      options,
    ),
    ranks,
  );
}

/** Articles loaded for ranked top stories, in rank order, each with its reach. */
export function withReach<T extends { id: number }>(
  loaded: T[],
  ranks: TopStoryRank[],
): Array<T & Omit<TopStoryRank, 'id'>> {
  const byId = new Map(loaded.map((article) => [article.id, article]));
  return ranks.flatMap(({ id, publisherCount, languageCount }) => {
    const article = byId.get(id);
    return article ? [{ ...article, publisherCount, languageCount }] : [];
  });
}
