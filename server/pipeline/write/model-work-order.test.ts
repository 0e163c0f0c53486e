import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { startModelServer, type ModelServer } from '#tests/helpers/model-server.ts';
import { newsroomModel } from '#tests/helpers/newsroom-model.ts';
import { testModel } from '#tests/helpers/test-model.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  feedItems,
  ingestRuns,
  parkedModelWork,
  sources,
  storySources,
} from '../../db/schema.ts';
import { PgBossQueue } from '../../jobs/pg-boss-queue.ts';
import { createLogger } from '../../logger.ts';
import { createSafeFetch } from '../fetch/safe-fetch.ts';
import { PIPELINE_TABLE } from '../job-table.ts';
import { DEFAULT_PIPELINE_SETTINGS } from '../pipeline-context.ts';
import { openQueuedRun, QueuedRunTracker, settleQueuedJob } from '../queued-runs.ts';
import { startWorker } from '../run-on-workers.ts';
import { runPipelinePass, type PipelineDeps } from '../run-pipeline.ts';
import { priorityOf } from './model-priority.ts';
import { translateMissing } from './translate-missing.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

/** Reports as a pass finds them once their pages are read: each a different event, in English. */
const REPORTS = {
  ferry: {
    publishedAt: hoursAgo(72),
    title: 'Ferry crossings between Ardmore and Kilbride suspended after engine fault',
    text: 'The ferry operator Western Isles Shipping suspended all crossings between Ardmore and Kilbride on Sunday after an engine fault on its only vessel, the MV Corran. Engineers expect the repairs to take at least four days. Islanders who need to reach the hospital on the mainland can book seats on a chartered plane, the operator said.',
  },
  library: {
    publishedAt: hoursAgo(48),
    title: 'Westbury library to stay open until 10pm on weekdays',
    text: 'The central library in Westbury will stay open until 10pm on weekdays from next month, the city council announced on Tuesday. Council leader Mara Oyelaran said students had asked for a quiet place to study in the evening. The longer hours will cost about 120,000 pounds a year, paid from the culture budget.',
  },
  bakery: {
    publishedAt: hoursAgo(26),
    title: 'Hartley’s recalls 4,000 loaves that do not declare sesame',
    text: 'The regional bakery chain Hartley’s has recalled 4,000 loaves of seeded bread because the packaging does not say that the bread contains sesame. The loaves were sold in 38 shops across the north of the county. Customers can return them for a full refund, the company said on Wednesday.',
  },
  landslide: {
    publishedAt: hoursAgo(1.5),
    title: 'Landslide closes the mountain road between Valdoro and Pienza',
    text: 'A landslide has closed the mountain road between Valdoro and Pienza after two days of heavy rain, the regional roads agency said on Thursday. No vehicles were caught by the falling rocks. Drivers are being sent on a detour of 45 kilometres through the valley while crews clear the road.',
  },
  maternity: {
    publishedAt: hoursAgo(0.7),
    title: 'Northgate General Hospital opens a maternity ward with 24 beds',
    text: 'Northgate General Hospital opened a new maternity ward with 24 beds on Thursday, ending years of transfers to the other hospitals of the city. The ward cost 18 million pounds and will employ 60 midwives. The first baby was born there two hours after it opened, the hospital said.',
  },
} as const;
type Event = keyof typeof REPORTS;
const PUBLISHERS = ['Harbour Daily', 'World Desk'] as const;
type Publisher = (typeof PUBLISHERS)[number];

