import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { generousRateLimits, TEST_ADMIN_PASSWORD, testConfig } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createApp } from './create-app.ts';

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('a request no API route takes', () => {
  let handle: DatabaseHandle;
  let server: http.Server;
  let paths: Record<string, Record<string, unknown>>;
  const logLines: string[] = [];
  const consoleError = vi.spyOn(console, 'error');

  // Over HTTP, as the server answers (main.ts): TRACE cannot even be built in a test's fetch.
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on('error', reject);
      req.end();
    });

  /** The methods the document gives every template that matches the path, HEAD with GET, in Allow's order. */
  const documentedMethods = (path: string) => {
    const methods = new Set<string>();
    for (const [template, operations] of Object.entries(paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (!pattern.test(path)) continue;
      for (const method of Object.keys(operations)) methods.add(method.toUpperCase());
    }
    if (methods.has('GET')) methods.add('HEAD');
    return ORDER.filter((m) => methods.has(m));
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    const logger = pino(
      { level: 'debug', base: undefined },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
    );
    const app = createApp({
      db: handle.db,
      config: testConfig(),
      logger,
      adminPassword: TEST_ADMIN_PASSWORD,
      rateLimits: generousRateLimits(),
      renderPage: async () =>
        new Response('<!doctype html><title>page</title>', { headers: { 'content-type': 'text/html' } }),
    });
    paths = ((await (await app.request('/api/openapi.json')).json()) as { paths: typeof paths }).paths;
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    consoleError.mockRestore();
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  it('is answered 405 with the methods the path is served with, before credentials, Origin or body are read', async () => {
    for (const template of Object.keys(paths)) {
      const path = template.replace(/\{[^}]+\}/g, '1');
      const allowed = documentedMethods(path);
      const method = ['PUT', 'POST', 'DELETE', 'PATCH'].find((m) => !allowed.includes(m)) ?? 'TRACE';
      // No credentials, no Origin, no JSON: any of them was refused first (401, 415) before.
      const res = await send(method, path, { 'Content-Type': 'text/plain' });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.allow, `${method} ${path}`).toBe(allowed.join(', '));
      expect(JSON.parse(res.body)).toEqual({
        error: 'method_not_allowed',
        message: expect.stringMatching(new RegExp(`^${method} is not allowed on ${path}: use `)) as unknown,
      });
    }
  });

  it('names the methods of every route registered, documented or not', async () => {
    const traced = await send('TRACE', '/api/news');
    expect([traced.status, traced.allow]).toEqual([405, 'GET, HEAD, POST']);
    expect(JSON.parse(traced.body)).toEqual({
      error: 'method_not_allowed',
      message: 'TRACE is not allowed on /api/news: use GET, HEAD or POST',
    });
    const admin = await send('PROPFIND', '/api/admin/articles');
    expect([admin.status, admin.allow]).toEqual([405, 'GET, HEAD']);
    const article = await send('OPTIONS', '/api/news/some-story');
    expect([article.status, article.allow]).toEqual([405, 'GET, HEAD, PUT, PATCH, DELETE']);
    const read = await send('GET', '/api/contact');
    expect([read.status, read.allow]).toEqual([405, 'POST']);
    const docs = await send('DELETE', '/api/docs');
    expect([docs.status, docs.allow]).toEqual([405, 'GET, HEAD']);
    // A path no route has is not found, whatever else the request lacks; a method a path is served with goes on
    // to its route.
    expect((await send('PUT', '/api/no-such-thing', { 'Content-Type': 'text/plain' })).status).toBe(404);
    expect((await send('GET', '/api/admin/no-such-thing')).status).toBe(404);
    expect((await send('HEAD', '/api/archive')).status).toBe(200);
    expect((await send('DELETE', '/api/news/1')).status).toBe(401);
  });

  it('is logged as one JSON line like any request, with no stack trace anywhere', async () => {
    logLines.length = 0;
    await send('TRACE', '/api/archive', { 'X-Request-Id': 'trace-archive' });
    const lines = logLines.filter((line) => line.includes('trace-archive'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ method: 'TRACE', path: '/api/archive', status: 405, msg: 'request' });
    expect(lines[0]).not.toMatch(/stack|Error|\n/);
    expect(logLines.every((text) => text.startsWith('{'))).toBe(true);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('on an admin page too: 405 before the credentials are asked for', async () => {
    const put = await send('PUT', '/admin/articles');
    expect([put.status, put.allow]).toEqual([405, 'GET, HEAD']);
    expect((await send('GET', '/admin/articles')).status).toBe(401);
  });
});
