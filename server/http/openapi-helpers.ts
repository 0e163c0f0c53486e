import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { z } from 'zod';
import { ErrorBodySchema } from '../../common/contracts/errors.ts';

/** A JSON response entry for createRoute. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Invalid input: a parameter, the query or the body does not match its schema',
  401: 'Admin credentials missing or wrong',
  403: 'Cross-site request refused (a foreign Origin)',
  404: 'Not found',
  409: 'Conflict (e.g. slug taken)',
  413: 'Body or image too large',
  415: 'Not JSON, or an image type that is not accepted',
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

export const adminSecurity = [{ adminBasic: [] }];

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

/**
 * createRoute for an /api operation: its own responses (success, and what the use case refuses: 404, 409…), plus
 * every refusal the layers in front of it can answer, and `security: []` when it is public, so that the document
 * states each operation's credentials and each status it can really answer.
 */
export function createApiRoute<P extends string, R extends Omit<RouteConfig, 'path'> & { path: P }>(
  config: R,
) {
  const documented: R = {
    ...config,
    security: config.security ?? [],
    responses: { ...errorResponses(...refusalsOf(config)), ...config.responses },
  };
  return createRoute(documented);
}
