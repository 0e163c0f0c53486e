import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { ArticleIdParamSchema } from '../http/id-params.ts';
import { createAdminRoute, createApiRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { GenerateThumbnailSchema, ThumbnailResponseSchema } from '#common/contracts/thumbnails.ts';
import { AppError } from '../errors.ts';
import { describeZodError } from '../http/error-handler.ts';
import { getThumbnailDataUrl } from './get-thumbnail-data-url.ts';
import { generateThumbnail } from './generate-thumbnail.ts';
import { readImageVariant } from './read-image-variant.ts';
import type { VariantName } from './create-image-variants.ts';
import { cropToRatio, PICTURE_RATIOS, type PictureRatio } from './crop-to-ratio.ts';
import { TitleCards } from './title-cards.ts';

const thumbnailRoute = createApiRoute({
  method: 'get',
  path: '/api/thumbnails/{articleId}',
  operationId: 'getThumbnail',
  tags: ['Images'],
  summary: 'The card thumbnail as a data URL (compatibility; pages use the image URLs)',
  request: { params: ArticleIdParamSchema },
  responses: { 200: jsonResponse(ThumbnailResponseSchema, 'Thumbnail'), ...errorResponses(404) },
});

const generateRoute = createAdminRoute({
  method: 'post',
  path: '/api/thumbnails/generate/{articleId}',
  operationId: 'generateThumbnail',
  tags: ['Images'],
  summary: 'Draw a title card as the article image; keeps an existing image unless forceRegenerate (admin)',
  request: {
    params: ArticleIdParamSchema,
    body: { content: { 'application/json': { schema: GenerateThumbnailSchema } }, required: false },
  },
  responses: {
    200: jsonResponse(
      z.object({
        success: z.literal(true),
        articleId: z.number().int(),
        generated: z.boolean(),
        thumbnailSmall: z.string().nullable(),
        thumbnailSocial: z.string().nullable(),
        thumbnailUrl: z.string().nullable(),
        imageUrl: z.string().nullable(),
      }),
      'The article image URLs',
    ),
    ...errorResponses(404),
  },
});

const VariantParamSchema = z.object({
  imageId: z.coerce.number().int().min(1).max(2_147_483_647),
  file: z.enum([
    'small.webp',
    'medium.webp',
    'social.webp',
    'large.webp',
    'social.avif',
    'large.avif',
    'crop-16x9.webp',
    'crop-4x3.webp',
    'crop-1x1.webp',
  ]),
});

/**
 * Picture files kept in memory: a variant's bytes never change under its address, and a page of cards asks for
 * a dozen at once, each a database read otherwise. Bounded in bytes, and kept 10 minutes at most so that a
 * deleted picture stops being served from memory (browsers and CDNs keep them longer anyway: immutable).
 */
const PICTURE_MEMORY_MAX_BYTES = 32 * 1024 * 1024;
const PICTURE_MEMORY_MAX_AGE_MS = 10 * 60_000;

/**
 * A stored variant, or a crop to one of the search engines' shapes drawn from the large variant (the same
 * picture, so the crop's address is as permanent as the variant's).
 */
async function readPicture(
  db: AppDeps['db'],
  imageId: number,
  name: VariantName | PictureRatio,
  format: 'webp' | 'avif',
): Promise<{ bytes: Buffer; format: string } | null> {
  if (!(name in PICTURE_RATIOS)) return readImageVariant(db, imageId, name as VariantName, format);
  const large = await readImageVariant(db, imageId, 'large', 'webp');
  if (!large) return null;
  // A stored picture that cannot be decoded is a missing picture, not a server error.
  const bytes = await cropToRatio(large.bytes, name as PictureRatio).catch(() => null);
  return bytes ? { bytes, format: 'webp' } : null;
}

/** Registers the thumbnail calls and the image files. */
export function registerImageRoutes(app: ApiApp, deps: AppDeps): void {
  // Off with the response cache (RESPONSE_CACHE_MB=0), so that "cache off" measures every read.
  const pictures = deps.responseCache
    ? new LRUCache<string, { bytes: Buffer; format: string }>({
        maxSize: PICTURE_MEMORY_MAX_BYTES,
        sizeCalculation: (picture) => picture.bytes.length + 64,
        ttl: PICTURE_MEMORY_MAX_AGE_MS,
      })
    : undefined;
  app.openapi(thumbnailRoute, async (c) =>
    c.json(await getThumbnailDataUrl(deps.db, c.req.valid('param').articleId), 200),
  );
  app.openapi(generateRoute, async (c) => {
    const raw: unknown = await c.req.json().catch(() => {
      throw new AppError('bad_request', 'Malformed JSON in request body');
    });
    const parsed = GenerateThumbnailSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new AppError('bad_request', describeZodError(parsed.error));
    const body = parsed.data;
    const result = await generateThumbnail(
      deps.db,
      c.req.valid('param').articleId,
      body,
      deps.config.siteName,
    );
    return c.json(result, 200);
  });
  const titleCards = new TitleCards(deps.db, deps.config.siteName);
  app.get('/media/cards/:file', async (c) => {
    const answer = await titleCards.answer(c.req.param('file'));
    if (answer.kind === 'missing') throw new AppError('not_found', 'No such image');
    if (answer.kind === 'moved') {
      // Kept an hour only: the card it points at changes again if the title does.
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(answer.path, 301);
    }
    const { bytes } = answer;
    return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(bytes.length),
    });
  });
  app.get('/media/images/:imageId/:file', async (c) => {
    const parsed = VariantParamSchema.safeParse(c.req.param());
    if (!parsed.success) throw new AppError('not_found', 'No such image');
    const [name, format] = parsed.data.file.split('.') as [VariantName | PictureRatio, 'webp' | 'avif'];
    const key = `${parsed.data.imageId}/${parsed.data.file}`;
    const image = pictures?.get(key) ?? (await readPicture(deps.db, parsed.data.imageId, name, format));
    if (!image) throw new AppError('not_found', 'No such image');
    pictures?.set(key, image);
    return c.body(
      new Uint8Array(image.bytes.buffer as ArrayBuffer, image.bytes.byteOffset, image.bytes.length),
      200,
      {
        'Content-Type': `image/${image.format}`,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Length': String(image.bytes.length),
      },
    );
  });
}
