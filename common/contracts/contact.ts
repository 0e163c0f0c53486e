import { z } from './zod.ts';

/** The spec's validation messages; the interface shows them translated, keyed by the field. */
export const CONTACT_ERRORS = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
} as const;

/** A reader's message from the contact form (the same schema checks the form and the API). */
export const ContactMessageSchema = z.object({
  name: z.string().trim().min(2, CONTACT_ERRORS.name).max(120),
  email: z.string().trim().max(254).pipe(z.email(CONTACT_ERRORS.email)),
  subject: z.string().trim().min(5, CONTACT_ERRORS.subject).max(200),
  message: z.string().trim().min(10, CONTACT_ERRORS.message).max(5000),
  /** A field hidden from people; bots fill it in. */
  website: z.string().max(500).optional(),
  language: z.string().max(10).optional(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
