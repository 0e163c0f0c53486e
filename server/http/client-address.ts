import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The address a request came from (the TCP peer; proxies' headers are not trusted). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-memory requests in tests have no socket
  }
}
