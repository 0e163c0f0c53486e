import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/helpers/test-database.ts';
import { createTestApp } from '../../tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';

describe('API documentation', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('publishes an OpenAPI 3.1 document with every call of the spec, and ours', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /api/news',
        'POST /api/news',
        'GET /api/news/breaking',
        'GET /api/news/top',
        'GET /api/news/{slug}',
        'GET /api/news/{slug}/related',
        'GET /api/archive',
        'GET /api/thumbnails/{articleId}',
        'POST /api/thumbnails/generate/{articleId}',
        'GET /api/translations/summary',
        'GET /api/translations/incomplete',
        'POST /api/contact',
        'POST /api/pageviews',
        'PUT /api/news/{id}',
        'PATCH /api/news/{id}',
        'DELETE /api/news/{id}',
        'GET /api/admin/articles',
        'GET /api/admin/articles/{id}',
        'GET /api/admin/messages',
        'PATCH /api/admin/messages/{id}',
        'GET /api/admin/readership',
        'GET /api/admin/sources',
        'POST /api/admin/sources',
        'PUT /api/admin/sources/{id}',
        'PATCH /api/admin/sources/{id}',
        'POST /api/admin/sources/{id}/fetch',
        'POST /api/admin/ingest',
        'GET /api/admin/held-items',
        'POST /api/admin/held-items/{id}/publish',
        'GET /api/admin/model-work',
        'POST /api/admin/translations/translate-missing',
      ].sort(),
    );
  });

  it('serves a readable docs page with its assets from the package, not a CDN', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    for (const src of html.match(/\/api\/docs\/assets\/[\w.-]+/g) ?? []) {
      expect((await app.request(src)).status, src).toBe(200);
    }
  });
});
