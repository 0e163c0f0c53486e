import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { collectCacheTags, type CacheTag } from '../cache/cache-tags.ts';
import type { CachedAnswer, ResponseCache } from '../cache/response-cache.ts';
import { isAdminPath } from './admin-auth.ts';
import { DrawingQueue } from './drawing-queue.ts';
import { errorResponse } from './error-handler.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Public reads may be kept by browsers and shared caches. Browsers check back every time (max-age=0) and
 * mostly get 304; a CDN keeps an answer for a minute and may serve it stale for five more while it fetches
 * the new one, so a change reaches readers behind a CDN within a minute (README, "Behind a CDN").
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * The API's public reads: news lists and search, breaking, one article, its related articles, the archive,
 * the corrections and the measured accuracy.
 */
const PUBLIC_API_READS = /^\/api\/(news(\/[^/]+(\/related)?)?|archive|corrections|accuracy)$/;

/** The site's public files drawn from the database or settings: robots.txt, the sitemap index, feeds, manifests. */
const PUBLIC_FILES =
  /^\/(robots\.txt|sitemap\.xml|[a-z]{2}(\/[a-z]+)?\/(feed|atom)\.xml|[a-z]{2}\/manifest\.webmanifest)$/;

/** Paths that are never public pages: the API, files, pictures (the admin is checked by isAdminPath). */
const NOT_A_PAGE = /^\/(api|assets|media)([/.]|$)/;

/**
 * Whether a GET of this path is a public read, the same for every reader: a page (any path without a file
 * extension but React Router's .data, outside the API, files and the admin), one of the API's public reads, or
 * one of the public files (feeds, robots.txt, the sitemap index, manifests).
 */
export function isPublicRead(path: string): boolean {
  if (path.startsWith('/api/')) return PUBLIC_API_READS.test(path);
  if (PUBLIC_FILES.test(path)) return true;
  if (NOT_A_PAGE.test(path) || isAdminPath(path)) return false;
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1];
  return extension === undefined || extension === 'data';
}

/** Headers of the drawn answer that are not kept: they describe one transfer, or are set when serving. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'vary',
  'cache-control',
  'x-cache',
  // Per request (server/http/request-context.ts, transport-security.ts), never shared.
  'x-request-id',
  'strict-transport-security',
]);

/** Compresses the answer already in the context for this reader (Hono's compress around a no-op). */
const compressAnswer = compress();

/** Compressed forms of text smaller than this are not worth their bytes. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Brotli's quality for drawn answers. Every answer no cache holds yet (a crawler's page, any page after an
 * edit cleared it) is compressed as it is drawn: on the demo's pages quality 6 takes 1 to 2 ms and comes within
 * 1 to 5 % of quality 9's size, which takes 20 to 25 ms, longer than drawing the page (docs/benchmarks.md).
 */
const BROTLI_QUALITY = 6;

/**
 * Serves public GET answers (pages and API reads) from the response cache, drawing each once per change: the
 * answer, with every header the inner middleware set (security headers included), is stored with the tags its
 * data reads recorded, pre-compressed with gzip and Brotli, and served with an ETag (304 when the reader has
 * it already) and shared-cache headers. Registered first, so that a hit skips all other work; the server's
 * listener serves hits even before the request reaches the app (`serveCachedAnswer`). Without a cache the
 * same headers are sent and every request is drawn. Only 200 answers without cookies are shared. Answers
 * are drawn a few at a time, in turn (`DrawingQueue`); when too many wait, a read is refused with 503. An
 * answer a change from elsewhere made stale is served at once (X-Cache: STALE) and drawn again behind it.
 */
export function cachedReads(
  cache: ResponseCache | undefined,
  queue: DrawingQueue = new DrawingQueue(),
): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || !isPublicRead(c.req.path)) return next();
    const key = cacheKey(c.req.url);
    const kept = cache?.lookup(key);
    if (kept && !kept.stale) return serve(c, kept.answer, 'HIT');

    const acceptEncoding = c.req.header('accept-encoding') ?? '';
    // Only the drawing waits its turn: readers of the same address wait for one drawing (cache.fill), not each
    // in line to draw it again.
    const draw = async (): Promise<CachedAnswer | null> => {
      const turn = await queue.run(async () => {
        const { tags } = await collectCacheTags(next);
        if (!shareable(c.res)) return null;
        // Kept answers are compressed both ways once; drawn-per-request ones only the way this reader takes.
        const encodings = cache ? (['gzip', 'br'] as const) : chooseEncoding(acceptEncoding, ['br', 'gzip']);
        return toCachedAnswer(c.res, tags, encodings);
      });
      if (turn.refused) throw new DrawingRefused();
      return turn.value;
    };
    if (cache && kept) {
      // Drawn again on this request's context once the stale answer has gone out: the middleware in front of
      // this one reads the response only in the same turn of the event loop, so it is done with it by the next.
      if (!cache.isDrawing(key))
        setImmediate(
          () =>
            void cache.revalidate(key, () => {
              c.res = undefined;
              c.finalized = false;
              return draw();
            }),
        );
      return serve(c, kept.answer, 'STALE');
    }
    let answer: CachedAnswer | null;
    try {
      answer = cache ? await cache.fill(key, draw) : await draw();
    } catch (error) {
      if (!(error instanceof DrawingRefused)) throw error;
      return busy(c);
    }
    // Not shareable (an error, a redirect, a private answer): what the handler answered goes out as it is,
    // compressed for this reader.
    if (!answer) {
      // A reader who waited for another's drawing of an answer that is not shared draws its own, in turn.
      if (!c.finalized && (await queue.run(() => next())).refused) return busy(c);
      await compressAnswer(c, async () => undefined);
      return;
    }
    return serve(c, answer, cache ? 'MISS' : 'BYPASS');
  };
}

