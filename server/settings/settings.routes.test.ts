import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import {
  adminAuthHeader,
  adminJsonHeaders,
  createTestApp,
  testConfig,
  TEST_SITE_URL,
} from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createPageServices } from '../http/page-renderer.ts';
import { listenForSettingsChanges, readSiteSettings, readStoredSettings } from './site-settings.ts';

describe('GET and PUT /api/admin/settings', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const put = (body: unknown, headers = adminJsonHeaders()) =>
    app.request('/api/admin/settings', { method: 'PUT', headers, body: JSON.stringify(body) });
  const get = async () =>
    (await (
      await app.request('/api/admin/settings', { headers: { Authorization: adminAuthHeader() } })
    ).json()) as { stored: Record<string, string>; fixedByEnvironment: Record<string, string> };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('is for editors only, and a write must come from the site itself', async () => {
    expect((await app.request('/api/admin/settings')).status).toBe(401);
    const anonymous = { 'Content-Type': 'application/json', Origin: TEST_SITE_URL };
    expect((await put({ phone: '+1 555 0100' }, anonymous)).status).toBe(401);
    const foreign = adminJsonHeaders({ Origin: 'https://elsewhere.example' });
    expect((await put({ phone: '+1 555 0100' }, foreign)).status).toBe(403);
    expect((await get()).stored).toEqual({});
  });

  it('stores the settings, and the pages read them at once', async () => {
    const settings = {
      audience: '50M+',
      accuracyClaim: '98%',
      phone: '+1 (555) 010-0199',
      hours: 'Monday to Friday, 9 AM to 6 PM EST',
      socialX: 'https://x.com/tidings',
    };
    // Read once before, so a kept copy must be forgotten by the save.
    expect(await readSiteSettings(handle.db, {})).toEqual({});
    const res = await put(settings);
    expect(res.status).toBe(200);
    expect((await get()).stored).toEqual(settings);
    expect(await readSiteSettings(handle.db, {})).toEqual(settings);
  });

  it('refuses an address that is not https:// with a clear error, losing nothing stored', async () => {
    const before = (await get()).stored;
    const res = await put({ ...before, socialFacebook: 'http://facebook.com/tidings' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; field?: string };
    expect(body.message).toContain('must be a full https:// address');
    expect(body.field).toBe('socialFacebook');
    expect((await put({ ...before, accuracyClaim: 'very accurate' })).status).toBe(400);
    expect((await get()).stored).toEqual(before);
  });

  it('removes a setting left out, and the pages show it gone', async () => {
    const { socialX: _removed, phone: _alsoRemoved, ...rest } = (await get()).stored;
    expect((await put(rest)).status).toBe(200);
    expect((await get()).stored).toEqual(rest);
    const shown = await readSiteSettings(handle.db, {});
    expect(shown.socialX).toBeUndefined();
    expect(shown.phone).toBeUndefined();
    expect(shown.audience).toBe('50M+');
  });

  it('shows what SITE_SETTINGS fixes, over what is stored', async () => {
    const fixed = { phone: '+44 20 7946 0000', socialYoutube: 'https://youtube.com/@tidings' };
    const envApp = createTestApp(handle.db, {
      config: testConfig({ SITE_SETTINGS: JSON.stringify(fixed) }),
    });
    const res = await envApp.request('/api/admin/settings', {
      headers: { Authorization: adminAuthHeader() },
    });
    const body = (await res.json()) as { fixedByEnvironment: Record<string, string> };
    expect(body.fixedByEnvironment).toEqual(fixed);
    const shown = await readSiteSettings(handle.db, fixed);
    expect(shown).toMatchObject({ ...fixed, audience: '50M+' });
  });

  it('stores the address and hours per language, and the pages of each language show its own, else English', async () => {
    const hours = { en: 'Monday to Friday, 9 AM to 6 PM EST', ko: '월~금 오전 9시~오후 6시(미 동부 시간)' };
    const before = (await get()).stored;
    expect((await put({ ...before, hours, address: 'Friedrichstraße 1, Berlin' })).status).toBe(200);
    expect((await get()).stored).toMatchObject({ hours, address: 'Friedrichstraße 1, Berlin' });
    const pages = createPageServices(handle.db, testConfig());
    expect((await pages.siteFacts('ko')).contact).toEqual({
      phone: undefined,
      hours: hours.ko,
      address: 'Friedrichstraße 1, Berlin',
    });
    expect((await pages.siteFacts('ja')).contact.hours).toBe(hours.en);
    const refused = await put({ ...before, hours: { ko: '월~금' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { field?: string }).field).toBe('hours.en');
  });

  it('still shows the text a site stored as one string before texts could be per language', async () => {
    await handle.db.execute(
      sql`update site_settings set value = '"Mon–Fri, 9–6"'::jsonb where key = 'hours'`,
    );
    expect((await readStoredSettings(handle.db)).hours).toBe('Mon–Fri, 9–6');
    expect((await get()).stored.hours).toBe('Mon–Fri, 9–6');
  });

  it('forgets its kept settings when another process announces a change', async () => {
    const stop = await listenForSettingsChanges(handle, { warn: () => undefined } as never);
    try {
      expect((await readSiteSettings(handle.db, {})).yearsOfExperience).toBeUndefined();
      // Another server's save: the row and its notification, not through this process's save.
      await handle.db.execute(
        sql`insert into site_settings (key, value) values ('yearsOfExperience', '"7+"'::jsonb)`,
      );
      expect((await readSiteSettings(handle.db, {})).yearsOfExperience).toBeUndefined();
      await handle.db.execute(sql`select pg_notify('tidings_content', 'everything settings')`);
      await expect.poll(async () => (await readSiteSettings(handle.db, {})).yearsOfExperience).toBe('7+');
    } finally {
      await stop();
    }
  });
});
