import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/** The period of the readership report: the last N UTC days, today included. */
export const ReadershipQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(7),
});

/** What readers read, from the site's own page-view counter (no third party, nothing about the reader). */
export const ReadershipReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totalViews: z.number().int(),
  /** Every day of the period, oldest first, with zero where nothing was read. */
  days: z.array(z.object({ day: z.iso.date(), views: z.number().int() })),
  /** Views per interface language, most read first. */
  languages: z.array(z.object({ language: LanguageSchema, views: z.number().int() })),
  /** The 20 most read paths; `title` is the English headline when the path is an article page. */
  topPages: z.array(z.object({ path: z.string(), views: z.number().int(), title: z.string().nullable() })),
});
export type ReadershipReport = z.infer<typeof ReadershipReportSchema>;
