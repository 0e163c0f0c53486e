import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import {
  adminJsonHeaders,
  createCachedTestApp,
  createTestApp,
  TEST_SITE_URL,
} from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import { RATE_LIMITS, RateLimits } from '../http/rate-limits.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ArticleDetail } from '#common/contracts/article.ts';
import type { InboxPage } from '#common/contracts/admin-messages.ts';
import type { CorrectionList } from '#common/contracts/corrections.ts';

const SENTENCE = 'The bridge cost 40 million euros to build.';
const report = (slug: string) => ({
  slug,
  language: 'en',
  sentence: SENTENCE,
  message: 'The report says 14 million euros, not 40.',
});

describe('error reports and corrections', () => {
  let handle: DatabaseHandle;
  let served: Awaited<ReturnType<typeof createCachedTestApp>>;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    served.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL, ...headers },
      body: JSON.stringify(body),
    });
  const get = (path: string) => served.app.request(path);
  const inbox = async () =>
    (await (
      await served.app.request('/api/admin/messages', { headers: adminJsonHeaders() })
    ).json()) as InboxPage;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    served = await createCachedTestApp(handle);
    await insertArticle(handle.db, {
      slug: 'bridge-opens',
      translations: [
        { language: 'en', title: 'The new bridge opens', content: SENTENCE },
        { language: 'ko', title: '새 다리 개통' },
      ],
    });
  });
  afterAll(async () => {
    await served.close();
    await handle.close();
  });

  it('answers 400 with the message of each invalid field, storing nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ sentence: '' }, 'Please quote the sentence that is wrong'],
      [{ message: 'Wrong.' }, 'Please say what is wrong in at least 10 characters'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ language: 'xx' }, 'language'],
    ];
    for (const [change, message] of cases) {
      const res = await post('/api/error-reports', { ...report('bridge-opens'), ...change });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('bad_request');
      expect(body.message).toContain(message);
    }
    expect((await inbox()).total).toBe(0);
  });

  it('answers 404 for a story that does not exist, and drops a report a bot filled in', async () => {
    expect((await post('/api/error-reports', report('no-such-story'))).status).toBe(404);
    expect((await post('/api/error-reports', { ...report('bridge-opens'), website: 'x' })).status).toBe(201);
    expect((await inbox()).total).toBe(0);
  });

  it('stores a report in the inbox with its story and sentence, then a correction answers it', async () => {
    const res = await post('/api/error-reports', { ...report('bridge-opens'), name: '', email: '' });
    expect(res.status).toBe(201);
    const [listed] = (await inbox()).items;
    expect(listed).toMatchObject({
      kind: 'error-report',
      name: null,
      email: null,
      sentence: SENTENCE,
      message: 'The report says 14 million euros, not 40.',
      story: { slug: 'bridge-opens', title: 'The new bridge opens' },
      handledAt: null,
    });

    // The story's page is cached: the correction must clear it.
    expect((await get('/api/news/bridge-opens?language=ko')).status).toBe(200);
    expect((await get('/api/news/bridge-opens?language=ko')).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/corrections?language=ko')).headers.get('x-cache')).toBe('MISS');

    const text = 'An earlier version said the bridge cost 40 million euros; it cost 14 million.';
    const refused = await post(`/api/admin/articles/${listed!.story!.id}/corrections`, {
      language: 'en',
      text,
    });
    expect(refused.status).toBe(401);
    const added = await post(
      `/api/admin/articles/${listed!.story!.id}/corrections`,
      { language: 'en', text, reportId: listed!.id },
      adminJsonHeaders(),
    );
    expect(added.status).toBe(201);

    const article = (await (await get('/api/news/bridge-opens?language=ko')).json()) as ArticleDetail;
    expect(article.corrections).toEqual([expect.objectContaining({ language: 'en', text })]);
    const list = (await (await get('/api/corrections?language=ko')).json()) as CorrectionList;
    expect(list.items).toEqual([
      expect.objectContaining({ slug: 'bridge-opens', title: '새 다리 개통', titleLanguage: 'ko', text }),
    ]);
    expect((await inbox()).items[0]?.handledAt).not.toBeNull();
  });

  it('lists corrections newest first, and refuses a report id about another story', async () => {
    const other = await insertArticle(handle.db, { slug: 'other-story' });
    const text = 'The second paragraph named the wrong minister; it was the finance minister.';
    const [reported] = (await inbox()).items;
    const wrong = await post(
      `/api/admin/articles/${other.id}/corrections`,
      { language: 'en', text, reportId: reported!.id },
      adminJsonHeaders(),
    );
    expect(wrong.status).toBe(404);
    expect(
      (
        await post(
          `/api/admin/articles/${other.id}/corrections`,
          { language: 'en', text },
          adminJsonHeaders(),
        )
      ).status,
    ).toBe(201);
    const list = (await (await get('/api/corrections?language=en')).json()) as CorrectionList;
    expect(list.items.map((item) => item.slug)).toEqual(['other-story', 'bridge-opens']);
  });
});

describe('the limit on error reports', () => {
  it('counts them apart from contact messages: the eleventh in ten minutes is refused with 429, and the reader can still write', async () => {
    const handle = await openTestDatabase('pglite');
    await insertArticle(handle.db, { slug: 'limited-story' });
    const app = createTestApp(handle.db, { rateLimits: RateLimits.inMemory(RATE_LIMITS) });
    const send = (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        body: JSON.stringify(body),
      });
    const contact = {
      name: 'Ana',
      email: 'ana@example.org',
      subject: 'Hello there',
      message: 'A message.....',
    };
    for (let i = 0; i < 10; i++)
      expect((await send('/api/error-reports', report('limited-story'))).status).toBe(201);
    const refused = await send('/api/error-reports', report('limited-story'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Ten reports leave the reader's contact messages untouched.
    expect((await send('/api/contact', contact)).status).toBe(201);
    await handle.close();
  });
});
