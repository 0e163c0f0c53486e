import { and, desc, eq, exists, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import { LANGUAGES } from '../../../common/languages.ts';
import type { LanguageModel } from '../../ai/language-model.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, parkedModelWork, storySources } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/define-job.ts';
import type { InProcessQueue } from '../../jobs/in-process-queue.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { loadStandings, modelWorkPriority } from './model-priority.ts';
import { translateArticleJob } from './translate-article.job.ts';
import { writeStoryJob } from './write-story.job.ts';

/** Articles looked at per call, newest first: a budget is spent on today's news before last month's. */
const LIMIT = 1000;

const originalText = and(
  eq(articleTranslations.articleId, articles.id),
  eq(articleTranslations.language, articles.originalLanguage),
);

const translationCount = sql`(select count(*) from ${articleTranslations} t where t.article_id = ${articles.id})`;

/**
 * Sends a translation job for each language an article lacks and has not parked, highest priority first
 * (see model-priority.ts). `writtenOnly` keeps to stories the model wrote (what a pass does by itself);
 * `npm run translate` and the dashboard take every article, hand-written ones included, or the given ones.
 * `englishFirst` asks only for English from a story that lacks it: once translated, the story is compared
 * with other languages' stories and the merge asks for the rest (nothing is spent on a story merged away).
 */
export async function queueMissingTranslations(
  db: Database,
  queue: JobQueue<PipelineContext>,
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
  const taken = new Set([...present, ...parked].map((p) => `${p.articleId}:${p.language}`));
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
    await queue.send(translateArticleJob, { articleId, language, runId: options.runId }, { priority });
  return work.length;
}

/**
 * The model work earlier passes left (a spent budget, a model configured since), highest priority first:
 * stories not written yet (an editor's article is never rewritten; parked ones wait for an editor) and
 * written stories that lack languages.
 */
async function listBacklog(
  db: Database,
): Promise<Array<{ articleId: number; written: boolean; priority: number }>> {
  const rows = await db
    .select({
      articleId: articles.id,
      publishedAt: articles.publishedAt,
      written: sql<boolean>`${articleTranslations.model} is not null`,
      publishers:
        sql<number>`(select count(distinct ${storySources.publisher}) from ${storySources} where ${storySources.articleId} = ${articles.id})`.mapWith(
          Number,
        ),
    })
    .from(articles)
    .innerJoin(articleTranslations, originalText)
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(storySources)
            .where(eq(storySources.articleId, articles.id)),
        ),
        or(
          and(
            isNull(articleTranslations.model),
            eq(articleTranslations.origin, 'original'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(parkedModelWork)
                .where(and(eq(parkedModelWork.articleId, articles.id), eq(parkedModelWork.task, 'write'))),
            ),
          ),
          and(isNotNull(articleTranslations.model), sql`${translationCount} < ${LANGUAGES.length}`),
        ),
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(LIMIT);
  return rows
    .map((row) => ({
      articleId: row.articleId,
      written: row.written,
      priority: modelWorkPriority(row, 'write'),
    }))
    .sort((a, b) => b.priority - a.priority);
}

/**
 * Works through the backlog after a pass's new stories, with what is left of its budget: a few stories at
 * a time, highest priority first (newest and most reported), each written (the write job then asks for its
 * translations) or given the languages it lacks, English first. Stops when the model takes no more work;
 * the next pass goes on, again after its own new stories. Returns the stories worked on.
 */
export async function workThroughBacklog(
  db: Database,
  queue: InProcessQueue<PipelineContext>,
  model: LanguageModel,
): Promise<number> {
  const backlog = await listBacklog(db);
  // As many stories at a time as are written at a time, so that each round's translations are done
  // before older stories take the budget.
  const perRound = writeStoryJob.concurrency;
  let worked = 0;
  for (let start = 0; start < backlog.length && model.canWork(); start += perRound) {
    const round = backlog.slice(start, start + perRound);
    for (const { articleId, written, priority } of round) {
      // A story merged away by an earlier round is gone: its jobs find nothing and return.
      if (!written) {
        await queue.send(writeStoryJob, { articleId, runId: undefined }, { priority });
      } else {
        await queueMissingTranslations(db, queue, {
          writtenOnly: true,
          articleIds: [articleId],
          englishFirst: true,
        });
      }
    }
    worked += round.length;
    await queue.drain();
  }
  return worked;
}
