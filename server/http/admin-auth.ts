import type { MiddlewareHandler } from 'hono';
import { isAdminAuthorization } from '../admin/check-basic-auth.ts';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './error-handler.ts';

/** The editors' pages and their data requests (/admin, /admin/…, /admin.data, /admin/articles.data). */
export const isAdminPath = (path: string): boolean => /^\/admin([/.]|$)/.test(path);

const CHALLENGE = 'Basic realm="Tidings admin", charset="UTF-8"';

/**
 * Gives every request the check of the admin's credentials, so that a route can carry its own guard
 * (requireAdmin) while the password is known only when the app is built.
 */
export function provideAdminCheck(password: string): MiddlewareHandler<AppEnv> {
  const checkAdminCredentials = (authorization: string | undefined) =>
    isAdminAuthorization(authorization, password);
  return async (c, next) => {
    c.set('checkAdminCredentials', checkAdminCredentials);
    return next();
  };
}

/**
 * Lets a request through only with the admin's HTTP Basic credentials; 401 with a challenge otherwise, also when
 * the app gave it no check (provideAdminCheck): a guard that cannot check refuses.
 */
export function requireAdmin(answer: 'json' | 'text'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const check = c.get('checkAdminCredentials') as AppEnv['Variables']['checkAdminCredentials'] | undefined;
    if (check?.(c.req.header('authorization'))) return next();
    c.header('WWW-Authenticate', CHALLENGE);
    c.header('Cache-Control', 'no-store');
    if (answer === 'json') return errorResponse(c, 'unauthorized', 'Admin credentials are required');
    return c.text('Admin credentials are required.', 401);
  };
}

const guardAdminPage = requireAdmin('text');

/**
 * The editors' pages (HTML, and React Router's .data requests for them): the admin's credentials to read them,
 * and kept out of search engines by header, not by robots.txt (which would reveal where they are). The API's
 * secured operations carry their own guard (createAdminRoute in server/http/openapi-helpers.ts).
 */
export function guardAdminPages(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isAdminPath(c.req.path)) return next();
    // A method no page is served with is refused after this (405) as on every page, before credentials are asked for.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await next();
    else {
      const refused = await guardAdminPage(c, next);
      if (refused instanceof Response) c.res = refused;
    }
    c.header('X-Robots-Tag', 'noindex, nofollow');
  };
}
