import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { readImageVariant } from './read-image-variant.ts';

/** The spec's thumbnail answer: an article's card thumbnail as a data URL. 404 "Thumbnail not found". */
export async function getThumbnailDataUrl(db: Database, articleId: number): Promise<{ imageBase64: string }> {
  const [article] = await db
    .select({ imageId: articles.imageId })
    .from(articles)
    .where(eq(articles.id, articleId))
    .limit(1);
  const variant = article?.imageId ? await readImageVariant(db, article.imageId, 'small') : null;
  if (!variant) throw new AppError('not_found', 'Thumbnail not found');
  return { imageBase64: `data:image/${variant.format};base64,${variant.bytes.toString('base64')}` };
}
