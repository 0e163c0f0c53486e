import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, feedItems, storySources } from '../db/schema.ts';
import type { Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';
import type { SourceAnalysisInput } from '#common/contracts/article.ts';
import { insertTranslations, writeSourceAnalysis } from '../news/article-parts.ts';
import { checkTextAccuracy } from '../ai/checks/accuracy/check-text-accuracy.ts';
import { checkComposedStory } from './accuracy/check-composed-story.ts';
import type { CheckAccuracy, CheckedText } from './accuracy/check-with-rewrite.ts';
import { storeCheckedText } from './accuracy/store-checks.ts';
import { uniqueSlug } from './publish/make-slug.ts';

/** A report as a story lists it: which feed item, from which publisher. */
export interface StoryReport {
  itemId: number;
  sourceId: number;
  publisher: string;
  url: string;
  language: string;
  title: string;
  publishedAt: Date;
}

/** A new story, ready to be published as an article in its original language. */
export interface NewStory {
  slug: string;
  category: Category;
  country: string;
  language: Language;
  title: string;
  summary: string;
  content: string;
  readingTime: number;
  publishedAt: Date;
  originalUrl: string;
  sourceAnalysis: SourceAnalysisInput;
  reports: StoryReport[];
}

/**
 * Claims reports for a story inside the caller's transaction: only items still waiting ("read", or "held"
 * back and published anyway by an editor) are taken, so a pass killed and started again, or a second
 * worker, never lists a report twice.
 */
async function claimReports(
  tx: Database,
  articleId: number,
  reports: StoryReport[],
  at: Date,
): Promise<StoryReport[]> {
  const claimed = await tx
    .update(feedItems)
    .set({ state: 'clustered', heldReason: null, articleId, placedAt: at, updatedAt: at })
    .where(
      and(
        inArray(
          feedItems.id,
          reports.map((r) => r.itemId),
        ),
        inArray(feedItems.state, ['read', 'held']),
      ),
    )
    .returning({ id: feedItems.id });
  const ids = new Set(claimed.map((c) => c.id));
  const taken = reports.filter((r) => ids.has(r.itemId));
  if (taken.length > 0) {
    await tx.insert(storySources).values(
      taken.map((r) => ({
        articleId,
        feedItemId: r.itemId,
        sourceId: r.sourceId,
        publisher: r.publisher,
        url: r.url,
        language: r.language,
        title: r.title,
        publishedAt: r.publishedAt,
      })),
    );
  }
  return taken;
}

/**
 * Publishes a story as an article with its original-language translation, source analysis and reports,
 * in one transaction, once its text passed its accuracy check (checkComposedStory: composed again once
 * without a failing sentence). A text that fails is held for an editor instead: the article is saved with
 * its reports but no text, so it is in no list until an editor publishes it. Every check is stored with
 * the text. Returns the article id, or null when its reports were taken meanwhile.
 */
export async function saveNewStory(
  db: Database,
  composed: NewStory,
  at: Date,
  check: CheckAccuracy = checkTextAccuracy,
): Promise<number | null> {
  return saveCheckedStory(db, await checkComposedStory(db, composed, check), at);
}

/** Publishes a story whose check is done (saveNewStory), or holds it for an editor with its reports. */
export async function saveCheckedStory(
  db: Database,
  checked: CheckedText<NewStory>,
  at: Date,
): Promise<number | null> {
  const story = checked.text;
  return db
    .transaction(async (tx) => {
      const slug = await uniqueSlug(story.slug, async (candidate) => {
        const [row] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, candidate));
        return !!row;
      });
      const [row] = await tx
        .insert(articles)
        .values({
          slug,
          category: story.category,
          country: story.country,
          originalUrl: story.originalUrl,
          originalLanguage: story.language,
          readingTime: story.readingTime,
          publishedAt: story.publishedAt,
        })
        .returning({ id: articles.id });
      if (!row) throw new Error('article insert returned no row');
      const taken = await claimReports(tx, row.id, story.reports, at);
      if (taken.length === 0) tx.rollback();
      if (checked.status === 'publish')
        await insertTranslations(
          tx,
          row.id,
          [{ language: story.language, title: story.title, summary: story.summary, content: story.content }],
          story.language,
        );
      await storeCheckedText(
        tx,
        { articleId: row.id, language: story.language, textKind: 'original' },
        checked,
        { ...story, model: null, promptVersion: null, sourceLanguage: null },
        at,
      );
      await writeSourceAnalysis(tx, row.id, story.sourceAnalysis);
      return row.id;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
}

/** Adds reports to a published story. Returns how many were added (reports taken meanwhile are not). */
export async function addReportsToStory(
  db: Database,
  articleId: number,
  reports: StoryReport[],
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [article] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.id, articleId));
    if (!article) return 0;
    return (await claimReports(tx, articleId, reports, at)).length;
  });
}
