import type { OpenAPIHono } from '@hono/zod-openapi';
import { loadConfig } from '#server/config.ts';
import { createLogger } from '#server/logger.ts';
import { createApp } from '#server/http/create-app.ts';
import type { AppDeps, AppEnv } from '#server/http/app-env.ts';
import type { Database, DatabaseHandle } from '#server/db/client.ts';
import { ResponseCache } from '#server/cache/response-cache.ts';
import { ContentChangeFeed } from '#server/cache/content-changes.ts';
import { RATE_LIMITS, RateLimits, type RateLimitSettings } from '#server/http/rate-limits.ts';

/**
 * The site's rate limits a thousand times higher: the app's tests send hundreds of writes from one address in
 * seconds. server/http/rate-limits.test.ts tests the real limits.
 */
export function generousRateLimits(): RateLimits {
  const raised = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([kind, limit]) => [kind, { ...limit, points: limit.points * 1000 }]),
  ) as RateLimitSettings;
  return RateLimits.inMemory(raised);
}

export const TEST_ADMIN_PASSWORD = 'test-admin-password-123';
export const TEST_SITE_URL = 'http://localhost:3000';

/** The settings of a test app; `env` adds to or replaces the test environment. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    SITE_URL: TEST_SITE_URL,
    DATA_DIR: '/tmp/tidings-test-unused',
    ...env,
  });
}

/** The real app over a test database, answering in memory through app.request(). */
export function createTestApp(db: Database, extra: Partial<AppDeps> = {}): OpenAPIHono<AppEnv> {
  return createApp({
    rateLimits: generousRateLimits(),
    config: testConfig(),
    ...extra,
    db,
    logger: createLogger('silent'),
    adminPassword: TEST_ADMIN_PASSWORD,
  });
}

/** The Authorization header of the admin. */
export function adminAuthHeader(password = TEST_ADMIN_PASSWORD): string {
  return `Basic ${Buffer.from(`admin:${password}`).toString('base64')}`;
}

/** Headers of an editor's JSON write from the site itself. */
export function adminJsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    Authorization: adminAuthHeader(),
    'Content-Type': 'application/json',
    Origin: TEST_SITE_URL,
    ...extra,
  };
}

/**
 * The app with a response cache kept in step with the database's change notifications, as the server runs
 * it. Close it before the database.
 */
export async function createCachedTestApp(handle: DatabaseHandle, extra: Partial<AppDeps> = {}) {
  const cache = new ResponseCache({ maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000 });
  const feed = await ContentChangeFeed.start(handle, cache, createLogger('silent'));
  const app = createTestApp(handle.db, {
    ...extra,
    responseCache: cache,
    editorWrite: (write) => feed.editorWrite(write),
  });
  return { app, cache, feed, close: () => feed.close() };
}
