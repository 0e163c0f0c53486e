import { z } from './zod.ts';

/** Every API error body. */
export const ErrorBodySchema = z.object({ error: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
