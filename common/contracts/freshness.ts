import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/** Median and 95th percentile of a set of durations, in seconds, and how many there were. */
export const DurationSummarySchema = z.object({
  count: z.number().int(),
  medianSeconds: z.number(),
  p95Seconds: z.number(),
});
export type DurationSummary = z.infer<typeof DurationSummarySchema>;

/**
 * One language over a window: item-to-story (from an item's first sight to the first moment its story could be
 * read in the item's language) for the items that became readable in it, and story-to-translation for the
 * machine translations made in it; null when there were none.
 */
export const LanguageFreshnessSchema = z.object({
  language: LanguageSchema,
  itemToStory: DurationSummarySchema.nullable(),
  storyToTranslation: DurationSummarySchema.nullable(),
});
export type LanguageFreshness = z.infer<typeof LanguageFreshnessSchema>;

/** A language's newest story and whether it has stalled (no story for much longer than its usual gap). */
export const LanguagePulseSchema = z.object({
  language: LanguageSchema,
  newestStoryAt: z.iso.datetime().nullable(),
  storiesLastWeek: z.number().int(),
  /** How long it may be quiet before it counts as stalled; null when it does not normally have stories. */
  stallAfterSeconds: z.number().nullable(),
  stalled: z.boolean(),
});
export type LanguagePulse = z.infer<typeof LanguagePulseSchema>;

/** GET /api/admin/freshness: how fresh each language's stories are, over the last 24 hours and 7 days. */
export const FreshnessReportSchema = z.object({
  generatedAt: z.iso.datetime(),
  lastDay: z.array(LanguageFreshnessSchema),
  lastWeek: z.array(LanguageFreshnessSchema),
  languages: z.array(LanguagePulseSchema),
});
export type FreshnessReport = z.infer<typeof FreshnessReportSchema>;
