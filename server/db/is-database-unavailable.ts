/** Socket errors and PostgreSQL's connection-class SQLSTATEs (08…, 57P0…): the server is gone, not the query wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);

/** node-postgres says so in words for a dropped connection and a pool that cannot connect in time. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connection error|Query read timeout/i;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, cut off), as opposed
 * to a bad query: such a request is answered 503, to be tried again, rather than 500. Drizzle wraps the
 * driver's error, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(
    error,
    ({ code, message }) =>
      (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
      (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)),
  );
}

/** Whether an error or one of its causes (five deep at most) is one the test picks out. */
export function someCause(
  error: unknown,
  test: (cause: { code?: unknown; message?: unknown }) => boolean,
): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
