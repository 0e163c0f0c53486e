import type { z } from 'zod';
import type { ThumbnailResponseSchema } from '#common/contracts/thumbnails.ts';
import { fetchJson } from './request.ts';

/** An article's card thumbnail as a data URL. */
export type Thumbnail = z.infer<typeof ThumbnailResponseSchema>;

/** GET /api/thumbnails/{id}: the card thumbnail of an article that has no stored picture. */
export function getThumbnail(articleId: number): Promise<Thumbnail> {
  return fetchJson<Thumbnail>(`/api/thumbnails/${articleId}`);
}
