import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';

describe('the admin area on the server', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const page = async () =>
    new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } });

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db, { renderPage: page });
  });
  afterAll(async () => handle.close());

  it('asks for the admin password on its pages and on their data requests, kept out of search engines', async () => {
    for (const path of ['/admin', '/admin/', '/admin/articles/3', '/admin.data', '/admin/articles.data']) {
      const refused = await app.request(path);
      expect(refused.status, path).toBe(401);
      expect(refused.headers.get('www-authenticate'), path).toMatch(/^Basic realm="Tidings admin"/);
      expect(refused.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(refused.headers.get('cache-control'), path).toBe('no-store');

      const allowed = await app.request(path, { headers: { Authorization: adminAuthHeader() } });
      expect(allowed.status, path).toBe(200);
      expect(allowed.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      // Never shared: the admin's pages are not public reads.
      expect(allowed.headers.get('x-cache'), path).toBeNull();
    }
  });

  it('leaves pages that merely start with the word alone', async () => {
    const res = await app.request('/administration');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(res.headers.get('x-cache')).toBe('BYPASS');
  });
});
