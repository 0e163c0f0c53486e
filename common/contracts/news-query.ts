import { z } from 'zod';
import { LanguageSchema } from './enums.ts';
import { CategorySchema } from './enums.ts';

import { isCalendarDate } from '../text/calendar-date.ts';

export { isCalendarDate };

export const DateParamSchema = z.string().refine(isCalendarDate, 'date must be a real day as YYYY-MM-DD');

/** The 404 page links "business"; the stories live under "economy". */
const CATEGORY_ALIASES: Record<string, string> = { business: 'economy' };

/** GET /api/news query parameters. */
export const ListNewsQuerySchema = z.object({
  language: LanguageSchema.default('en'),
  limit: z.coerce.number().int().min(1).max(50).default(6),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  search: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string().max(200, 'search may have at most 200 characters').optional(),
  ),
  category: z.preprocess(
    (v) => (typeof v === 'string' ? (CATEGORY_ALIASES[v.toLowerCase()] ?? v.toLowerCase()) : v),
    CategorySchema.optional(),
  ),
  date: DateParamSchema.optional(),
});
export type ListNewsQuery = z.infer<typeof ListNewsQuerySchema>;

/** Queries that take only a language. */
export const LanguageQuerySchema = z.object({ language: LanguageSchema.default('en') });
