import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { Agent, request, type Dispatcher } from 'undici';
import { ipLiteralOf, isLinkLocalOrMetadata, isMetadataHostName } from './is-public-address.ts';

/** Why a fetch was refused or failed; recorded on the source as its last error. */
export type FetchFailureReason =
  'bad-url' | 'private-address' | 'too-many-redirects' | 'too-large' | 'timeout' | 'http-status' | 'network';

/** A fetch that did not yield a document, with a reason an operator can act on. */
export class FetchFailure extends Error {
  override name = 'FetchFailure';
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
    readonly status?: number,
    /** Seconds the server asked us to wait (Retry-After on 429 and 503), when it said. */
    readonly retryAfterSeconds?: number | null,
  ) {
    super(message);
  }
}

/** Limits and identity of every request the pipeline makes. */
export interface FetchPolicy {
  userAgent: string;
  timeoutMs: number;
  maxRedirects: number;
  /**
   * Which addresses may be connected to; by default only public ones (isPublicAddress), so loopback, private
   * and link-local addresses are refused, also after a redirect. INGEST_ALLOW_PRIVATE_NETWORKS adds loopback
   * and private networks (addressPolicy); tests allow their own 127.0.0.1 server and nothing else. Link-local
   * and metadata addresses and names are refused whatever this says.
   */
  isAddressAllowed: (address: string) => boolean;
  /** How host names are resolved; the system's resolver when absent (tests make names point where they like). */
  resolveHost?: ResolveHost | undefined;
}

/** One request: what to accept, how much of it, and the validators of the copy we already have. */
export interface FetchRequest {
  url: string;
  accept: string;
  maxBytes: number;
  etag?: string | null | undefined;
  lastModified?: string | null | undefined;
}

/** What came back: the final URL after redirects, and the body unless the server said "not modified". */
export interface FetchedDocument {
  url: string;
  status: number;
  notModified: boolean;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
  body: Uint8Array | null;
  /** How long the answer may be reused (Cache-Control max-age, else Expires), in seconds; null when unsaid. */
  maxAgeSeconds: number | null;
  /** The URL the document moved to for good: set when every redirect on the way was permanent (301, 308). */
  movedPermanentlyTo: string | null;
}

/**
 * Tells whether another try may succeed: time-outs, dropped connections, server errors and 429 may pass;
 * an unknown host, a refused address, a client error or an oversized body will not.
 */
export function isRetryableFetchFailure(error: unknown): boolean {
  if (!(error instanceof FetchFailure)) return true;
  switch (error.reason) {
    case 'timeout':
      return true;
    case 'network':
      return !/ENOTFOUND|ECONNREFUSED|CERT|certificate/i.test(error.message);
    case 'http-status':
      return error.status === undefined || error.status >= 500 || error.status === 429;
    default:
      return false;
  }
}

/** Fetches feeds and pages from the public internet only, with caps on time, redirects and bytes. */
export type SafeFetch = (request: FetchRequest) => Promise<FetchedDocument>;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Finds a host name's addresses; the system resolver unless a test gives its own. */
export type ResolveHost = (hostname: string, family: number) => Promise<dns.LookupAddress[]>;

const systemResolver: ResolveHost = (hostname, family) =>
  dns.promises.lookup(hostname, { family: family === 4 || family === 6 ? family : 0, all: true });

