import { z } from './zod.ts';

/** A reader's message in the editors' inbox. */
export const InboxMessageSchema = z.object({
  id: z.number().int(),
  /** Null for an error report whose reader gave no name or address. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  language: z.string().nullable(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
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
