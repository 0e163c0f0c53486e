import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ErrorBodySchema } from '#common/contracts/errors.ts';
import { requireAdmin } from './admin-auth.ts';

/** A JSON response entry for createRoute. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid input: a parameter, the query or the body does not match its schema',
  401: 'Admin credentials missing or wrong',
  403: 'Cross-site request refused (a foreign Origin)',
  404: 'Not found',
  409: 'Conflict (e.g. slug taken)',
  413: 'Body or image too large',
  415: 'Not JSON, or an image type that is not accepted',
  422: 'Well-formed, but what it names cannot be used (e.g. a feed URL that answers no feed); `field` says which',
  429: 'Too many requests from this address, or too many failed sign-ins',
  503: 'The server is busy or its database cannot be reached',
};

const header = (description: string, type: 'integer' | 'string') => ({
  description,
  required: true,
  schema: { type },
});

/** The headers sent with an error: the challenge with 401, when to try again with 429 and 503. */
const ERROR_HEADERS: Partial<Record<ErrorStatus, Record<string, ReturnType<typeof header>>>> = {
  401: { 'WWW-Authenticate': header('The HTTP Basic challenge', 'string') },
  429: { 'Retry-After': header('Seconds to wait before trying again', 'integer') },
  503: { 'Retry-After': header('Seconds to wait before trying again', 'integer') },
};

/** The error responses a route documents, by status. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((status) => {
      const headers = ERROR_HEADERS[status];
      return [
        status,
        { ...jsonResponse(ErrorBodySchema, ERROR_TEXT[status]), ...(headers ? { headers } : {}) },
      ];
    }),
  );
}

/** The one security scheme of the document: HTTP Basic, user admin (server/http/api-docs.ts). */
const ADMIN_SECURITY = [{ adminBasic: [] }];

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The refusals the HTTP layer in front of a route can answer, whatever the route does (server/http/create-app.ts):
 * 400 when it reads a parameter, query or body; 401 behind the admin's credentials; 403, 413 and 415 for a write
 * (foreign Origin, body limit, not JSON); 429 and 503 for any request (rate limits, failed sign-ins, overload,
 * database unreachable).
 */
function refusalsOf(config: RouteConfig): ErrorStatus[] {
  const { params, query, body } = config.request ?? {};
  return [
    ...(params || query || body ? [400 as const] : []),
    ...(config.security?.length ? [401 as const] : []),
    ...(WRITES.has(config.method) ? [403 as const, 413 as const, 415 as const] : []),
    429 as const,
    503 as const,
  ];
}

/** A route's config without its security and middleware, which only the helpers below set (together). */
type ApiRouteConfig<P extends string> = Omit<RouteConfig, 'path' | 'security' | 'middleware'> & {
  path: P;
  security?: never;
  middleware?: never;
};

/** The route as documented: its own responses, every refusal in front of it, and its security. */
function documentedRoute<P extends string, R extends ApiRouteConfig<P>>(
  config: R,
  security: RouteConfig['security'],
  middleware?: RouteConfig['middleware'],
) {
  const withSecurity = { ...config, security };
  return createRoute({
    ...withSecurity,
    ...(middleware ? { middleware } : {}),
    responses: { ...errorResponses(...refusalsOf(withSecurity)), ...config.responses },
  } as R);
}

/**
 * createRoute for a public /api operation: its own responses (success, and what the use case refuses: 404,
 * 409…), plus every refusal the layers in front of it can answer, and `security: []`, so that the document
 * states each operation's credentials and each status it can really answer. A route for editors only is made
 * with createAdminRoute.
 */
export function createApiRoute<P extends string, R extends ApiRouteConfig<P>>(config: R) {
  return documentedRoute<P, R>(config, []);
}

/**
 * createApiRoute for an operation for editors only: the document says it needs the admin's HTTP Basic
 * credentials, and the route itself refuses a request without them (401 with the challenge) before reading
 * its input. The one place the API is secured: no path glob or method check elsewhere, so the order routes are
 * registered in does not matter.
 */
export function createAdminRoute<P extends string, R extends ApiRouteConfig<P>>(config: R) {
  return documentedRoute<P, R>(config, ADMIN_SECURITY, requireAdmin('json'));
}
