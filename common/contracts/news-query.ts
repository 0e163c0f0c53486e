import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';
import { CategorySchema } from './enums.ts';

import { isCalendarDate } from '../text/calendar-date.ts';
import { searchTerms } from '../text/search-terms.ts';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../news-limits.ts';

export { isCalendarDate };

export const DateParamSchema = z.string().refine(isCalendarDate, 'date must be a real day as YYYY-MM-DD');

/** The 404 page links "business"; the stories live under "economy". */
const CATEGORY_ALIASES: Record<string, string> = { business: 'economy' };

export { DEFAULT_LIMIT, MAX_LIMIT };

/** GET /api/news query parameters. */
export const ListNewsQuerySchema = z.object({
  language: LanguageSchema.default('en'),
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
