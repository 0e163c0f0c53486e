import type { MiddlewareHandler } from 'hono';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { isAdminAuthorization } from '../admin/check-basic-auth.ts';
import { errorResponse } from './error-handler.ts';
import type { Logger } from '../logger.ts';

/**
 * What one client address may do, per window. Searches are the expensive public read (a cached one costs
 * nothing, but a crawler varying the term defeats any cache); writes are the editors'; a reader's page views
 * come one per page; a reader's error reports on stories count apart from their contact messages; failed logins
 * are the brute-force guard. Subscribing to alerts (and stopping them) is a
 * reader's write kept for good: a few per reader, a limit that still lets a shared address subscribe many.
 */
export const RATE_LIMITS = {
  search: { points: 60, durationSeconds: 60 },
  writes: { points: 120, durationSeconds: 60 },
  pageViews: { points: 300, durationSeconds: 60 },
  contact: { points: 5, durationSeconds: 600 },
  errorReports: { points: 10, durationSeconds: 600 },
  alerts: { points: 30, durationSeconds: 600 },
  failedLogins: { points: 10, durationSeconds: 900 },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

export type RateLimitSettings = Record<RateLimitKind, { points: number; durationSeconds: number }>;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counters per client address, in this process's memory, or in Redis when REDIS_URL is set so that every
 * server process counts together. If Redis stops answering, each process falls back to its own memory (a
 * limit per process is better than none, or than refusing everybody).
 */
export class RateLimits {
  private readonly limiters: Record<RateLimitKind, RateLimiterAbstract>;

  private constructor(
    private readonly redis: Redis | undefined,
    private readonly limits: RateLimitSettings,
  ) {
    const build = (kind: RateLimitKind): RateLimiterAbstract => {
      const { points, durationSeconds } = limits[kind];
      const memory = new RateLimiterMemory({ points, duration: durationSeconds, keyPrefix: kind });
      if (!redis) return memory;
      return new RateLimiterRedis({
        storeClient: redis,
        points,
        duration: durationSeconds,
        keyPrefix: `tidings:rate:${kind}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      });
    };
    this.limiters = {
      search: build('search'),
      writes: build('writes'),
      pageViews: build('pageViews'),
      contact: build('contact'),
      errorReports: build('errorReports'),
      alerts: build('alerts'),
      failedLogins: build('failedLogins'),
    };
  }

  /** In memory; limits may be lowered for tests. */
  static inMemory(limits: RateLimitSettings = RATE_LIMITS): RateLimits {
    return new RateLimits(undefined, limits);
  }

  /** Shared through the Redis server at `url`. */
  static shared(url: string, logger: Logger, limits: RateLimitSettings = RATE_LIMITS): RateLimits {
    const redis = new Redis(url, {
      // A request never waits for Redis to come back: the memory counters answer meanwhile.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      lazyConnect: false,
    });
    let warned = false;
    redis.on('error', (error: Error) => {
      if (!warned) logger.warn({ err: error.message }, 'Redis unreachable: rate limits count per process');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
    return new RateLimits(redis, limits);
  }

  /** Counts one attempt of this kind by this client. */
  async take(kind: RateLimitKind, client: string): Promise<RateDecision> {
    try {
      await this.limiters[kind].consume(client);
      return { allowed: true };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
      throw refusal;
    }
  }

  /** Whether this client is over the limit of this kind now, without counting an attempt. */
  async isBlocked(kind: RateLimitKind, client: string): Promise<RateDecision> {
    const state = await this.limiters[kind].get(client).catch(() => null);
    if (!state || state.consumedPoints <= this.limits[kind].points) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  }

  /** Resolves once Redis answers (until then each process counts in its own memory); at once without Redis. */
  async whenShared(): Promise<void> {
    const redis = this.redis;
    if (!redis || redis.status === 'ready') return;
    await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}

/** The kind of limit a request counts against, if any. */
export function rateLimitKind(method: string, url: URL): RateLimitKind | null {
  const path = url.pathname;
  if (method === 'GET' || method === 'HEAD') {
    const searched = (url.searchParams.get('search') ?? '').trim() !== '';
    if (!searched) return null;
    // The news API and the language pages (and their .data) search; the admin's own list is behind a password.
    return path === '/api/news' || /^\/[a-z]{2}(\.data)?\/?$/.test(path) ? 'search' : null;
  }
  if (!path.startsWith('/api/')) return null;
  if (path === '/api/contact') return 'contact';
  // A reader's error reports count apart from their messages: one who reported a few stories can still write.
  if (path === '/api/error-reports') return 'errorReports';
  if (path === '/api/pageviews') return 'pageViews';
  if (path === '/api/push/subscriptions') return 'alerts';
  return 'writes';
}

function refuse(
  c: Parameters<MiddlewareHandler>[0],
  decision: { retryAfterSeconds: number },
  message: string,
) {
  c.header('Retry-After', String(decision.retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return errorResponse(c, 'too_many_requests', message);
}

const MESSAGES: Record<RateLimitKind, string> = {
  search: 'Too many searches from this address; please wait a moment',
  writes: 'Too many changes from this address; please wait a moment',
  pageViews: 'Too many page views from this address',
  contact: 'Too many messages from this address; please try again later',
  errorReports: 'Too many error reports from this address; please try again later',
  alerts: 'Too many alert subscriptions from this address; please try again later',
  failedLogins: 'Too many failed sign-ins from this address; please try again later',
};

/**
 * Counts searches, writes, contact messages and page views per client address (429 with Retry-After past the
 * limit), and slows password guessing: after too many wrong admin credentials, every request that carries
 * credentials from that address is refused until the window passes.
 */
export function rateLimited(
  limits: RateLimits,
  clientOf: (c: Parameters<MiddlewareHandler>[0]) => string,
  adminPassword: string,
): MiddlewareHandler {
  return async (c, next) => {
    const client = clientOf(c);
    const authorization = c.req.header('authorization');
    if (authorization !== undefined) {
      const blocked = await limits.isBlocked('failedLogins', client);
      if (!blocked.allowed) return refuse(c, blocked, MESSAGES.failedLogins);
      if (!isAdminAuthorization(authorization, adminPassword)) await limits.take('failedLogins', client);
    }
    const kind = rateLimitKind(c.req.method, new URL(c.req.url));
    if (kind) {
      const decision = await limits.take(kind, client);
      if (!decision.allowed) return refuse(c, decision, MESSAGES[kind]);
    }
    return next();
  };
}
