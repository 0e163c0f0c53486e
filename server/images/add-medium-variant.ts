import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { imageVariants } from '../db/schema.ts';
import { VARIANT_SIZES } from './create-image-variants.ts';
import { readImageVariant } from './read-image-variant.ts';

/**
 * Draws the medium card picture of an image stored before that size existed, from its large variant (cropped
 * to 16:9 as the small one is). Does nothing when it exists or there is no large variant. Returns whether one
 * was drawn.
 */
export async function addMediumVariant(db: Database, imageId: number): Promise<boolean> {
  // Names first: nearly every image has its medium size (every card the pipeline draws), and reading the bytes
  // of all its sizes to learn that cost more than drawing a card's sizes (the embedded database hands bytea
  // over as hex text, decoded byte by byte in JavaScript).
  const rows = await db
    .select({ variant: imageVariants.variant })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.format, 'webp')));
  if (rows.some((r) => r.variant === 'medium') || !rows.some((r) => r.variant === 'large')) return false;
  const large = await readImageVariant(db, imageId, 'large');
  if (!large) return false;
  const { width, height } = VARIANT_SIZES.medium;
  const { data, info } = await sharp(large.bytes)
    .resize({ width, height: height!, fit: 'cover', position: 'attention', withoutEnlargement: false })
    .webp({ quality: 76, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  await db
    .insert(imageVariants)
    .values({
      imageId,
      variant: 'medium',
      format: 'webp',
      width: info.width,
      height: info.height,
      bytes: data,
    })
    .onConflictDoNothing();
  return true;
}
