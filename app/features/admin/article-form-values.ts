import { z } from '#common/contracts/zod.ts';
import { ADMIN_CATEGORIES, CATEGORIES } from '#common/categories.ts';
import {
  isFreeSlug,
  SLUG_PATTERN,
  TEXT_ORIGINS,
  type Article,
  type EditableArticle,
} from '#common/contracts/article.ts';
import { LanguageSchema } from '#common/contracts/enums.ts';
import { isCountryCode } from '#common/countries.ts';
import { ADMIN_TEXT } from './admin-texts.ts';

const e = ADMIN_TEXT.errors;

const TranslationRowSchema = z.object({
  language: LanguageSchema,
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  // Carried through unchanged when an article is edited: the form does not show them.
  authorName: z.string().optional(),
  authorCredentials: z.string().optional(),
  authorAvatarUrl: z.string().optional(),
  /** How the text was made, as the editor sets it ('' lets the server decide); sent only when changed. */
  origin: z.enum([...TEXT_ORIGINS, '']).optional(),
  initialOrigin: z.enum(TEXT_ORIGINS).optional(),
  /** The model and time that made the text, shown beside it. */
  madeBy: z.string().optional(),
});

/** A translation row counts when it has a title and a summary; such a row also needs its content. */
export function isFilledRow(row: { title: string; summary: string }): boolean {
  return row.title.trim() !== '' && row.summary.trim() !== '';
}

/** The admin form's values, checked in Korean before anything is sent (the server checks again). */
export const ArticleFormSchema = z
  .object({
    slug: z
      .string()
      .trim()
      .min(1, e.slugRequired)
      .regex(SLUG_PATTERN, e.slugFormat)
      .max(120, e.slugFormat)
      .refine(isFreeSlug, e.slugReserved),
    category: z.string().refine((c) => (CATEGORIES as readonly string[]).includes(c), e.categoryRequired),
    country: z
      .string()
      .trim()
      .min(1, e.countryRequired)
      .regex(/^[A-Za-z]{2}$/, e.countryFormat)
      .refine(isCountryCode, { error: (issue) => e.countryUnknown(String(issue.input).toUpperCase()) }),
    readingTime: z
      .number({ error: e.readingTime })
      .int(e.readingTime)
      .min(1, e.readingTime)
      .max(30, e.readingTime),
    originalUrl: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+/.test(v), e.originalUrl),
    isBreaking: z.boolean(),
    thumbnail: z.string().nullable(),
    translations: z.array(TranslationRowSchema).min(1),
  })
  .superRefine((values, ctx) => {
    let filled = 0;
    values.translations.forEach((row, i) => {
      const started = row.title.trim() || row.summary.trim() || row.content.trim();
      if (!started && i > 0) return;
      if (isFilledRow(row)) filled++;
      if (!row.title.trim())
        ctx.addIssue({ code: 'custom', path: ['translations', i, 'title'], message: e.titleRequired });
      if (!row.summary.trim())
        ctx.addIssue({ code: 'custom', path: ['translations', i, 'summary'], message: e.summaryRequired });
      if (!row.content.trim())
        ctx.addIssue({ code: 'custom', path: ['translations', i, 'content'], message: e.contentRequired });
    });
    if (filled === 0) ctx.addIssue({ code: 'custom', path: ['translations'], message: e.needOneTranslation });
  });
export type ArticleFormValues = z.infer<typeof ArticleFormSchema>;

/** A new article's form: reading time 3, one empty English translation, no picture. */
export function emptyArticleForm(): ArticleFormValues {
  return {
    slug: '',
    category: '',
    country: '',
    readingTime: 3,
    originalUrl: '',
    isBreaking: false,
    thumbnail: null,
    translations: [{ language: 'en', title: '', summary: '', content: '' }],
  };
}

/** The form filled in from an article (every translation, with how each was made when known). */
export function articleToForm(article: Article | EditableArticle): ArticleFormValues {
  const provenance = 'provenance' in article ? article.provenance : [];
  return {
    slug: article.slug,
    category: article.category,
    country: article.country,
    readingTime: article.readingTime,
    originalUrl: article.originalUrl ?? '',
    isBreaking: article.isBreaking,
    thumbnail: null,
    translations: article.translations.map((t) => {
      const made = provenance.find((p) => p.language === t.language);
      return {
        language: t.language,
        title: t.title,
        summary: t.summary,
        content: t.content,
        ...(t.authorName ? { authorName: t.authorName } : {}),
        ...(t.authorCredentials ? { authorCredentials: t.authorCredentials } : {}),
        ...(t.authorAvatarUrl ? { authorAvatarUrl: t.authorAvatarUrl } : {}),
        ...(made ? { origin: made.origin, initialOrigin: made.origin } : {}),
        ...(made?.model
          ? { madeBy: [made.model, made.madeAt?.slice(0, 16).replace('T', ' ')].filter(Boolean).join(' · ') }
          : {}),
      };
    }),
  };
}

/** The API body from the form: only translations with a title and a summary are sent. */
export function formToPayload(values: ArticleFormValues, thumbnail: string | null | undefined) {
  return {
    article: {
      slug: values.slug.trim(),
      category: values.category,
      country: values.country.trim().toUpperCase(),
      readingTime: values.readingTime,
      ...(values.originalUrl.trim() ? { originalUrl: values.originalUrl.trim() } : {}),
      isBreaking: values.isBreaking,
    },
    translations: values.translations.filter(isFilledRow).map((t) => ({
      language: t.language,
      title: t.title.trim(),
      summary: t.summary.trim(),
      content: t.content.trim(),
      ...(t.authorName ? { authorName: t.authorName } : {}),
      ...(t.authorCredentials ? { authorCredentials: t.authorCredentials } : {}),
      ...(t.authorAvatarUrl ? { authorAvatarUrl: t.authorAvatarUrl } : {}),
      // Only an origin the editor changed is sent: the server works out the rest (an edited machine text
      // becomes "edited").
      ...(t.origin && t.origin !== t.initialOrigin ? { origin: t.origin } : {}),
    })),
    ...(thumbnail !== undefined ? { thumbnail } : {}),
  };
}

/** The form's fields a refusal from the server can be shown on; "thumbnail" is the picture. */
export type RefusedField =
  | 'slug'
  | 'category'
  | 'country'
  | 'readingTime'
  | 'originalUrl'
  | 'thumbnail'
  | 'translations'
  | `translations.${number}.${'title' | 'summary' | 'content'}`;

const ARTICLE_FIELDS = ['slug', 'category', 'country', 'readingTime', 'originalUrl'] as const;
const TEXT_FIELDS = ['title', 'summary', 'content'] as const;

/**
 * The form field a server refusal is about, from the error's field ("article.country", "thumbnail",
 * "translations.1.title"). Translations are numbered as sent, the filled rows only, so the number is
 * turned back into the form's row.
 */
export function formFieldOf(field: string, values: ArticleFormValues): RefusedField | undefined {
  const [head, second, third] = field.split('.');
  if (head === 'thumbnail') return 'thumbnail';
  if (head === 'article') return ARTICLE_FIELDS.find((name) => name === second);
  if (head === 'removeLanguages') return 'translations';
  if (head !== 'translations') return undefined;
  const sent = values.translations.flatMap((row, index) => (isFilledRow(row) ? [index] : []));
  const row = second === undefined ? undefined : sent[Number(second)];
  const text = TEXT_FIELDS.find((name) => name === third);
  return row !== undefined && text ? `translations.${row}.${text}` : 'translations';
}

export { ADMIN_CATEGORIES };
