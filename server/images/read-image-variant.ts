import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { imageVariants } from '../db/schema.ts';
import type { VariantName } from './create-image-variants.ts';

/** The bytes of one variant of an image, or null. */
export async function readImageVariant(
  db: Database,
  imageId: number,
  variant: VariantName,
  format: 'webp' | 'avif' = 'webp',
): Promise<{ bytes: Buffer; format: string } | null> {
  const [row] = await db
    .select({ bytes: imageVariants.bytes, format: imageVariants.format })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.imageId, imageId),
        eq(imageVariants.variant, variant),
        eq(imageVariants.format, format),
      ),
    )
    .limit(1);
  return row ?? null;
}