/** Thrown through a shared drawing when the line is full: every reader waiting for it is refused. */
class DrawingRefused extends Error {
  override name = 'DrawingRefused';
}

/** 503 at once: the server has more reads to draw than it will get to before a client gives up. */
function busy(c: Context): Response {
  c.header('Retry-After', '2');
  c.header('Cache-Control', 'no-store');
  return errorResponse(c, 'unavailable', 'The server is busy; please try again in a moment');
}

/**
 * The fast path of a cache hit, in the server's request listener before the app: a hit is written straight
 * to the socket from stored bytes and headers. Returns how it was served (a stale answer while it is drawn
 * again), or null when the request is not a hit.
 */
export function serveCachedAnswer(
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
): 'HIT' | 'STALE' | null {
  const method = req.method;
  if ((method !== 'GET' && method !== 'HEAD') || !req.url) return null;
  const queryAt = req.url.indexOf('?');
  const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
  if (!isPublicRead(path)) return null;
  const key = cacheKey(`http://h${req.url}`);
  const kept = cache.lookup(key);
  // A stale answer nobody is drawing again goes through the app, which starts the drawing.
  if (!kept || (kept.stale && !cache.isDrawing(key))) return null;
  const cacheState = kept.stale ? 'STALE' : 'HIT';
  const chosen = representation(kept.answer, {
    method,
    acceptEncoding: req.headers['accept-encoding'] ?? '',
    ifNoneMatch: req.headers['if-none-match'],
    cacheState,
  });
  res.writeHead(chosen.status, chosen.headers);
  res.end(chosen.body ?? undefined);
  return cacheState;
}

/** The path and the query with its parameters in a fixed order, so that ?a=1&b=2 and ?b=2&a=1 share. */
export function cacheKey(url: string): string {
  const parsed = new URL(url);
  if (!parsed.search) return parsed.pathname;
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

function shareable(response: Response): boolean {
  return response.status === 200 && !response.headers.has('set-cookie') && response.body !== null;
}

async function toCachedAnswer(
  response: Response,
  tags: Set<CacheTag>,
  encodings: ReadonlyArray<'gzip' | 'br'>,
): Promise<CachedAnswer> {
  const identity = Buffer.from(await response.arrayBuffer());
  const compress = identity.length >= MIN_COMPRESSED_BYTES;
  const [gzipped, brotlied] = await Promise.all([
    compress && encodings.includes('gzip') ? gzip(identity, { level: 9 }) : Buffer.alloc(0),
    compress && encodings.includes('br')
      ? brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        })
      : Buffer.alloc(0),
  ]);
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) headers.push([name, value]);
  });
  return {
    status: response.status,
    headers,
    etag: `"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity: gzipped.length > 0 ? Buffer.alloc(0) : identity,
    gzip: gzipped,
    br: brotlied,
    tags,
  };
}

/** The uncompressed body: kept as it is, or (for a compressed answer) unpacked from its gzip form. */
function identityOf(answer: CachedAnswer): Buffer {
  return answer.identity.length === 0 && answer.gzip.length > 0
    ? zlib.gunzipSync(answer.gzip)
    : answer.identity;
}

interface Representation {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The bytes and headers one reader gets: 304 when it has the answer, else the best encoding it accepts. */
function representation(
  answer: CachedAnswer,
  request: { method: string; acceptEncoding: string; ifNoneMatch: string | undefined; cacheState: string },
): Representation {
  const headers: Record<string, string> = Object.fromEntries(answer.headers);
  headers['etag'] = answer.etag;
  headers['cache-control'] = PUBLIC_READ_CACHE_CONTROL;
  headers['vary'] = 'Accept-Encoding';
  headers['x-cache'] = request.cacheState;
  if (matchesETag(request.ifNoneMatch, answer.etag)) {
    delete headers['content-type'];
    return { status: 304, headers, body: null };
  }
  const available = (['br', 'gzip'] as const).filter((coding) => answer[coding].length > 0);
  const [coding] = chooseEncoding(request.acceptEncoding, available);
  const body = coding ? answer[coding] : identityOf(answer);
  if (coding) headers['content-encoding'] = coding;
  headers['content-length'] = String(body.length);
  return { status: answer.status, headers, body: request.method === 'HEAD' ? null : body };
}

function serve(c: Context, answer: CachedAnswer, cacheState: 'HIT' | 'STALE' | 'MISS' | 'BYPASS'): Response {
  const chosen = representation(answer, {
    method: c.req.method,
    acceptEncoding: c.req.header('accept-encoding') ?? '',
    ifNoneMatch: c.req.header('if-none-match'),
    cacheState,
  });
  const body =
    chosen.body &&
    new Uint8Array(chosen.body.buffer as ArrayBuffer, chosen.body.byteOffset, chosen.body.length);
  c.res = undefined;
  return (c.res = new Response(body, { status: chosen.status, headers: chosen.headers }));
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix is ignored, and * matches any answer. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** The first of `available` (in order of preference) that Accept-Encoding allows, as a list of 0 or 1. */
export function chooseEncoding<T extends 'br' | 'gzip'>(acceptEncoding: string, available: readonly T[]): T[] {
  const accepted = acceptEncoding.toLowerCase();
  for (const coding of available) {
    for (const part of accepted.split(',')) {
      const [name, ...parameters] = part.trim().split(';');
      if (name !== coding) continue;
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      if (q === undefined || Number(q.slice(2)) > 0) return [coding];
    }
  }
  return [];
}
