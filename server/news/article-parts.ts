import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations, images, sourceAnalyses } from '../db/schema.ts';
import type { SourceAnalysisInput, TranslationInput } from '../../common/contracts/article.ts';
import type { PreparedImage } from '../images/create-image-variants.ts';
import { storeImage } from '../images/store-image.ts';

// The pieces of an article that create, replace and patch write, each inside the caller's transaction.

/** Inserts translations of an article (their languages must not exist yet). */
export async function insertTranslations(
  db: Database,
  articleId: number,
  translations: TranslationInput[],
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
