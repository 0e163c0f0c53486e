import { z } from 'zod';

/** One day of the archive (UTC day) with its article counts. */
export const ArchiveDaySchema = z.object({
  date: z.string(),
  totalArticles: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
});
export type ArchiveDay = z.infer<typeof ArchiveDaySchema>;