/** A DNS look-up that refuses names resolving to addresses not allowed before any connection is made. */
function checkedLookup(
  isAddressAllowed: (address: string) => boolean,
  resolveHost: ResolveHost,
): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolveHost(hostname, family).then(
      (list) => {
        const blocked = list.find((a) => !isAddressAllowed(a.address));
        if (blocked || list.length === 0) {
          const refusal = new FetchFailure(
            'private-address',
            `${hostname} resolves to ${blocked?.address ?? 'nothing'}, which is not a public address`,
          );
          return callback(refusal as unknown as NodeJS.ErrnoException, '', 4);
        }
        if (options.all) return callback(null, list as unknown as string, 4);
        const first = list[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

/** Builds the pipeline's fetcher: one connection pool, a public-only resolver unless allowed otherwise. */
export function createSafeFetch(policy: FetchPolicy): SafeFetch & { close(): Promise<void> } {
  const isAddressAllowed = (address: string) =>
    !isLinkLocalOrMetadata(address) && policy.isAddressAllowed(address);
  const agent = new Agent({
    connect: {
      timeout: policy.timeoutMs,
      lookup: checkedLookup(isAddressAllowed, policy.resolveHost ?? systemResolver),
    },
    headersTimeout: policy.timeoutMs,
    bodyTimeout: policy.timeoutMs,
    connections: 4,
  });

  const fetchOnce = async (request_: FetchRequest): Promise<FetchedDocument> => {
    let url = parseHttpUrl(request_.url);
    const deadline = AbortSignal.timeout(policy.timeoutMs * 2);
    // A feed that moved for good (only 301 and 308 on the way) is fetched at its new address from then on.
    let allPermanent = true;
    for (let hop = 0; ; hop++) {
      assertAllowedHost(url, isAddressAllowed);
      const headers: Record<string, string> = {
        'user-agent': policy.userAgent,
        accept: request_.accept,
        'accept-encoding': 'gzip, deflate, br',
      };
      // Validators belong to the URL they were given for; a redirect target gets a plain request.
      if (hop === 0 && request_.etag) headers['if-none-match'] = request_.etag;
      if (hop === 0 && request_.lastModified) headers['if-modified-since'] = request_.lastModified;
      let response: Dispatcher.ResponseData;
      try {
        response = await request(url, { dispatcher: agent, method: 'GET', headers, signal: deadline });
      } catch (error) {
        throw toFetchFailure(error, url);
      }
      const { statusCode } = response;
      if (REDIRECT_STATUSES.has(statusCode)) {
        await response.body.dump();
        const location = headerValue(response.headers, 'location');
        if (!location)
          throw new FetchFailure('http-status', `HTTP ${statusCode} without a Location`, statusCode);
        if (hop >= policy.maxRedirects) {
          throw new FetchFailure(
            'too-many-redirects',
            `more than ${policy.maxRedirects} redirects`,
            statusCode,
          );
        }
        if (statusCode !== 301 && statusCode !== 308) allPermanent = false;
        url = parseHttpUrl(new URL(location, url).toString());
        continue;
      }
      const base = {
        url: url.toString(),
        status: statusCode,
        contentType: headerValue(response.headers, 'content-type'),
        etag: headerValue(response.headers, 'etag'),
        lastModified: headerValue(response.headers, 'last-modified'),
        maxAgeSeconds: maxAgeOf(response.headers),
        movedPermanentlyTo: hop > 0 && allPermanent ? url.toString() : null,
      };
      if (statusCode === 304) {
        await response.body.dump();
        return { ...base, notModified: true, body: null };
      }
      if (statusCode < 200 || statusCode >= 300) {
        await response.body.dump();
        throw new FetchFailure(
          'http-status',
          `HTTP ${statusCode}`,
          statusCode,
          retryAfterOf(headerValue(response.headers, 'retry-after'), Date.now()),
        );
      }
      const declared = Number(headerValue(response.headers, 'content-length') ?? '');
      if (Number.isFinite(declared) && declared > request_.maxBytes) {
        await response.body.dump();
        throw new FetchFailure('too-large', `${declared} bytes declared, the limit is ${request_.maxBytes}`);
      }
      const encoding = (headerValue(response.headers, 'content-encoding') ?? '').toLowerCase().trim();
      try {
        const body = await readCapped(response.body, encoding, request_.maxBytes);
        return { ...base, notModified: false, body };
      } catch (error) {
        throw toFetchFailure(error, url);
      }
    }
  };

  return Object.assign(fetchOnce, { close: () => agent.close() });
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchFailure('bad-url', `not a URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchFailure('bad-url', `only http and https are fetched, not ${url.protocol}`);
  }
  if (url.username || url.password)
    throw new FetchFailure('bad-url', 'URLs with credentials are not fetched');
  return url;
}

function assertAllowedHost(url: URL, isAddressAllowed: (address: string) => boolean): void {
  if (isMetadataHostName(url.hostname)) {
    throw new FetchFailure('private-address', `${url.hostname} is a cloud metadata service`);
  }
  const literal = ipLiteralOf(url.hostname);
  if (literal && !isAddressAllowed(literal)) {
    throw new FetchFailure('private-address', `${literal} is not a public address`);
  }
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - nowMs) / 1000));
}

/** Seconds an answer stays fresh: Cache-Control's s-maxage or max-age (no-cache and no-store: 0), else Expires - Date. */
export function maxAgeOf(headers: Record<string, string | string[] | undefined>): number | null {
  const cacheControl = (headerValue(headers, 'cache-control') ?? '').toLowerCase();
  if (/\b(no-cache|no-store)\b/.test(cacheControl)) return 0;
  const age = /\bs-maxage\s*=\s*"?(\d+)/.exec(cacheControl) ?? /\bmax-age\s*=\s*"?(\d+)/.exec(cacheControl);
  if (age) return Number(age[1]);
  const expires = Date.parse(headerValue(headers, 'expires') ?? '');
  if (Number.isNaN(expires)) return null;
  const date = Date.parse(headerValue(headers, 'date') ?? '');
  return Math.max(0, Math.round((expires - (Number.isNaN(date) ? Date.now() : date)) / 1000));
}

/** Reads a body through its decompressor, stopping as soon as either side passes the cap. */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  encoding: string,
  maxBytes: number,
): Promise<Uint8Array> {
  const tooLarge = () => new FetchFailure('too-large', `more than ${maxBytes} bytes`);
  let compressed = 0;
  const countCompressed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      compressed += chunk.length;
      callback(compressed > maxBytes ? tooLarge() : null, chunk);
    },
  });
  const chunks: Buffer[] = [];
  let total = 0;
  const collect = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes) return callback(tooLarge());
      chunks.push(chunk);
      callback();
    },
  });
  const decompressor =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  // pipeline() destroys every stream on the first error, so a gzip bomb stops at the cap.
  if (decompressor) await pipeline(body, countCompressed, decompressor, collect);
  else await pipeline(body, countCompressed, collect);
  return Buffer.concat(chunks);
}

function toFetchFailure(error: unknown, url: URL): FetchFailure {
  if (error instanceof FetchFailure) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof FetchFailure) return cause;
  const name = (error as { name?: string; code?: string }).name ?? '';
  const code = (error as { code?: string }).code ?? '';
  if (name === 'TimeoutError' || name === 'AbortError' || code.includes('TIMEOUT')) {
    return new FetchFailure('timeout', `no complete answer from ${url.host} in time`);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FetchFailure('network', `${url.host}: ${code || message}`.slice(0, 300));
}
