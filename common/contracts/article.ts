import { z } from './zod.ts';
import { AdminCategorySchema, CategorySchema, LanguageSchema } from './enums.ts';
import { isCountryCode } from '../countries.ts';
import { CorrectionSchema } from './corrections.ts';

export const TRUST_LEVELS = ['high', 'medium', 'low'] as const;
export const ACCESS_TYPES = ['free', 'paywall', 'subscription'] as const;
/** How a language version was made (see ProvenanceSchema). */
export const TEXT_ORIGINS = ['original', 'machine', 'edited'] as const;

/** Lowercase letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Slugs an article cannot take: GET /api/news/breaking and /api/news/top are lists, not articles. */
export const RESERVED_SLUGS: readonly string[] = ['breaking', 'top'];
export const isFreeSlug = (slug: string) => !RESERVED_SLUGS.includes(slug);

/** What a reader learns about the original publisher of a story. */
export const SourceAnalysisSchema = z.object({
  trustLevel: z.enum(TRUST_LEVELS),
  accessType: z.enum(ACCESS_TYPES),
  icon: z.string().nullable(),
  label: z.string().nullable(),
  description: z.string().nullable(),
  organizationName: z.string().nullable(),
  buttonText: z.string().nullable(),
});
export type SourceAnalysis = z.infer<typeof SourceAnalysisSchema>;

/** One language version of an article. */
export const TranslationSchema = z.object({
  language: LanguageSchema,
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  authorName: z.string().nullable(),
  authorAvatarUrl: z.string().nullable(),
  authorCredentials: z.string().nullable(),
});
export type Translation = z.infer<typeof TranslationSchema>;

/**
 * An article as the API answers it. `translations` holds the requested language and English (the fallback
 * chain); `availableLanguages` lists every language the article exists in. Images are URLs: `imageBase64` is
 * kept for compatibility and is always null (the base64 form is at GET /api/thumbnails/{id}).
 */
