import { someCause } from './is-database-unavailable.ts';

/**
 * PostgreSQL's SQLSTATEs for text it cannot hold: 22021 (a byte sequence invalid in UTF-8, which is how it
 * refuses U+0000, the one character a text column cannot store) and 22P05 (untranslatable character).
 */
const TEXT_REFUSED_CODES = new Set(['22021', '22P05']);

/**
 * Whether the database refused a query for the text it was given (a NUL character in a field, a slug or a
 * search): the request is at fault, answered 400, not 500. Drizzle wraps the driver's error, so the causes
 * are followed.
 */
export function isTextRefused(error: unknown): boolean {
  return someCause(error, ({ code }) => typeof code === 'string' && TEXT_REFUSED_CODES.has(code));
}
