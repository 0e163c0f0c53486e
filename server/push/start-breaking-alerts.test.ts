import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import { startPushService, type PushService } from '#tests/helpers/push-service.ts';
import { testConfig } from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { createLogger } from '../logger.ts';
import { savePushSubscription } from './save-push-subscription.ts';
import { startBreakingAlerts } from './start-breaking-alerts.ts';

describe('the breaking-news alerts a server runs', () => {
  let handle: DatabaseHandle;
  let push: PushService;
  let dataDir: string;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    push = await startPushService();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-alerts-'));
  });
  afterAll(async () => {
    await push.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('claims alerts with nobody subscribed without making a key pair, then sends a new one at checkNow()', async () => {
    const config = testConfig({ DATA_DIR: dataDir, INGEST_ALLOW_PRIVATE_NETWORKS: '1' });
    // A long period: only checkNow() sends here.
    const alerts = startBreakingAlerts(handle.db, createLogger('silent'), config, 3_600_000);
    try {
      const earlier = await insertArticle(handle.db, { isBreaking: true });
      alerts.checkNow();
      await expect
        .poll(() => queryRows(handle.db, sql`select 1 from breaking_alerts where article_id = ${earlier.id}`))
        .toHaveLength(1);
      expect(fs.existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(false);

      const browser = push.subscribe();
      await savePushSubscription(handle.db, { ...browser, language: 'en' });
      const story = await insertArticle(handle.db, { slug: 'checked-now', isBreaking: true });
      alerts.checkNow();
      alerts.checkNow();
      const message = await push.waitFor((m) => m.path === new URL(browser.endpoint).pathname);
      expect(message.payload).toMatchObject({ url: '/en/news/checked-now', tag: `story-${story.id}` });
      expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    } finally {
      await alerts.stop();
    }
    // The earlier story's alert, claimed before anyone subscribed, was not sent to the later subscriber.
    expect(push.received.map((m) => (m.payload as { url: string }).url)).toEqual(['/en/news/checked-now']);
  });
});
