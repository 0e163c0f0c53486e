import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { LANGUAGES } from '#common/languages.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, heldTexts, parkedModelWork } from '../../db/schema.ts';
import type { PipelineQueue } from '../job-table.ts';
import { loadStandings, modelWorkPriority } from './model-priority.ts';

/** Articles looked at per call, newest first: a budget is spent on today's news before last month's. */
export const LIMIT = 1000;

/** An article's text in its own language. */
export const originalText = and(
  eq(articleTranslations.articleId, articles.id),
  eq(articleTranslations.language, articles.originalLanguage),
);

/** How many languages an article has. */
export const translationCount = sql`(select count(*) from ${articleTranslations} t where t.article_id = ${articles.id})`;

/**
 * Sends a translation job for each language an article lacks and has not parked, highest priority first
 * (see model-priority.ts). `writtenOnly` keeps to stories the model wrote (what a pass does by itself);
 * `npm run translate` and the dashboard take every article, hand-written ones included, or the given ones.
 * `englishFirst` asks only for English from a story that lacks it: once translated, the story is compared
 * with other languages' stories and the merge asks for the rest (nothing is spent on a story merged away).
 */
export async function queueMissingTranslations(
  db: Database,
  queue: PipelineQueue,
  options: {
    runId?: number | undefined;
    writtenOnly: boolean;
    articleIds?: number[] | undefined;
    englishFirst?: boolean;
  },
): Promise<number> {
  const candidates = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(articleTranslations, originalText)
    .where(
      and(
        options.writtenOnly ? isNotNull(articleTranslations.model) : undefined,
        options.articleIds ? inArray(articles.id, options.articleIds) : undefined,
        sql`${translationCount} < ${LANGUAGES.length}`,
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(LIMIT);
  if (candidates.length === 0) return 0;
  const ids = candidates.map((c) => c.id);
  const present = await db
    .select({ articleId: articleTranslations.articleId, language: articleTranslations.language })
    .from(articleTranslations)
    .where(inArray(articleTranslations.articleId, ids));
  const parked = await db
    .select({ articleId: parkedModelWork.articleId, language: parkedModelWork.language })
    .from(parkedModelWork)
    .where(and(inArray(parkedModelWork.articleId, ids), eq(parkedModelWork.task, 'translate')));
  // A translation held for an editor waits for them, not for the model.
  const held = await db
    .select({ articleId: heldTexts.articleId, language: heldTexts.language })
    .from(heldTexts)
    .where(inArray(heldTexts.articleId, ids));
  const taken = new Set([...present, ...parked, ...held].map((p) => `${p.articleId}:${p.language}`));
  const standings = await loadStandings(db, ids);
  const work = ids.flatMap((articleId) => {
    const standing = standings.get(articleId);
    if (!standing) return [];
    const missing = LANGUAGES.filter((language) => !taken.has(`${articleId}:${language}`));
    const languages = options.englishFirst && missing.includes('en') ? (['en'] as const) : missing;
    return languages.map((language) => ({
      articleId,
      language,
      priority: modelWorkPriority(standing, language),
    }));
  });
  // Stable: equal priorities keep the newest article first.
  work.sort((a, b) => b.priority - a.priority);
  for (const { articleId, language, priority } of work)
    await queue.send('translate-article', { articleId, language, runId: options.runId }, { priority });
  return work.length;
}
