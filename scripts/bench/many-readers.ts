import type autocannon from 'autocannon';

/** The load tools' address, standing in for a proxy's: the site under test trusts X-Forwarded-For from it. */
export const LOAD_PROXY = '127.0.0.1';

/**
 * A reader's address for one request: rate limits count per client, and load from one machine would otherwise
 * be one reader hitting the search limit within a second. The site is started with TRUSTED_PROXIES=127.0.0.1,
 * as behind a proxy, and every request says it comes from one of 65,536 readers.
 */
export function readerAddress(): string {
  const n = Math.floor(Math.random() * 65_536);
  return `10.77.${n >> 8}.${n & 255}`;
}

/** An autocannon request hook that gives each request another reader's address. */
export function fromManyReaders(request: autocannon.Request): autocannon.Request {
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': readerAddress() } };
}
