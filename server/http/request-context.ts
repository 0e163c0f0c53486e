import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { ClientAddresses } from './client-address.ts';

/** A request id a proxy or client may pass on: short, and safe to print in a log line. */
const INCOMING_ID = /^[\w.-]{1,64}$/;

/** Requests slower than this are logged as warnings. */
const SLOW_REQUEST_MS = 1000;

/** A request's id: the one it came with when well-formed (a proxy's), else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Gives every request an id, answered in X-Request-Id and carried by every log line about it, and its client
 * address. Each request is logged once it is answered, as a JSON line: at debug level normally, as a warning
 * when slow, as an error when it failed on the server (5xx).
 */
export function requestContext(logger: Logger, addresses: ClientAddresses): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    c.set('clientAddress', addresses.of(c));
    await next();
    // After the answer is drawn: a cached answer replaces the response, headers set before included.
    c.header('X-Request-Id', requestId);
    const ms = Math.round(performance.now() - started);
    const line = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms,
      client: c.get('clientAddress'),
    };
    if (c.res.status >= 500) logger.error(line, 'request failed');
    else if (ms >= SLOW_REQUEST_MS) logger.warn(line, 'slow request');
    else logger.debug(line, 'request');
  };
}
