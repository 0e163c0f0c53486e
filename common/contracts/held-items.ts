import { z } from './zod.ts';
import { LanguageSchema } from './enums.ts';

/**
 * Why the pipeline held a read item back instead of publishing it: its only text is its title, it is not a
 * story (navigation, a listing, a byline, an event calendar), or it has no date of its own and came in a
 * source's first fetch (old news).
 */
export const HELD_REASONS = ['title-only', 'not-a-story', 'not-news', 'undated'] as const;
export const HeldReasonSchema = z.enum(HELD_REASONS);
export type HeldReason = z.infer<typeof HeldReasonSchema>;

/** A held item as the editors see it, with the opening of its text to judge it by. */
export const HeldItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The source's name. */
  publisher: z.string(),
  sourceId: z.number().int(),
  url: z.string(),
  /** Detected or declared; null when neither told it. */
  language: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  /** Null only if the pipeline held it without saying why. */
  reason: HeldReasonSchema.nullable(),
  /** The first 200 or so characters of its text (the page's when read, the feed's otherwise), plain text. */
  preview: z.string(),
});
export type HeldItem = z.infer<typeof HeldItemSchema>;

/** GET /api/admin/held-items: one page of held items, newest first, and how many are held for each reason. */
export const HeldItemPageSchema = z.object({
  items: z.array(HeldItemSchema),
  /** Items of the chosen reason (all reasons when none is chosen). */
  total: z.number().int(),
  counts: z.object({
    'title-only': z.number().int(),
    'not-a-story': z.number().int(),
    'not-news': z.number().int(),
    undated: z.number().int(),
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HeldItemPage = z.infer<typeof HeldItemPageSchema>;

/** GET /api/admin/held-items query: one reason or all of them, page by page. */
export const HeldItemQuerySchema = z.object({
  reason: z.preprocess((v) => (v === '' ? undefined : v), HeldReasonSchema.optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type HeldItemQuery = z.infer<typeof HeldItemQuerySchema>;

/** The 409 message of "publish anyway" for an item whose only text is its title (the admin recognises it). */
export const NO_TEXT_TO_PUBLISH =
  'This item has no text to publish: open it at the publisher and write the article in the admin instead';

/** POST /api/admin/held-items/{id}/publish: the article the item became, at /{language}/news/{slug}. */
export const PublishedHeldItemSchema = z.object({
  articleId: z.number().int(),
  slug: z.string(),
  language: LanguageSchema,
});
export type PublishedHeldItem = z.infer<typeof PublishedHeldItemSchema>;
