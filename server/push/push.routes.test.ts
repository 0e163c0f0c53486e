import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { createTestApp, TEST_SITE_URL, testConfig } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

const P256DH = 'B'.repeat(87);
const AUTH = 'A'.repeat(22);
const ENDPOINT = 'https://push.example.net/send/abc123';

describe('the push subscription routes', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let app: ReturnType<typeof createTestApp>;
  let privateApp: ReturnType<typeof createTestApp>;
  const write = (target: typeof app, method: string, body: unknown, origin = TEST_SITE_URL) =>
    target.request('/api/push/subscriptions', {
      method,
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(body),
    });
  const subscribe = (body: Record<string, unknown>, target = app) =>
    write(target, 'POST', {
      endpoint: ENDPOINT,
      keys: { p256dh: P256DH, auth: AUTH },
      language: 'ko',
      ...body,
    });
  const stored = () =>
    queryRows<{ endpoint: string; language: string; p256dh: string }>(
      handle.db,
      sql`select endpoint, language, p256dh from push_subscriptions order by id`,
    );

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-push-'));
    app = createTestApp(handle.db, { config: testConfig({ DATA_DIR: dataDir }) });
    privateApp = createTestApp(handle.db, {
      config: testConfig({ DATA_DIR: dataDir, INGEST_ALLOW_PRIVATE_NETWORKS: '1' }),
    });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the public key of a pair generated once into DATA_DIR, readable by its owner only', async () => {
    const res = await app.request('/api/push/key');
    expect(res.status).toBe(200);
    const { publicKey } = (await res.json()) as { publicKey: string };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // Another process on the same data directory uses the same pair.
    const again = createTestApp(handle.db, { config: testConfig({ DATA_DIR: dataDir }) });
    expect(await (await again.request('/api/push/key')).json()).toEqual({ publicKey });
  });

  it('gives the public key of the environment when VAPID_* are set', async () => {
    const publicKey = 'P'.repeat(87);
    const configured = createTestApp(handle.db, {
      config: testConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'k'.repeat(43) }),
    });
    expect(await (await configured.request('/api/push/key')).json()).toEqual({ publicKey });
  });

  it('stores a subscription with its language only, and a second one from the same browser replaces it', async () => {
    const res = await subscribe({});
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'subscribed' });
    expect((await subscribe({ language: 'ja', keys: { p256dh: 'C'.repeat(87), auth: AUTH } })).status).toBe(
      201,
    );
    expect(await stored()).toEqual([{ endpoint: ENDPOINT, language: 'ja', p256dh: 'C'.repeat(87) }]);
  });

  it('refuses what is not a subscription in one of the 11 languages (400), storing nothing', async () => {
    const before = await stored();
    const cases: Array<Record<string, unknown>> = [
      { language: 'xx' },
      { language: undefined },
      { endpoint: 'not a url' },
      { endpoint: `https://push.example.net/${'a'.repeat(2100)}` },
      { endpoint: 'ftp://push.example.net/x' },
      { keys: { p256dh: 'short', auth: AUTH } },
      { keys: { p256dh: P256DH, auth: 'x'.repeat(200) } },
      { keys: { p256dh: `${'B'.repeat(80)}<script>`, auth: AUTH } },
      { keys: undefined },
    ];
    for (const change of cases) {
      expect(
        (await subscribe({ ...change, endpoint: change.endpoint ?? 'https://push.example.net/new' })).status,
        JSON.stringify(change),
      ).toBe(400);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses endpoints the server must not send to (422, field endpoint): plain http, this machine, metadata', async () => {
    const refused = [
      'http://push.example.net/x',
      'http://127.0.0.1:9/push',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest',
      'https://[fe80::1]/push',
      'https://metadata.google.internal/push',
      'https://user:secret@push.example.net/x',
    ];
    for (const endpoint of refused) {
      const res = await subscribe({ endpoint });
      expect(res.status, endpoint).toBe(422);
      expect(((await res.json()) as { field?: string }).field).toBe('endpoint');
    }
    // With private networks allowed (tests, intranets): a push service on this machine, never metadata.
    expect((await subscribe({ endpoint: 'http://127.0.0.1:9/push' }, privateApp)).status).toBe(201);
    expect((await subscribe({ endpoint: 'http://10.0.0.5/push' }, privateApp)).status).toBe(422);
    expect((await subscribe({ endpoint: 'https://169.254.169.254/x' }, privateApp)).status).toBe(422);
    expect((await stored()).map((row) => row.endpoint)).toEqual([ENDPOINT, 'http://127.0.0.1:9/push']);
  });

  it("refuses another site's page (403) and a form's body (415)", async () => {
    expect((await write(app, 'POST', { endpoint: ENDPOINT }, 'https://elsewhere.example')).status).toBe(403);
    const form = await app.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: TEST_SITE_URL },
      body: 'endpoint=x',
    });
    expect(form.status).toBe(415);
  });

  it('forgets a subscription by its endpoint, and says when there was none', async () => {
    const res = await write(app, 'DELETE', { endpoint: ENDPOINT });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: true });
    expect(await (await write(app, 'DELETE', { endpoint: ENDPOINT })).json()).toEqual({ removed: false });
    expect((await stored()).map((row) => row.endpoint)).toEqual(['http://127.0.0.1:9/push']);
    expect((await write(app, 'DELETE', { endpoint: 'nope' })).status).toBe(400);
  });
});
