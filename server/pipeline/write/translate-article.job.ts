import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { LanguageSchema } from '#common/contracts/enums.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import { checkTextAccuracy } from '../../ai/checks/accuracy/check-text-accuracy.ts';
import type { LanguageModel } from '../../ai/language-model.ts';
import { translateArticle } from '../../ai/translate-article.ts';
import type { Database } from '../../db/client.ts';
import { articles, articleTranslations, parkedModelWork } from '../../db/schema.ts';
import { defineJob, type JobAttempt } from '../../jobs/define-job.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { passRunId } from '../queued-runs.ts';
import { priorityOf } from './model-priority.ts';
import { runModelTask, withModelRequestSetAside } from './run-model-task.ts';
import { checkWithOneRewrite, unlessUnusable } from '../accuracy/check-with-rewrite.ts';
import { loadCheckReports, reportOfSource } from '../accuracy/load-check-reports.ts';
import { hasHeldText, storeCheckedText } from '../accuracy/store-checks.ts';

/** Whether the translation of an article into a language is parked (parked_model_work). */
async function isTranslationParked(db: Database, articleId: number, language: string): Promise<boolean> {
  const [parked] = await db
    .select({ id: parkedModelWork.id })
    .from(parkedModelWork)
    .where(
      and(
        eq(parkedModelWork.articleId, articleId),
        eq(parkedModelWork.task, 'translate'),
        eq(parkedModelWork.language, language),
      ),
    );
  return parked !== undefined;
}

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
  run: withModelRequestSetAside(translate),
});

/** The translation job's work, with the pass's model and its first request set aside. */
async function translate(
  { articleId, language, runId }: { articleId: number; language: Language; runId: number | undefined },
  context: PipelineContext,
  model: LanguageModel,
  attempt: JobAttempt,
): Promise<void> {
  const { db } = context;
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
  // A translation held for an editor waits for them (readers see the original meanwhile); a parked one
  // (an editor discarded it, or the model failed it twice) is not asked for again, as no pass asks for it.
  if ((await hasHeldText(db, articleId, language)) || (await isTranslationParked(db, articleId, language)))
    return;
  const source =
    texts.find((t) => t.language === article.originalLanguage) ??
    texts.find((t) => t.language === 'en') ??
    texts[0];
  if (!source || !isLanguage(source.language)) return;
  const from = { ...source, language: source.language };

  await runModelTask(context, attempt, { articleId, task: 'translate', language, runId }, async () => {
    // A translation may say what its source says, and what the story's reports say.
    const reports = [reportOfSource(from), ...(await loadCheckReports(db, articleId))];
    const checked = await checkWithOneRewrite({
      text: await translateArticle(model, from, language),
      fieldsOf: (t) => t,
      language,
      reports,
      model,
      check: checkTextAccuracy,
      rewrite: (unsupported) => translateArticle(model, from, language, unsupported).catch(unlessUnusable),
    });
    const translation = checked.text;
    const now = context.now();
    const target = { articleId, language, textKind: 'translation' } as const;
    if (checked.status === 'hold') {
      await db.transaction((tx) => storeCheckedText(tx, target, checked, translation, now));
      context.logger.info({ articleId, language, ...checked.failing }, 'translation held for an editor');
      return;
    }
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
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
      // A language made meanwhile (an editor's, another worker's) keeps its own checks.
      if (rows.length > 0) await storeCheckedText(tx, target, checked, translation, now);
      return rows;
    });
    if (inserted.length > 0) await context.tally.add({ translationsNew: 1 }, runId);
    // With an English text, a story can be compared with the same event told in other languages.
    if (inserted.length > 0 && language === 'en')
      await context.queue.send(
        'merge-languages',
        { articleId, runId },
        { priority: await priorityOf(db, articleId, 'merge') },
      );
  });
}
