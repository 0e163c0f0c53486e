import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ingestRuns, parkedModelWork, sources } from '../../db/schema.ts';
import { Metrics } from '../../http/metrics.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

/** The samples of a metric in Prometheus' text format: each line's labels (as text) and value. */
function samples(text: string, name: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(line);
    if (match?.[1] === name) found.set(match[2] ?? '', Number(match[3]));
  }
  return found;
}

describe.each(testDatabaseKinds())('the newsroom metrics on %s', (kind) => {
  let handle: DatabaseHandle;
  let text: string;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const newsroom = new NewsroomFixture(handle.db, NOW);
    // Three English items in the last hour, 40 s, 3 min and 20 min from first seen to their story; one
    // German item 90 s; one English item placed two hours ago (out of the hour's window).
    const english = await newsroom.story(newsroom.ago(5), { en: newsroom.ago(5) });
    const at = (minutes: number, seconds: number) =>
      new Date(newsroom.ago(minutes).getTime() - seconds * 1000);
    await newsroom.item({ seenAt: at(5, 40), story: english, placedAt: newsroom.ago(5) });
    await newsroom.item({ seenAt: at(5, 180), story: english, placedAt: newsroom.ago(5) });
    await newsroom.item({ seenAt: at(5, 1200), story: english, placedAt: newsroom.ago(5) });
    const german = await newsroom.story(newsroom.ago(30), { de: newsroom.ago(30) }, 'de');
    await newsroom.item({ seenAt: at(30, 90), language: 'de', story: german, placedAt: newsroom.ago(30) });
    const older = await newsroom.story(newsroom.ago(120), { en: newsroom.ago(120) });
    await newsroom.item({ seenAt: at(120, 10), story: older, placedAt: newsroom.ago(120) });

    await handle.db.insert(ingestRuns).values([
      {
        trigger: 'schedule',
        status: 'finished',
        startedAt: newsroom.ago(10),
        itemsSeen: 120,
        itemsNew: 14,
        storiesNew: 5,
        storiesMerged: 2,
        modelRequests: 30,
      },
      { trigger: 'schedule', status: 'finished', startedAt: newsroom.ago(20), itemsSeen: 99, itemsNew: 9 },
    ]);
    await handle.db.update(sources).set({ failureCount: 14, consecutiveFailures: 3, name: 'Fixture Wire' });
    await handle.db
      .insert(parkedModelWork)
      .values({ articleId: german, task: 'translate', language: 'en', reason: 'x' });

    // A French item read 30 minutes ago and never placed: French clustering has stalled.
    await newsroom.item({ seenAt: newsroom.ago(30), state: 'read', language: 'fr' });

    const metrics = new Metrics(handle, { now: () => NOW, modelBudgetPerPass: 100 });
    text = (await metrics.text()).body;
  });
  afterAll(async () => {
    await handle.close();
  });

  it('gives item-to-story latency as a histogram by language over the last hour', () => {
    const buckets = samples(text, 'tidings_item_to_story_seconds_bucket');
    expect(buckets.get('{le="60",language="en"}')).toBe(1);
    expect(buckets.get('{le="300",language="en"}')).toBe(2);
    expect(buckets.get('{le="1800",language="en"}')).toBe(3);
    expect(buckets.get('{le="+Inf",language="en"}')).toBe(3);
    expect(buckets.get('{le="60",language="de"}')).toBe(0);
    expect(buckets.get('{le="120",language="de"}')).toBe(1);
    expect(samples(text, 'tidings_item_to_story_seconds_sum').get('{language="en"}')).toBe(1420);
    expect(text).toMatch(/# TYPE tidings_item_to_story_seconds histogram/);
  });

  it('gives the age of the newest story per language', () => {
    const ages = samples(text, 'tidings_newest_story_age_seconds');
    expect(ages.get('{language="en"}')).toBe(300);
    expect(ages.get('{language="de"}')).toBe(1800);
    expect(ages.has('{language="vi"}')).toBe(false);
  });

  it('gives the last pass, failures per source, model requests, budget left and parked work', () => {
    expect(samples(text, 'tidings_pass_items').get('{outcome="new"}')).toBe(14);
    expect(samples(text, 'tidings_pass_stories').get('{outcome="merged"}')).toBe(2);
    const [source] = samples(text, 'tidings_source_failures_total').entries();
    expect(source).toEqual([expect.stringMatching(/^\{source="Fixture Wire \(\d+\)"\}$/), 14]);
    expect([...samples(text, 'tidings_source_consecutive_failures').values()]).toEqual([3]);
    expect(samples(text, 'tidings_model_requests').get('')).toBe(30);
    expect(samples(text, 'tidings_model_budget_left').get('')).toBe(70);
    expect(samples(text, 'tidings_parked_model_work').get('{task="translate"}')).toBe(1);
    // Too few stories this week to know the languages' usual pace: none is stalled.
    expect(samples(text, 'tidings_newsroom_stalled').get('{language="en"}')).toBe(0);
  });

  it('gives each stage, and clustering per language, stalled or not', () => {
    const stages = samples(text, 'tidings_newsroom_stage_stalled');
    expect(stages.get('{stage="cluster",language="fr"}')).toBe(1);
    expect(stages.get('{stage="cluster",language="en"}')).toBe(0);
    expect(stages.get('{stage="read"}')).toBe(0);
    expect(stages.size).toBe(3 + 11);
  });
});
