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
  /** Its text failed the accuracy check twice: it waits among the held texts, not yet readable. */
  textHeld: z.boolean(),
});
export type PublishedHeldItem = z.infer<typeof PublishedHeldItemSchema>;

/**
 * A text the accuracy check held back (it failed, was rewritten once, and failed again): a story's own text,
 * which then has no published text, or a translation, whose readers see the original meanwhile.
 */
export const HeldTextSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  /** The story's address, /{language}/news/{slug}. */
  slug: z.string(),
  /** The story's own language: a held translation's story is read in it meanwhile. */
  originalLanguage: LanguageSchema,
  language: LanguageSchema,
  textKind: z.enum(['original', 'translation']),
  title: z.string(),
  summary: z.string(),
  /** The opening of its content, as plain text. */
  preview: z.string(),
  /** The model that wrote or translated it; null for a text composed from the reports' own sentences. */
  model: z.string().nullable(),
  /** The sentence its last check found unsupported, and why (in English, as the check says it). */
  failingSentence: z.string(),
  reason: z.string(),
  /** Sentences its last check read, and found supported. */
  sentencesChecked: z.number().int().nullable(),
  sentencesSupported: z.number().int().nullable(),
  heldAt: z.iso.datetime(),
});
export type HeldText = z.infer<typeof HeldTextSchema>;

/** GET /api/admin/held-texts: the texts held for an editor, newest first. */
export const HeldTextListSchema = z.object({ texts: z.array(HeldTextSchema), total: z.number().int() });
export type HeldTextList = z.infer<typeof HeldTextListSchema>;

/**
 * POST /api/admin/held-texts/{id}/publish: an editor publishes a held text, as it is (no body fields) or with
 * the headline and summary they corrected (the text is then the editor's: origin `edited`).
 */
export const PublishHeldTextSchema = z.object({
  title: z.string().trim().min(1).max(300).optional(),
  summary: z.string().trim().min(1).max(2000).optional(),
});
export type PublishHeldText = z.infer<typeof PublishHeldTextSchema>;

/** The published text's story, at /{language}/news/{slug}. */
export const PublishedHeldTextSchema = z.object({
  articleId: z.number().int(),
  slug: z.string(),
  language: LanguageSchema,
});
export type PublishedHeldText = z.infer<typeof PublishedHeldTextSchema>;
