import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LanguageSchema } from '#common/contracts/enums.ts';
import { isLanguage } from '#common/languages.ts';
import { translateArticle } from '../../ai/translate-article.ts';
import { articles, articleTranslations } from '../../db/schema.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { passRunId } from '../queued-runs.ts';
import { priorityOf } from './model-priority.ts';
import { runModelTask } from './run-model-task.ts';

/**
 * Translates an article into one language it lacks, from its text in the story's own language (else English,
 * else any it has), and stores the translation as `machine` with the model, prompt version and source
 * language. A language that exists meanwhile (an editor's, another worker's) is left alone.
 */
export const translateArticleJob = defineJob({
  name: 'translate-article',
  schema: z.object({ articleId: z.number().int(), language: LanguageSchema, runId: passRunId }),
  retryLimit: 2,
  retryDelaySeconds: 5,
  concurrency: 4,
  async run({ articleId, language, runId }, context: PipelineContext, attempt) {
    const { db } = context;
    const model = context.modelFor(runId);
    if (!model?.canWork()) return;
    const [article] = await db
      .select({ originalLanguage: articles.originalLanguage })
      .from(articles)
      .where(eq(articles.id, articleId));
    if (!article) return;
    const texts = await db
      .select({
        language: articleTranslations.language,
        title: articleTranslations.title,
        summary: articleTranslations.summary,
        content: articleTranslations.content,
      })
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, articleId));
    if (texts.some((t) => t.language === language)) return;
    const source =
      texts.find((t) => t.language === article.originalLanguage) ??
      texts.find((t) => t.language === 'en') ??
      texts[0];
    if (!source || !isLanguage(source.language)) return;
    const from = { ...source, language: source.language };

    await runModelTask(context, attempt, { articleId, task: 'translate', language, runId }, async () => {
      const translation = await translateArticle(model, from, language);
      const now = context.now();
      const inserted = await db
        .insert(articleTranslations)
        .values({
          articleId,
          language,
          title: translation.title,
          summary: translation.summary,
          content: translation.content,
          origin: 'machine',
          model: translation.model,
          promptVersion: translation.promptVersion,
          sourceLanguage: translation.sourceLanguage,
          machineAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: articleTranslations.id });
      if (inserted.length > 0) await context.tally.add({ translationsNew: 1 }, runId);
      // With an English text, a story can be compared with the same event told in other languages.
      if (inserted.length > 0 && language === 'en')
        await context.queue.send(
          'merge-languages',
          { articleId, runId },
          { priority: await priorityOf(db, articleId, 'merge') },
        );
    });
  },
});
