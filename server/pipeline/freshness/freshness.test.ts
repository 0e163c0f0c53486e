import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  articles,
  feedItems,
  hostSlots,
  ingestRuns,
  itemFeatures,
  sources,
  storyKeys,
  storySources,
} from '../../db/schema.ts';
import { createLogger, type Logger } from '../../logger.ts';
import { listItemLatencies, summarizeFreshness } from './measure-freshness.ts';
import { stallThresholdMs, StallWatch } from './detect-stalls.ts';
import { pruneOldRecords } from './prune-old-records.ts';
import { addReportsToStory, saveNewStory } from '../save-story.ts';
import { publishHeldItem } from '../publish-held-item.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const HOUR = 60;

/** A logger that keeps what was warned and told. */
function listeningLogger(): { logger: Logger; said: Array<{ level: string; language: string }> } {
  const said: Array<{ level: string; language: string }> = [];
  const logger = createLogger('silent');
  logger.warn = ((fields: { language: string }) =>
    said.push({ level: 'warn', language: fields.language })) as Logger['warn'];
  logger.info = ((fields: { language: string }) =>
    said.push({ level: 'info', language: fields.language })) as Logger['info'];
  return { logger, said };
}

describe.each(testDatabaseKinds())('freshness and retention on %s', (kind) => {
  let handle: DatabaseHandle;
  let newsroom: NewsroomFixture;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(sources);
    await handle.db.delete(articles);
    await handle.db.delete(ingestRuns);
    newsroom = new NewsroomFixture(handle.db, NOW);
  });

  it('measures an item to the first moment its story could be read in its language', async () => {
    // An English item placed 40 s after it was seen in a story written in English at once.
    const english = await newsroom.story(newsroom.ago(10), { en: newsroom.ago(10) });
    await newsroom.item({
      seenAt: new Date(newsroom.ago(10).getTime() - 40_000),
      story: english,
      placedAt: newsroom.ago(10),
    });
    // A German item placed in a story whose German text came 5 minutes after the placing: it counts then.
    const german = await newsroom.story(newsroom.ago(30), { en: newsroom.ago(30), de: newsroom.ago(20) });
    await newsroom.item({
      seenAt: newsroom.ago(27),
      language: 'de',
      story: german,
      placedAt: newsroom.ago(25),
    });
    // Placed, but its story has no text in its language yet: not readable, not measured.
    await newsroom.item({
      seenAt: newsroom.ago(15),
      language: 'fr',
      story: english,
      placedAt: newsroom.ago(12),
    });
    // Not placed at all.
    await newsroom.item({ seenAt: newsroom.ago(5) });

    const latencies = await listItemLatencies(handle.db, newsroom.ago(HOUR), NOW);
    expect(latencies.sort((a, b) => a.language.localeCompare(b.language))).toEqual([
      { language: 'de', seconds: 7 * 60 },
      { language: 'en', seconds: 40 },
    ]);
    // Readable only after the window's end: not yet measured at that time.
    expect(await listItemLatencies(handle.db, newsroom.ago(HOUR), newsroom.ago(22))).toEqual([]);
  });

  it('summarizes median and p95 per language, with story-to-translation for machine translations', async () => {
    // Ten Korean items, 1 to 10 minutes from first seen to their story.
    for (let minutes = 1; minutes <= 10; minutes++) {
      const story = await newsroom.story(newsroom.ago(2 * HOUR), { ko: newsroom.ago(2 * HOUR) }, 'ko');
      await newsroom.item({
        seenAt: newsroom.ago(2 * HOUR + minutes),
        language: 'ko',
        story,
        placedAt: newsroom.ago(2 * HOUR),
      });
    }
    // Two Japanese translations of English stories, 2 and 4 minutes after each story.
    await newsroom.story(newsroom.ago(3 * HOUR), {
      en: newsroom.ago(3 * HOUR),
      ja: newsroom.ago(3 * HOUR - 2),
    });
    await newsroom.story(newsroom.ago(3 * HOUR), {
      en: newsroom.ago(3 * HOUR),
      ja: newsroom.ago(3 * HOUR - 4),
    });
    // Older than the day: left out of the last 24 hours.
    const old = await newsroom.story(newsroom.ago(30 * HOUR), { ko: newsroom.ago(30 * HOUR) }, 'ko');
    await newsroom.item({
      seenAt: newsroom.ago(31 * HOUR),
      language: 'ko',
      story: old,
      placedAt: newsroom.ago(30 * HOUR),
    });

    const day = await summarizeFreshness(handle.db, newsroom.ago(24 * HOUR), NOW);
    const korean = day.find((l) => l.language === 'ko')!;
    // Interpolated percentiles of 60, 120, ..., 600 s: the median 330 s, p95 at 573 s.
    expect(korean.itemToStory).toEqual({ count: 10, medianSeconds: 330, p95Seconds: 573 });
    expect(korean.storyToTranslation).toBeNull();
    expect(day.find((l) => l.language === 'ja')!.storyToTranslation).toEqual({
      count: 2,
      medianSeconds: 180,
      p95Seconds: 234,
    });
    expect(day.find((l) => l.language === 'vi')).toEqual({
      language: 'vi',
      itemToStory: null,
      storyToTranslation: null,
    });
    const week = await summarizeFreshness(handle.db, newsroom.ago(7 * 24 * HOUR), NOW);
    expect(week.find((l) => l.language === 'ko')!.itemToStory!.count).toBe(11);
  });

  it('warns once when a language stalls, within its bound, however many processes check, and clears when stories come again', async () => {
    // A story in English every 10 minutes for the 7 days before the stall.
    const stallStart = NOW.getTime();
    await newsroom.storiesEvery(10, new Date(stallStart - 7 * 24 * 3_600_000 + 10 * 60_000), NOW);
    // Its bound: 6 usual gaps of 10 minutes. A busy language's (a story a minute): 6 gaps are under the
    // 10-minute floor, so 10 minutes, and checked every minute it is told within 11.
    expect(stallThresholdMs(7 * 24 * 6)).toBe(60 * 60_000);
    expect(stallThresholdMs(7 * 24 * 60)).toBe(10 * 60_000);
    expect(stallThresholdMs(13)).toBeNull();

    let clock = new Date(stallStart);
    // Two processes check (the server and a worker, or two workers), each with its own log.
    const [first, second] = [listeningLogger(), listeningLogger()];
    const watch = new StallWatch(handle.db, first.logger, () => clock);
    const otherWatch = new StallWatch(handle.db, second.logger, () => clock);
    const said = [first.said, second.said];
    const stalledAt: number[] = [];
    for (let minute = 5; minute <= 80; minute += 5) {
      clock = new Date(stallStart + minute * 60_000);
      const [judged] = await Promise.all([watch.check(), otherWatch.check()]);
      if (judged.languages.find((j) => j.language === 'en')!.isStalled) stalledAt.push(minute);
    }
    // Stalled from the first check past an hour of silence, and warned once, by one of them.
    expect(stalledAt).toEqual([65, 70, 75, 80]);
    expect(said.flat()).toEqual([{ level: 'warn', language: 'en' }]);
    // A language with no stories never stalls.
    expect((await watch.check()).languages.find((j) => j.language === 'vi')).toMatchObject({
      isStalled: false,
      thresholdMs: null,
    });

    // A story again: the stall ends, said once.
    await newsroom.storiesEvery(1, clock, clock);
    clock = new Date(clock.getTime() + 60_000);
    expect((await watch.check()).languages.find((j) => j.language === 'en')!.isStalled).toBe(false);
    await Promise.all([watch.check(), otherWatch.check()]);
    // Warned by one, cleared by one (not necessarily the same): warn first, then info.
    expect(said.flat().toSorted((a, b) => b.level.localeCompare(a.level))).toEqual([
      { level: 'warn', language: 'en' },
      { level: 'info', language: 'en' },
    ]);
  });

  it('records when an item is placed, on every path that places one', async () => {
    const FERRY_TEXT =
      'The harbour board voted on Tuesday to restore the night ferry between Port Ellery and Wren Island from March. ' +
      'The service was cut two years ago when fuel costs doubled and passenger numbers fell below forty a crossing. ' +
      'Islanders collected more than three thousand signatures asking for its return, citing hospital visits and late shifts. ' +
      'The board said a smaller, electric vessel would make the crossing four times a night at half the former cost.';
    const report = (itemId: number, sourceId: number) => ({
      itemId,
      sourceId,
      publisher: 'Fixture Wire',
      url: `https://wire.example/placed-${itemId}`,
      language: 'en',
      title: 'Night ferry returns',
      publishedAt: newsroom.ago(30),
    });
    const first = await newsroom.item({ seenAt: newsroom.ago(30) });
    const second = await newsroom.item({ seenAt: newsroom.ago(20) });
    const held = await newsroom.item({ seenAt: newsroom.ago(10), state: 'held' });
    await handle.db
      .update(feedItems)
      .set({ pageText: FERRY_TEXT, title: 'Night ferry returns', heldReason: 'undated' })
      .where(eq(feedItems.id, held));
    const [{ sourceId }] = (await handle.db
      .select({ sourceId: feedItems.sourceId })
      .from(feedItems)
      .where(eq(feedItems.id, first))) as [{ sourceId: number }];

    // Clustering: a new story, then a story growing by a later report; an editor publishing a held item.
    const story = await saveNewStory(
      handle.db,
      {
        slug: 'night-ferry',
        category: 'world',
        country: 'NZ',
        language: 'en',
        title: 'Night ferry returns',
        summary: 'The night ferry returns in March.',
        content: FERRY_TEXT,
        readingTime: 1,
        publishedAt: newsroom.ago(30),
        originalUrl: 'https://wire.example/placed',
        sourceAnalysis: { trustLevel: 'medium', accessType: 'free' },
        reports: [report(first, sourceId)],
      },
      newsroom.ago(25),
    );
    await addReportsToStory(handle.db, story!, [report(second, sourceId)], newsroom.ago(15));
    await publishHeldItem(handle.db, held, newsroom.ago(5));

    const placed = await handle.db
      .select({ id: feedItems.id, placedAt: feedItems.placedAt })
      .from(feedItems)
      .orderBy(feedItems.id);
    expect(placed).toEqual([
      { id: first, placedAt: newsroom.ago(25) },
      { id: second, placedAt: newsroom.ago(15) },
      { id: held, placedAt: newsroom.ago(5) },
    ]);
  });

  it('prunes what only the pipeline needed and keeps stories with their source lists', async () => {
    const DAY = 24 * HOUR;
    const story = await newsroom.story(newsroom.ago(40 * DAY), { en: newsroom.ago(40 * DAY) });
    const listed = await newsroom.item({
      seenAt: newsroom.ago(40 * DAY),
      story,
      placedAt: newsroom.ago(40 * DAY),
    });
    const held = await newsroom.item({ seenAt: newsroom.ago(40 * DAY), state: 'held' });
    const skipped = await newsroom.item({ seenAt: newsroom.ago(35 * DAY), state: 'skipped' });
    const leftover = await newsroom.item({ seenAt: newsroom.ago(31 * DAY), state: 'read' });
    const recentHeld = await newsroom.item({ seenAt: newsroom.ago(29 * DAY), state: 'held' });
    const recentStory = await newsroom.story(newsroom.ago(DAY), { en: newsroom.ago(DAY) });
    const recentListed = await newsroom.item({
      seenAt: newsroom.ago(DAY),
      story: recentStory,
      placedAt: newsroom.ago(DAY),
    });
    await handle.db.insert(ingestRuns).values([
      { trigger: 'schedule', status: 'finished', startedAt: newsroom.ago(40 * DAY) },
      { trigger: 'schedule', status: 'finished', startedAt: newsroom.ago(DAY) },
    ]);

    // The features clustering stored for the old story's item and the recent one's.
    for (const [itemId, publishedAt] of [
      [listed, newsroom.ago(40 * DAY)],
      [recentListed, newsroom.ago(DAY)],
    ] as const) {
      await handle.db.insert(itemFeatures).values({ itemId, publishedAt, features: { terms: [] } });
      await handle.db.insert(storyKeys).values([
        { key: 'harbour', publishedAt, itemId },
        { key: '@wren', publishedAt, itemId },
      ]);
    }

    const pruned = await pruneOldRecords(handle.db, newsroom.ago(30 * DAY));
    expect(pruned).toEqual({
      itemsDeleted: 3,
      itemsEmptied: 1,
      passesDeleted: 1,
      featuresDeleted: 1,
      slotsDeleted: 0,
    });
    expect(await handle.db.select({ itemId: itemFeatures.itemId }).from(itemFeatures)).toEqual([
      { itemId: recentListed },
    ]);
    expect(
      (await handle.db.select({ itemId: storyKeys.itemId }).from(storyKeys)).every(
        (k) => k.itemId === recentListed,
      ),
    ).toBe(true);

    const items = await handle.db
      .select({ id: feedItems.id, pageText: feedItems.pageText, feedText: feedItems.feedText })
      .from(feedItems)
      .orderBy(feedItems.id);
    expect(items.map((i) => i.id)).toEqual([listed, recentHeld, recentListed]);
    expect(items[0]).toMatchObject({ pageText: null, feedText: '' });
    expect(items[2]!.pageText).not.toBeNull();
    expect([held, skipped, leftover].some((id) => items.some((i) => i.id === id))).toBe(false);
    // The old story and its source row are whole.
    const sourcesOfStory = await handle.db
      .select()
      .from(storySources)
      .where(eq(storySources.articleId, story));
    expect(sourcesOfStory).toHaveLength(1);
    expect(sourcesOfStory[0]).toMatchObject({ feedItemId: listed, publisher: 'Fixture Wire' });
    expect(
      await handle.db.select({ id: articles.id }).from(articles).where(eq(articles.id, story)),
    ).toHaveLength(1);
    expect(await handle.db.select().from(ingestRuns)).toHaveLength(1);
    // A second pruning finds nothing more.
    expect(await pruneOldRecords(handle.db, newsroom.ago(30 * DAY))).toEqual({
      itemsDeleted: 0,
      itemsEmptied: 0,
      passesDeleted: 0,
      featuresDeleted: 0,
      slotsDeleted: 0,
    });
  });

  it('prunes the leases of host slots that expired over an hour ago', async () => {
    // By the database's clock, as the leases are: a host fetched now, one a moment ago, one long gone.
    const lease = (host: string, slot: number, expiresInMinutes: number) =>
      sql`(${host}, ${slot}::int, 'worker-1', now() + ${expiresInMinutes}::int * interval '1 minute')`;
    await handle.db.execute(sql`insert into host_slots (host, slot, holder, expires_at) values
      ${lease('busy.example', 0, 1)}, ${lease('quiet.example', 0, -5)},
      ${lease('gone.example', 0, -24 * HOUR)}, ${lease('gone.example', 1, -2 * HOUR)}`);

    expect((await pruneOldRecords(handle.db, newsroom.ago(30 * 24 * HOUR))).slotsDeleted).toBe(2);
    const left = await handle.db.select({ host: hostSlots.host }).from(hostSlots).orderBy(hostSlots.host);
    expect(left).toEqual([{ host: 'busy.example' }, { host: 'quiet.example' }]);
  });

  it('prunes in batches until none is left', async () => {
    const DAY = 24 * HOUR;
    const sourceId = await newsroom
      .item({ seenAt: newsroom.ago(40 * DAY), state: 'skipped' })
      .then(async (id) => {
        const [row] = await handle.db
          .select({ sourceId: feedItems.sourceId })
          .from(feedItems)
          .where(eq(feedItems.id, id));
        return row!.sourceId;
      });
    await handle.db.execute(sql`
      insert into feed_items (source_id, url, title, feed_text, published_at, state, created_at)
      select ${sourceId}, 'https://wire.example/old-' || n, 'Old', 'text', ${newsroom.ago(40 * DAY).toISOString()}::timestamptz,
        'skipped', ${newsroom.ago(40 * DAY).toISOString()}::timestamptz
      from generate_series(1, 1202) as n`);
    expect((await pruneOldRecords(handle.db, newsroom.ago(30 * DAY))).itemsDeleted).toBe(1203);
    expect(await handle.db.select({ id: feedItems.id }).from(feedItems)).toEqual([]);
  });
});
