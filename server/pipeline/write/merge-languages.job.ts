import { and, eq, exists, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import {
  articleRedirects,
  articles,
  articleTranslations,
  feedItems,
  heldTexts,
  parkedModelWork,
  storySources,
  textChecks,
} from '../../db/schema.ts';
import { defineJob } from '../../jobs/define-job.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { passRunId } from '../queued-runs.ts';
import { queueMissingTranslations } from './queue-model-work.ts';
import { DEFAULT_THRESHOLDS } from '../stories/cluster-items.ts';
import { matchAcrossLanguages, type EnglishVersion } from '../stories/match-across-languages.ts';

const CANDIDATES = 500;

/**
 * Stories of the pipeline (an editor's article is never merged) with an English text, published within the
 * window of `at`, or the one given.
 */
async function englishVersions(db: Database, at: Date, only?: number): Promise<EnglishVersion[]> {
  const window = DEFAULT_THRESHOLDS.windowHours * 3_600_000;
  const rows = await db
    .select({
      articleId: articles.id,
      language: articles.originalLanguage,
      publishedAt: articles.publishedAt,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
    })
    .from(articles)
    .innerJoin(
      articleTranslations,
      and(eq(articleTranslations.articleId, articles.id), eq(articleTranslations.language, 'en')),
    )
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(storySources)
            .where(eq(storySources.articleId, articles.id)),
        ),
        only !== undefined
          ? eq(articles.id, only)
          : and(
              gte(articles.publishedAt, new Date(at.getTime() - window)),
              lte(articles.publishedAt, new Date(at.getTime() + window)),
            ),
      ),
    )
    .limit(CANDIDATES);
  return rows;
}

/**
 * Folds one story into another in one transaction: its reports, its feed items and the languages the other
 * lacks move over (its own-language text replaces a machine translation of the other, being closer to the
 * reports), then it is deleted. The story published first survives. Returns the reports moved and the
 * surviving article, or null when either story is gone meanwhile.
 */
export async function mergeStories(
  db: Database,
  a: number,
  b: number,
  at: Date,
): Promise<{ survivor: number; reports: number } | null> {
  return db.transaction(async (tx) => {
    const both = await tx
      .select({
        id: articles.id,
        slug: articles.slug,
        publishedAt: articles.publishedAt,
        imageId: articles.imageId,
      })
      .from(articles)
      .where(inArray(articles.id, [a, b]))
      .orderBy(articles.id)
      .for('update');
    if (both.length !== 2) return null;
    const reports = await tx
      .select({ articleId: storySources.articleId })
      .from(storySources)
      .where(inArray(storySources.articleId, [a, b]));
    const count = (id: number) => reports.filter((r) => r.articleId === id).length;
    const [first, second] = both as [(typeof both)[number], (typeof both)[number]];
    // The first story published survives: its address is the one already read and shared.
    const keep = first.publishedAt <= second.publishedAt ? first : second;
    const gone = keep === first ? second : first;

    const texts = await tx
      .select({
        id: articleTranslations.id,
        articleId: articleTranslations.articleId,
        language: articleTranslations.language,
        origin: articleTranslations.origin,
      })
      .from(articleTranslations)
      .where(inArray(articleTranslations.articleId, [keep.id, gone.id]));
    for (const text of texts.filter((t) => t.articleId === gone.id)) {
      const kept = texts.find((t) => t.articleId === keep.id && t.language === text.language);
      if (kept && !(kept.origin === 'machine' && text.origin === 'original')) continue;
      if (kept) await tx.delete(articleTranslations).where(eq(articleTranslations.id, kept.id));
      await tx
        .update(articleTranslations)
        .set({ articleId: keep.id, updatedAt: at })
        .where(eq(articleTranslations.id, text.id));
    }
    // The merged story's checks stay measured, with the survivor; a text it held for an editor moves over
    // when the survivor has no text nor held text of that language (else it goes with the merged story).
    await tx.update(textChecks).set({ articleId: keep.id }).where(eq(textChecks.articleId, gone.id));
    const keptLanguages = (
      await tx
        .select({ language: heldTexts.language })
        .from(heldTexts)
        .where(eq(heldTexts.articleId, keep.id))
    ).map((h) => h.language);
    const survivorHas = new Set([
      ...keptLanguages,
      ...(
        await tx
          .select({ language: articleTranslations.language })
          .from(articleTranslations)
          .where(eq(articleTranslations.articleId, keep.id))
      ).map((t) => t.language),
    ]);
    await tx
      .update(heldTexts)
      .set({ articleId: keep.id })
      .where(
        and(
          eq(heldTexts.articleId, gone.id),
          survivorHas.size > 0 ? notInArray(heldTexts.language, [...survivorHas]) : undefined,
        ),
      );
    await tx.update(storySources).set({ articleId: keep.id }).where(eq(storySources.articleId, gone.id));
    await tx
      .update(feedItems)
      .set({ articleId: keep.id, updatedAt: at })
      .where(eq(feedItems.articleId, gone.id));
    await tx.delete(parkedModelWork).where(eq(parkedModelWork.articleId, gone.id));
    // The merged story's address, and those of stories merged into it before, lead to the survivor.
    await tx
      .update(articleRedirects)
      .set({ articleId: keep.id })
      .where(eq(articleRedirects.articleId, gone.id));
    await tx
      .insert(articleRedirects)
      .values({ slug: gone.slug, articleId: keep.id, createdAt: at })
      .onConflictDoUpdate({ target: articleRedirects.slug, set: { articleId: keep.id } });
    await tx
      .update(articles)
      .set({
        ...(keep.imageId === null && gone.imageId !== null ? { imageId: gone.imageId } : {}),
        updatedAt: at,
      })
      .where(eq(articles.id, keep.id));
    await tx.delete(articles).where(eq(articles.id, gone.id));
    return { survivor: keep.id, reports: count(gone.id) };
  });
}

/**
 * Once a story has an English text (written in English, or translated into it), looks for the same event
 * told in another language among the stories of its time window, compared in English, and merges the two
 * into one article with all their reports (see match-across-languages.ts).
 */
export const mergeLanguagesJob = defineJob({
  name: 'merge-languages',
  schema: z.object({ articleId: z.number().int(), runId: passRunId }),
  retryLimit: 2,
  retryDelaySeconds: 2,
  // Two merges at once could each fold a story into the other.
  concurrency: 1,
  async run({ articleId, runId }, context: PipelineContext) {
    const { db } = context;
    const [story] = await englishVersions(db, context.now(), articleId);
    if (!story) return;
    const others = await englishVersions(db, story.publishedAt);
    let survivor = articleId;
    for (const same of matchAcrossLanguages(story, others)) {
      const merged = await mergeStories(db, survivor, same, context.now());
      if (!merged) continue;
      survivor = merged.survivor;
      await context.tally.add({ storiesMerged: merged.reports }, runId);
      context.logger.info({ articleId, with: same, ...merged }, 'stories merged across languages');
    }
    // The story is settled: now it is worth translating into every language it lacks.
    await queueMissingTranslations(db, context.queue, { runId, writtenOnly: true, articleIds: [survivor] });
  },
});
