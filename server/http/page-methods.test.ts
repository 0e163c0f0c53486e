import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';

describe('the methods a page answers', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let server: http.Server;
  // Over HTTP, as the server answers (main.ts): a TRACE request cannot even be built in a test's fetch.
  const send = (method: string, path: string) =>
    new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
      });
      req.on('error', reject);
      req.end();
    });
  // Like React Router's handler, which builds a Request of the same method: the fetch standard forbids TRACE,
  // so the real renderer failed with a 500 on it.
  const page = async (request: Request) => {
    const copy = new Request(request.url, { method: request.method });
    return new Response(copy.method === 'HEAD' ? null : '<!doctype html><title>page</title>', {
      headers: { 'content-type': 'text/html' },
    });
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db, { renderPage: page });
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  it('draws pages for GET and HEAD', async () => {
    expect((await send('GET', '/en')).status).toBe(200);
    expect((await send('HEAD', '/en')).status).toBe(200);
  });

  it('answers any other method with 405, the methods it allows and the error shape, never 500', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
      const res = await send(method, '/en/news/some-story');
      expect(res.status, method).toBe(405);
      expect(res.allow, method).toBe('GET, HEAD');
      expect(JSON.parse(res.body), method).toEqual({
        error: 'method_not_allowed',
        message: `${method} is not allowed on a page: use GET or HEAD`,
      });
    }
  });
});
