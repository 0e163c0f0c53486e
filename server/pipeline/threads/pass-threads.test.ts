import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { testFeedFetch } from '#tests/helpers/test-feed-fetch.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { feedItems, sources } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { DEFAULT_PIPELINE_SETTINGS } from '../pipeline-context.ts';
import { createInProcessPipeline } from '../run-pipeline.ts';
import { RunTally } from '../run-tally.ts';
import { inlinePassWork, type PassWork } from './pass-steps.ts';
import { PassThreads } from './pass-threads.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const bytes = (text: string) => new TextEncoder().encode(text);

const PAGE = `<!doctype html><html lang="en"><head><title>Harbour reopens</title>
<meta property="og:image" content="/img/harbour.jpg"></head><body><nav>Home · World · Sport</nav>
<article><h1>Harbour reopens after the storm</h1>${'<p>The harbour reopened on Tuesday after crews cleared the debris the storm left along the quay, and the first ferries sailed at noon.</p>'.repeat(4)}</article>
<footer>© Harbour Daily</footer></body></html>`;

describe('PassThreads (a pass’s CPU steps in a thread beside the web process’s main thread)', () => {
  const threads = new PassThreads();
  afterAll(() => threads.close());

  it('reads a page in the thread as the job reads it inline', async () => {
    const item = {
      page: { body: bytes(PAGE), contentType: 'text/html; charset=utf-8', url: 'https://harbour.test/a' },
      title: 'Harbour reopens',
      feedText: 'The harbour reopened.',
      languageHint: null,
      sourceLanguage: 'detect',
    };
    const inThread = await threads.run('readFetchedPage', item);
    expect(inThread).toEqual(await inlinePassWork.run('readFetchedPage', item));
    expect(inThread.pageText).toContain('first ferries sailed at noon');
    expect(inThread.imageUrl).toBe('https://harbour.test/img/harbour.jpg');
    expect(inThread.language).toBe('en');
  }, 120_000); // the first step waits for the thread to start and load the pipeline's modules

  it('reads a feed in the thread into items, as the job reads it inline, and tells a document that is no feed apart from an error', async () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Daily</title>
      <item><title>Harbour <b>reopens</b></title><link>/a</link><description><![CDATA[<p>It reopened on Tuesday.</p>]]></description></item>
      </channel></rss>`;
    const source = {
      language: null,
      feedUrl: 'https://harbour.test/feed.xml',
      repeatedPhrases: [],
      personalVoice: null,
    };
    const feed = {
      body: bytes(rss),
      contentType: 'application/rss+xml',
      url: 'https://harbour.test/feed.xml',
      fetchedAt: NOW,
      source,
    };
    const reading = await threads.run('readFeedDocument', feed);
    expect(reading).toEqual(await inlinePassWork.run('readFeedDocument', feed));
    expect(reading).toMatchObject({
      feed: { title: 'Harbour Daily' },
      entryCount: 1,
      items: [
        { url: 'https://harbour.test/a', title: 'Harbour reopens', feedText: 'It reopened on Tuesday.' },
      ],
    });
    expect(
      await threads.run('readFeedDocument', {
        ...feed,
        body: bytes('<html><body>Not a feed</body></html>'),
        contentType: 'text/html',
      }),
    ).toHaveProperty('notAFeed');
  });

  it('works out reports’ features in the thread as clustering does inline', async () => {
    const reports = [
      {
        title: 'Harbour reopens after the storm',
        lead: 'Harbour Daily — The harbour of Kelso reopened on Tuesday after crews cleared 40 tonnes of debris.',
        language: 'en',
        repeatedPhrases: [],
        sourceName: 'Harbour Daily',
      },
    ];
    const [inThread] = await threads.run('reportFeatures', reports);
    expect(inThread).toEqual((await inlinePassWork.run('reportFeatures', reports))[0]);
    expect(inThread!.anchors).toContain('kelso');
    expect(inThread!.anchors).not.toContain('harbour daily');
    expect(inThread!.minhash).toBeInstanceOf(Uint32Array);
  });

  it('fails a step with the error thrown in the thread, and keeps working after it', async () => {
    await expect(threads.run('noSuchStep' as 'readFeedDocument', {} as never)).rejects.toThrow(
      /not a function/,
    );
    const item = {
      page: null,
      title: 'Hafen',
      feedText: 'Der Hafen ist wieder offen.',
      languageHint: null,
      sourceLanguage: 'de',
    };
    expect(await threads.run('readFetchedPage', item)).toMatchObject({ pageText: null, language: 'de' });
  });
});

describe('the pass’s jobs run their CPU steps where the pipeline’s deps say', () => {
  let handle: DatabaseHandle;
  let origin = '';
  // A publisher on 127.0.0.1: a feed of two items and their pages.
  const publisher = http.createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Daily</title>
        <item><title>Harbour reopens</title><link>${origin}/a</link><description>It reopened.</description>
        <pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate></item>
        <item><title>Ferries sail again</title><link>${origin}/b</link><description>They sail.</description>
        <pubDate>Tue, 24 Nov 2026 11:00:00 GMT</pubDate></item></channel></rss>`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  const threads = new PassThreads();
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await new Promise<void>((resolve) => publisher.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(publisher.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(async () => {
    await threads.close();
    await new Promise((resolve) => publisher.close(resolve));
    await handle?.close();
  });

  it('parses the feed, reads each new item’s page, and works out features and tells the story through deps.passWork', async () => {
    const [source] = await handle.db
      .insert(sources)
      .values({
        name: 'Harbour Daily',
        feedUrl: `${origin}/feed.xml`,
        language: 'en',
        country: 'GB',
        trustLevel: 'high',
      })
      .returning({ id: sources.id });
    const steps: string[] = [];
    const passWork: PassWork = {
      run: (step, input) => {
        steps.push(step);
        return threads.run(step, input);
      },
    };
    const deps = {
      db: handle.db,
      logger: createLogger('silent'),
      fetch: testFeedFetch,
      now: () => NOW,
      settings: { ...DEFAULT_PIPELINE_SETTINGS, maxAgeDays: 0 },
      sleep: () => Promise.resolve(),
      exclusive: true,
      passWork,
    };
    const { queue } = createInProcessPipeline(deps, new RunTally(handle.db, null));
    await queue.send('fetch-feed', { sourceId: source!.id });
    await queue.drain();
    const items = await handle.db.select().from(feedItems).where(eq(feedItems.sourceId, source!.id));
    expect(items).toHaveLength(2);
    expect(steps.filter((step) => step === 'readFeedDocument')).toHaveLength(1);
    expect(steps.filter((step) => step === 'readFetchedPage')).toHaveLength(items.length);
    expect(items.every((item) => item.state === 'read' && item.language === 'en')).toBe(true);
    expect(items.every((item) => item.pageText?.includes('first ferries sailed at noon'))).toBe(true);

    // Each story is told from its reports in the thread.
    await queue.send('cluster-stories', {});
    await queue.drain();
    expect(steps.filter((step) => step === 'reportFeatures').length).toBeGreaterThan(0);
    const placed = await handle.db.select().from(feedItems).where(eq(feedItems.sourceId, source!.id));
    expect(placed.map((item) => item.state)).toEqual(['clustered', 'clustered']);
    const stories = new Set(placed.map((item) => item.articleId));
    expect(steps.filter((step) => step === 'composeCheckedStory')).toHaveLength(stories.size);
  }, 120_000);
});