export const ArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  country: z.string(),
  imageBase64: z.null(),
  thumbnailSmall: z.string().nullable(),
  /** The card picture at 800 px, for dense phone screens; null until it is drawn. */
  thumbnailMedium: z.string().nullable(),
  thumbnailSocial: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The same picture as imageUrl in AVIF, when that copy is clearly smaller; null otherwise. */
  imageAvifUrl: z.string().nullable(),
  originalUrl: z.string().nullable(),
  originalLanguage: LanguageSchema,
  publishedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /**
   * When the text shown first (translations[0]: the requested language, else English or the original) was
   * saved: since then the story reads as it does in the requested language's edition. A page's "updated"
   * line is the newest of these, not the publishers' dates.
   */
  readableAt: z.iso.datetime(),
  readingTime: z.number().int(),
  isBreaking: z.boolean(),
  availableLanguages: z.array(LanguageSchema),
  translations: z.array(TranslationSchema),
  sourceAnalysis: SourceAnalysisSchema.nullable(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** One publisher's report of the story: the pipeline merges the same event told by several newsrooms. */
export const StorySourceSchema = z.object({
  publisher: z.string(),
  url: z.string(),
  language: z.string(),
  /** The publisher's country (ISO 3166-1 alpha-2), when known. */
  country: z.string().nullable(),
  title: z.string(),
  publishedAt: z.iso.datetime(),
  /** Behind a paywall or for subscribers: the publisher's access type, or the page's own paywall hint. */
  paywalled: z.boolean(),
});
export type StorySource = z.infer<typeof StorySourceSchema>;

/**
 * How one language version was made: `original` in the story's own language (from the publishers' reports,
 * by a model when `model` is set, else their key sentences, or by an editor), `machine` translated by a
 * model from `sourceLanguage`, `edited` saved by an editor.
 */
export const ProvenanceSchema = z.object({
  language: LanguageSchema,
  origin: z.enum(TEXT_ORIGINS),
  model: z.string().nullable(),
  promptVersion: z.string().nullable(),
  sourceLanguage: LanguageSchema.nullable(),
  madeAt: z.iso.datetime().nullable(),
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/**
 * An article as GET /api/news/{slug} answers it: with every report it was written from, oldest first, how
 * each of its returned translations was made, and why the model judged it breaking (when it did).
 */
export const ArticleDetailSchema = ArticleSchema.extend({
  sources: z.array(StorySourceSchema),
  provenance: z.array(ProvenanceSchema),
  breakingReason: z.string().nullable(),
  /** The picture in the shapes search engines ask for (16:9, 4:3, 1:1); empty without a picture. */
  pictureCrops: z.array(z.string()),
  /** Editors' corrections of the story, newest first, each in the language it was written in. */
  corrections: z.array(CorrectionSchema),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

/** A breaking article, with the legacy per-language titles the banner once read. */
export const BreakingArticleSchema = ArticleSchema.extend({
  titleKo: z.string().nullable(),
  titleJa: z.string().nullable(),
  titleEs: z.string().nullable(),
  titleDe: z.string().nullable(),
  titleFr: z.string().nullable(),
});
export type BreakingArticle = z.infer<typeof BreakingArticleSchema>;

/**
 * An article as lists show it (cards, the breaking banner, related articles): its texts without the body,
 * which no list shows. Pages send these in their first HTML, where every byte counts.
 */
export type CardTranslation = Omit<Translation, 'content'>;
export type CardArticle = Omit<Article, 'translations'> & { translations: CardTranslation[] };

/** The card form of an article: the same, without the bodies of its translations. */
export function withoutBodies<T extends { translations: Translation[] }>(
  article: T,
): Omit<T, 'translations'> & { translations: CardTranslation[] } {
  return {
    ...article,
    translations: article.translations.map((translation) => {
      const card: Partial<Translation> = { ...translation };
      delete card.content;
      return card as CardTranslation;
    }),
  };
}

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/** A translation as an editor submits it. */
export const TranslationInputSchema = z.object({
  language: LanguageSchema,
  title: z.string().trim().min(1, 'title is required').max(300),
  summary: z.string().trim().min(1, 'summary is required').max(3000),
  content: z.string().trim().min(1, 'content is required').max(100_000),
  authorName: optionalText(120),
  authorAvatarUrl: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .max(2000)
      .refine((v) => /^(https:\/\/|\/)/.test(v), 'must be an https:// URL or a path on this site')
      .optional(),
  ),
  authorCredentials: optionalText(200),
  /**
   * How the text was made, when the editor sets it; otherwise an unchanged text keeps its provenance, a
   * changed machine text becomes `edited`, and a new one is `original` in the story's language.
   */
  origin: z.enum(TEXT_ORIGINS).optional(),
});
export type TranslationInput = z.infer<typeof TranslationInputSchema>;

/** An article as the admin edits it: every translation, and how each was made. */
export const EditableArticleSchema = ArticleSchema.extend({ provenance: z.array(ProvenanceSchema) });
export type EditableArticle = z.infer<typeof EditableArticleSchema>;

/** Source analysis as an editor submits it: the two classifications are required, the texts optional. */
export const SourceAnalysisInputSchema = z.object({
  trustLevel: z.enum(TRUST_LEVELS),
  accessType: z.enum(ACCESS_TYPES),
  icon: optionalText(16),
  label: optionalText(120),
  description: optionalText(600),
  organizationName: optionalText(200),
  buttonText: optionalText(80),
});
export type SourceAnalysisInput = z.infer<typeof SourceAnalysisInputSchema>;

/** The article fields of a create request (category from the admin list). */
export const ArticleInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'slug is required')
    .max(120)
    .regex(SLUG_PATTERN, 'slug may hold only lowercase letters, digits and single hyphens')
    .refine(isFreeSlug, 'this slug is reserved by the site'),
  category: AdminCategorySchema,
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'country must be a 2-letter code')
    .refine(isCountryCode, {
      error: (issue) => `"${String(issue.input)}" is not an ISO 3166-1 country code (Korea is KR)`,
    })
    .transform((v) => v.toUpperCase()),
  originalUrl: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .url({ protocol: /^https?$/, message: 'originalUrl must be an http(s) URL' })
      .max(2000)
      .optional(),
  ),
  readingTime: z.number().int('readingTime must be a whole number').min(1).max(30),
  // PostgreSQL has no year 0, and a news story dated before 1900 or after 2999 is a typing error.
  publishedAt: z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1900 && year <= 2999;
    }, 'publishedAt must be a date between the years 1900 and 2999')
    .optional(),
  isBreaking: z.boolean().optional(),
  sourceAnalysis: SourceAnalysisInputSchema.optional(),
});
export type ArticleInput = z.infer<typeof ArticleInputSchema>;

