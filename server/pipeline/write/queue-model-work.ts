import { and, desc, eq, exists, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { LANGUAGES } from '../../../common/languages.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, parkedModelWork, storySources } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/define-job.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { translateArticleJob } from './translate-article.job.ts';
import { writeStoryJob } from './write-story.job.ts';

/** Articles looked at per call, newest first: a budget is spent on today's news before last month's. */
const LIMIT = 1000;

const originalText = and(
  eq(articleTranslations.articleId, articles.id),
  eq(articleTranslations.language, articles.originalLanguage),
);

/**
 * Sends a write job for each story the model has not written yet (left by a spent budget or written before a
 * model was configured), except those parked: an editor's article is never rewritten.
 */
export async function queueUnwrittenStories(
  db: Database,
  queue: JobQueue<PipelineContext>,
  runId: number | undefined,
): Promise<number> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(articleTranslations, originalText)
    .where(
      and(
        isNull(articleTranslations.model),
        eq(articleTranslations.origin, 'original'),
        exists(
          db
            .select({ one: sql`1` })
            .from(storySources)
            .where(eq(storySources.articleId, articles.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(parkedModelWork)
            .where(and(eq(parkedModelWork.articleId, articles.id), eq(parkedModelWork.task, 'write'))),
        ),
      ),
    )
    .orderBy(desc(articles.publishedAt))
    .limit(LIMIT);
  for (const row of rows) await queue.send(writeStoryJob, { articleId: row.id, runId });
  return rows.length;
}

/**
 * Sends a translation job for each language an article lacks and has not parked. `writtenOnly` keeps to
 * stories the model wrote (what a pass does by itself); `npm run translate` and the dashboard take every
 * article, hand-written ones included, or the given ones.
 */
export async function queueMissingTranslations(
  db: Database,
  queue: JobQueue<PipelineContext>,
  options: { runId?: number | undefined; writtenOnly: boolean; articleIds?: number[] | undefined },
): Promise<number> {
  const candidates = await db
    .select({ id: articles.id })
    .from(articles)
    .innerJoin(articleTranslations, originalText)
    .where(
      and(
        options.writtenOnly ? isNotNull(articleTranslations.model) : undefined,
        options.articleIds ? inArray(articles.id, options.articleIds) : undefined,
        sql`(select count(*) from ${articleTranslations} t where t.article_id = ${articles.id}) < ${LANGUAGES.length}`,
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
  let sent = 0;
  for (const articleId of ids) {
    for (const language of LANGUAGES) {
      if (taken.has(`${articleId}:${language}`)) continue;
      await queue.send(translateArticleJob, { articleId, language, runId: options.runId });
      sent++;
    }
  }
  return sent;
}
