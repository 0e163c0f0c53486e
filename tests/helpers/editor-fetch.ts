import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '#server/http/app-env.ts';
import { adminAuthHeader, TEST_SITE_URL } from './test-app.ts';

/**
 * Sends the page's fetch calls to the app in memory, as the editor's signed-in browser on the site would, so
 * that a test of an admin screen talks to the real API over its test database. Returns what puts the real
 * fetch back.
 */
export function fetchAsEditor(app: OpenAPIHono<AppEnv>): () => void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), TEST_SITE_URL);
    const headers = new Headers(init?.headers);
    headers.set('Authorization', adminAuthHeader());
    headers.set('Origin', TEST_SITE_URL);
    return app.request(`${url.pathname}${url.search}`, { ...init, headers });
  }) as typeof fetch;
  return () => {
    globalThis.fetch = realFetch;
  };
}
