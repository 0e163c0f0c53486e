import { data } from 'react-router';
import type { z } from '#common/contracts/zod.ts';

/**
 * The change a screen's client action is asked to make: the JSON its fetcher sent, checked against the screen's
 * union of intents. Anything else is refused with a 400, as the API refuses a request it does not know.
 */
export async function readIntent<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw data('Unknown or malformed intent', { status: 400 });
  return parsed.data;
}
