import type { z } from 'zod';
import { ErrorBodySchema } from '../../common/contracts/errors.ts';

/** A JSON response entry for createRoute. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

/** The error responses a route documents, by status. */
export function errorResponses(...statuses: Array<400 | 401 | 403 | 404 | 409 | 413 | 415 | 429>) {
  const text: Record<number, string> = {
    400: 'Invalid input',
    401: 'Admin credentials missing or wrong',
    403: 'Cross-site request refused',
    404: 'Not found',
    409: 'Conflict (e.g. slug taken)',
    413: 'Body or image too large',
    415: 'Not JSON, or an image type that is not accepted',
    429: 'Too many requests',
  };
  return Object.fromEntries(statuses.map((s) => [s, jsonResponse(ErrorBodySchema, text[s] ?? 'Error')]));
}

export const adminSecurity = [{ adminBasic: [] }];
