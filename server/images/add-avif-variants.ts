import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.ts';
import { images, imageVariants } from '../db/schema.ts';

/** The sizes worth an AVIF copy: the big ones, where its smaller files save the most. */
const AVIF_VARIANTS = ['large', 'social'] as const;
/** Keep the AVIF only when it is at least this much smaller than the WebP. */
const MIN_SAVING = 0.1;

/**
 * Encodes AVIF copies of an image's large and social variants (slow: about a second each on two cores, so it
 * runs off the request path) and keeps those that are clearly smaller than their WebP; none for a drawn title
 * card. Returns what was kept.
 */
export async function addAvifVariants(db: Database, imageId: number): Promise<string[]> {
  const [image] = await db.select({ source: images.source }).from(images).where(eq(images.id, imageId));
  // A drawn title card is drawn again for each page language (/media/cards/): a copy of the stored one would
  // never be sent, and encoding it took most of a first start.
  const rows =
    image?.source === 'generated'
      ? []
      : await db.select().from(imageVariants).where(eq(imageVariants.imageId, imageId));
  const kept: string[] = [];
  for (const variant of AVIF_VARIANTS) {
    if (rows.some((r) => r.variant === variant && r.format === 'avif')) continue;
    const webp = rows.find((r) => r.variant === variant && r.format === 'webp');
    if (!webp) continue;
    const { data, info } = await sharp(webp.bytes)
      .avif({ quality: 55, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    if (data.length > webp.bytes.length * (1 - MIN_SAVING)) continue;
    await db
      .insert(imageVariants)
      .values({ imageId, variant, format: 'avif', width: info.width, height: info.height, bytes: data })
      .onConflictDoNothing();
    kept.push(variant);
  }
  await db.update(images).set({ avifCheckedAt: new Date() }).where(eq(images.id, imageId));
  return kept;
}

/** Tells whether an image has an AVIF copy of a variant. */
export async function hasAvifVariant(
  db: Database,
  imageId: number,
  variant: 'large' | 'social',
): Promise<boolean> {
  const [row] = await db
    .select({ id: imageVariants.imageId })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.imageId, imageId),
        eq(imageVariants.variant, variant),
        eq(imageVariants.format, 'avif'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
