import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp, TEST_SITE_URL, testConfig } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ClientAddresses } from './client-address.ts';
import { Metrics } from './metrics.ts';
import { OverloadGuard } from './overload-guard.ts';

const TOKEN = 'metrics-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health, readiness, metrics, request ids and security headers', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await insertArticle(handle.db, { slug: 'ops-story' });
    app = createTestApp(handle.db, {
      config: testConfig({ METRICS_TOKEN: TOKEN }),
      metrics: new Metrics(handle),
    });
  });
  afterAll(async () => handle?.close());

  it('says the process is up, and ready once the database answers with every migration', async () => {
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('is not ready while a migration is missing, nor while shutting down', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      handle.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *`,
    );
    try {
      const ready = await app.request('/readyz');
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { detail: string }).detail).toMatch(/migrations applied/);
    } finally {
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    const draining = createTestApp(handle.db, { isDraining: () => true });
    expect((await draining.request('/readyz')).status).toBe(503);
    expect((await draining.request('/healthz')).status).toBe(200);
  });

  it('serves metrics only with the token', async () => {
    await app.request('/api/news');
    expect((await app.request('/metrics')).status).toBe(401);
    expect(
      (await app.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-000000' } })).status,
    ).toBe(401);
    const metrics = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/tidings_http_requests_total\{route="\/api\/news",method="GET",status="200"\} \d+/);
    expect(text).toContain('tidings_http_request_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/tidings_ingest_runs\{status="failed"\} 0/);
    // Without a token configured, there is no /metrics on the site's port at all.
    expect((await createTestApp(handle.db).request('/metrics')).status).toBe(404);
  });

  it('gives every answer a request id, keeping a well-formed one it was given', async () => {
    const fresh = await app.request('/api/news');
    expect(fresh.headers.get('x-request-id')).toMatch(UUID);
    const passed = await app.request('/api/news', { headers: { 'X-Request-Id': 'proxy-id.42' } });
    expect(passed.headers.get('x-request-id')).toBe('proxy-id.42');
    const hostile = await app.request('/api/news', {
      headers: {
        'X-Request-Id': 'a b <script> "quoted" and far too long for a request id, over 64 characters',
      },
    });
    expect(hostile.headers.get('x-request-id')).toMatch(UUID);
  });

  it('sends the security headers on every kind of answer, and HSTS only over HTTPS', async () => {
    const paths = [
      '/api/news',
      '/api/news/ops-story',
      '/api/nothing-here',
      '/en/feed.xml',
      '/robots.txt',
      '/healthz',
    ];
    for (const path of paths) {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(
        /camera=\(\), microphone=\(\), geolocation=\(\)/,
      );
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      const secure = await app.request(`https://tidings.example${path}`);
      expect(secure.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('believes X-Forwarded-For and X-Forwarded-Proto only from trusted proxies', () => {
    const addresses = new ClientAddresses(['10.0.0.0/8', '192.0.2.7']);
    expect(addresses.addressFrom('203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(addresses.addressFrom('10.1.2.3', '198.51.100.1, 192.0.2.7')).toBe('198.51.100.1');
    // A client cannot hide behind a forged first hop: the rightmost untrusted address counts.
    expect(addresses.addressFrom('10.1.2.3', '1.1.1.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(addresses.addressFrom('::ffff:10.0.0.9', '198.51.100.2')).toBe('198.51.100.2');
    expect(addresses.httpsFrom(false, '10.0.0.1', 'https')).toBe(true);
    expect(addresses.httpsFrom(false, '203.0.113.5', 'https')).toBe(false);
    expect(addresses.httpsFrom(true, '203.0.113.5', undefined)).toBe(true);
    expect(new ClientAddresses([]).addressFrom('10.0.0.1', '198.51.100.1')).toBe('10.0.0.1');
  });

  it('refuses requests at once while the event loop lags, but still answers health checks', async () => {
    const guard = new OverloadGuard(50);
    const busy = createTestApp(handle.db, { overload: guard });
    // Keep the event loop from running, as a backlog of work would; the guard's tick, overdue, runs next.
    const stall = async () => {
      const until = Date.now() + 400;
      while (Date.now() < until) {
        // busy
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    try {
      // One long task is not a backlog: the requests that waited behind it are answered.
      await stall();
      expect(guard.currentLagMs).toBeGreaterThan(200);
      expect(guard.overloaded).toBe(false);
      // Late again at the next tick: more work than the process can do.
      await stall();
      expect(guard.overloaded).toBe(true);
      const refused = await busy.request('/api/news');
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('2');
      expect(await refused.json()).toMatchObject({ error: 'unavailable' });
      expect((await busy.request('/healthz')).status).toBe(200);
      // A tick on time lifts it.
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(guard.overloaded).toBe(false);
      expect((await busy.request('/api/news')).status).toBe(200);
    } finally {
      guard.stop();
    }
  });

  it('takes a large body only where a picture travels', async () => {
    const post = (path: string, bytes: number, auth = false) =>
      app.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: TEST_SITE_URL,
          ...(auth ? { Authorization: adminAuthHeader() } : {}),
        },
        body: JSON.stringify({ padding: 'x'.repeat(bytes) }),
      });
    const message = await post('/api/contact', 40 * 1024);
    expect(message.status).toBe(413);
    expect(await message.json()).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than 32 KB',
    });
    expect((await post('/api/pageviews', 5 * 1024)).status).toBe(413);
    expect((await post('/api/admin/sources', 100 * 1024, true)).status).toBe(413);
    // An article with a 1 MB picture gets past the size check (and is refused for its shape instead).
    expect((await post('/api/news', 1024 * 1024, true)).status).toBe(400);
  });
});
