import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import {
  adminAuthHeader,
  adminJsonHeaders,
  createTestApp,
  generousRateLimits,
  TEST_SITE_URL,
} from '#tests/helpers/test-app.ts';
import {
  insertArticle,
  insertHeldItem,
  makeCreatePayload,
  makePng,
  toDataUrl,
} from '#tests/helpers/factories.ts';
import { loadApiContract, type ApiContract, type Operation } from '#tests/helpers/api-contract.ts';
import { startPublisher } from '#tests/helpers/source-feeds.ts';
import { testFeedFetch } from '#tests/helpers/test-feed-fetch.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { heldTexts } from '../db/schema.ts';
import type { PipelineControl } from '../pipeline/pipeline-runner.ts';
import { RATE_LIMITS, RateLimits } from './rate-limits.ts';
import { OverloadGuard } from './overload-guard.ts';

// Every operation of the served OpenAPI document, sent a valid request and the refusals the layers in front of
// it can answer: each answer's status must be declared for the operation, with a body of the declared schema.
// server/http/fuzz.test.ts checks the same of random and hostile requests.

const STORY_TEXT =
  'The harbour board voted on Tuesday to restore the night ferry between Port Ellery and Wren Island from March. ' +
  'The service was cut two years ago when fuel costs doubled and passenger numbers fell below forty a crossing. ' +
  'Islanders collected more than three thousand signatures asking for its return, citing hospital visits. ' +
  'The board said a smaller, electric vessel would make the crossing four times a night at half the former cost.';

/** A pipeline that starts whatever it is asked to, in no time: the API's side of it is what is tested. */
const pipeline: PipelineControl = {
  start: () => true,
  isRunning: () => false,
  intervalMinutes: null,
  modelConfigured: true,
  translateMissing: () => true,
  isTranslating: () => false,
};

interface Sent {
  /** "METHOD /template" of the document. */
  operation: string;
  path: string;
  init?: RequestInit;
}

const key = (op: Operation) => `${op.method} ${op.template}`;
const operationOf = (sent: Sent): Operation => {
  const [method, template] = sent.operation.split(' ') as [string, string];
  return { method, template };
};
const json = (body: unknown, headers = adminJsonHeaders()): RequestInit => ({
  headers,
  body: JSON.stringify(body),
});

