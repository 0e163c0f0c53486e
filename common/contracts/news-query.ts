import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';
import { CategorySchema } from './enums.ts';
import { LANGUAGES, type Language } from '../languages.ts';

import { isCalendarDate } from '../text/calendar-date.ts';
import { searchTerms } from '../text/search-terms.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../news-limits.ts';

export { isCalendarDate };

export const DateParamSchema = z.string().refine(isCalendarDate, 'date must be a real day as YYYY-MM-DD');

/** The 404 page links "business"; the stories live under "economy". */
const CATEGORY_ALIASES: Record<string, string> = { business: 'economy' };

export { DEFAULT_LIMIT, MAX_LIMIT };

const LANGUAGE_CODE = `(?:${LANGUAGES.join('|')})`;

/**
 * The languages a reader reads, as lists take them: codes joined by commas ("ko,en,ja"), each one of the 11.
 * Absent (or empty), a list shows the stories in its page's language or English; given, the stories in any
 * of these languages and the page's own, which is always among them (see server/news/readable-in.ts).
 */
export const ReaderLanguagesParamSchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .regex(
      new RegExp(`^${LANGUAGE_CODE}(?:,${LANGUAGE_CODE})*$`),
      `languages must be language codes joined by commas, each one of ${LANGUAGES.join(', ')}`,
    )
    .transform((list) => LANGUAGES.filter((code) => list.split(',').includes(code)) as Language[])
    .optional(),
);

/** GET /api/news query parameters. */
export const ListNewsQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  languages: ReaderLanguagesParamSchema,
  /** Default: a page of 6, or a whole day (up to 50) when `date` is given, as the archive day asks. */
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.preprocess(
    (v) => (typeof v === 'string' ? searchTerms(v) || undefined : v),
    z.string().max(200, 'search may have at most 200 characters').optional(),
  ),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? (CATEGORY_ALIASES[v.toLowerCase()] ?? v.toLowerCase()) : v),
    CategorySchema.optional(),
  ),
  date: DateParamSchema.optional(),
});
export type ListNewsQuery = z.infer<typeof ListNewsQuerySchema>;

/** How many articles a list query returns: the asked number, else a page of 6, or up to 50 for one day. */
export function resolveLimit(query: Pick<ListNewsQuery, 'limit' | 'date'>): number {
  return query.limit ?? (query.date ? MAX_LIMIT : DEFAULT_LIMIT);
}

/** Queries that take only a language. */
export const LanguageQuerySchema = z.object({ language: LanguageSchema.default('en') });

/** Lists that take a language and the reader's languages (breaking, related). */
export const ReaderLanguagesQuerySchema = LanguageQuerySchema.extend({
  languages: ReaderLanguagesParamSchema,
});
