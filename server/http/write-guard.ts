import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-handler.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses writes another site's page could make with a visitor's cached credentials: a foreign Origin is 403,
 * and a body that is not JSON (what plain HTML forms send without a CORS preflight) is 415.
 */
export function guardWrites(siteUrl: string): MiddlewareHandler {
  const allowed = new URL(siteUrl).origin;
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin && origin !== allowed && origin !== new URL(c.req.url).origin) {
      return errorResponse(c, 'forbidden', 'Cross-site requests are not allowed');
    }
    const type = c.req.header('content-type') ?? '';
    const hasBody = c.req.method !== 'DELETE' || Number(c.req.header('content-length') ?? 0) > 0;
    if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
      return errorResponse(c, 'unsupported_media_type', 'The request body must be application/json');
    }
    return next();
  };
}
