import { z } from './zod.ts';

/**
 * Every API error body. `field` says which part of the request the message is about, as a dotted path
 * ("article.country", "translations.0.title", "thumbnail"), when it is about one: a form shows it there.
 */
export const ErrorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