/** Translations of one article: 1 to 11, each language once. */
export const TranslationInputListSchema = z
  .array(TranslationInputSchema)
  .min(1, 'at least one translation is required')
  .max(11)
  .refine((list) => new Set(list.map((t) => t.language)).size === list.length, {
    message: 'each language may appear only once',
  });

/**
 * An article's picture as an editor sends it (POST, PUT and PATCH /api/news): a base64 data URL, decoded and
 * checked by the server (server/images/decode-data-url.ts, create-image-variants.ts), which goes by the bytes.
 */
export const ThumbnailInputSchema = z
  .string()
  .max(8 * 1024 * 1024)
  .describe(
    'The picture as a base64 data URL: `data:image/png;base64,iVBORw0KGgo…` (or `image/jpeg`, `image/webp`, ' +
      '`image/gif`). The bytes decide the format, not the declared type: they must be a PNG, JPEG, WebP or GIF ' +
      'picture (SVG or anything else: 415) of at most 5 MB decoded (413) and 40 million pixels (400). `null` or ' +
      'an empty string: no picture (PUT and PATCH remove it); left out: no picture on POST, the current one kept ' +
      'on PUT and PATCH.',
  )
  .nullable()
  .optional();

/** POST /api/news: the spec's create payload. */
export const CreateArticleSchema = z.object({
  article: ArticleInputSchema,
  translations: TranslationInputListSchema,
  thumbnail: ThumbnailInputSchema,
});
export type CreateArticleInput = z.infer<typeof CreateArticleSchema>;

/**
 * PUT /api/news/{id}: the article as a whole. The translations replace the article's set; the thumbnail is a new
 * picture (data URL), null to remove the picture, or left out to keep it.
 */
export const ReplaceArticleSchema = CreateArticleSchema.extend({
  // Any category here: an article may keep one that is not on the admin list (the use case checks).
  article: ArticleInputSchema.extend({ category: CategorySchema }),
});
export type ReplaceArticleInput = z.infer<typeof ReplaceArticleSchema>;

/**
 * PATCH /api/news/{id}: only what changes. `translations` are added or replaced by language; `removeLanguages`
 * deletes translations; a thumbnail as in PUT.
 */
export const PatchArticleSchema = z
  .object({
    article: ArticleInputSchema.extend({ category: CategorySchema }).partial().optional(),
    translations: TranslationInputListSchema.optional(),
    removeLanguages: z.array(LanguageSchema).max(11).optional(),
    thumbnail: ThumbnailInputSchema,
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'nothing to change');
export type PatchArticleInput = z.infer<typeof PatchArticleSchema>;

/** An article as the admin list shows it. */
export const AdminArticleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.string(),
  /** The title in Korean, the admin's language, else in English, else in the article's own language. */
  title: z.string(),
  /** The language of the title, and so of the public page the list links to. */
  language: LanguageSchema,
  publishedAt: z.iso.datetime(),
  isBreaking: z.boolean(),
  languages: z.array(LanguageSchema),
  thumbnailSmall: z.string().nullable(),
});
export type AdminArticleRow = z.infer<typeof AdminArticleRowSchema>;

export const AdminArticlePageSchema = z.object({
  items: z.array(AdminArticleRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminArticlePage = z.infer<typeof AdminArticlePageSchema>;

/** GET /api/admin/articles query. */
export const AdminArticleQuerySchema = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(200).optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
