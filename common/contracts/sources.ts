import { z } from './zod.ts';
import { CATEGORIES } from '../categories.ts';
import { isCountryCode } from '../countries.ts';
import { LANGUAGES } from '../languages.ts';
import { ACCESS_TYPES, TRUST_LEVELS } from './article.ts';

/** A source's language: one of the 11, or "detect" to tell each item's language from its text. */
export const SourceLanguageSchema = z.enum([...LANGUAGES, 'detect']);

/** The category a section feed is about (a sports or technology feed); null for a general feed. */
export const SourceSectionSchema = z.enum(CATEGORIES, { error: '분야 목록에서 고르세요' }).nullable();

/** What an editor enters for a source. */
export const SourceInputSchema = z.object({
  name: z.string().trim().min(1, '이름을 입력하세요').max(120),
  feedUrl: z.url({ protocol: /^https?$/, error: 'http(s) 주소를 입력하세요' }).max(2000),
  siteUrl: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .url({ protocol: /^https?$/, error: 'http(s) 주소를 입력하세요' })
      .max(2000)
      .nullable()
      .default(null),
  ),
  language: SourceLanguageSchema,
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, '두 글자 국가 코드를 입력하세요 (예: KR)')
    .refine(isCountryCode, {
      error: (issue) => `${String(issue.input)}: ISO 3166-1에 없는 국가 코드입니다 (예: 대한민국은 KR)`,
    })
    .transform((c) => c.toUpperCase()),
  trustLevel: z.enum(TRUST_LEVELS),
  accessType: z.enum(ACCESS_TYPES),
  section: z.preprocess((v) => (v === '' ? null : v), SourceSectionSchema.default(null)),
  enabled: z.boolean().default(true),
});
export type SourceInput = z.infer<typeof SourceInputSchema>;

/** PATCH /api/admin/sources/{id}: switch a source on or off. */
export const SourcePatchSchema = z.object({ enabled: z.boolean() });

/** A source as the admin lists it, with the state of its last fetch. */
export const SourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  feedUrl: z.string(),
  siteUrl: z.string().nullable(),
  language: SourceLanguageSchema,
  country: z.string(),
  trustLevel: z.enum(TRUST_LEVELS),
  accessType: z.enum(ACCESS_TYPES),
  section: SourceSectionSchema,
  enabled: z.boolean(),
  origin: z.enum(['catalog', 'editor', 'command-line']),
  lastFetchedAt: z.iso.datetime().nullable(),
  lastStatus: z.enum(['ok', 'not-modified', 'failed']).nullable(),
  lastHttpStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  itemsSeen: z.number().int(),
  consecutiveFailures: z.number().int(),
  stories: z.number().int(),
});
export type Source = z.infer<typeof SourceSchema>;

/** One pass of the pipeline. */
export const IngestRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['command-line', 'schedule', 'admin']),
  status: z.enum(['running', 'finished', 'failed', 'interrupted']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  feeds: z.number().int(),
  feedsFailed: z.number().int(),
  feedsNotModified: z.number().int(),
  itemsSeen: z.number().int(),
  itemsNew: z.number().int(),
  storiesNew: z.number().int(),
  storiesMerged: z.number().int(),
  error: z.string().nullable(),
});
export type IngestRun = z.infer<typeof IngestRunSchema>;

/**
 * How a source is doing, as the admin's list shows it beside the source: unchecked until its first fetch (nothing
 * is known of it yet, so it is not called healthy), failing while its last fetches keep failing, disabled while
 * switched off (by an editor, or after days of failure).
 */
export const SourceHealthStateSchema = z.enum(['healthy', 'unchecked', 'failing', 'disabled']);
export type SourceHealthState = z.infer<typeof SourceHealthStateSchema>;

/** One source's polling and freshness figures. Empty (null, 0) until the scheduler has fetched it. */
export const SourceHealthSchema = z.object({
  sourceId: z.number().int(),
  state: SourceHealthStateSchema,
  /** The last fetch that gave a feed (200 or 304). */
  lastSuccessAt: z.iso.datetime().nullable(),
  /** Since when every fetch has failed; null while it is not failing. */
  failingSince: z.iso.datetime().nullable(),
  /** When it is next due (null: due now) and how often it is read. */
  nextFetchAt: z.iso.datetime().nullable(),
  pollIntervalSeconds: z.number().int(),
  fetchCount: z.number().int(),
  notModifiedCount: z.number().int(),
  failureCount: z.number().int(),
  /** The share of its fetches answered 304 Not Modified (0 to 1); null before its first fetch. */
  notModifiedShare: z.number().min(0).max(1).nullable(),
  /**
   * Median seconds from an item's first sight to its story readable in the item's language (freshness's
   * item-to-story, decision 018), over its items that became readable in the last 7 days.
   */
  medianDelaySeconds: z.number().nullable(),
  /** Its items that became readable in a story in the last 7 days (what the median is taken over). */
  placedItems: z.number().int(),
  disabledReason: z.string().nullable(),
});
export type SourceHealth = z.infer<typeof SourceHealthSchema>;

/** How many sources of a language are healthy, not yet fetched, failing and disabled (the admin's group headings). */
export const LanguageHealthSchema = z.object({
  language: SourceLanguageSchema,
  sources: z.number().int(),
  healthy: z.number().int(),
  unchecked: z.number().int(),
  failing: z.number().int(),
  disabled: z.number().int(),
});
export type LanguageHealth = z.infer<typeof LanguageHealthSchema>;

/** GET /api/admin/sources: every source, the last passes, and whether one is running in this process. */
export const SourcesOverviewSchema = z.object({
  sources: z.array(SourceSchema),
  /** Each source's health, one entry per source. */
  health: z.array(SourceHealthSchema),
  /** Per language, in the site's order of languages ("detect" last). */
  languages: z.array(LanguageHealthSchema),
  runs: z.array(IngestRunSchema),
  passRunning: z.boolean(),
  /** Feed items by pipeline stage: waiting for their page, waiting for a story, in a story, held back, skipped, failed. */
  items: z.object({
    new: z.number().int(),
    read: z.number().int(),
    clustered: z.number().int(),
    held: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  /** Minutes between scheduled passes; null when INGEST_INTERVAL is off. */
  intervalMinutes: z.number().nullable(),
});
export type SourcesOverview = z.infer<typeof SourcesOverviewSchema>;

/**
 * What the sources screen follows while a pass runs, every few seconds: whether it runs, the last passes and the
 * items by stage (a few KB, where the whole overview of 500+ sources is hundreds).
 */
export const PipelineStatusSchema = SourcesOverviewSchema.pick({
  passRunning: true,
  runs: true,
  items: true,
});
export type PipelineStatus = z.infer<typeof PipelineStatusSchema>;

/** What "fetch now" answers: the pass started in the background. */
export const StartPassSchema = z.object({ started: z.literal(true) });
