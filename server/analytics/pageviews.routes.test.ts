import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { ReadershipReport } from '#common/contracts/readership.ts';
import { readershipReport } from './readership-report.ts';
import { recordPageView } from './record-page-view.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';

describe.each(testDatabaseKinds())('POST /api/pageviews on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const view = (body: unknown, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0') =>
    app.request('/api/pageviews', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL, 'User-Agent': userAgent },
      body: JSON.stringify(body),
    });
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('counts views per path, language and day, without anything about the reader', async () => {
    expect((await view({ path: '/en', language: 'en' })).status).toBe(204);
    await view({ path: '/en', language: 'en' });
    await view({ path: '/ko/archive', language: 'ko' });
    await view({ path: '/en', language: 'en' }, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    const rows = await queryRows<{ path: string; language: string; views: number }>(
      handle.db,
      sql`select path, language, views from page_views order by path`,
    );
    expect(rows).toEqual([
      { path: '/en', language: 'en', views: 2 },
      { path: '/ko/archive', language: 'ko', views: 1 },
    ]);
    const columns = await queryRows<{ column_name: string }>(
      handle.db,
      sql`select column_name from information_schema.columns where table_name = 'page_views' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'language', 'path', 'views']);
  });

  it('refuses paths with queries and unknown languages', async () => {
    expect((await view({ path: '/en?search=secret', language: 'en' })).status).toBe(400);
    expect((await view({ path: 'en', language: 'en' })).status).toBe(400);
    expect((await view({ path: '/en', language: 'xx' })).status).toBe(400);
  });
});

describe.each(testDatabaseKinds())('readership report on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const now = new Date('2026-05-20T15:00:00Z');
  const viewOn = async (day: string, path: string, language: string, times = 1) => {
    for (let i = 0; i < times; i++) {
      await recordPageView(handle.db, { path, language, at: new Date(`${day}T08:00:00Z`) });
    }
  };
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    await insertArticle(handle.db, {
      slug: 'harbour-reopens',
      translations: [
        { language: 'en', title: 'Harbour reopens' },
        { language: 'ko', title: '항구 운영 재개' },
      ],
    });
    await viewOn('2026-05-20', '/ko/news/harbour-reopens', 'ko', 3);
    await viewOn('2026-05-20', '/en', 'en', 2);
    await viewOn('2026-05-18', '/hi/news/harbour-reopens', 'hi');
    await viewOn('2026-05-18', '/en/news/gone-story', 'en');
    await viewOn('2026-05-10', '/en', 'en', 5); // before a 7-day period
  });
  afterAll(async () => handle.close());

  it('sums the period per day, per language and per page, with headlines for article pages', async () => {
    const report = await readershipReport(handle.db, 7, now);
    expect(report.from).toBe('2026-05-14');
    expect(report.to).toBe('2026-05-20');
    expect(report.totalViews).toBe(7);
    expect(report.days).toHaveLength(7);
    expect(report.days.map((d) => d.views)).toEqual([0, 0, 0, 0, 2, 0, 5]);
    expect(report.languages).toEqual([
      { language: 'en', views: 3 }, // ties in alphabetical order
      { language: 'ko', views: 3 },
      { language: 'hi', views: 1 },
    ]);
    expect(report.topPages).toEqual([
      { path: '/ko/news/harbour-reopens', views: 3, title: '항구 운영 재개' },
      { path: '/en', views: 2, title: null },
      { path: '/en/news/gone-story', views: 1, title: null },
      { path: '/hi/news/harbour-reopens', views: 1, title: 'Harbour reopens' },
    ]);
    const month = await readershipReport(handle.db, 30, now);
    expect(month.totalViews).toBe(12);
    expect(month.days.reduce((sum, d) => sum + d.views, 0)).toBe(12);
  });

  it('is for the admin only, and checks the period', async () => {
    expect((await app.request('/api/admin/readership')).status).toBe(401);
    const auth = { Authorization: adminAuthHeader() };
    expect((await app.request('/api/admin/readership?days=0', { headers: auth })).status).toBe(400);
    expect((await app.request('/api/admin/readership?days=91', { headers: auth })).status).toBe(400);
    await recordPageView(handle.db, { path: '/ja/archive', language: 'ja', at: new Date() });
    const res = await app.request('/api/admin/readership', { headers: auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ReadershipReport;
    expect(body.days).toHaveLength(7);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
    expect(body.topPages).toContainEqual({ path: '/ja/archive', views: 1, title: null });
  });
});
