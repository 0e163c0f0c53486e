import { OpenAPIHono } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import {
  adminAuthHeader,
  createTestApp,
  TEST_ADMIN_PASSWORD,
  TEST_SITE_URL,
} from '#tests/helpers/test-app.ts';
import { loadApiContract, type ApiContract, type Operation } from '#tests/helpers/api-contract.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv } from './app-env.ts';
import { provideAdminCheck } from './admin-auth.ts';
import { createAdminRoute, jsonResponse } from './openapi-helpers.ts';

/**
 * The writes a reader makes: the contact form, an error report on a story, page views and a subscription to
 * breaking-news alerts. Every other write is for editors only.
 */
const PUBLIC_WRITES = [
  'DELETE /api/push/subscriptions',
  'POST /api/contact',
  'POST /api/error-reports',
  'POST /api/pageviews',
  'POST /api/push/subscriptions',
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const name = (op: Operation) => `${op.method} ${op.template}`;

/** A request path for the operation: every parameter is 1, a plausible id and slug alike. */
const pathOf = (op: Operation) => op.template.replace(/\{[^}]+\}/g, '1');

describe("editors' operations, as the served OpenAPI document marks them", () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let contract: ApiContract;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
    contract = await loadApiContract(app);
  });
  afterAll(async () => handle.close());

  /** A well-formed request from the site itself, so that only its credentials can be refused. */
  const send = (op: Operation, authorization?: string) =>
    app.request(pathOf(op), {
      method: op.method,
      headers: {
        Origin: TEST_SITE_URL,
        'Content-Type': 'application/json',
        ...(authorization ? { Authorization: authorization } : {}),
      },
      ...(WRITE_METHODS.has(op.method) ? { body: '{}' } : {}),
    });

  it("marks every write but the contact form, error reports, page views and alerts' subscriptions secured, and every read under /api/admin/", () => {
    const operations = contract.operations();
    const unsecuredWrites = operations
      .filter((op) => WRITE_METHODS.has(op.method) && !contract.isSecured(op))
      .map(name);
    expect(unsecuredWrites.sort()).toEqual(PUBLIC_WRITES);
    const unsecuredAdmin = operations
      .filter((op) => op.template.startsWith('/api/admin/') && !contract.isSecured(op))
      .map(name);
    expect(unsecuredAdmin).toEqual([]);
  });

  it('answers every secured operation 401 with the challenge without credentials or with wrong ones', async () => {
    const secured = contract.operations().filter((op) => contract.isSecured(op));
    // The document's own count: a secured operation lost from it would pass the rest unseen.
    expect(secured.length).toBe(28);
    for (const op of secured) {
      for (const authorization of [undefined, adminAuthHeader('not-the-password')]) {
        const res = await send(op, authorization);
        const sent = `${name(op)} as ${pathOf(op)}, ${authorization ? 'wrong password' : 'no credentials'}`;
        expect(res.status, sent).toBe(401);
        expect(res.headers.get('www-authenticate'), sent).toMatch(/^Basic realm="Tidings admin"/);
        expect(((await res.json()) as { error: string }).error, sent).toBe('unauthorized');
      }
    }
  });
});

describe('createAdminRoute', () => {
  const route = createAdminRoute({
    method: 'post',
    path: '/api/admin/example',
    operationId: 'example',
    summary: 'An example (admin)',
    responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Done') },
  });
  const post = (target: OpenAPIHono<AppEnv>, authorization?: string) =>
    target.request('/api/admin/example', {
      method: 'POST',
      headers: authorization ? { Authorization: authorization } : {},
    });

  it('guards the route itself: registered alone, with no path glob or method check before it', async () => {
    const app = new OpenAPIHono<AppEnv>();
    app.use('*', provideAdminCheck(TEST_ADMIN_PASSWORD));
    app.openapi(route, (c) => c.json({ ok: true as const }, 200));
    expect((await post(app)).status).toBe(401);
    expect((await post(app, adminAuthHeader('wrong-password'))).status).toBe(401);
    expect((await post(app, adminAuthHeader())).status).toBe(200);
    const operation = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } })
      .paths?.['/api/admin/example']?.post;
    expect(operation?.security).toEqual([{ adminBasic: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toContain('401');
  });

  it('refuses even the right credentials when the app gave it no check to make', async () => {
    const app = new OpenAPIHono<AppEnv>();
    app.openapi(route, (c) => c.json({ ok: true as const }, 200));
    expect((await post(app, adminAuthHeader())).status).toBe(401);
  });
});
