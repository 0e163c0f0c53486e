import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { feedItems, sources } from '../../db/schema.ts';
import { listSourceHealth, summarizeHealthByLanguage } from './list-source-health.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const DAY = 24 * 3600;

describe.each(testDatabaseKinds())('source health on %s', (kind) => {
  let handle: DatabaseHandle;
  const ids: Record<'steady' | 'even' | 'failing' | 'disabled' | 'fresh', number> = {
    steady: 0,
    even: 0,
    failing: 0,
    disabled: 0,
    fresh: 0,
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const source = (
      name: keyof typeof ids,
      language: string,
      extra: Partial<typeof sources.$inferInsert>,
    ) => ({
      name,
      feedUrl: `https://${name}.example/feed.xml`,
      language,
      country: 'KR',
      ...extra,
    });
    const rows = await handle.db
      .insert(sources)
      .values([
        source('steady', 'ko', {
          fetchCount: 10,
          notModifiedCount: 4,
          lastSuccessAt: secondsBefore(120),
          nextFetchAt: new Date(NOW.getTime() + 600_000),
          pollIntervalSeconds: 900,
        }),
        source('even', 'ko', { fetchCount: 3, notModifiedCount: 0 }),
        source('failing', 'ko', {
          fetchCount: 8,
          failureCount: 5,
          consecutiveFailures: 3,
          failingSince: secondsBefore(3 * 3600),
          lastError: 'HTTP 503',
        }),
        source('disabled', 'ja', {
          enabled: false,
          consecutiveFailures: 40,
          disabledReason: 'failing for 3 days',
        }),
        source('fresh', 'detect', {}),
      ])
      .returning({ id: sources.id, name: sources.name });
    for (const row of rows) ids[row.name as keyof typeof ids] = row.id;

    // Stories with a Korean text: one from before the window (an item placed in it is readable at once),
    // one whose Korean text came 150 s after the first sight of the item placed in it, one without any.
    const newsroom = new NewsroomFixture(handle.db, NOW);
    const readable = await newsroom.story(secondsBefore(9 * DAY), { ko: secondsBefore(9 * DAY) }, 'ko');
    const textLater = await newsroom.story(secondsBefore(3600), { ko: secondsBefore(3600 - 150) }, 'ko');
    const notInKorean = await newsroom.story(secondsBefore(3600), { en: secondsBefore(3600) });
    let n = 0;
    const item = (
      sourceId: number,
      firstSeenSecondsAgo: number,
      delaySeconds: number | null,
      story = readable,
    ) => ({
      sourceId,
      url: `https://items.example/${n++}`,
      title: 'An item',
      feedText: 'Its text',
      language: 'ko',
      publishedAt: secondsBefore(firstSeenSecondsAgo),
      createdAt: secondsBefore(firstSeenSecondsAgo),
      articleId: delaySeconds === null ? null : story,
      placedAt: delaySeconds === null ? null : secondsBefore(firstSeenSecondsAgo - delaySeconds),
    });
    await handle.db.insert(feedItems).values([
      // Delays of 1, 2 and 10 minutes in the window: the median is 2 minutes.
      item(ids.steady, 3600, 60),
      item(ids.steady, 7200, 120),
      item(ids.steady, 2 * DAY, 600),
      // Placed 8 days ago: outside the window.
      item(ids.steady, 8 * DAY, 5000),
      // Not placed in a story yet: no delay.
      item(ids.steady, 600, null),
      // Placed in a story not readable in Korean: not yet there for its readers, so not measured.
      item(ids.steady, 1800, 60, notInKorean),
      // Placed after 30 s, and after 90 s in a story readable in Korean only at 150 s: the median lies
      // between 30 and 150 s.
      item(ids.even, 3600, 30),
      item(ids.even, 3600, 90, textLater),
    ]);
  });
  afterAll(async () => handle.close());

  it('gives each source its median delay until its story can be read in the item’s language over the last 7 days, and its share of 304s', async () => {
    const health = new Map((await listSourceHealth(handle.db, NOW)).map((h) => [h.sourceId, h]));
    expect(health.size).toBe(5);
    expect(health.get(ids.steady)).toEqual({
      sourceId: ids.steady,
      state: 'healthy',
      lastSuccessAt: secondsBefore(120).toISOString(),
      failingSince: null,
      nextFetchAt: new Date(NOW.getTime() + 600_000).toISOString(),
      pollIntervalSeconds: 900,
      fetchCount: 10,
      notModifiedCount: 4,
      failureCount: 0,
      notModifiedShare: 0.4,
      medianDelaySeconds: 120,
      placedItems: 3,
      disabledReason: null,
    });
    expect(health.get(ids.even)).toMatchObject({
      medianDelaySeconds: 90,
      placedItems: 2,
      notModifiedShare: 0,
    });
    expect(health.get(ids.failing)).toMatchObject({
      state: 'failing',
      failingSince: secondsBefore(3 * 3600).toISOString(),
      failureCount: 5,
      medianDelaySeconds: null,
      placedItems: 0,
    });
    expect(health.get(ids.disabled)).toMatchObject({
      state: 'disabled',
      disabledReason: 'failing for 3 days',
    });
    // A source the scheduler has not fetched yet: unchecked, not healthy, and its figures are empty, not zero shares.
    expect(health.get(ids.fresh)).toMatchObject({
      state: 'unchecked',
      lastSuccessAt: null,
      nextFetchAt: null,
      fetchCount: 0,
      notModifiedShare: null,
      medianDelaySeconds: null,
      placedItems: 0,
    });
  });

  it('counts healthy, unchecked, failing and disabled sources per language, in the site’s order and "detect" last', async () => {
    const health = await listSourceHealth(handle.db, NOW);
    const list = await handle.db.select({ id: sources.id, language: sources.language }).from(sources);
    expect(summarizeHealthByLanguage(list, health)).toEqual([
      { language: 'ko', sources: 3, healthy: 2, unchecked: 0, failing: 1, disabled: 0 },
      { language: 'ja', sources: 1, healthy: 0, unchecked: 0, failing: 0, disabled: 1 },
      { language: 'detect', sources: 1, healthy: 0, unchecked: 1, failing: 0, disabled: 0 },
    ]);
  });
});
