import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { GENERATION_FAILED, generateThumbnail } from './generate-thumbnail.ts';

// Drawing fails as it would with a broken font setup or an exhausted machine.
vi.mock('./render-title-card.ts', () => ({
  renderTitleCardImage: () => Promise.reject(new Error('librsvg could not render')),
}));

describe('generateThumbnail when drawing fails', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => handle.close());

  it('answers the spec\'s "Failed to generate thumbnail" as a server error, keeping the cause, and stores nothing', async () => {
    const article = await insertArticle(handle.db);
    const failure = await generateThumbnail(
      handle.db,
      article.id,
      { forceRegenerate: true },
      'Tidings',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(500);
    expect((failure as AppError).message).toBe(GENERATION_FAILED);
    expect(((failure as AppError).cause as Error).message).toBe('librsvg could not render');
    const images = await handle.db.query.images.findMany();
    expect(images).toEqual([]);
  });
});
