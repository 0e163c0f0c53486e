import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/languages.ts';
import { parseStructuredContent } from '../../../common/contracts/structured-content.ts';
import { openTestDatabase, testDatabaseKinds } from '../../../tests/helpers/test-database.ts';
import { startFeedServer, type FeedServer } from '../../../tests/helpers/feed-server.ts';
import { startModelServer, type ModelServer } from '../../../tests/helpers/model-server.ts';
import { newsroomModel } from '../../../tests/helpers/newsroom-model.ts';
import recorded from '../../ai/fixtures/solar-farm-model.json' with { type: 'json' };
import { RequestBudget } from '../../ai/language-model.ts';
import { OpenAiChatModel } from '../../ai/openai-chat-model.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { articles, articleTranslations, parkedModelWork, sources } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { createSafeFetch } from '../fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from '../pipeline-context.ts';
import { runPipelinePass } from '../run-pipeline.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

describe.each(testDatabaseKinds())('a pass with a model on %s', (kind) => {
  let handle: DatabaseHandle;
  let feeds: FeedServer;
  let model: ModelServer;
  let fetch: ReturnType<typeof createSafeFetch>;

  const pass = (maxRequests: number) =>
    runPipelinePass(
      {
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        now: () => NOW,
        settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0 },
        sleep: () => Promise.resolve(),
        createModel: () =>
          new OpenAiChatModel(
            {
              baseUrl: model.baseUrl,
              apiKey: undefined,
              model: 'writer-1',
              translationModel: 'translator-1',
              maxRequestsPerPass: maxRequests,
              timeoutMs: 5000,
            },
            new RequestBudget(maxRequests),
          ),
      },
      { trigger: 'command-line' },
    );

  const counts = async () =>
    (
      await handle.db
        .select({
          articles: sql<number>`(select count(*)::int from ${articles})`,
          written: sql<number>`(select count(*)::int from ${articleTranslations} where ${articleTranslations.origin} = 'original' and ${articleTranslations.model} is not null)`,
          machine: sql<number>`(select count(*)::int from ${articleTranslations} where ${articleTranslations.origin} = 'machine')`,
          parked: sql<number>`(select count(*)::int from ${parkedModelWork})`,
        })
        .from(sql`(select 1) as one`)
    )[0]!;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    feeds = await startFeedServer({ now: NOW, corpusImageEvery: 0 });
    model = await startModelServer(newsroomModel);
    fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0',
      timeoutMs: 2000,
      maxRedirects: 3,
      isAddressAllowed: (address) => address === '127.0.0.1',
    });
    await handle.db.insert(sources).values([
      {
        name: 'Harbour Daily',
        feedUrl: `${feeds.origin}/newsroom/harbour-daily.xml`,
        // The test newsroom's pairs are in six languages.
        language: 'detect',
        country: 'GB',
        trustLevel: 'high',
      },
      {
        name: 'World Desk',
        feedUrl: `${feeds.origin}/newsroom/world-desk.xml`,
        language: 'detect',
        country: 'GB',
      },
    ]);
  });
  afterAll(async () => {
    await fetch?.close();
    await model?.close();
    await feeds?.close();
    await handle?.close();
  });

  it('stops model work at the budget, parks nothing, and the next pass finishes it', async () => {
    const limited = await pass(12);
    expect(limited.status).toBe('finished');
    expect(model.requests).toHaveLength(12);
    const after = await counts();
    expect(await handle.db.select().from(parkedModelWork)).toEqual([]);
    expect(after.written + after.machine).toBe(12);
    expect(limited.counts.storiesWritten + limited.counts.translationsNew).toBe(12);

    const full = await pass(2000);
    const done = await counts();
    // Reasons, were anything parked, show in the failure.
    expect(await handle.db.select({ reason: parkedModelWork.reason }).from(parkedModelWork)).toEqual([]);
    expect(full.counts.modelParked).toBe(0);
    expect(done).toEqual({
      articles: after.articles,
      written: after.articles,
      machine: after.articles * (LANGUAGES.length - 1),
      parked: 0,
    });
    // Each story written once and translated once into each other language: no request wasted.
    expect(model.requests).toHaveLength(after.articles * LANGUAGES.length);
  }, 120_000);

  it('stores the written story in the spec’s sections and each translation with how it was made', async () => {
    const [english] = await handle.db
      .select({
        articleId: articleTranslations.articleId,
        row: articleTranslations,
        category: articles.category,
      })
      .from(articleTranslations)
      .innerJoin(articles, eq(articles.id, articleTranslations.articleId))
      .where(
        and(eq(articleTranslations.language, 'en'), eq(articleTranslations.title, recorded.written.en.title)),
      );
    expect(english).toBeDefined();
    expect(english!.category).toBe('environment');
    expect(english!.row).toMatchObject({
      origin: 'original',
      model: 'writer-1',
      promptVersion: 'write-story.v1',
      sourceLanguage: null,
      summary: recorded.written.en.summary,
    });
    expect(parseStructuredContent(english!.row.content)).toEqual(recorded.written.en.content);
    expect(english!.row.machineAt).toEqual(NOW);

    const all = await handle.db
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, english!.articleId));
    expect(all.map((t) => t.language).sort()).toEqual([...LANGUAGES].sort());
    const korean = all.find((t) => t.language === 'ko')!;
    expect(korean).toMatchObject({
      title: recorded.translations.ko.title,
      origin: 'machine',
      model: 'translator-1',
      promptVersion: 'translate-article.v1',
      sourceLanguage: 'en',
    });
    expect(parseStructuredContent(korean.content)).toEqual(recorded.translations.ko.content);
  });
});
