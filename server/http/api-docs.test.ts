import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

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
        'GET /api/news/{article}',
        'GET /api/news/{slug}/related',
        'GET /api/archive',
        'GET /api/thumbnails/{articleId}',
        'POST /api/thumbnails/generate/{articleId}',
        'GET /api/translations/summary',
        'GET /api/translations/incomplete',
        'POST /api/contact',
        'POST /api/error-reports',
        'GET /api/corrections',
        'GET /api/accuracy',
        'POST /api/admin/articles/{id}/corrections',
        'POST /api/pageviews',
        'GET /api/push/key',
        'POST /api/push/subscriptions',
        'DELETE /api/push/subscriptions',
        'PUT /api/news/{article}',
        'PATCH /api/news/{article}',
        'DELETE /api/news/{article}',
        'GET /api/admin/articles',
        'GET /api/admin/articles/{id}',
        'GET /api/admin/messages',
        'PATCH /api/admin/messages/{id}',
        'GET /api/admin/readership',
        'GET /api/admin/freshness',
        'GET /api/admin/sources',
        'GET /api/admin/sources/status',
        'POST /api/admin/sources',
        'PUT /api/admin/sources/{id}',
        'PATCH /api/admin/sources/{id}',
        'POST /api/admin/sources/{id}/fetch',
        'POST /api/admin/ingest',
        'GET /api/admin/held-items',
        'POST /api/admin/held-items/{id}/publish',
        'GET /api/admin/held-texts',
        'POST /api/admin/held-texts/{id}/publish',
        'DELETE /api/admin/held-texts/{id}',
        'GET /api/admin/settings',
        'PUT /api/admin/settings',
        'GET /api/admin/model-work',
        'POST /api/admin/translations/translate-missing',
      ].sort(),
    );
  });

  it(
    "passes Redocly's recommended rules (redocly.yaml), structure included",
    { timeout: 60_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-openapi-'));
      const file = path.join(dir, 'openapi.json');
      try {
        fs.writeFileSync(file, await (await app.request('/api/openapi.json')).text());
        const cli = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
        const args = [cli, 'lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'];
        // Offline: no usage report to Redocly, no look for a newer version.
        const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
        // Problems make the command fail: its report is on standard output either way.
        const { stdout } = await run(process.execPath, args, { env, cwd: dir }).catch(
          (failed: { stdout?: string }) => ({ stdout: failed.stdout ?? '' }),
        );
        const report = JSON.parse(stdout) as {
          totals: { errors: number; warnings: number };
          problems: Array<{ ruleId: string; message: string; location: Array<{ pointer?: string }> }>;
        };
        const problems = report.problems.map(
          (p) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
        );
        expect(problems).toEqual([]);
        expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it("documents the picture an editor sends as a data URL, and keeps the process's health checks outside the API", async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<
                string,
                { schema: { properties: Record<string, { description?: string; maxLength?: number }> } }
              >;
            };
          }
        >
      >;
    };
    for (const [template, method] of [
      ['/api/news', 'post'],
      ['/api/news/{article}', 'put'],
      ['/api/news/{article}', 'patch'],
    ] as const) {
      const thumbnail =
        doc.paths[template]?.[method]?.requestBody?.content['application/json']?.schema.properties.thumbnail;
      expect(thumbnail?.description, `${method} ${template}`).toMatch(/data:image\/png;base64,/);
      expect(thumbnail?.description).toMatch(/5 MB/);
      expect(thumbnail?.maxLength).toBe(8 * 1024 * 1024);
    }
    expect((await app.request('/api/health')).status).toBe(404);
    expect((await app.request('/healthz')).status).toBe(200);
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
