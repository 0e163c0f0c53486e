import type { MiddlewareHandler } from 'hono';
import type { ClientAddresses } from './client-address.ts';

/** A year, subdomains included: what browsers' preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Sends Strict-Transport-Security only to readers on HTTPS (the request's own scheme, or X-Forwarded-Proto from
 * a trusted proxy): over plain HTTP browsers ignore it, and a site reached by plain HTTP on purpose (a test
 * machine, an intranet) must not be told to require HTTPS.
 */
export function transportSecurity(addresses: ClientAddresses): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (addresses.isHttps(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  };
}
