import { z } from 'zod';
import { ArticleInputSchema, TranslationInputSchema } from '#common/contracts/article.ts';
import { CategorySchema, LanguageSchema } from '#common/contracts/enums.ts';
import { StructuredContentSchema } from '#common/contracts/structured-content.ts';

/**
 * article.json of a demo article: the create API's article fields (any of the 9 categories, not only the
 * admin's 8), dated relative to the time of seeding.
 */
export const SeedArticleSchema = ArticleInputSchema.omit({ publishedAt: true })
  .extend({
    category: CategorySchema,
    hoursAgo: z
      .number()
      .min(0)
      .max(24 * 365),
    isBreaking: z.boolean(),
    originalLanguage: LanguageSchema,
    languages: z.array(LanguageSchema).min(1),
  })
  .strict();
export type SeedArticle = z.infer<typeof SeedArticleSchema>;

/**
 * <lang>.json of a demo article: the create API's translation fields, where `content` may also be written as
 * the structured object (stored as its JSON text, as the API stores it).
 */
export const SeedTranslationSchema = z
  .object({
    title: z.unknown(),
    summary: z.unknown(),
    content: z.union([z.string(), StructuredContentSchema]),
    authorName: z.unknown().optional(),
    authorCredentials: z.unknown().optional(),
    authorAvatarUrl: z.unknown().optional(),
  })
  .strict()
  .transform((t) => ({
    ...t,
    content: typeof t.content === 'string' ? t.content : JSON.stringify(t.content),
  }));
export { TranslationInputSchema };
