import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, images, sourceAnalyses } from '../db/schema.ts';
import type { SourceAnalysisInput, TranslationInput } from '#common/contracts/article.ts';
import type { PreparedImage } from '../images/create-image-variants.ts';
import { storeImage } from '../images/store-image.ts';

// The pieces of an article that create, replace and patch write, each inside the caller's transaction.

/** How a stored text was made, and the text itself, to tell whether an editor changed it. */
export type StoredProvenance = Pick<
  typeof articleTranslations.$inferSelect,
  'title' | 'summary' | 'content' | 'origin' | 'model' | 'promptVersion' | 'sourceLanguage' | 'machineAt'
>;

/** The provenance of an article's texts by language, read before an editor's save replaces them. */
export async function readProvenance(
  db: Database,
  articleId: number,
): Promise<Map<string, StoredProvenance>> {
  const rows = await db
    .select({
      language: articleTranslations.language,
      title: articleTranslations.title,
      summary: articleTranslations.summary,
      content: articleTranslations.content,
      origin: articleTranslations.origin,
      model: articleTranslations.model,
      promptVersion: articleTranslations.promptVersion,
      sourceLanguage: articleTranslations.sourceLanguage,
      machineAt: articleTranslations.machineAt,
    })
    .from(articleTranslations)
    .where(eq(articleTranslations.articleId, articleId));
  return new Map(rows.map(({ language, ...rest }) => [language, rest]));
}

/**
 * The provenance of a text an editor saves: an unchanged text keeps its own; a changed text a model made
 * becomes `edited`; a new one is `original` in the story's language and `edited` in the others (an editor
 * wrote it).
 */
function provenanceOf(t: TranslationInput, originalLanguage: string, previous: StoredProvenance | undefined) {
  if (
    previous &&
    previous.title === t.title &&
    previous.summary === t.summary &&
    previous.content === t.content
  ) {
    const { origin, model, promptVersion, sourceLanguage, machineAt } = previous;
    return { origin: t.origin ?? origin, model, promptVersion, sourceLanguage, machineAt };
  }
  const madeByModel = previous && (previous.origin === 'machine' || previous.model !== null);
  const origin =
    t.origin ?? (madeByModel ? 'edited' : t.language === originalLanguage ? 'original' : 'edited');
  return { origin, model: null, promptVersion: null, sourceLanguage: null, machineAt: null };
}

/**
 * Inserts an editor's translations of an article (their languages must not exist yet), each with its
 * provenance (see provenanceOf); `previous` is what readProvenance read before the old texts were removed.
 */
export async function insertTranslations(
  db: Database,
  articleId: number,
  translations: TranslationInput[],
  originalLanguage: string,
  previous: Map<string, StoredProvenance> = new Map(),
): Promise<void> {
  if (translations.length === 0) return;
  await db.insert(articleTranslations).values(
    translations.map((t) => ({
      articleId,
      language: t.language,
      title: t.title,
      summary: t.summary,
      content: t.content,
      authorName: t.authorName ?? null,
      authorAvatarUrl: t.authorAvatarUrl ?? null,
      authorCredentials: t.authorCredentials ?? null,
      ...provenanceOf(t, originalLanguage, previous.get(t.language)),
    })),
  );
}

/** Deletes an article's translations in the given languages (all of them when none are given). */
export async function deleteTranslations(
  db: Database,
  articleId: number,
  languages?: string[],
): Promise<void> {
  await db
    .delete(articleTranslations)
    .where(
      languages
        ? and(eq(articleTranslations.articleId, articleId), inArray(articleTranslations.language, languages))
        : eq(articleTranslations.articleId, articleId),
    );
}

/** Sets an article's source analysis, or removes it with null. */
export async function writeSourceAnalysis(
  db: Database,
  articleId: number,
  source: SourceAnalysisInput | null,
): Promise<void> {
  await db.delete(sourceAnalyses).where(eq(sourceAnalyses.articleId, articleId));
  if (!source) return;
  await db.insert(sourceAnalyses).values({
    articleId,
    trustLevel: source.trustLevel,
    accessType: source.accessType,
    icon: source.icon ?? null,
    label: source.label ?? null,
    description: source.description ?? null,
    organizationName: source.organizationName ?? null,
    buttonText: source.buttonText ?? null,
  });
}

/** Gives an article a new picture (or none), removing the old one when no other article uses it. */
export async function swapImage(
  db: Database,
  articleId: number,
  oldImageId: number | null,
  next: { prepared: PreparedImage; source: 'upload' | 'generated' } | null,
): Promise<number | null> {
  const imageId = next ? await storeImage(db, next.prepared, next.source) : null;
  await db.update(articles).set({ imageId }).where(eq(articles.id, articleId));
  if (oldImageId !== null) await deleteImageIfUnused(db, oldImageId, articleId);
  return imageId;
}

/** Removes an image no other article points at (its variants go with it). */
export async function deleteImageIfUnused(
  db: Database,
  imageId: number,
  exceptArticleId: number,
): Promise<void> {
  const users = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.imageId, imageId), ne(articles.id, exceptArticleId)))
    .limit(1);
  if (users.length === 0) await db.delete(images).where(eq(images.id, imageId));
}
