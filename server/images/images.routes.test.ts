import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminJsonHeaders, createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { images, imageVariants } from '../db/schema.ts';

describe.each(testDatabaseKinds())('thumbnail API on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  const generate = (id: number, body: unknown, headers = adminJsonHeaders()) =>
    app.request(`/api/thumbnails/generate/${id}`, { method: 'POST', headers, body: JSON.stringify(body) });

  it('answers "Thumbnail not found" for an article without image, and for no article', async () => {
    const article = await insertArticle(handle.db);
    for (const id of [article.id, 999999]) {
      const res = await app.request(`/api/thumbnails/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', message: 'Thumbnail not found' });
    }
    expect((await app.request('/api/thumbnails/abc')).status).toBe(400);
  });

  it('generates a title card (admin only), keeps it without forceRegenerate, replaces it with', async () => {
    const article = await insertArticle(handle.db, {
      category: 'science',
      translations: [
        { language: 'en', title: 'A comet passes' },
        { language: 'hi', title: 'धूमकेतु गुज़रा' },
      ],
    });
    const anonymous = await generate(article.id, {}, { 'Content-Type': 'application/json' } as never);
    expect(anonymous.status).toBe(401);

    const first = await generate(article.id, { language: 'hi' });
    expect(first.status).toBe(200);
    const made = (await first.json()) as { generated: boolean; thumbnailSocial: string };
    expect(made.generated).toBe(true);
    const png = Buffer.from(await (await app.request(made.thumbnailSocial)).arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });

    const kept = (await (await generate(article.id, {})).json()) as {
      generated: boolean;
      thumbnailSocial: string;
    };
    expect(kept).toMatchObject({ generated: false, thumbnailSocial: made.thumbnailSocial });

    const redone = (await (await generate(article.id, { forceRegenerate: true, title: 'New' })).json()) as {
      generated: boolean;
      thumbnailSocial: string;
    };
    expect(redone.generated).toBe(true);
    expect(redone.thumbnailSocial).not.toBe(made.thumbnailSocial);
    expect((await app.request(made.thumbnailSocial)).status).toBe(404); // the replaced image is gone
    expect((await app.request(`/api/thumbnails/${article.id}`)).status).toBe(200);
  });

  it('answers 404 for a missing article and 400 for a bad body', async () => {
    expect((await generate(999999, {})).status).toBe(404);
    const article = await insertArticle(handle.db);
    expect((await generate(article.id, { forceRegenerate: 'yes' })).status).toBe(400);
    expect((await generate(article.id, { category: 'weather' })).status).toBe(400);
  });

  it('answers 404, never 500, for a picture whose stored bytes are corrupt or whose large size is missing', async () => {
    const [image] = await handle.db
      .insert(images)
      .values({ sha256: 'corrupt', source: 'upload', sourceFormat: 'png', width: 1600, height: 900 })
      .returning({ id: images.id });
    await handle.db.insert(imageVariants).values([
      {
        imageId: image!.id,
        variant: 'large',
        format: 'webp',
        width: 1600,
        height: 900,
        bytes: Buffer.from('not a picture at all'),
      },
      {
        imageId: image!.id,
        variant: 'small',
        format: 'webp',
        width: 400,
        height: 225,
        bytes: Buffer.from('broken'),
      },
    ]);
    for (const crop of ['crop-16x9', 'crop-4x3', 'crop-1x1']) {
      expect((await app.request(`/media/images/${image!.id}/${crop}.webp`)).status, crop).toBe(404);
    }
    // Stored bytes are sent as stored: the browser shows a broken picture, the server does not fail.
    expect((await app.request(`/media/images/${image!.id}/small.webp`)).status).toBe(200);
    expect((await app.request(`/media/images/${image!.id}/medium.webp`)).status).toBe(404);
    await handle.db.delete(imageVariants).where(eq(imageVariants.imageId, image!.id));
    expect((await app.request(`/media/images/${image!.id}/crop-1x1.webp`)).status).toBe(404);
  });

  it('answers 404 for image files that do not exist', async () => {
    expect((await app.request('/media/images/424242/small.webp')).status).toBe(404);
    expect((await app.request('/media/images/1/huge.webp')).status).toBe(404);
    expect((await app.request('/media/images/x/small.webp')).status).toBe(404);
  });
});
