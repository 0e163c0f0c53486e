import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { insertArticle, makePng } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import { createImageVariants } from './create-image-variants.ts';
import { storeImage } from './store-image.ts';
import { addMediumVariant } from './add-medium-variant.ts';
import { readImageVariant } from './read-image-variant.ts';
import { loadArticles } from '../news/load-articles.ts';

describe('the medium card picture of pictures stored before it existed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => handle.close());

  it('is drawn from the large picture once, and named in the article only when it exists', async () => {
    const prepared = await createImageVariants(await makePng(1920, 1080));
    const older = { ...prepared, variants: prepared.variants.filter((v) => v.variant !== 'medium') };
    const imageId = await storeImage(handle.db, older, 'upload');
    const article = await insertArticle(handle.db, { slug: 'older-picture' });
    await handle.db.update(articles).set({ imageId }).where(eq(articles.id, article.id));

    const [before] = await loadArticles(handle.db, [article.id], 'en');
    expect(before?.thumbnailSmall).toBe(`/media/images/${imageId}/small.webp`);
    expect(before?.thumbnailMedium).toBeNull();

    expect(await addMediumVariant(handle.db, imageId)).toBe(true);
    expect(await addMediumVariant(handle.db, imageId)).toBe(false);
    const medium = await readImageVariant(handle.db, imageId, 'medium');
    const meta = await sharp(medium!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);

    const [after] = await loadArticles(handle.db, [article.id], 'en');
    expect(after?.thumbnailMedium).toBe(`/media/images/${imageId}/medium.webp`);
  });
});
