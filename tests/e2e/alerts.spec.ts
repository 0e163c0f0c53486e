import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { startPushService, type PushService, type TestSubscription } from '../helpers/push-service.ts';
import { expectNoSeriousA11yViolations, waitForQuietPage } from './fixtures.ts';

// Breaking-news alerts from the reader's click to the notification: the browser's push service is replaced by a
// local one (Chromium without a network reaches none), which decrypts what the site sends as the browser would.

const ADMIN = `Basic ${Buffer.from('admin:e2e-admin-password').toString('base64')}`;

/** The control's words, per page language: the desktop project reads English, the phone Korean. */
const TEXTS = {
  en: {
    turnOn: 'Get breaking-news alerts',
    on: /^Alerts on/,
    region: 'Breaking',
    title: 'Flood barrier closes',
  },
  ko: { turnOn: '속보 알림 받기', on: /^알림 켜짐/, region: '속보', title: '홍수 방벽 폐쇄' },
} as const;

let push: PushService;
/** What a test left behind and undoes when it ends, passed or failed. */
const cleanups: Array<() => Promise<void>> = [];
test.beforeAll(async () => {
  push = await startPushService();
});
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
test.afterAll(async () => {
  await push.close();
});

/**
 * Makes PushManager hand out the test's subscription (an endpoint on the local push service, its keys) instead
 * of asking Chromium's, which cannot be reached here; the page's own code does the rest.
 */
async function useLocalPushService(page: Page, subscription: TestSubscription): Promise<void> {
  await page.addInitScript((sub) => {
    let current: PushSubscription | null = null;
    const made = () =>
      ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          current = null;
          sessionStorage.removeItem('e2e-push');
          return true;
        },
      }) as unknown as PushSubscription;
    try {
      if (sessionStorage.getItem('e2e-push')) current = made();
    } catch {
      // about:blank has no storage
    }
    PushManager.prototype.subscribe = async function () {
      current = made();
      sessionStorage.setItem('e2e-push', '1');
      return current;
    };
    PushManager.prototype.getSubscription = async function () {
      return current;
    };
  }, subscription);
}

/** Creates a story through the admin API, then marks it breaking as an editor does (PATCH); gives its id. */
async function publishBreakingStory(baseURL: string, slug: string): Promise<number> {
  const headers = { Authorization: ADMIN, 'Content-Type': 'application/json', Origin: baseURL };
  const created = await fetch(new URL('/api/news', baseURL), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      article: {
        slug,
        category: 'world',
        country: 'nl',
        readingTime: 2,
        originalUrl: null,
        publishedAt: new Date().toISOString(),
        isBreaking: false,
      },
      translations: [
        {
          language: 'en',
          title: `${TEXTS.en.title} ${slug}`,
          summary: 'The storm surge barrier closed for the first time this year as water rose.',
          content: 'The barrier closed at dawn.\n\nShips waited outside the harbour.',
        },
        {
          language: 'ko',
          title: `${TEXTS.ko.title} ${slug}`,
          summary: '해수면이 오르자 폭풍 해일 방벽이 올해 처음으로 닫혔다.',
          content: '방벽은 새벽에 닫혔다.\n\n선박들은 항구 밖에서 기다렸다.',
        },
      ],
      thumbnail: null,
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const marked = await fetch(new URL(`/api/news/${id}`, baseURL), {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ article: { isBreaking: true } }),
  });
  expect(marked.status).toBe(200);
  return id;
}

/**
 * Deletes a story this file made: later browser tests read the demo edition's lists (the newest story, the
 * breaking one, what the home page holds), which a breaking story left behind would change.
 */
async function deleteStory(baseURL: string, id: number): Promise<void> {
  const deleted = await fetch(new URL(`/api/news/${id}`, baseURL), {
    method: 'DELETE',
    headers: { Authorization: ADMIN, Origin: baseURL },
  });
  expect(deleted.ok).toBe(true);
}

/** The site's service worker registration, as the DevTools protocol names it. */
async function workerRegistrationId(cdp: CDPSession, baseURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('a reader subscribes from the banner, receives a new breaking story, sees it shown, and unsubscribes', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'ko' : 'en';
  const texts = TEXTS[language];
  const subscription = push.subscribe();
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await useLocalPushService(page, subscription);
  await page.goto(`/${language}`);

  const banner = page.getByRole('region', { name: texts.region, exact: true });
  const control = banner.getByRole('button', { name: texts.turnOn });
  await control.click();
  const on = banner.getByRole('button', { name: texts.on });
  await expect(on).toBeVisible();
  // The footer's control is the same switch.
  await expect(page.locator('footer').getByRole('button', { name: texts.on })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const slug = `flood-barrier-${testInfo.project.name}-${Date.now()}`;
  const storyId = await publishBreakingStory(baseURL!, slug);
  cleanups.push(() => deleteStory(baseURL!, storyId));
  const message = await push.waitFor(
    (m) =>
      m.path === new URL(subscription.endpoint).pathname &&
      (m.payload as { url?: string }).url === `/${language}/news/${slug}`,
    20_000,
  );
  const alert = message.payload as {
    title: string;
    body: string;
    url: string;
    language: string;
    tag: string;
  };
  expect(alert.title).toBe(`${texts.title} ${slug}`);
  expect(alert.language).toBe(language);
  // One alert per story and subscriber: the subscriber's language only.
  expect(
    push.receivedBy(subscription.endpoint).filter((m) => JSON.stringify(m.payload).includes(slug)),
  ).toHaveLength(1);

  // The service worker shows what the push service would hand it.
  const cdp = await context.newCDPSession(page);
  const registrationId = await workerRegistrationId(cdp, baseURL!);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId,
    data: JSON.stringify(alert),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        }));
      }),
    )
    .toContainEqual({ title: alert.title, body: alert.body, tag: alert.tag, url: alert.url });

  // Off from the same control: the site forgets the subscription.
  await on.click();
  await expect(banner.getByRole('button', { name: texts.turnOn })).toBeVisible();
  const forgotten = await fetch(new URL('/api/push/subscriptions', baseURL), {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Origin: baseURL! },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
  expect(await forgotten.json()).toEqual({ removed: false });
});

test('a browser without Web Push sees no alerts control', async ({ page }, testInfo) => {
  const language = testInfo.project.name === 'phone' ? 'ko' : 'en';
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto(`/${language}`);
  // Hydrated: the page's client code runs (the footer's language links answer), yet no control is drawn.
  await waitForQuietPage(page);
  await expect(page.getByRole('region', { name: TEXTS[language].region, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS[language].turnOn })).toHaveCount(0);
  await expect(page.getByRole('button', { name: TEXTS[language].on })).toHaveCount(0);
});
