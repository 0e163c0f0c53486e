import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import { startPushService, type PushService, type TestSubscription } from '#tests/helpers/push-service.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { createLogger } from '../logger.ts';
import type { Language } from '#common/languages.ts';
import { createPushDelivery } from './deliver-push.ts';
import { sendBreakingAlerts, type AlertPayload, type BreakingAlertsDeps } from './send-breaking-alerts.ts';
import { savePushSubscription } from './save-push-subscription.ts';

const HOUR = 3_600_000;

describe('sending breaking-news alerts', () => {
  let handle: DatabaseHandle;
  let push: PushService;
  let deps: BreakingAlertsDeps;
  const deliver = createPushDelivery({ allowPrivateNetworks: true, timeoutMs: 5000 });
  const keys = webpush.generateVAPIDKeys();

  const subscribe = async (language: Language): Promise<TestSubscription> => {
    const subscription = push.subscribe();
    await savePushSubscription(handle.db, { ...subscription, language });
    return subscription;
  };
  const payloads = (subscription: TestSubscription) =>
    push.receivedBy(subscription.endpoint).map((message) => message.payload as AlertPayload);

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    push = await startPushService();
    deps = {
      db: handle.db,
      logger: createLogger('silent'),
      deliver,
      vapidKeys: () => keys,
      vapidSubject: 'mailto:alerts@tidings.example',
    };
  });
  afterAll(async () => {
    await deliver.close();
    await push.close();
    await handle.close();
  });
  beforeEach(async () => {
    // Each case starts with the alerts of earlier cases' stories sent, and no subscriber.
    await sendBreakingAlerts(deps);
    await handle.db.execute(sql`delete from push_subscriptions`);
    push.received.length = 0;
  });

  it("sends a story's alert to each language it has a text in, in that language, encrypted for each browser", async () => {
    const en = await subscribe('en');
    const ko = await subscribe('ko');
    const ja = await subscribe('ja');
    const story = await insertArticle(handle.db, {
      slug: 'dam-breach-downstream',
      isBreaking: true,
      translations: [
        {
          language: 'en',
          title: 'Dam breach forces evacuations downstream',
          summary: 'Water rose fast. '.repeat(30),
        },
        { language: 'ko', title: '댐 붕괴로 하류 주민 대피', summary: '물이 빠르게 불어났다.' },
      ],
    });
    await insertArticle(handle.db, { isBreaking: false, translations: [{ language: 'en' }] });
    const sent = await sendBreakingAlerts(deps);
    expect(sent).toEqual({ alerts: 2, delivered: 2, expired: 0 });

    const [english] = payloads(en);
    expect(payloads(en)).toHaveLength(1);
    expect(english).toMatchObject({
      title: 'Dam breach forces evacuations downstream',
      url: '/en/news/dam-breach-downstream',
      tag: `story-${story.id}`,
      language: 'en',
    });
    expect(english!.body.length).toBeLessThanOrEqual(160);
    expect(english!.body.endsWith('…')).toBe(true);
    expect(payloads(ko)).toEqual([
      {
        title: '댐 붕괴로 하류 주민 대피',
        body: '물이 빠르게 불어났다.',
        url: '/ko/news/dam-breach-downstream',
        tag: `story-${story.id}`,
        language: 'ko',
      },
    ]);
    // No Japanese text: no Japanese alert, and none claimed for it.
    expect(payloads(ja)).toEqual([]);
    const claimed = await queryRows<{ language: string; recipients: number; delivered: number }>(
      handle.db,
      sql`select language, recipients, delivered from breaking_alerts where article_id = ${story.id} order by language`,
    );
    expect(claimed).toEqual([
      { language: 'en', recipients: 1, delivered: 1 },
      { language: 'ko', recipients: 1, delivered: 1 },
    ]);
    // VAPID: signed for the push service's origin, kept a while, one per story.
    const headers = push.receivedBy(en.endpoint)[0]!.headers;
    expect(headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.topic).toBe(`story-${story.id}`);

    // A language's text added later gets its alert then, the others none again.
    await handle.db.execute(
      sql`insert into article_translations (article_id, language, title, summary, content)
          values (${story.id}, 'ja', 'ダム決壊で下流に避難指示', '水位が急上昇した。', '本文')`,
    );
    expect(await sendBreakingAlerts(deps)).toEqual({ alerts: 1, delivered: 1, expired: 0 });
    expect(payloads(ja).map((p) => p.title)).toEqual(['ダム決壊で下流に避難指示']);
    expect(payloads(en)).toHaveLength(1);
  });

  it('sends nothing for a story published before the window, or not breaking', async () => {
    const en = await subscribe('en');
    await insertArticle(handle.db, { isBreaking: true, publishedAt: new Date(Date.now() - 7 * HOUR) });
    await insertArticle(handle.db, { isBreaking: false });
    expect(await sendBreakingAlerts(deps)).toEqual({ alerts: 0, delivered: 0, expired: 0 });
    expect(payloads(en)).toEqual([]);
  });

  it('sends each alert once when two processes check at the same time', async () => {
    const browsers = await Promise.all([subscribe('en'), subscribe('en'), subscribe('ko')]);
    await insertArticle(handle.db, {
      isBreaking: true,
      translations: [{ language: 'en' }, { language: 'ko' }],
    });
    const [first, second] = await Promise.all([sendBreakingAlerts(deps), sendBreakingAlerts(deps)]);
    expect(first!.alerts + second!.alerts).toBe(2);
    expect(first!.delivered + second!.delivered).toBe(3);
    for (const browser of browsers) expect(payloads(browser)).toHaveLength(1);
    expect(await sendBreakingAlerts(deps)).toEqual({ alerts: 0, delivered: 0, expired: 0 });
  });

  it('removes the subscriptions whose push service answers 404 or 410, and keeps the others', async () => {
    const gone = await subscribe('en');
    const unknown = await subscribe('en');
    const busy = await subscribe('en');
    const kept = await subscribe('en');
    push.answer(gone.endpoint, 410);
    push.answer(unknown.endpoint, 404);
    push.answer(busy.endpoint, 429);
    await insertArticle(handle.db, { isBreaking: true });
    expect(await sendBreakingAlerts(deps)).toEqual({ alerts: 1, delivered: 1, expired: 2 });
    const left = await queryRows<{ endpoint: string }>(
      handle.db,
      sql`select endpoint from push_subscriptions order by id`,
    );
    expect(left.map((row) => row.endpoint)).toEqual([busy.endpoint, kept.endpoint]);
  });

  it('never connects to a link-local or metadata address, nor to a name that resolves to a refused one', async () => {
    const details = (endpoint: string) => ({ method: 'POST' as const, headers: {}, body: null, endpoint });
    await expect(deliver(details('http://169.254.169.254/latest/meta-data'))).rejects.toThrow(/refused/);
    await expect(deliver(details('https://metadata.google.internal/x'))).rejects.toThrow(/refused/);
    const publicOnly = createPushDelivery({ allowPrivateNetworks: false, timeoutMs: 2000 });
    try {
      const port = new URL(push.origin).port;
      // localhost is a name: only its resolved address (127.0.0.1) tells it is this machine.
      await expect(publicOnly(details(`https://localhost:${port}/push/x`))).rejects.toThrow(
        /resolves to .* which is refused/,
      );
    } finally {
      await publicOnly.close();
    }
  });
});
