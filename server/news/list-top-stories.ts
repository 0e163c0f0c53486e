import { and, countDistinct, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, storySources } from '../db/schema.ts';
import { DEFAULT_LANGUAGE, languageFallbackChain, type Language } from '../../common/languages.ts';
import { TOP_STORIES_LIMIT, TOP_STORIES_MINIMUM, type TopStory } from '../../common/contracts/top-stories.ts';
import { hasRealSummary } from '../../common/text/has-real-summary.ts';
import { loadArticles, type LoadOptions } from './load-articles.ts';
import { readableIn } from './readable-in.ts';
import { recordCacheTags } from '../cache/cache-tags.ts';

const HOUR = 3_600_000;
/** Only stories first reported this recently are top stories: "the last day", with the night before it. */
export const TOP_STORIES_WINDOW_HOURS = 36;
/** Every 18 hours a story's weight halves: at the window's edge it weighs a quarter of a fresh one. */
export const TOP_STORIES_HALF_LIFE_HOURS = 18;

/** How widely a story was reported and how long ago it broke. */
export interface StoryReach {
  publisherCount: number;
  languageCount: number;
  ageHours: number;
}

/**
 * A story's weight on the front page: (distinct publishers + distinct languages of its reports) × 2^(−age/18 h).
 * Each newsroom that told the story is a vote that it matters, each language it was told in a sign that it
 * matters beyond one country; the age (since its first report, the time its card shows) discounts yesterday's
 * news, so a story of 6 publishers in 3 languages from 20 hours ago (9 × 0.46 ≈ 4.2) still leads a fresh one of
 * 3 publishers in one language (4 × 0.93 ≈ 3.7), and one from 34 hours ago (9 × 0.27 ≈ 2.4) no longer does.
 */
export function topStoryScore({ publisherCount, languageCount, ageHours }: StoryReach): number {
  return (publisherCount + languageCount) * 0.5 ** (Math.max(0, ageHours) / TOP_STORIES_HALF_LIFE_HOURS);
}

/** A top story's id and reach, as topStoryRanks ranks them. */
export interface TopStoryRank {
  id: number;
  publisherCount: number;
  languageCount: number;
}

/**
 * The edition's most important stories of the last 36 hours, most important first: stories reported by at
 * least two publishers, readable in the language (or the reader's languages), whose shown text has a summary that is more than its headline,
 * ranked by topStoryScore. At most 5; none when fewer than 2 qualify (a quiet day has no front page ranking).
 */
export async function topStoryRanks(
  db: Database,
  language: Language,
  now: Date = new Date(),
  languages?: readonly Language[],
): Promise<TopStoryRank[]> {
  recordCacheTags('lists');
  const rows = await topStoryCandidates(db, language, now, languages);
  const ranked = rows
    .filter((row) => hasRealSummary(row.title, row.summary))
    .map((row) => ({
      row,
      score: topStoryScore({
        publisherCount: row.publisherCount,
        languageCount: row.languageCount,
        ageHours: (now.getTime() - row.publishedAt.getTime()) / HOUR,
      }),
    }))
    .sort(
      (a, b) =>
        b.score - a.score || b.row.publishedAt.getTime() - a.row.publishedAt.getTime() || b.row.id - a.row.id,
    )
    .slice(0, TOP_STORIES_LIMIT)
    .map(({ row }) => ({ id: row.id, publisherCount: row.publisherCount, languageCount: row.languageCount }));
  return ranked.length >= TOP_STORIES_MINIMUM ? ranked : [];
}

/**
 * The statement that reads the candidates: the window's stories readable in the language (or the reader's
 * languages, see readableLanguages), told by two publishers or more, each with its reach and the title and
 * summary its card shows.
 */
export function topStoryCandidates(
  db: Database,
  language: Language,
  now: Date,
  languages?: readonly Language[],
) {
  const since = new Date(now.getTime() - TOP_STORIES_WINDOW_HOURS * HOUR);
  // Read through the articles' published-date index (the window's stories only) and, per story, its reports
  // through story_sources' primary key (article_id first): never a scan of every report ever saved.
  const reach = db
    .select({
      publisherCount: countDistinct(storySources.publisher).as('publisher_count'),
      languageCount: countDistinct(storySources.language).as('language_count'),
    })
    .from(storySources)
    .where(eq(storySources.articleId, articles.id))
    .as('reach');
  // The translation a card shows, as loadArticles picks it: the page's language, else English, else the story's
  // own language (a reader who also reads Japanese sees a story told only in Japanese in Japanese).
  const shown = db
    .select({ title: articleTranslations.title, summary: articleTranslations.summary })
    .from(articleTranslations)
    .where(
      and(
        eq(articleTranslations.articleId, articles.id),
        or(
          inArray(articleTranslations.language, languageFallbackChain(language)),
          eq(articleTranslations.language, articles.originalLanguage),
        ),
      ),
    )
    .orderBy(
      desc(sql`${articleTranslations.language} = ${language}`),
      desc(sql`${articleTranslations.language} = ${DEFAULT_LANGUAGE}`),
    )
    .limit(1)
    .as('shown');
  return db
    .select({
      id: articles.id,
      publishedAt: articles.publishedAt,
      publisherCount: reach.publisherCount,
      languageCount: reach.languageCount,
      title: shown.title,
      summary: shown.summary,
    })
    .from(articles)
    .crossJoinLateral(reach)
    .crossJoinLateral(shown)
    .where(
      and(gte(articles.publishedAt, since), readableIn(language, languages), gte(reach.publisherCount, 2)),
    );
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
