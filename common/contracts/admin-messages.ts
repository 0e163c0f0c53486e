import { z } from './zod.ts';

/** The story an error report is about, as the inbox links it; null once the story was deleted. */
export const ReportedStorySchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** A reader's message in the editors' inbox: a contact message, or an error report on a story. */
export const InboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['message', 'error-report']),
  /** Null for an error report whose reader gave no name or address. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  language: z.string().nullable(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  /** An error report's story and the sentence the reader quoted; null for a contact message. */
  story: ReportedStorySchema.nullable(),
  sentence: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxPageSchema = z.object({
  items: z.array(InboxMessageSchema),
  total: z.number().int(),
  unhandled: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

export const InboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const MarkMessageSchema = z.object({ handled: z.boolean() });
