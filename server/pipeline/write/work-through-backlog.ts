import { and, desc, eq, exists, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import { LANGUAGES } from '#common/languages.ts';
import type { LanguageModel } from '../../ai/language-model.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, parkedModelWork, storySources } from '../../db/schema.ts';
import type { InProcessQueue } from '../../jobs/in-process-queue.ts';
import { pipelineJob } from '../job-table.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { modelWorkPriority } from './model-priority.ts';
import { LIMIT, originalText, queueMissingTranslations, translationCount } from './queue-model-work.ts';

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
  const perRound = pipelineJob('write-story').concurrency;
  let worked = 0;
  for (let start = 0; start < backlog.length && model.canWork(); start += perRound) {
    const round = backlog.slice(start, start + perRound);
    for (const { articleId, written, priority } of round) {
      // A story merged away by an earlier round is gone: its jobs find nothing and return.
      if (!written) {
        await queue.send('write-story', { articleId, runId: undefined }, { priority });
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
