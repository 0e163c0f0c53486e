import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import {
  adminAuthHeader,
  adminJsonHeaders,
  createTestApp,
  TEST_SITE_URL,
} from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { PipelineControl } from '../pipeline/pipeline-runner.ts';
import { parkModelWork } from '../pipeline/write/park-model-work.ts';
import type { ModelWork } from '#common/contracts/translations.ts';

describe.each(testDatabaseKinds())('the model’s work in the admin on %s', (kind) => {
  let handle: DatabaseHandle;
  const asked: Array<number[] | undefined> = [];
  let translating = false;
  const control = (modelConfigured: boolean): PipelineControl => ({
    start: () => true,
    isRunning: () => false,
    intervalMinutes: null,
    modelConfigured,
    translateMissing: (ids) => {
      if (translating) return false;
      asked.push(ids);
      return true;
    },
    isTranslating: () => translating,
  });
  let articleId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    articleId = (await insertArticle(handle.db, { slug: 'parked-story', category: 'world' })).id;
    await parkModelWork(
      handle.db,
      articleId,
      'translate',
      'ko',
      'the numbers 12000 of the source are missing',
      new Date('2026-11-24T10:00:00Z'),
    );
    await parkModelWork(
      handle.db,
      articleId,
      'translate',
      'ko',
      'the text must be in Korean, but it reads as Japanese',
      new Date('2026-11-24T11:00:00Z'),
    );
  });
  afterAll(() => handle.close());

  const post = (
    app: ReturnType<typeof createTestApp>,
    body: unknown,
    headers: Record<string, string> = adminJsonHeaders(),
  ) =>
    app.request('/api/admin/translations/translate-missing', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });

  it('lists parked work with its latest reason, for the admin only', async () => {
    const app = createTestApp(handle.db, { pipeline: control(true) });
    expect((await app.request('/api/admin/model-work')).status).toBe(401);
    const response = await app.request('/api/admin/model-work', {
      headers: { Authorization: adminAuthHeader() },
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as ModelWork).toEqual({
      modelConfigured: true,
      translating: false,
      parked: [
        {
          articleId,
          slug: 'parked-story',
          task: 'translate',
          language: 'ko',
          reason: 'the text must be in Korean, but it reads as Japanese',
          parkedAt: '2026-11-24T11:00:00.000Z',
        },
      ],
    });
  });

  it('starts translating one article or all, once at a time, and says so when no model is configured', async () => {
    const app = createTestApp(handle.db, { pipeline: control(true) });
    expect((await post(app, { articleId })).status).toBe(202);
    expect((await post(app, {})).status).toBe(202);
    expect(asked).toEqual([[articleId], undefined]);
    translating = true;
    const busy = await post(app, {});
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ message: 'Translations are already being made' });
    translating = false;

    expect((await post(app, { articleId: 'seven' })).status).toBe(400);
    expect(
      (await post(app, {}, { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' } as never)).status,
    ).toBe(401);

    const without = await post(createTestApp(handle.db, { pipeline: control(false) }), {});
    expect(without.status).toBe(409);
    expect(await without.json()).toMatchObject({
      message: 'No model is configured: set AI_BASE_URL and AI_MODEL',
    });
  });
});
