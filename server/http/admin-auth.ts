import type { MiddlewareHandler } from 'hono';
import { isAdminAuthorization } from '../admin/check-basic-auth.ts';
import { errorResponse } from './error-handler.ts';

/** The editors' pages and their data requests (/admin, /admin/…, /admin.data, /admin/articles.data). */
export const isAdminPath = (path: string): boolean => /^\/admin([/.]|$)/.test(path);

const CHALLENGE = 'Basic realm="Tidings admin", charset="UTF-8"';

/** Lets a request through only with the admin's HTTP Basic credentials; 401 with a challenge otherwise. */
export function requireAdmin(password: string, answer: 'json' | 'text'): MiddlewareHandler {
  return async (c, next) => {
    if (isAdminAuthorization(c.req.header('authorization'), password)) return next();
    c.header('WWW-Authenticate', CHALLENGE);
    c.header('Cache-Control', 'no-store');
    if (answer === 'json') return errorResponse(c, 'unauthorized', 'Admin credentials are required');
    return c.text('Admin credentials are required.', 401);
  };
}