/** The two publishers' sources (never fetched: their reports arrive read). */
async function addPublishers(db: Database): Promise<Map<Publisher, number>> {
  const ids = new Map<Publisher, number>();
  for (const name of PUBLISHERS) {
    const [source] = await db
      .insert(sources)
      .values({
        name,
        feedUrl: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example/feed.xml`,
        language: 'en',
        country: 'GB',
      })
      .returning({ id: sources.id });
    ids.set(name, source!.id);
  }
  return ids;
}

/** A publisher's report of an event, read and waiting to be placed into a story, as page reads leave it. */
async function arrive(
  db: Database,
  sourceIds: Map<Publisher, number>,
  event: Event,
  publisher: Publisher,
  publishedAt: Date = REPORTS[event].publishedAt,
): Promise<void> {
  const report = REPORTS[event];
  await db.insert(feedItems).values({
    sourceId: sourceIds.get(publisher)!,
    url: `https://${publisher.toLowerCase().replace(/\W+/g, '-')}.example/${event}`,
    title: report.title,
    feedText: report.text.split('. ')[0]!,
    pageText: report.text,
    language: 'en',
    publishedAt,
    state: 'read',
  });
}

/** Each event's story: whether the model wrote it, and the languages it has. */
async function stories(db: Database) {
  const rows = await db
    .select({
      title: storySources.title,
      language: articleTranslations.language,
      model: articleTranslations.model,
      origin: articleTranslations.origin,
    })
    .from(storySources)
    .innerJoin(articleTranslations, eq(articleTranslations.articleId, storySources.articleId));
  const byEvent = (Object.keys(REPORTS) as Event[]).map((event) => {
    const own = rows.filter((r) => r.title === REPORTS[event].title);
    return [
      event,
      {
        written: own.some((r) => r.origin === 'original' && r.model !== null),
        languages: new Set(own.map((r) => r.language)).size,
      },
    ] as const;
  });
  return Object.fromEntries(byEvent.filter(([, story]) => story.languages > 0));
}

/** A pass's edges, with the stand-in model behind a budget of `maxRequests` per pass. */
function passDeps(
  db: Database,
  fetch: ReturnType<typeof createSafeFetch>,
  model: ModelServer,
  maxRequests: number,
): PipelineDeps {
  return {
    db,
    logger: createLogger('silent'),
    fetch,
    now: () => NOW,
    settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0 },
    sleep: () => Promise.resolve(),
    createModel: testModel(model.baseUrl, maxRequests),
  };
}

const localFetch = () =>
  createSafeFetch({
    userAgent: 'TidingsTest/1.0',
    timeoutMs: 2000,
    maxRedirects: 3,
    isAddressAllowed: (address) => address === '127.0.0.1',
  });

