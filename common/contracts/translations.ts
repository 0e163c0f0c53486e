import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/** GET /api/translations/summary. The last three counts add up to the first. */
export const TranslationSummarySchema = z.object({
  totalArticles: z.number().int(),
  fullyTranslated: z.number().int(),
  partiallyTranslated: z.number().int(),
  englishOnly: z.number().int(),
  /** Articles in one language that is not English (a publisher's story not yet translated); part of the partial count. */
  singleLanguage: z.number().int(),
  languageStats: z.record(z.string(), z.number().int()),
});
export type TranslationSummary = z.infer<typeof TranslationSummarySchema>;

/** An article that is not yet in all 11 languages. */
export const IncompleteTranslationSchema = z.object({
  articleId: z.number().int(),
  slug: z.string(),
  /** The title in English, the dashboard's language, else in the article's own language. */
  title: z.string(),
  /** The language of the title, and so of the public page the dashboard links to. */
  language: LanguageSchema,
  completionRate: z.number().int().min(0).max(100),
  completedLanguages: z.array(LanguageSchema),
  missingLanguages: z.array(LanguageSchema),
});
export type IncompleteTranslation = z.infer<typeof IncompleteTranslationSchema>;

/** A piece of model work given up on, with its reason (see parked_model_work). */
export const ParkedWorkSchema = z.object({
  articleId: z.number().int(),
  slug: z.string(),
  task: z.enum(['write', 'translate']),
  language: LanguageSchema,
  reason: z.string(),
  parkedAt: z.iso.datetime(),
});
export type ParkedWork = z.infer<typeof ParkedWorkSchema>;

/** GET /api/admin/model-work: whether a model writes and translates, and what it gave up on. */
export const ModelWorkSchema = z.object({
  modelConfigured: z.boolean(),
  translating: z.boolean(),
  parked: z.array(ParkedWorkSchema),
});
export type ModelWork = z.infer<typeof ModelWorkSchema>;

/** POST /api/admin/translations/translate-missing: one article, or every article when absent. */
export const TranslateMissingSchema = z
  .object({ articleId: z.number().int().positive().optional() })
  .strict();
export const TranslateStartedSchema = z.object({ started: z.literal(true) });
