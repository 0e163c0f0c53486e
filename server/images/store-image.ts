import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { images, imageVariants } from '../db/schema.ts';
import type { PreparedImage } from './create-image-variants.ts';

/** Inserts an image and its variants; returns the new image id. Run it inside the caller's transaction. */
export async function storeImage(
  db: Database,
  image: PreparedImage,
  source: 'upload' | 'generated' | 'publisher',
): Promise<number> {
  const [row] = await db
    .insert(images)
    .values({
      sha256: image.sha256,
      source,
      sourceFormat: image.sourceFormat,
      width: image.width,
      height: image.height,
    })
    .returning({ id: images.id });
  if (!row) throw new Error('image insert returned no row');
  await db.insert(imageVariants).values(
    image.variants.map((v) => ({
      imageId: row.id,
      variant: v.variant,
      format: v.format,
      width: v.width,
      height: v.height,
      // As base64 text the database decodes: the embedded database's bytea parameter makes a JavaScript string of
      // each byte, which was most of the CPU of storing a title card and much of the pass's garbage.
      bytes: sql<Buffer>`decode(${v.bytes.toString('base64')}, 'base64')`,
    })),
  );
  return row.id;
}