describe.each(testDatabaseKinds())('the order of model work on %s', (kind) => {
  let handle: DatabaseHandle;
  let model: ModelServer;
  let fetch: ReturnType<typeof createSafeFetch>;
  let sourceIds: Map<Publisher, number>;

  // No feed is fetched: the reports arrive read, as a pass's fetches and page reads leave them.
  const pass = (maxRequests: number) =>
    runPipelinePass(passDeps(handle.db, fetch, model, maxRequests), {
      trigger: 'command-line',
      sourceIds: [],
    });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    model = await startModelServer(newsroomModel);
    fetch = localFetch();
    sourceIds = await addPublishers(handle.db);
  });
  afterAll(async () => {
    await fetch?.close();
    await model?.close();
    await handle?.close();
  });

  it('leaves a backlog when passes run out of budget: a story written but not translated, two not written', async () => {
    await arrive(handle.db, sourceIds, 'ferry', 'Harbour Daily');
    const first = await pass(1);
    expect(first.counts).toMatchObject({ storiesNew: 1, storiesWritten: 1, translationsNew: 0 });
    await arrive(handle.db, sourceIds, 'library', 'Harbour Daily');
    await arrive(handle.db, sourceIds, 'bakery', 'World Desk');
    const second = await pass(0);
    expect(second.counts).toMatchObject({ storiesNew: 2, storiesWritten: 0 });
    expect(await stories(handle.db)).toEqual({
      ferry: { written: true, languages: 1 },
      library: { written: false, languages: 1 },
      bakery: { written: false, languages: 1 },
    });
    expect(model.requests).toHaveLength(1);
  });

  it('spends a budget only big enough for the new stories on them, and leaves the backlog waiting', async () => {
    await arrive(handle.db, sourceIds, 'landslide', 'Harbour Daily');
    await arrive(handle.db, sourceIds, 'landslide', 'World Desk');
    await arrive(handle.db, sourceIds, 'maternity', 'World Desk');
    const before = model.requests.length;
    // Each text costs two requests: the text, and the model's judgement of its sentences (its accuracy check).
    const result = await pass(2 * 2 * LANGUAGES.length);
    expect(result.counts).toMatchObject({ storiesNew: 2, storiesWritten: 2, modelParked: 0 });
    expect(result.counts.translationsNew).toBe(2 * (LANGUAGES.length - 1));
    expect(model.requests.length - before).toBe(2 * 2 * LANGUAGES.length);
    // Every request was about the new stories: none of the backlog's reports or texts went to the model.
    const asked = model.requests.slice(before).map((r) => r.messages[1]!.content);
    for (const event of ['ferry', 'library', 'bakery'] as const)
      expect(asked.filter((text) => text.includes(REPORTS[event].title.slice(0, 30)))).toEqual([]);
    expect(await stories(handle.db)).toEqual({
      ferry: { written: true, languages: 1 },
      library: { written: false, languages: 1 },
      bakery: { written: false, languages: 1 },
      landslide: { written: true, languages: LANGUAGES.length },
      maternity: { written: true, languages: LANGUAGES.length },
    });
  });

  it('works through the backlog newest first with the budget a pass has left', async () => {
    const before = model.requests.length;
    // No new story: the budget is the backlog's, and it covers the two newest stories' work (and checks).
    const result = await pass(2 * 2 * LANGUAGES.length);
    expect(result.counts).toMatchObject({ storiesNew: 0, storiesWritten: 2, modelParked: 0 });
    expect(model.requests.length - before).toBe(2 * 2 * LANGUAGES.length);
    expect(await stories(handle.db)).toMatchObject({
      bakery: { written: true, languages: LANGUAGES.length },
      library: { written: true, languages: LANGUAGES.length },
      ferry: { written: true, languages: 1 },
    });

    // The next pass goes on with what is left, and then nothing is missing.
    const last = await pass(2000);
    expect(last.counts).toMatchObject({ translationsNew: LANGUAGES.length - 1, modelParked: 0 });
    expect(Object.values(await stories(handle.db))).toEqual(
      Array(5).fill({ written: true, languages: LANGUAGES.length }),
    );
    expect(await handle.db.select().from(parkedModelWork)).toEqual([]);
    const translated = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(articleTranslations)
      .where(and(eq(articleTranslations.origin, 'machine'), isNotNull(articleTranslations.model)));
    expect(translated[0]!.count).toBe(5 * (LANGUAGES.length - 1));
  });

  it('has npm run translate fill the newest articles first, English first', async () => {
    const older = await insertArticle(handle.db, {
      publishedAt: hoursAgo(70),
      translations: [
        {
          language: 'en',
          title: 'Council approves new cycle lanes along the river road',
          summary:
            'The city council approved 6 kilometres of protected cycle lanes along the river road on Monday.',
          content:
            'The city council approved 6 kilometres of protected cycle lanes along the river road on Monday. Work starts in the spring and should take eight months.',
        },
      ],
    });
    const newer = await insertArticle(handle.db, {
      publishedAt: hoursAgo(1),
      originalLanguage: 'ko',
      translations: [
        {
          language: 'ko',
          title: '부산항 신항에 자동화 부두 두 곳 추가 개장',
          summary:
            '부산항만공사는 신항에 자동화 부두 두 곳을 추가로 열었다고 26일 밝혔다. 하역 속도는 기존 부두보다 30% 빨라질 것으로 기대된다.',
          content:
            '부산항만공사는 26일 신항 서쪽에 자동화 부두 두 곳을 추가로 개장했다. 무인 크레인과 자율주행 운반 장비가 컨테이너를 옮기며, 공사는 하역 속도가 기존 부두보다 30% 빨라질 것으로 본다.',
        },
      ],
    });
    const languagesOf = async (articleId: number) =>
      (
        await handle.db
          .select({ language: articleTranslations.language })
          .from(articleTranslations)
          .where(eq(articleTranslations.articleId, articleId))
      )
        .map((t) => t.language)
        .sort();
    // Four requests, as many as translations run at a time: the four that rank highest set theirs aside as they
    // begin, so all four are made, whichever asks first. Their accuracy checks find nothing left of the budget
    // and are made by the rules alone.
    const result = await translateMissing(passDeps(handle.db, fetch, model, 4));
    expect(result).toMatchObject({ asked: 20, parked: 0, stopped: true, translated: 4 });
    expect((await languagesOf(newer.id)).filter((language) => language !== 'ko')).toEqual([
      'de',
      'en',
      'es',
      'ja',
    ]);
    expect(await languagesOf(older.id)).toEqual(['en']);
  });
});

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))('the order of model work on the workers', () => {
  let handle: DatabaseHandle & { url?: string };
  let model: ModelServer;
  let fetch: ReturnType<typeof createSafeFetch>;
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
    model = await startModelServer(newsroomModel);
    fetch = localFetch();
  });
  afterAll(async () => {
    await fetch?.close();
    await model?.close();
    await handle?.close();
  });

  it('takes the write jobs of the most reported and newest stories first, in whatever order they were sent', async () => {
    const { db } = handle;
    const sourceIds = await addPublishers(db);
    // A story two publishers reported three hours ago ranks above one reported half an hour ago by one
    // (each doubling of publishers counts four hours), which ranks above everything older.
    await arrive(db, sourceIds, 'landslide', 'Harbour Daily', hoursAgo(3));
    await arrive(db, sourceIds, 'landslide', 'World Desk', hoursAgo(3));
    await arrive(db, sourceIds, 'maternity', 'World Desk', hoursAgo(1));
    await arrive(db, sourceIds, 'bakery', 'Harbour Daily', hoursAgo(0.5));
    await arrive(db, sourceIds, 'library', 'World Desk', hoursAgo(30));
    // The stories, not written yet (a pass without budget).
    await runPipelinePass(passDeps(db, fetch, model, 0), { trigger: 'command-line', sourceIds: [] });
    const made = await db
      .select({ id: articles.id, publishedAt: articles.publishedAt })
      .from(articles)
      .orderBy(articles.publishedAt);
    expect(made).toHaveLength(4);

    const logger = createLogger('silent');
    const queue = await PgBossQueue.start(handle.url!, PIPELINE_TABLE, logger);
    const tracked = new QueuedRunTracker(db, queue, () => NOW);
    const runId = await openQueuedRun(db, NOW);
    let worker: PgBossQueue<unknown> | undefined;
    try {
      // Oldest first, as the clustering job places them, each with its priority, as it sends them.
      for (const { id } of made)
        await tracked.send(
          'write-story',
          { articleId: id, runId },
          { priority: await priorityOf(db, id, 'write') },
        );
      // Not a pass of feeds: no clustering follows this sender.
      await settleQueuedJob(db, runId, NOW, { reading: false });
      const before = model.requests.length;
      // A worker whose pass may make two requests: the two stories that rank highest are written.
      worker = await startWorker(passDeps(db, fetch, model, 2), handle.url!);
      const deadline = Date.now() + 30_000;
      const status = async () =>
        (await db.select({ status: ingestRuns.status }).from(ingestRuns).where(eq(ingestRuns.id, runId)))[0]!
          .status;
      while ((await status()) === 'running' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(await status()).toBe('finished');
      expect(model.requests.length - before).toBe(2);
      // The two that rank highest are taken first and asked for at once. A written story is also judged
      // sentence by sentence (the accuracy check), with a request from the same budget, so one of the two
      // may spend the second request on its judgement before the other is written: the test asks which
      // stories were written, not whether both were.
      const after = await stories(db);
      const written = Object.keys(after).filter((slug) => after[slug]!.written);
      expect(written.length).toBeGreaterThan(0);
      expect(written.every((slug) => slug === 'landslide' || slug === 'bakery')).toBe(true);
      expect(after).toMatchObject({
        maternity: { written: false, languages: 1 },
        library: { written: false, languages: 1 },
      });
    } finally {
      await worker?.stop();
      await queue.stop();
    }
  }, 60_000);
});
