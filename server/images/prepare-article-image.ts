import type { Database } from '../db/client.ts';
import { addAvifVariants } from './add-avif-variants.ts';
import { addMediumVariant } from './add-medium-variant.ts';
import { generateThumbnail } from './generate-thumbnail.ts';

/**
 * Gives an article the pictures pages ask for: its title card when it has no picture, and the medium size and
 * AVIF copies a picture stored before them lacks. Does nothing more for an article that has them all.
 */
export async function prepareArticleImage(db: Database, articleId: number, siteName: string): Promise<void> {
  const result = await generateThumbnail(db, articleId, { forceRegenerate: false }, siteName);
  const imageId = result.imageUrl ? Number(/\/media\/images\/(\d+)\//.exec(result.imageUrl)?.[1]) : NaN;
  if (Number.isInteger(imageId)) {
    await addMediumVariant(db, imageId);
    await addAvifVariants(db, imageId);
  }
}
