import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTranslations } from '../db/schema.ts';
import { deleteImageIfUnused } from '../news/article-parts.ts';
import type { GenerateThumbnailInput } from '#common/contracts/thumbnails.ts';
import { AppError } from '../errors.ts';
import { articleImageUrls } from './image-urls.ts';
import { renderTitleCardImage } from './render-title-card.ts';
import { siteTexts } from '../i18n/site-texts.ts';
import { isLanguage } from '#common/languages.ts';
import { storeImage } from './store-image.ts';

/** The spec's error text when drawing fails. */
export const GENERATION_FAILED = 'Failed to generate thumbnail';

/** What POST /api/thumbnails/generate/{id} answers. */
export interface GeneratedThumbnail {
  success: true;
  articleId: number;
  generated: boolean;
  thumbnailSmall: string | null;
  thumbnailSocial: string | null;
  thumbnailUrl: string | null;
  imageUrl: string | null;
}

/**
 * Renders an article's title card and stores it as the article's image. Without forceRegenerate an
 * existing image (uploaded or generated) is kept and nothing is drawn.
 */
export async function generateThumbnail(
  db: Database,
  articleId: number,
  input: GenerateThumbnailInput,
  siteName: string,
): Promise<GeneratedThumbnail> {
  const [article] = await db.select().from(articles).where(eq(articles.id, articleId)).limit(1);
  if (!article) throw new AppError('not_found', `No article has the id ${articleId}`);
  if (article.imageId !== null && !input.forceRegenerate) {
    return { success: true, articleId, generated: false, ...articleImageUrls(article.imageId) };
  }
  const language = input.language ?? article.originalLanguage;
  let title = input.title;
  if (!title) {
    const rows = await db
      .select({ language: articleTranslations.language, title: articleTranslations.title })
      .from(articleTranslations)
      .where(
        and(
          eq(articleTranslations.articleId, articleId),
          inArray(articleTranslations.language, [language, 'en']),
        ),
      );
    title = (rows.find((r) => r.language === language) ?? rows[0])?.title ?? article.slug.replace(/-/g, ' ');
  }
  const category = input.category ?? article.category;
  const prepared = await renderTitleCardImage({
    title,
    category,
    label: siteTexts(isLanguage(language) ? language : 'en', siteName).categoryName(category),
    language,
    siteName,
  }).catch((error: unknown) => {
    throw new AppError('internal', GENERATION_FAILED, { cause: error });
  });
  const imageId = await db.transaction(async (tx) => {
    const id = await storeImage(tx, prepared, 'generated');
    await tx
      .update(articles)
      .set({ imageId: id, updatedAt: sql`now()` })
      .where(eq(articles.id, articleId));
    if (article.imageId !== null) await deleteImageIfUnused(tx, article.imageId, articleId);
    return id;
  });
  return { success: true, articleId, generated: true, ...articleImageUrls(imageId) };
}
