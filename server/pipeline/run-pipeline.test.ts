import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { hasCorpus, startFeedServer, type FeedServer } from '#tests/helpers/feed-server.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  articles,
  articleTranslations,
  feedItems,
  sourceAnalyses,
  sources,
  storySources,
} from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { queryRows } from '../db/query-rows.ts';
import { listNews } from '../news/list-news.ts';
import storyPairs from './stories/fixtures/story-pairs.json' with { type: 'json' };
import { isPublicAddress } from './fetch/is-public-address.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { runPipelinePass, type PassResult } from './run-pipeline.ts';
import { addFeedList } from './sources/add-feed-list.ts';
import { countItemsByState } from './sources/manage-sources.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

type SourceRow = typeof sources.$inferInsert;

describe.each(testDatabaseKinds())('a pipeline pass on %s', (kind) => {
  let handle: DatabaseHandle;
  let server: FeedServer;
  let fetch: ReturnType<typeof createSafeFetch>;
  let first: PassResult;
  const ids: Record<string, number> = {};

  const pass = () =>
    runPipelinePass(
      {
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        now: () => NOW,
        settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0, feedMaxBytes: 2 * 1024 * 1024 },
        sleep: () => Promise.resolve(),
        // As the server and `npm run ingest` run it: the embedded database is this process's alone.
        exclusive: kind === 'pglite',
      },
      { trigger: 'command-line' },
    );

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    server = await startFeedServer({ now: NOW, slowMs: 2500, corpusImageEvery: 0 });
    // The tests' own server is on 127.0.0.1; every other private address stays refused.
    fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0 (+http://localhost/en/about)',
      timeoutMs: 1000,
      maxRedirects: 3,
      isAddressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
    });
    const add = async (
      key: string,
      row: Omit<SourceRow, 'feedUrl' | 'country'> & { path: string; country?: string },
    ) => {
      const { path, ...rest } = row;
      const [inserted] = await handle.db
        .insert(sources)
        .values({ country: 'GB', ...rest, feedUrl: `${server.origin}${path}` })
        .returning({ id: sources.id });
      ids[key] = inserted!.id;
    };
    await add('harbour', {
      name: 'Harbour Daily',
      path: '/newsroom/harbour-daily.xml',
      language: 'en',
      trustLevel: 'high',
    });
    await add('coastal', {
      name: 'Coastal Herald',
      path: '/newsroom/coastal-herald.xml',
      language: 'en',
      trustLevel: 'medium',
      accessType: 'subscription',
    });
    await add('desk', { name: 'World Desk', path: '/newsroom/world-desk.xml', language: 'detect' });
    await add('server-error', { name: 'Broken', path: '/fail/500', language: 'en' });
    await add('slow', { name: 'Slow', path: '/fail/slow', language: 'en' });
    await add('private', { name: 'Sneaky', path: '/fail/redirect-private', language: 'en' });
    await add('metadata', { name: 'Metadata', path: '/fail/redirect-metadata', language: 'en' });
    await add('loop', { name: 'Loop', path: '/fail/redirect-loop', language: 'en' });
    await add('huge', { name: 'Huge', path: '/fail/huge', language: 'en' });
    await add('bomb', { name: 'Bomb', path: '/fail/gzip-bomb', language: 'en' });
    await add('not-a-feed', { name: 'Home page', path: '/fail/not-a-feed', language: 'en' });
    await add('gone', { name: 'Gone', path: '/fail/404', language: 'en' });
    await add('wrong-charset', {
      name: 'Jornal da Serra',
      path: '/fail/wrong-charset',
      language: 'pt',
      country: 'PT',
    });
    await add('disabled', { name: 'Off', path: '/newsroom/never.xml', language: 'en', enabled: false });
    if (hasCorpus) {
      await add('euc-kr', {
        name: 'ACN Newswire',
        path: '/corpus/ko-acnnewswire-rss2-euckr.xml',
        language: 'ko',
        country: 'KR',
      });
      await add('shift-jis', {
        name: '10e.org',
        path: '/corpus/ja-10e-org-rdf-shiftjis.xml',
        language: 'ja',
        country: 'JP',
      });
      await add('latin1', {
        name: 'UOL',
        path: '/corpus/pt-uol-noticias-rss2.xml',
        language: 'pt',
        country: 'BR',
      });
      await add('mojibake', {
        name: 'Spiegel',
        path: '/corpus/de-spiegel-online-rss2-mojibake.xml',
        language: 'de',
        country: 'DE',
      });
    }
    first = await pass();
  }, 120_000);

  afterAll(async () => {
    await fetch?.close();
    await server?.close();
    await handle?.close();
  });

  /** The article each feed item became, by the item's title. */
  const articleOfTitle = async () => {
    const rows = await handle.db
      .select({ title: storySources.title, articleId: storySources.articleId })
      .from(storySources);
    return new Map(rows.map((r) => [r.title, r.articleId]));
  };

  it('merges the same event told by two publishers and keeps look-alike events apart', async () => {
    const articleOf = await articleOfTitle();
    const decided = storyPairs.pairs
      .filter((p) => p.language === 'en')
      .map((pair) => ({ pair, merged: articleOf.get(pair.a.title) === articleOf.get(pair.b.title) }));
    for (const { pair } of decided) {
      expect(articleOf.get(pair.a.title), pair.a.title).toBeDefined();
      expect(articleOf.get(pair.b.title), pair.b.title).toBeDefined();
    }
    const mergedLookAlikes = decided.filter((d) => !d.pair.same && d.merged).map((d) => d.pair.b.title);
    expect(mergedLookAlikes).toEqual([]);
    const same = decided.filter((d) => d.pair.same);
    const missed = same.filter((d) => !d.merged).map((d) => d.pair.b.title);
    expect(same.length - missed.length, `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(
      Math.ceil(same.length * 0.9),
    );
  });

  it('publishes each story once, in its language, with all its sources and the lead source in the source box', async () => {
    const articleOf = await articleOfTitle();
    const bank = articleOf.get('Bank of England raises interest rates to 5.25%')!;
    const reports = await handle.db
      .select()
      .from(storySources)
      .where(eq(storySources.articleId, bank))
      .orderBy(asc(storySources.publishedAt));
    expect(reports.map((r) => r.publisher)).toEqual(['Harbour Daily', 'Coastal Herald']);
    const [article] = await handle.db.select().from(articles).where(eq(articles.id, bank));
    // Nothing in the feed or the URL names a section; its words (interest rates, a central bank) say economy.
    expect(article).toMatchObject({ originalLanguage: 'en', category: 'economy', country: 'GB' });
    expect(article!.slug).toBe('bank-of-england-raises-interest-rates-to-5-25');
    const [box] = await handle.db.select().from(sourceAnalyses).where(eq(sourceAnalyses.articleId, bank));
    expect(box).toMatchObject({ organizationName: 'Harbour Daily', trustLevel: 'high', accessType: 'free' });
    const [translation] = await handle.db
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, bank));
    expect(translation).toMatchObject({
      language: 'en',
      title: 'Bank of England raises interest rates to 5.25%',
    });
    expect(translation!.summary).toMatch(/5\.25%/);

    const counts = await handle.db
      .select({ articleId: storySources.articleId, n: sql<number>`count(*)::int` })
      .from(storySources)
      .groupBy(storySources.articleId);
    const [{ total } = { total: 0 }] = await handle.db
      .select({ total: sql<number>`count(*)::int` })
      .from(articles);
    expect(counts.length).toBe(total);
    expect(first.counts.storiesNew).toBe(total);
    // Every item reached a story; nothing waits halfway.
    const [{ reportCount } = { reportCount: 0 }] = await handle.db
      .select({ reportCount: sql<number>`count(*)::int` })
      .from(storySources);
    expect(await countItemsByState(handle.db)).toMatchObject({
      new: 0,
      read: 0,
      failed: 0,
      clustered: reportCount,
    });
    expect(first.counts.storiesMerged).toBe(counts.reduce((sum, c) => sum + c.n - 1, 0));
  });

  it('reads pages: detects each item’s language, keeps their text, pictures and paywall hint, and no markup', async () => {
    const rows = await handle.db
      .select({
        language: feedItems.language,
        pageText: feedItems.pageText,
        articleId: feedItems.articleId,
        paywalled: feedItems.isPaywalled,
      })
      .from(feedItems)
      .where(eq(feedItems.sourceId, ids.desk!));
    expect(rows.map((r) => r.language).sort()).toEqual(['en', 'hi', 'ja', 'ko']);
    for (const row of rows) {
      expect(row.pageText).toBeTruthy();
      expect(row.pageText).not.toMatch(/<|window\.tracker|Most read|Another story|© Test Publisher/);
    }
    expect(rows.find((r) => r.language === 'ja')!.paywalled).toBe(true);
    const japanese = rows.find((r) => r.language === 'ja')!.articleId!;
    const [box] = await handle.db.select().from(sourceAnalyses).where(eq(sourceAnalyses.articleId, japanese));
    expect(box!.accessType).toBe('paywall');
    // Each desk story got its own picture from og:image, stored through the image pipeline.
    const pictured = await handle.db
      .select({ imageId: articles.imageId })
      .from(articles)
      .where(
        sql`${articles.id} in (${sql.join(
          rows.map((r) => sql`${r.articleId}`),
          sql`, `,
        )})`,
      );
    expect(pictured.every((p) => p.imageId !== null)).toBe(true);
  });

  it('records every failure on its source with its reason, and the other sources still publish', async () => {
    const byKey = async (key: string) =>
      (await handle.db.select().from(sources).where(eq(sources.id, ids[key]!)))[0]!;
    expect(await byKey('server-error')).toMatchObject({
      lastStatus: 'failed',
      lastHttpStatus: 500,
      consecutiveFailures: 1,
    });
    expect((await byKey('slow')).lastError).toMatch(/^timeout/);
    expect((await byKey('private')).lastError).toMatch(/^private-address: 10\.1\.2\.3/);
    expect((await byKey('metadata')).lastError).toMatch(/^private-address: 169\.254\.169\.254/);
    expect((await byKey('loop')).lastError).toMatch(/^too-many-redirects/);
    expect((await byKey('huge')).lastError).toMatch(/^too-large/);
    expect((await byKey('bomb')).lastError).toMatch(/^too-large/);
    expect((await byKey('not-a-feed')).lastError).toMatch(/^not a feed/);
    expect(await byKey('gone')).toMatchObject({ lastHttpStatus: 404, lastStatus: 'failed' });
    expect((await byKey('disabled')).lastFetchedAt).toBeNull();
    expect(await byKey('harbour')).toMatchObject({
      lastStatus: 'ok',
      lastError: null,
      consecutiveFailures: 0,
    });
    expect(first.counts.feedsFailed).toBe(9);
    expect(first.status).toBe('finished');
    expect(server.requests.some((r) => r.includes('10.1.2.3'))).toBe(false);
  });

  it('decodes every charset: a wrong UTF-8 label over Latin-1 bytes, and the legacy corpus feeds', async () => {
    const titles = (
      await handle.db.select({ title: feedItems.title, sourceId: feedItems.sourceId }).from(feedItems)
    ).map((r) => r.title);
    expect(titles).toContain('Câmara aprova ampliação das ciclovias em São João');
    if (!hasCorpus) return;
    expect(titles.some((t) => /JCB가 China UnionPay와/.test(t))).toBe(true);
    expect(titles).toContain('いろいろちょっと待ってネ。');
    expect(titles.some((t) => t.startsWith('Ibope: Bolsonaro perde de Haddad'))).toBe(true);
    expect(titles.some((t) => t.startsWith('Polizeieinsatz in Kölner Silvesternacht'))).toBe(true);
    for (const title of titles) expect(title).not.toMatch(/Ã[\u0080-\u00BF]|â€|\uFFFD/);
  });

  // A PostgreSQL server's autovacuum analyzes on its own time; the embedded database has only what a pass takes.
  if (kind === 'pglite') {
    it('leaves the embedded database statistics of what it added', async () => {
      const [stats] = await queryRows<{ rows: number; counted: number }>(
        handle.db,
        sql`select (select reltuples::int from pg_class where relname = 'articles') as rows,
                   (select count(*)::int from articles) as counted`,
      );
      expect(stats!.counted).toBeGreaterThan(10);
      expect(stats!.rows).toBe(stats!.counted);
    });
  }

  it('adds nothing on a second pass: feeds answer 304 and known items are skipped', async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    const requestsBefore = server.requests.length;
    const second = await pass();
    expect(second.counts).toMatchObject({ itemsNew: 0, storiesNew: 0, storiesMerged: 0 });
    expect(second.counts.feedsNotModified).toBe(first.counts.feeds - first.counts.feedsFailed);
    const after = await handle.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    expect(after).toEqual(before);
    // Only the feeds were asked for again: no page, no picture.
    expect(
      server.requests
        .slice(requestsBefore)
        .every((r) => r.startsWith('/newsroom/') || r.startsWith('/corpus/') || r.startsWith('/fail/')),
    ).toBe(true);
  });

  it('lists an article on a language’s pages only when it exists in that language or in English', async () => {
    const rows = await handle.db
      .select({ articleId: feedItems.articleId, language: feedItems.language })
      .from(feedItems)
      .where(eq(feedItems.sourceId, ids.desk!));
    const japanese = rows.find((r) => r.language === 'ja')!.articleId!;
    const inJapanese = await listNews(handle.db, { language: 'ja', limit: 100, offset: 0 });
    const inVietnamese = await listNews(handle.db, { language: 'vi', limit: 100, offset: 0 });
    expect(inJapanese.map((a) => a.id)).toContain(japanese);
    expect(inVietnamese.map((a) => a.id)).not.toContain(japanese);
  });
});

describe.each(testDatabaseKinds())('a one-off pass over a feed list on %s', (kind) => {
  it('adds its feeds as sources that take the feed’s own name and are left out of scheduled passes', async () => {
    const handle = await openTestDatabase(kind);
    const server = await startFeedServer({ now: NOW, corpusImageEvery: 0 });
    const fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0',
      timeoutMs: 2000,
      maxRedirects: 3,
      isAddressAllowed: (address) => address === '127.0.0.1',
    });
    try {
      const [id, deskId] = await addFeedList(handle.db, [
        `${server.origin}/newsroom/harbour-daily.xml`,
        `${server.origin}/newsroom/world-desk.xml`,
      ]);
      const result = await runPipelinePass(
        {
          db: handle.db,
          logger: createLogger('silent'),
          fetch,
          now: () => NOW,
          settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0 },
        },
        { trigger: 'command-line', sourceIds: [id!] },
      );
      expect(result.counts.storiesNew).toBeGreaterThan(10);
      const [source] = await handle.db.select().from(sources).where(eq(sources.id, id!));
      expect(source).toMatchObject({
        name: 'Harbour Daily',
        origin: 'command-line',
        enabled: false,
        language: 'detect',
        lastStatus: 'ok',
        // Neither its URL nor its title names a section: a general feed.
        section: null,
      });
      // A feed whose URL names its section is a section feed from the start.
      const [desk] = await handle.db.select().from(sources).where(eq(sources.id, deskId!));
      expect(desk!.section).toBe('world');
      const [box] = await handle.db.select().from(sourceAnalyses).limit(1);
      expect(box!.organizationName).toBe('Harbour Daily');
    } finally {
      await fetch.close();
      await server.close();
      await handle.close();
    }
  });
});
