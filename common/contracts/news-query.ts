import { z } from 'zod';
import { LanguageSchema } from '../languages.ts';
import { CategorySchema } from '../categories.ts';

/** Tells whether a YYYY-MM-DD string is a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

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
