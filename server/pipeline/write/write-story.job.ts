import { and, countDistinct, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLanguage } from '#common/languages.ts';
import { contentToPlainText } from '#common/contracts/structured-content.ts';
import { readingMinutes } from '#common/text/count-words.ts';
import { checkTextAccuracy } from '../../ai/checks/accuracy/check-text-accuracy.ts';
import type { LanguageModel } from '../../ai/language-model.ts';
import { writeStory, type WrittenStory } from '../../ai/write-story.ts';
import { articles, articleTranslations, feedItems, storySources } from '../../db/schema.ts';
import { defineJob, type JobAttempt } from '../../jobs/define-job.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { passRunId } from '../queued-runs.ts';
import { modelWorkPriority, type StoryStanding } from './model-priority.ts';
import { runModelTask, withModelRequestSetAside } from './run-model-task.ts';
import { checkWithOneRewrite, unlessUnusable } from '../accuracy/check-with-rewrite.ts';
import { loadCheckReports } from '../accuracy/load-check-reports.ts';
import { hasHeldText, storeCheckedText } from '../accuracy/store-checks.ts';

/** What an accuracy check reads of a written story. */
const fieldsOfWritten = (story: WrittenStory) => ({
  title: story.title,
  summary: story.summary,
  content: JSON.stringify(story.content),
});

/** The publishers' rule for breaking news: this many publishers within this window of the first report… */
const BREAKING_PUBLISHERS = 3;
const BREAKING_WINDOW_HOURS = 6;
/** …and only while the story is fresh: a pass over last week's items breaks nothing. */
const BREAKING_FRESH_HOURS = 12;

/**
 * Has the model write a story from all its reports, in the story's language, replacing the extractive
 * text: headline, summary, the spec's sections, category, reading time and whether it is breaking. Then
 * sends a translation job for each language the article lacks. A story already written is left alone.
 */
export const writeStoryJob = defineJob({
  name: 'write-story',
  schema: z.object({ articleId: z.number().int(), runId: passRunId }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  concurrency: 2,
  run: withModelRequestSetAside(write),
});

/** The writing job's work, with the pass's model and its first request set aside. */
async function write(
  { articleId, runId }: { articleId: number; runId: number | undefined },
  context: PipelineContext,
  model: LanguageModel,
  attempt: JobAttempt,
): Promise<void> {
  const { db } = context;
  const [article] = await db
    .select({
      language: articles.originalLanguage,
      publishedAt: articles.publishedAt,
      writtenBy: articleTranslations.model,
      origin: articleTranslations.origin,
    })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(
        eq(articleTranslations.articleId, articles.id),
        eq(articleTranslations.language, articles.originalLanguage),
      ),
    )
    .where(eq(articles.id, articleId));
  // Written already, or an editor's text: never overwritten.
  if (
    !article ||
    article.writtenBy !== null ||
    article.origin !== 'original' ||
    !isLanguage(article.language)
  )
    return;
  const language = article.language;
  const reports = await db
    .select({
      publisher: storySources.publisher,
      title: storySources.title,
      publishedAt: storySources.publishedAt,
      text: sql<string>`left(coalesce(${feedItems.pageText}, ${feedItems.feedText}), 4000)`,
    })
    .from(storySources)
    .innerJoin(feedItems, eq(feedItems.id, storySources.feedItemId))
    .where(eq(storySources.articleId, articleId))
    .orderBy(storySources.publishedAt);
  if (reports.length === 0) return;

  // A written text held for an editor waits for them; the extractive text stays published meanwhile.
  if (await hasHeldText(db, articleId, language)) return;

  await runModelTask(context, attempt, { articleId, task: 'write', language, runId }, async () => {
    const checked = await checkWithOneRewrite({
      text: await writeStory(model, language, reports),
      fieldsOf: fieldsOfWritten,
      language,
      reports: await loadCheckReports(db, articleId),
      model,
      check: checkTextAccuracy,
      rewrite: (unsupported) => writeStory(model, language, reports, unsupported).catch(unlessUnusable),
    });
    const written = checked.text;
    const content = JSON.stringify(written.content);
    const now = context.now();
    const target = { articleId, language, textKind: 'original' } as const;
    if (checked.status === 'hold') {
      await db.transaction((tx) =>
        storeCheckedText(tx, target, checked, { ...written, content, sourceLanguage: null }, now),
      );
      context.logger.info({ articleId, language, ...checked.failing }, 'written story held for an editor');
      return;
    }
    const [spread] = await db
      .select({ publishers: countDistinct(storySources.publisher) })
      .from(storySources)
      .where(
        and(
          eq(storySources.articleId, articleId),
          sql`${storySources.publishedAt} <= ${new Date(reports[0]!.publishedAt.getTime() + BREAKING_WINDOW_HOURS * 3_600_000).toISOString()}::timestamptz`,
        ),
      );
    const fresh = now.getTime() - article.publishedAt.getTime() < BREAKING_FRESH_HOURS * 3_600_000;
    const byPublishers = (spread?.publishers ?? 0) >= BREAKING_PUBLISHERS;
    const isBreaking = fresh && (byPublishers || written.breaking);
    await db.transaction(async (tx) => {
      await storeCheckedText(tx, target, checked, { ...written, content, sourceLanguage: null }, now);
      await tx
        .update(articleTranslations)
        .set({
          title: written.title,
          summary: written.summary,
          content,
          model: written.model,
          promptVersion: written.promptVersion,
          machineAt: now,
          updatedAt: now,
        })
        .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, language)));
      await tx
        .update(articles)
        .set({
          category: written.category,
          isBreaking,
          breakingReason: !isBreaking
            ? null
            : byPublishers
              ? `${spread!.publishers} publishers reported it within ${BREAKING_WINDOW_HOURS} hours`
              : written.breakingReason,
          readingTime: readingMinutes(contentToPlainText(content), language),
          updatedAt: now,
        })
        .where(eq(articles.id, articleId));
    });
    await context.tally.add({ storiesWritten: 1 }, runId);
  });

  const present = await db
    .select({ language: articleTranslations.language })
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, articleId));
  const have = new Set(present.map((p) => p.language));
  const [written] = await db
    .select({ model: articleTranslations.model })
    .from(articleTranslations)
    .where(and(eq(articleTranslations.articleId, articleId), eq(articleTranslations.language, language)));
  // Only a written story is translated: an extractive text is no summary worth ten languages. English
  // comes first: with it the story is compared with other languages' stories, and the merge job then
  // asks for the languages the surviving article lacks (no request is spent on a story merged away).
  if (!written?.model) return;
  const standing: StoryStanding = {
    publishedAt: article.publishedAt,
    publishers: new Set(reports.map((r) => r.publisher)).size,
  };
  if (have.has('en'))
    await context.queue.send(
      'merge-languages',
      { articleId, runId },
      { priority: modelWorkPriority(standing, 'merge') },
    );
  else
    await context.queue.send(
      'translate-article',
      { articleId, language: 'en', runId },
      { priority: modelWorkPriority(standing, 'en') },
    );
}
