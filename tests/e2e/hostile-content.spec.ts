import { expect, test, type Page } from '@playwright/test';

// Issue 13: the security headers on every kind of answer the built site sends, and a corpus of cross-site
// scripting vectors placed in every text field of an article (and its originalUrl) that must never run, on any
// public or admin page, and must show as text.

const ADMIN = `Basic ${Buffer.from('admin:e2e-admin-password').toString('base64')}`;

test.describe('security headers on every kind of answer', () => {
  test('pages, API answers, pictures, static and hashed files, feeds and errors', async ({ baseURL }) => {
    const list = (await (await fetch(new URL('/api/news?language=en&limit=1', baseURL))).json()) as Array<{
      slug: string;
      thumbnailSmall: string | null;
    }>;
    const home = await (await fetch(new URL('/en', baseURL))).text();
    const hashed = /\/assets\/[^"]+\.js/.exec(home)?.[0];
    expect(hashed).toBeTruthy();
    const answers: Record<string, string> = {
      page: '/en',
      'cached page': '/en',
      article: `/en/news/${list[0]!.slug}`,
      'missing page': '/en/no-such-page',
      api: '/api/news?language=en&limit=2',
      'api error': '/api/news/no-such-story',
      picture: list[0]!.thumbnailSmall!,
      'hashed file': hashed!,
      'static file': '/favicon.ico',
      feed: '/en/feed.xml',
      manifest: '/en/manifest.webmanifest',
      robots: '/robots.txt',
    };
    for (const [kind, path] of Object.entries(answers)) {
      const response = await fetch(new URL(path, baseURL));
      const headers = response.headers;
      expect(headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(headers.get('x-frame-options'), kind).toBe('DENY');
      expect(headers.get('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), kind).toContain('camera=()');
      expect(headers.get('x-request-id'), kind).toBeTruthy();
      // Plain HTTP here: no Strict-Transport-Security.
      expect(headers.get('strict-transport-security'), kind).toBeNull();
    }
  });
});

/** Vectors from the usual lists: tags, event handlers, URLs, SVG, attribute break-outs, Unicode tricks. */
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '"><svg onload="window.__xss=3">',
  '\'><iframe src="javascript:window.parent.__xss=4"></iframe>',
  '<a href="javascript:window.__xss=5">click</a>',
  '<svg><script>window.__xss=6</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=7>',
  '<details open ontoggle="window.__xss=8">',
  '{{constructor.constructor("window.__xss=9")()}}',
  '\u202E<img src=x onerror=window.__xss=10>',
  '<object data="data:text/html,<script>parent.__xss=11</script>">',
  '</title><script>window.__xss=12</script>',
];

const HOSTILE_URLS = [
  'javascript:window.__xss=13',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];

async function create(
  baseURL: string,
  slug: string,
  originalUrl: string | null,
  vector: string,
  isBreaking = false,
) {
  const response = await fetch(new URL('/api/news', baseURL), {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({
      article: {
        slug,
        category: 'technology',
        country: 'us',
        readingTime: 2,
        originalUrl,
        publishedAt: new Date().toISOString(),
        isBreaking,
      },
      translations: [
        {
          language: 'en',
          title: `Title ${vector}`,
          summary: `Summary ${vector}`,
          content: `Body ${vector}\n\nSecond paragraph ${vector}`,
          authorName: `Author ${vector}`.slice(0, 100),
        },
        { language: 'ko', title: `제목 ${vector}`, summary: `요약 ${vector}`, content: `본문 ${vector}` },
      ],
      thumbnail: null,
    }),
  });
  return response;
}

/** Fails the page on any sign that injected script ran: the marker, a dialog. */
async function guard(page: Page): Promise<() => Promise<unknown>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => ({
    marker: await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    dialogs,
  });
}

test.describe('cross-site scripting corpus', () => {
  test.use({ httpCredentials: { username: 'admin', password: 'e2e-admin-password' } });
  const created: number[] = [];

  test.afterAll(async ({ baseURL }) => {
    for (const id of created) {
      await fetch(new URL(`/api/news/${id}`, baseURL), {
        method: 'DELETE',
        headers: { Authorization: ADMIN, Origin: baseURL! },
      });
    }
  });

  test('never runs on a public or admin page, shows as text, and links only http and https', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Addresses other than http and https are refused at the door.
    for (const [i, url] of HOSTILE_URLS.entries()) {
      const refused = await create(baseURL!, `xss-url-${i}`, url, 'x');
      expect(refused.status, url).toBe(400);
    }
    const slugs: string[] = [];
    for (const [i, vector] of VECTORS.entries()) {
      const slug = `xss-vector-${i}`;
      const response = await create(
        baseURL!,
        slug,
        `https://news.example/${i}?q="><script>window.__xss=99</script>`,
        vector,
        i === 0,
      );
      expect(response.status, vector).toBe(201);
      created.push(((await response.json()) as { id: number }).id);
      slugs.push(slug);
    }

    const seen = await guard(page);
    const pages = [
      '/en',
      '/ko',
      `/en/archive/${new Date().toISOString().slice(0, 10)}`,
      `/en?search=${encodeURIComponent('<script>')}`,
      ...slugs.slice(0, 6).map((slug) => `/en/news/${slug}`),
      `/ko/news/${slugs[1]}`,
      '/admin/articles',
      `/admin/articles/${created[2]}`,
      '/admin/translations',
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('load');
      expect(await seen(), path).toEqual({ marker: undefined, dialogs: [] });
      // No element carries an event handler (the vectors' text may sit, escaped, in labels and alt texts), and every
      // link goes to http(s), the site itself or mail.
      const injected = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter((attribute) => /^on/i.test(attribute.name))
            .map((attribute) => `${element.tagName} ${attribute.name}`),
        ),
      );
      expect(injected, path).toEqual([]);
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      );
      for (const href of hrefs) expect(href, `${path}: ${href}`).toMatch(/^(https?:\/\/|\/|#|mailto:)/);
    }
    // Shown as the text it is.
    await page.goto(`/en/news/${slugs[1]}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Title ${VECTORS[1]}`);
    await expect(page.getByText(`Summary ${VECTORS[1]}`).first()).toBeVisible();
    expect(await seen()).toEqual({ marker: undefined, dialogs: [] });
  });
});
