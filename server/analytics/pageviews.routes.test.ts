import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKinds } from '../../tests/helpers/test-database.ts';
import { createTestApp, TEST_SITE_URL } from '../../tests/helpers/test-app.ts';
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
