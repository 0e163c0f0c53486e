import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import {
  adminAuthHeader,
  adminJsonHeaders,
  createTestApp,
  TEST_SITE_URL,
} from '#tests/helpers/test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { articles, articleTranslations, feedItems, sources, storySources } from '../db/schema.ts';
import type { HeldItemPage, HeldReason, PublishedHeldItem } from '#common/contracts/held-items.ts';
import type { PipelineControl } from './pipeline-runner.ts';

const FERRY_TEXT =
  'The harbour board voted on Tuesday to restore the night ferry between Port Ellery and Wren Island from March. ' +
  'The service was cut two years ago when fuel costs doubled and passenger numbers fell below forty a crossing. ' +
  'Islanders collected more than three thousand signatures asking for its return, citing hospital visits and late shifts on the mainland. ' +
  'The board said a smaller, electric vessel would make the crossing four times a night at half the former cost.';

describe.each(testDatabaseKinds())('held items API on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let sourceId: number;
  const pictures: Array<[number, string]> = [];
  const titleCards: number[] = [];
  const pipeline: PipelineControl = {
    start: () => false,
    isRunning: () => false,
    intervalMinutes: null,
    modelConfigured: false,
    translateMissing: () => false,
    isTranslating: () => false,
    fetchImage: (articleId, imageUrl) => pictures.push([articleId, imageUrl]),
  };

  let counter = 0;
  const insertItem = async (item: {
    title: string;
    feedText?: string;
    pageText?: string | null;
    state?: 'read' | 'held' | 'clustered';
    reason?: HeldReason | null;
    publishedAt?: Date;
    imageUrl?: string | null;
    language?: string | null;
  }) => {
    counter++;
    const [row] = await handle.db
      .insert(feedItems)
      .values({
        sourceId,
        url: `https://ellery-gazette.example/news/${counter}`,
        title: item.title,
        feedText: item.feedText ?? '',
        pageText: item.pageText ?? null,
        state: item.state ?? 'held',
        heldReason: item.state && item.state !== 'held' ? null : (item.reason ?? 'title-only'),
        publishedAt: item.publishedAt ?? new Date(Date.UTC(2026, 10, 20, counter)),
        imageUrl: item.imageUrl ?? null,
        language: item.language === undefined ? 'en' : item.language,
        categories: ['Transport'],
      })
      .returning({ id: feedItems.id });
    return row!.id;
  };
  const list = async (query = '') =>
    (await (
      await app.request(`/api/admin/held-items${query}`, { headers: { Authorization: adminAuthHeader() } })
    ).json()) as HeldItemPage;
  const publish = (id: number) =>
    app.request(`/api/admin/held-items/${id}/publish`, {
      method: 'POST',
      headers: adminJsonHeaders(),
      body: '{}',
    });

  let ferry: number;
  let listing: number;
  let titleOnly: number;
  let bareTitle: number;
  let readItem: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db, { pipeline, onArticleChanged: (id) => titleCards.push(id) });
    const [source] = await handle.db
      .insert(sources)
      .values({
        name: 'Ellery Gazette',
        feedUrl: 'https://ellery-gazette.example/rss',
        language: 'en',
        country: 'nz',
        trustLevel: 'high',
      })
      .returning({ id: sources.id });
    sourceId = source!.id;
    // Oldest first: the list shows them the other way round.
    titleOnly = await insertItem({
      title: 'Wren Island ferry: what we know',
      feedText: 'Wren Island ferry: what we know',
    });
    bareTitle = await insertItem({ title: 'Live: council meeting', feedText: '' });
    listing = await insertItem({
      title: 'Sport',
      feedText: 'Results | Fixtures | Tables | Transfers | Podcasts',
      reason: 'not-a-story',
      language: null,
    });
    ferry = await insertItem({
      title: 'Night ferry to Wren Island returns in March',
      feedText: 'The harbour board voted to restore the night ferry…',
      pageText: `${FERRY_TEXT}\n\n   ${FERRY_TEXT}`,
      reason: 'undated',
      imageUrl: 'https://ellery-gazette.example/img/ferry.jpg',
    });
    readItem = await insertItem({ title: 'Harbour dues rise', feedText: FERRY_TEXT, state: 'read' });
  });
  afterAll(async () => handle.close());

  it('needs the admin for both calls', async () => {
    expect((await app.request('/api/admin/held-items')).status).toBe(401);
    const refused = await app.request(`/api/admin/held-items/${ferry}/publish`, {
      method: 'POST',
      headers: { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'unauthorized' });
    // Nothing was published by the refused call.
    const [item] = await handle.db.select().from(feedItems).where(eq(feedItems.id, ferry));
    expect(item).toMatchObject({ state: 'held', articleId: null });
  });

  it('lists held items newest first, with the count for each reason and a preview of their text', async () => {
    const page = await list();
    expect(page).toMatchObject({
      total: 4,
      counts: { 'title-only': 2, 'not-a-story': 1, 'not-news': 0, undated: 1 },
      page: 1,
      pageSize: 50,
    });
    // Items that are not held are not listed.
    expect(page.items.map((i) => i.id)).toEqual([ferry, listing, bareTitle, titleOnly]);
    const [first] = page.items;
    expect(first).toMatchObject({
      title: 'Night ferry to Wren Island returns in March',
      publisher: 'Ellery Gazette',
      sourceId,
      url: expect.stringMatching(/^https:\/\/ellery-gazette\.example\/news\/\d+$/),
      language: 'en',
      reason: 'undated',
      publishedAt: expect.stringMatching(/^2026-11-20T\d\d:00:00\.000Z$/),
    });
    // The page's text (not the feed's excerpt), on one line, cut at a word near 200 characters.
    expect(first!.preview.startsWith('The harbour board voted on Tuesday to restore the night ferry')).toBe(
      true,
    );
    expect(first!.preview.endsWith('…')).toBe(true);
    expect(first!.preview.length).toBeGreaterThan(170);
    expect(first!.preview.length).toBeLessThanOrEqual(201);
    expect(FERRY_TEXT.startsWith(first!.preview.slice(0, -1))).toBe(true);
    expect(page.items.find((i) => i.id === listing)).toMatchObject({
      language: null,
      preview: 'Results | Fixtures | Tables | Transfers | Podcasts',
    });
  });

  it('filters by reason and pages', async () => {
    const titleOnlyPage = await list('?reason=title-only');
    expect(titleOnlyPage.total).toBe(2);
    expect(titleOnlyPage.items.map((i) => i.id)).toEqual([bareTitle, titleOnly]);
    // The counts stay those of every reason, for the filter's labels.
    expect(titleOnlyPage.counts).toEqual({ 'title-only': 2, 'not-a-story': 1, 'not-news': 0, undated: 1 });
    expect((await list('?reason=not-a-story')).items.map((i) => i.id)).toEqual([listing]);
    const second = await list('?pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((i) => i.id)).toEqual([titleOnly]);
    const bad = await app.request('/api/admin/held-items?reason=boring', {
      headers: { Authorization: adminAuthHeader() },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it('publishes a held item anyway as a story of its own, from its text', async () => {
    const response = await publish(ferry);
    expect(response.status).toBe(201);
    const published = (await response.json()) as PublishedHeldItem;
    expect(published).toMatchObject({
      slug: expect.stringMatching(/^night-ferry-to-wren-island/),
      language: 'en',
    });

    const [article] = await handle.db.select().from(articles).where(eq(articles.id, published.articleId));
    expect(article).toMatchObject({
      slug: published.slug,
      originalLanguage: 'en',
      country: 'NZ',
      originalUrl: expect.stringMatching(/^https:\/\/ellery-gazette\.example\/news\//),
    });
    const [text] = await handle.db
      .select()
      .from(articleTranslations)
      .where(eq(articleTranslations.articleId, published.articleId));
    expect(text!.title).toBe('Night ferry to Wren Island returns in March');
    // A summary of the page's own sentences, not its title again.
    expect(text!.summary).toContain('The harbour board voted on Tuesday to restore the night ferry');
    expect(text!.summary).not.toBe(text!.title);
    const reports = await handle.db
      .select()
      .from(storySources)
      .where(eq(storySources.articleId, published.articleId));
    expect(reports).toEqual([
      expect.objectContaining({ feedItemId: ferry, sourceId, publisher: 'Ellery Gazette', language: 'en' }),
    ]);
    const [item] = await handle.db.select().from(feedItems).where(eq(feedItems.id, ferry));
    expect(item).toMatchObject({ state: 'clustered', heldReason: null, articleId: published.articleId });
    // Its publisher's picture goes to the pipeline's picture job.
    expect(pictures).toEqual([[published.articleId, 'https://ellery-gazette.example/img/ferry.jpg']]);

    // Readers find it; the editors' list no longer has it.
    const read = await app.request(`/api/news/${published.slug}?lang=en`);
    expect(read.status).toBe(200);
    const listed = await list();
    expect(listed.items.map((i) => i.id)).not.toContain(ferry);
    expect(listed.counts.undated).toBe(0);

    // Twice is refused: it is no longer held.
    const again = await publish(ferry);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'conflict',
      message: 'Only a held item can be published anyway; this one is clustered',
    });
  });

  it('gives an article without a picture a title card, and takes an item of no language as English', async () => {
    const other = await insertItem({
      title: 'Wren Island school reopens after storm repairs',
      feedText:
        'Pupils returned to Wren Island School on Monday after six weeks of repairs to its storm-damaged roof. ' +
        'Lessons had been held in the community hall, where teachers shared a single projector.',
      reason: 'not-a-story',
      language: null,
    });
    const response = await publish(other);
    expect(response.status).toBe(201);
    const published = (await response.json()) as PublishedHeldItem;
    expect(published.language).toBe('en');
    expect(titleCards).toEqual([published.articleId]);
  });

  it('refuses an item whose only text is its title, and leaves it held', async () => {
    for (const id of [titleOnly, bareTitle]) {
      const response = await publish(id);
      expect(response.status, String(id)).toBe(409);
      expect(await response.json()).toEqual({
        error: 'conflict',
        message:
          'This item has no text to publish: open it at the publisher and write the article in the admin instead',
      });
      const [item] = await handle.db.select().from(feedItems).where(eq(feedItems.id, id));
      expect(item).toMatchObject({ state: 'held', heldReason: 'title-only', articleId: null });
    }
  });

  it('refuses items that are not held, and unknown ones', async () => {
    const notHeld = await publish(readItem);
    expect(notHeld.status).toBe(409);
    expect(await notHeld.json()).toMatchObject({
      error: 'conflict',
      message: expect.stringContaining('read'),
    });
    const unknown = await publish(999_999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found', message: 'No feed item has the id 999999' });
    expect((await publish(0)).status).toBe(400);
  });
});
