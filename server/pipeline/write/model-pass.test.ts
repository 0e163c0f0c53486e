import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { parseStructuredContent } from '#common/contracts/structured-content.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import { newsroomModel } from '#tests/helpers/newsroom-model.ts';
import { testModel } from '#tests/helpers/test-model.ts';
import recorded from '../../ai/fixtures/solar-farm-model.json' with { type: 'json' };
import solarFarm from '../../ai/fixtures/solar-farm-stories.json' with { type: 'json' };
import type { DatabaseHandle } from '../../db/client.ts';
import {
  articleRedirects,
  articles,
  articleTranslations,
  ingestRuns,
  parkedModelWork,
  sources,
} from '../../db/schema.ts';
import { getArticle } from '../../news/get-article.ts';
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
        createModel: testModel(model.baseUrl, maxRequests),
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

  /** Requests that judged a text's sentences (the accuracy check), so far. */
  const judgements = () =>
    model.requests.filter((r) => r.messages[0]!.content.includes('fact-checking editor')).length;

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
    expect(await handle.db.select().from(parkedModelWork)).toEqual([]);
    // Each request made a text or judged one (the accuracy check; once the budget is spent, the rules
    // alone check the texts already made).
    expect(limited.counts.storiesWritten + limited.counts.translationsNew + judgements()).toBe(12);
    // The pass's record counts its requests, and /metrics reads them there.
    expect(limited.counts.modelRequests).toBe(12);
    const [record] = await handle.db
      .select({ modelRequests: ingestRuns.modelRequests })
      .from(ingestRuns)
      .where(eq(ingestRuns.id, limited.runId));
    expect(record).toEqual({ modelRequests: 12 });

    const full = await pass(2000);
    const done = await counts();
    // Reasons, were anything parked, show in the failure.
    expect(await handle.db.select({ reason: parkedModelWork.reason }).from(parkedModelWork)).toEqual([]);
    expect(full.counts.modelParked).toBe(0);
    // Every story was written once, and every article is in all 11 languages.
    expect(done.written).toBe(limited.counts.storiesNew);
    expect(done.written + done.machine).toBe(done.articles * LANGUAGES.length);
    expect(done.parked).toBe(0);
    // Every request became a text (no story written twice, no language asked for twice), but for a
    // translation of a story that a merge gave that language meanwhile.
    const made = (r: typeof full) => r.counts.storiesWritten + r.counts.translationsNew;
    const merges = 3;
    expect(model.requests.length).toBeGreaterThanOrEqual(made(limited) + made(full) + judgements());
    expect(model.requests.length).toBeLessThanOrEqual(
      made(limited) + made(full) + judgements() + merges * (LANGUAGES.length - 1),
    );
  }, 120_000);

  it('merges the same story told in four languages into one article, and nothing else', async () => {
    const multilingual = await queryRows<{ languages: string[] }>(
      handle.db,
      sql`select array_agg(distinct language order by language) as languages from story_sources
        group by article_id having count(distinct language) > 1`,
    );
    expect(multilingual).toEqual([{ languages: ['en', 'hi', 'ja', 'ko'] }]);
    // The addresses of the three stories merged away lead to the one that tells the story now.
    const redirects = await handle.db.select().from(articleRedirects);
    expect(redirects).toHaveLength(3);
    for (const redirect of redirects) {
      const found = await getArticle(handle.db, redirect.slug, 'en');
      expect(found.id).toBe(redirect.articleId);
      expect(found.slug).not.toBe(redirect.slug);
      expect(found.sources.map((s) => s.language).sort()).toEqual(['en', 'hi', 'ja', 'ko']);
    }
  });

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
    // A language no report was in: the model's translation of the English story.
    const german = all.find((t) => t.language === 'de')!;
    expect(german).toMatchObject({
      title: recorded.translations.de.title,
      origin: 'machine',
      model: 'translator-1',
      promptVersion: 'translate-article.v1',
      sourceLanguage: 'en',
    });
    expect(parseStructuredContent(german.content)).toEqual(recorded.translations.de.content);
    // A language a merged report was in: the story the model wrote from that report, not a translation.
    const korean = all.find((t) => t.language === 'ko')!;
    expect(korean).toMatchObject({ origin: 'original', model: 'writer-1', sourceLanguage: null });
    expect(korean.title).toBe(solarFarm.stories.ko.title);
  });

  it('parks a translation the model gets wrong twice, with the reason, and a later pass retries nothing parked', async () => {
    // An article that lacks Turkish, and a model that answers Turkish in German.
    const [story] = await handle.db
      .select({ id: articleTranslations.articleId })
      .from(articleTranslations)
      .where(eq(articleTranslations.title, recorded.written.en.title));
    await handle.db
      .delete(articleTranslations)
      .where(and(eq(articleTranslations.articleId, story!.id), eq(articleTranslations.language, 'tr')));
    model.script = (request, index) =>
      /native Turkish news editor/.test(request.messages[0]!.content)
        ? { content: JSON.stringify({ ...recorded.translations.de, title: `Falsch ${index}` }) }
        : newsroomModel(request, index);
    try {
      const before = model.requests.length;
      const result = await pass(2000);
      expect(result.counts.modelParked).toBe(1);
      expect(model.requests.length - before).toBe(2); // asked, then asked again with the reason
      const parked = await handle.db.select().from(parkedModelWork);
      expect(parked).toMatchObject([{ articleId: story!.id, task: 'translate', language: 'tr' }]);
      expect(parked[0]!.reason).toMatch(/must be in Turkish/);
      await pass(2000);
      expect(model.requests.length - before).toBe(2);
    } finally {
      model.script = newsroomModel;
    }
  });
});
