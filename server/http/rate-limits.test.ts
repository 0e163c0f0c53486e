import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp, TEST_SITE_URL, testConfig } from '#tests/helpers/test-app.ts';
import { createLogger } from '../logger.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { RateLimits, rateLimitKind, type RateLimitSettings } from './rate-limits.ts';

const SMALL: RateLimitSettings = {
  search: { points: 3, durationSeconds: 60 },
  writes: { points: 2, durationSeconds: 60 },
  pageViews: { points: 5, durationSeconds: 60 },
  contact: { points: 1, durationSeconds: 600 },
  errorReports: { points: 1, durationSeconds: 600 },
  alerts: { points: 2, durationSeconds: 600 },
  failedLogins: { points: 2, durationSeconds: 900 },
};

describe('which requests count against which limit', () => {
  it('counts searches on the API and the language pages, writes, messages and page views', () => {
    const kind = (method: string, url: string) => rateLimitKind(method, new URL(url, 'http://h'));
    expect(kind('GET', '/api/news?search=rates')).toBe('search');
    expect(kind('GET', '/ko?search=%EA%B2%BD%EC%A0%9C')).toBe('search');
    expect(kind('GET', '/ko.data?search=x')).toBe('search');
    expect(kind('GET', '/api/news?search=%20')).toBeNull();
    expect(kind('GET', '/api/news')).toBeNull();
    expect(kind('GET', '/en/news/some-story')).toBeNull();
    expect(kind('POST', '/api/news')).toBe('writes');
    expect(kind('DELETE', '/api/news/3')).toBe('writes');
    expect(kind('POST', '/api/contact')).toBe('contact');
    expect(kind('POST', '/api/error-reports')).toBe('errorReports');
    expect(kind('POST', '/api/pageviews')).toBe('pageViews');
    expect(kind('POST', '/api/push/subscriptions')).toBe('alerts');
    expect(kind('DELETE', '/api/push/subscriptions')).toBe('alerts');
    expect(kind('GET', '/api/push/key')).toBeNull();
  });
});

describe('rate limits per client address', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => handle?.close());

  const appWith = (limits: RateLimits, env: Record<string, string> = {}) =>
    createTestApp(handle.db, {
      rateLimits: limits,
      config: testConfig(env),
    });

  it('answers 429 with Retry-After past the search limit, and leaves other reads alone', async () => {
    const app = appWith(RateLimits.inMemory(SMALL));
    for (let i = 0; i < 3; i++) expect((await app.request(`/api/news?search=term${i}`)).status).toBe(200);
    const refused = await app.request('/api/news?search=another');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await app.request('/api/news')).status).toBe(200);
  });

  it('slows password guessing: past the limit, even the right password waits', async () => {
    const app = appWith(RateLimits.inMemory(SMALL));
    const wrong = { Authorization: adminAuthHeader('not-the-password') };
    expect((await app.request('/api/admin/articles', { headers: wrong })).status).toBe(401);
    expect((await app.request('/api/admin/articles', { headers: wrong })).status).toBe(401);
    expect((await app.request('/api/admin/articles', { headers: wrong })).status).toBe(401);
    const blocked = await app.request('/api/admin/articles', {
      headers: { Authorization: adminAuthHeader() },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    // Readers without credentials are not affected.
    expect((await app.request('/api/news')).status).toBe(200);
  });

  it("answers 429 past the alerts' limit, subscribing and unsubscribing counted together", async () => {
    const app = appWith(RateLimits.inMemory(SMALL));
    const write = (method: string, body: unknown) =>
      app.request('/api/push/subscriptions', {
        method,
        headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        body: JSON.stringify(body),
      });
    const endpoint = 'https://push.example.net/send/limited';
    const subscription = { endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, language: 'en' };
    expect((await write('POST', subscription)).status).toBe(201);
    expect((await write('DELETE', { endpoint })).status).toBe(200);
    const refused = await write('POST', subscription);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('counts by X-Forwarded-For only behind a trusted proxy', async () => {
    // In-memory requests have no socket: their peer is "unknown", which no list trusts.
    const untrusted = appWith(RateLimits.inMemory(SMALL));
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 3; i++) await untrusted.request(`/api/news?search=a${i}`, from(`198.51.100.${i}`));
    // Three different forwarded addresses, one real client: refused.
    expect((await untrusted.request('/api/news?search=b', from('198.51.100.9'))).status).toBe(429);
  });

  // Against a Redis server when TEST_REDIS_URL names one (CI's, on 127.0.0.1:6379).
  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the counts between server processes through Redis',
    async () => {
      const url = process.env.TEST_REDIS_URL!;
      const cleaner = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await cleaner.connect();
      const keys = await cleaner.keys('tidings:rate:*');
      if (keys.length > 0) await cleaner.del(...keys);
      const logger = createLogger('silent');
      const first = RateLimits.shared(url, logger, SMALL);
      const second = RateLimits.shared(url, logger, SMALL);
      try {
        await Promise.all([first.whenShared(), second.whenShared()]);
        const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
        expect(await first.take('writes', client)).toEqual({ allowed: true });
        expect(await second.take('writes', client)).toEqual({ allowed: true });
        const third = await first.take('writes', client);
        expect(third.allowed).toBe(false);
        expect(await cleaner.exists(`tidings:rate:writes:${client}`)).toBe(1);
      } finally {
        await first.close();
        await second.close();
        cleaner.disconnect();
      }
    },
  );

  it('keeps counting in memory when Redis cannot be reached', async () => {
    const limits = RateLimits.shared('redis://127.0.0.1:1', createLogger('silent'), SMALL);
    try {
      expect(await limits.take('contact', 'a')).toEqual({ allowed: true });
      expect((await limits.take('contact', 'a')).allowed).toBe(false);
    } finally {
      await limits.close();
    }
  });
});
