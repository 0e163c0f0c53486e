import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors.ts';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.ts';
import { isTextRefused } from '../db/is-text-refused.ts';
import type { Logger } from '../logger.ts';

/** The JSON error answer every API failure gets, with the field it is about when there is one. */
export function errorResponse(c: Context, code: ErrorCode, message: string, field?: string): Response {
  return c.json(
    { error: code, message, ...(field ? { field } : {}) },
    ERROR_STATUS[code] as ContentfulStatusCode,
  );
}

/** One readable line from a zod error: the first problem and where it is. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid request';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/** The 400 answer to input zod refused: its first problem, and where it is as the field. */
export function zodErrorResponse(c: Context, error: ZodError): Response {
  const path = error.issues[0]?.path ?? [];
  return errorResponse(c, 'bad_request', describeZodError(error), path.join('.') || undefined);
}

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** Maps any thrown error to `{ error, message }`; unknown errors are logged and answered 500 without details. */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context): Response => {
    if (error instanceof AppError) {
      // A server-side failure with a message of its own (e.g. "Failed to generate thumbnail") is still a fault to look into.
      if (error.status >= 500)
        logger.error(
          { err: error.cause ?? error, path: c.req.path, requestId: c.get('requestId') },
          error.message,
        );
      return errorResponse(c, error.code, error.message, error.field);
    }
    if (error instanceof HTTPException) {
      const code = CODE_BY_STATUS.get(error.status) ?? (error.status >= 500 ? 'internal' : 'bad_request');
      if (code === 'unauthorized') return error.getResponse();
      return errorResponse(c, code, error.message || 'request refused');
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { err: error.message, path: c.req.path, requestId: c.get('requestId') },
        'database unavailable',
      );
      c.header('Retry-After', '5');
      return errorResponse(
        c,
        'unavailable',
        'The database cannot be reached right now; please try again shortly.',
      );
    }
    if (isTextRefused(error)) {
      return errorResponse(c, 'bad_request', 'Text may not contain the NUL character (U+0000)');
    }
    logger.error(
      { err: error, method: c.req.method, path: c.req.path, requestId: c.get('requestId') },
      'unhandled error',
    );
    return errorResponse(c, 'internal', 'Something went wrong on our side. Please try again.');
  };
}
