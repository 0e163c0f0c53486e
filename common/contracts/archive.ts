import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/** One day of the archive (UTC day) with its article counts. */
export const ArchiveDaySchema = z.object({
  date: z.string(),
  totalArticles: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
});
export type ArchiveDay = z.infer<typeof ArchiveDaySchema>;

/** GET /api/archive: optionally only the articles readable in a language (in it or in English). */
export const ArchiveQuerySchema = z.object({ language: LanguageSchema.optional() });