describe('the API answers as its OpenAPI document says', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let contract: ApiContract;
  const ids = { article: 0, doomed: 0, source: 0, heldItem: 0, message: 0, heldText: 0, heldToDiscard: 0 };
  let thumbnail: string;
  // Sources' feeds are fetched before they are saved.
  let publisher: Awaited<ReturnType<typeof startPublisher>>;

  /** Sends a request and returns its status and what in the answer disagrees with the document. */
  const send = async (target: typeof app, sent: Sent) => {
    const res = await target.request(sent.path, sent.init);
    const copy = res.clone();
    const problems = await contract.check(sent.init?.method ?? 'GET', sent.path, res, operationOf(sent));
    return { status: res.status, problems, body: copy };
  };

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    publisher = await startPublisher();
    app = createTestApp(handle.db, { pipeline, feedFetch: testFeedFetch });
    contract = await loadApiContract(app);
    thumbnail = toDataUrl(await makePng(320, 200));
    ids.article = (
      await insertArticle(handle.db, {
        slug: 'contract-story',
        translations: [{ language: 'en' }, { language: 'ko' }],
      })
    ).id;
    ids.doomed = (await insertArticle(handle.db, { slug: 'contract-doomed' })).id;
    const held = await insertHeldItem(handle.db, {
      publisher: 'Ellery Gazette',
      title: 'Night ferry to Wren Island returns in March',
      text: `${STORY_TEXT}\n\n${STORY_TEXT}`,
    });
    ids.source = held.sourceId;
    ids.heldItem = held.itemId;
    // Two translations the accuracy check held: one for an editor to publish, one to discard.
    const [toPublish, toDiscard] = await handle.db
      .insert(heldTexts)
      .values(
        (['fr', 'de'] as const).map((language) => ({
          articleId: ids.article,
          language,
          textKind: 'translation' as const,
          title: `Title ${language}`,
          summary: `Summary ${language}`,
          content: `Content ${language}`,
          model: 'translator-1',
          failingSentence: `Summary ${language}`,
          reason: 'the number 7 is in no report',
        })),
      )
      .returning({ id: heldTexts.id });
    ids.heldText = toPublish!.id;
    ids.heldToDiscard = toDiscard!.id;
  });
  afterAll(async () => {
    await publisher?.close();
    await handle?.close();
  });

  const admin = { headers: { Authorization: adminAuthHeader() } };

  /** One valid request per operation, in an order that makes each valid (the delete last). */
  const validRequests = (): Sent[] => [
    { operation: 'GET /api/news', path: '/api/news?language=ko&search=Title&limit=5' },
    { operation: 'GET /api/news/breaking', path: '/api/news/breaking?language=ko&languages=ko,en' },
    { operation: 'GET /api/news/top', path: '/api/news/top?language=en' },
    { operation: 'GET /api/news/{article}', path: '/api/news/contract-story?language=ko' },
    { operation: 'GET /api/news/{slug}/related', path: '/api/news/contract-story/related?language=en' },
    { operation: 'GET /api/archive', path: '/api/archive?language=ko' },
    { operation: 'GET /api/translations/summary', path: '/api/translations/summary' },
    { operation: 'GET /api/translations/incomplete', path: '/api/translations/incomplete' },
    {
      operation: 'POST /api/contact',
      path: '/api/contact',
      init: {
        method: 'POST',
        ...json(
          {
            name: 'Ada Reader',
            email: 'ada@example.org',
            subject: 'A question about a story',
            message: 'When does the night ferry start again?',
          },
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        ),
      },
    },
    {
      operation: 'POST /api/error-reports',
      path: '/api/error-reports',
      init: {
        method: 'POST',
        ...json(
          {
            slug: 'contract-story',
            language: 'ko',
            sentence: 'The ferry starts again in March.',
            message: 'The report says April, not March.',
          },
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        ),
      },
    },
    { operation: 'GET /api/accuracy', path: '/api/accuracy' },
    {
      operation: 'POST /api/admin/articles/{id}/corrections',
      path: `/api/admin/articles/${ids.article}/corrections`,
      init: { method: 'POST', ...json({ language: 'en', text: 'An earlier version gave the wrong month.' }) },
    },
    { operation: 'GET /api/corrections', path: '/api/corrections?language=ko' },
    { operation: 'GET /api/push/key', path: '/api/push/key' },
    {
      operation: 'POST /api/push/subscriptions',
      path: '/api/push/subscriptions',
      init: {
        method: 'POST',
        ...json(
          {
            endpoint: 'https://push.example.net/send/contract',
            keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
            language: 'ko',
          },
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        ),
      },
    },
    {
      operation: 'DELETE /api/push/subscriptions',
      path: '/api/push/subscriptions',
      init: {
        method: 'DELETE',
        ...json(
          { endpoint: 'https://push.example.net/send/contract' },
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        ),
      },
    },
    {
      operation: 'POST /api/pageviews',
      path: '/api/pageviews',
      init: {
        method: 'POST',
        ...json(
          { path: '/en', language: 'en' },
          { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        ),
      },
    },
    {
      operation: 'POST /api/news',
      path: '/api/news',
      init: { method: 'POST', ...json(makeCreatePayload({ slug: 'contract-created', thumbnail })) },
    },
    {
      operation: 'PUT /api/news/{article}',
      path: `/api/news/${ids.article}`,
      init: { method: 'PUT', ...json(makeCreatePayload({ slug: 'contract-story', thumbnail })) },
    },
    // The picture the PUT just gave the article.
    { operation: 'GET /api/thumbnails/{articleId}', path: `/api/thumbnails/${ids.article}` },
    {
      operation: 'PATCH /api/news/{article}',
      path: `/api/news/${ids.article}`,
      init: { method: 'PATCH', ...json({ article: { isBreaking: true } }) },
    },
    { operation: 'GET /api/admin/articles', path: '/api/admin/articles?search=contract', init: admin },
    { operation: 'GET /api/admin/articles/{id}', path: `/api/admin/articles/${ids.article}`, init: admin },
    { operation: 'GET /api/admin/messages', path: '/api/admin/messages', init: admin },
    {
      operation: 'PATCH /api/admin/messages/{id}',
      path: `/api/admin/messages/${ids.message}`,
      init: { method: 'PATCH', ...json({ handled: true }) },
    },
    { operation: 'GET /api/admin/readership', path: '/api/admin/readership?days=7', init: admin },
    { operation: 'GET /api/admin/freshness', path: '/api/admin/freshness', init: admin },
    { operation: 'GET /api/admin/sources', path: '/api/admin/sources', init: admin },
    { operation: 'GET /api/admin/sources/status', path: '/api/admin/sources/status', init: admin },
    {
      operation: 'POST /api/admin/sources',
      path: '/api/admin/sources',
      init: {
        method: 'POST',
        ...json({
          name: 'Wren Island Post',
          feedUrl: `${publisher.origin}/feeds/wren-post.xml`,
          language: 'en',
          country: 'NZ',
          trustLevel: 'medium',
          accessType: 'free',
        }),
      },
    },
    {
      operation: 'PUT /api/admin/sources/{id}',
      path: `/api/admin/sources/${ids.source}`,
      init: {
        method: 'PUT',
        ...json({
          name: 'Ellery Gazette',
          feedUrl: `${publisher.origin}/feeds/ellery-gazette.xml`,
          language: 'en',
          country: 'NZ',
          trustLevel: 'high',
          accessType: 'free',
        }),
      },
    },
    {
      operation: 'PATCH /api/admin/sources/{id}',
      path: `/api/admin/sources/${ids.source}`,
      init: { method: 'PATCH', ...json({ enabled: true }) },
    },
    {
      operation: 'POST /api/admin/sources/{id}/fetch',
      path: `/api/admin/sources/${ids.source}/fetch`,
      init: { method: 'POST', ...json({}) },
    },
    { operation: 'POST /api/admin/ingest', path: '/api/admin/ingest', init: { method: 'POST', ...json({}) } },
    { operation: 'GET /api/admin/held-items', path: '/api/admin/held-items?reason=undated', init: admin },
    {
      operation: 'POST /api/admin/held-items/{id}/publish',
      path: `/api/admin/held-items/${ids.heldItem}/publish`,
      init: { method: 'POST', ...json({}) },
    },
    { operation: 'GET /api/admin/held-texts', path: '/api/admin/held-texts', init: admin },
    {
      operation: 'POST /api/admin/held-texts/{id}/publish',
      path: `/api/admin/held-texts/${ids.heldText}/publish`,
      init: { method: 'POST', ...json({ summary: 'Summary fr, corrected' }) },
    },
    {
      operation: 'DELETE /api/admin/held-texts/{id}',
      path: `/api/admin/held-texts/${ids.heldToDiscard}`,
      init: { method: 'DELETE', headers: adminJsonHeaders() },
    },
    { operation: 'GET /api/admin/model-work', path: '/api/admin/model-work', init: admin },
    { operation: 'GET /api/admin/settings', path: '/api/admin/settings', init: admin },
    {
      operation: 'PUT /api/admin/settings',
      path: '/api/admin/settings',
      init: { method: 'PUT', ...json({ phone: '+1 555 0100', socialX: 'https://x.com/tidings' }) },
    },
    {
      operation: 'POST /api/admin/translations/translate-missing',
      path: '/api/admin/translations/translate-missing',
      init: { method: 'POST', ...json({ articleId: ids.article }) },
    },
    {
      operation: 'POST /api/thumbnails/generate/{articleId}',
      path: `/api/thumbnails/generate/${ids.article}`,
      init: { method: 'POST', ...json({ forceRegenerate: true }) },
    },
    {
      operation: 'DELETE /api/news/{article}',
      path: `/api/news/${ids.doomed}`,
      init: { method: 'DELETE', headers: adminJsonHeaders() },
    },
  ];

  it('has a valid request for every operation of the document', () => {
    const covered = new Set(validRequests().map((sent) => sent.operation));
    expect(contract.operations().map(key).sort()).toEqual([...covered].sort());
  });

  it('answers every valid request with a success it declares, in the declared shape', async () => {
    for (const sent of validRequests()) {
      // The inbox's message is the one POST /api/contact just left there.
      if (sent.operation === 'PATCH /api/admin/messages/{id}') {
        const inbox = (await (await app.request('/api/admin/messages', admin)).json()) as {
          items: Array<{ id: number }>;
        };
        ids.message = inbox.items[0]!.id;
        sent.path = `/api/admin/messages/${ids.message}`;
      }
      const { status, problems } = await send(app, sent);
      expect(status, `${sent.operation} ${sent.path}`).toBeGreaterThanOrEqual(200);
      expect(status, `${sent.operation} ${sent.path}`).toBeLessThan(300);
      expect(problems).toEqual([]);
    }
  });

  it('answers the refusals in front of every operation as declared: 400, 401, 403, 415', async () => {
    for (const operation of contract.operations()) {
      const method = operation.method;
      const isWrite = method !== 'GET';
      // A path parameter no operation takes (longer than a slug may be, and no id), and one that names the story.
      const badPath = operation.template.replace(/\{[^}]+\}/g, 'x'.repeat(201));
      const path = operation.template.replace(/\{[^}]+\}/g, String(ids.article));
      const needsParam = path !== operation.template;
      const operationKey = key(operation);
      const refusals: Array<[number, RequestInit, string]> = [];
      if (needsParam) {
        refusals.push([400, { method, ...(isWrite ? json({}) : admin) }, badPath]);
      }
      if (contract.isSecured(operation)) {
        const anonymous = { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' };
        refusals.push([
          401,
          { method, headers: anonymous, ...(isWrite ? { body: '{}' } : {}) },
          operation.template,
        ]);
      }
      if (isWrite) {
        const foreign = adminJsonHeaders({ Origin: 'https://elsewhere.example' });
        refusals.push([403, { method, headers: foreign, body: '{}' }, path]);
        // As a client sends it: a DELETE's body is told by its length.
        const form = adminJsonHeaders({
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': '3',
        });
        refusals.push([415, { method, headers: form, body: 'a=1' }, path]);
      }
      for (const [expected, init, target] of refusals) {
        const { status, problems } = await send(app, { operation: operationKey, path: target, init });
        expect(status, `${operationKey} ${target}`).toBe(expected);
        expect(problems).toEqual([]);
      }
    }
  });

  it('answers the refusals of what the request asks for as declared: 400, 404, 409, 413, 415, 422', async () => {
    const png = toDataUrl(await makePng(8, 8));
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const cases: Array<[number, Sent]> = [
      [
        422,
        {
          operation: 'POST /api/admin/sources',
          path: '/api/admin/sources',
          init: {
            method: 'POST',
            ...json({
              name: 'Wren Island Post (home page)',
              feedUrl: `${publisher.origin}/`,
              language: 'en',
              country: 'NZ',
              trustLevel: 'medium',
              accessType: 'free',
            }),
          },
        },
      ],
      [
        422,
        {
          operation: 'POST /api/push/subscriptions',
          path: '/api/push/subscriptions',
          init: {
            method: 'POST',
            ...json(
              {
                endpoint: 'https://169.254.169.254/latest/meta-data',
                keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
                language: 'en',
              },
              { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
            ),
          },
        },
      ],
      [400, { operation: 'GET /api/archive', path: '/api/archive?language=xx' }],
      [400, { operation: 'GET /api/news', path: '/api/news?limit=-1' }],
      [404, { operation: 'GET /api/news/{article}', path: '/api/news/no-such-story' }],
      [404, { operation: 'GET /api/news/{slug}/related', path: '/api/news/no-such-story/related' }],
      [404, { operation: 'GET /api/thumbnails/{articleId}', path: '/api/thumbnails/999999' }],
      [
        404,
        {
          operation: 'PATCH /api/news/{article}',
          path: '/api/news/999999',
          init: { method: 'PATCH', ...json({ article: { isBreaking: false } }) },
        },
      ],
      [
        409,
        {
          operation: 'POST /api/news',
          path: '/api/news',
          init: { method: 'POST', ...json(makeCreatePayload({ slug: 'contract-story' })) },
        },
      ],
      [
        413,
        {
          operation: 'POST /api/contact',
          path: '/api/contact',
          init: {
            method: 'POST',
            ...json(
              { name: 'Ada', email: 'ada@example.org', subject: 'Long', message: 'x'.repeat(40_000) },
              { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
            ),
          },
        },
      ],
      [
        415,
        {
          operation: 'POST /api/news',
          path: '/api/news',
          init: { method: 'POST', ...json(makeCreatePayload({ thumbnail: svg })) },
        },
      ],
      [
        400,
        {
          operation: 'POST /api/news',
          path: '/api/news',
          init: { method: 'POST', ...json(makeCreatePayload({ thumbnail: png.replace(';base64,', ',') })) },
        },
      ],
    ];
    for (const [expected, sent] of cases) {
      const { status, problems } = await send(app, sent);
      expect(status, `${sent.operation} ${sent.path}`).toBe(expected);
      expect(problems).toEqual([]);
    }
  });

  it('answers 429 and 503 on every operation as declared, with Retry-After', async () => {
    // One wrong password is allowed per window: after the second, every request with credentials is refused.
    const strict = RateLimits.inMemory({ ...RATE_LIMITS, failedLogins: { points: 1, durationSeconds: 900 } });
    const guarded = createTestApp(handle.db, { pipeline, rateLimits: strict });
    const wrong = { Authorization: adminAuthHeader('not-the-password'), Origin: TEST_SITE_URL };
    for (let i = 0; i < 2; i++) await guarded.request('/api/admin/sources', { headers: wrong });
    // A guard whose every tick is too late: the server is overloaded from the start.
    const overload = new OverloadGuard(-1);
    const overloaded = createTestApp(handle.db, { pipeline, overload, rateLimits: generousRateLimits() });
    try {
      for (const operation of contract.operations()) {
        const path = operation.template.replace(/\{[^}]+\}/g, String(ids.article));
        const init = { method: operation.method, headers: { ...wrong, 'Content-Type': 'application/json' } };
        const sent = { operation: key(operation), path, init };
        const limited = await send(guarded, sent);
        expect(limited.status, `${sent.operation} with wrong credentials`).toBe(429);
        expect(limited.problems).toEqual([]);
        const busy = await send(overloaded, { ...sent, init: { method: operation.method } });
        expect(busy.status, `${sent.operation} overloaded`).toBe(503);
        expect(busy.problems).toEqual([]);
      }
    } finally {
      overload.stop();
    }
  });
});
