import { z } from './zod.ts';
import { CategorySchema } from './enums.ts';
import { LanguageSchema } from './enums.ts';

/** GET /api/thumbnails/{id}: the card thumbnail as a data URL. */
export const ThumbnailResponseSchema = z.object({ imageBase64: z.string() });

/** POST /api/thumbnails/generate/{id} body. */
export const GenerateThumbnailSchema = z.object({
  title: z.string().trim().min(1).max(300).optional(),
  category: CategorySchema.optional(),
  language: LanguageSchema.optional(),
  forceRegenerate: z.boolean().optional().default(false),
});
export type GenerateThumbnailInput = z.infer<typeof GenerateThumbnailSchema>;
