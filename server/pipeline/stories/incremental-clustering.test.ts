import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { feedItems, sources, storySources } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { clusterStoriesJob } from '../cluster-stories.job.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { inlinePassWork } from '../threads/pass-steps.ts';
import { releaseLease, renewLease, takeLease, LEASE_SECONDS } from './cluster-lease.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const hoursAfter = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** Two reports of one fire, in other words, and one of another event. */
const FIRE = {
  title: 'Fire at Karachi shopping centre kills six',
  text: 'Six people died after a fire broke out in a shopping centre on Rashid Minhas Road in Karachi on Sunday, rescue officials in Pakistan said. Dozens were evacuated from the upper floors of the Millennium Mall.',
};
const FIRE_AGAIN = {
  title: 'Karachi mall fire: six dead on Rashid Minhas Road',
  text: 'A fire at the Millennium Mall on Rashid Minhas Road in Karachi killed six people on Sunday, officials in Pakistan said, and dozens were evacuated from the upper floors as firefighters worked through the night.',
};
const STRIKE = {
  title: 'Rail strike halts long-distance trains across Germany',
  text: 'The train drivers union GDL began a 24-hour strike on Wednesday. Deutsche Bahn cancelled about 80 percent of its long-distance trains, and S-Bahn services in Berlin and Munich stopped as well.',
};

describe.each(testDatabaseKinds())('incremental clustering, on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let sourceIds: number[];
  let sent: Array<{ name: string; data: unknown }>;

  const context = (): PipelineContext =>
    ({
      db,
      logger: createLogger('silent'),
      now: () => NOW,
      queue: {
        send: async (name: string, data: unknown) => {
          sent.push({ name, data });
          return true;
        },
      },
      tally: { add: async () => undefined },
      modelFor: () => null,
      passWork: inlinePassWork,
    }) as unknown as PipelineContext;

  const read = async (source: number, report: { title: string; text: string }, hours: number) => {
    const [row] = await db
      .insert(feedItems)
      .values({
        sourceId: sourceIds[source]!,
        url: `https://example.test/${source}/${encodeURIComponent(report.title)}`,
        title: report.title,
        feedText: report.text,
        language: 'en',
        publishedAt: hoursAfter(hours),
        state: 'read',
        updatedAt: NOW,
      })
      .returning({ id: feedItems.id });
    return row!.id;
  };
  const cluster = (language?: string) =>
    clusterStoriesJob.run({ language }, context(), { number: 1, isLast: false });
  const storyOf = async (itemId: number) =>
    (await db.select({ articleId: feedItems.articleId }).from(feedItems).where(eq(feedItems.id, itemId)))[0]!
      .articleId;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
  });
  beforeEach(async () => {
    await db.execute(sql`truncate sources, feed_items, articles, cluster_leases restart identity cascade`);
    sent = [];
    const rows = await db
      .insert(sources)
      .values(
        ['Harbour Daily', 'Coastal Herald', 'World Desk'].map((name) => ({
          name,
          feedUrl: `https://example.test/${encodeURIComponent(name)}.xml`,
          language: 'en',
          country: 'GB',
        })),
      )
      .returning({ id: sources.id });
    sourceIds = rows.map((row) => row.id);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('stores an item’s features and keys once, and a later report finds its story through them', async () => {
    const first = await read(0, FIRE, 0);
    const other = await read(2, STRIKE, 1);
    await cluster('en');
    const story = await storyOf(first);
    expect(story).not.toBeNull();
    expect(await storyOf(other)).not.toBe(story);
    const [stored] = await queryRows<{ items: number; keys: number }>(
      db,
      sql`select (select count(*)::int from item_features) as items,
                 (select count(distinct item_id)::int from story_keys) as keys`,
    );
    expect(stored).toEqual({ items: 2, keys: 2 });
    const before = await queryRows<{ features: unknown }>(
      db,
      sql`select features from item_features where item_id = ${first}`,
    );

    const second = await read(1, FIRE_AGAIN, 5);
    await cluster('en');
    expect(await storyOf(second)).toBe(story);
    expect(await db.select().from(storySources).where(eq(storySources.articleId, story!))).toHaveLength(2);
    // The first item's features were not worked out again.
    expect(
      await queryRows<{ features: unknown }>(
        db,
        sql`select features from item_features where item_id = ${first}`,
      ),
    ).toEqual(before);
  });

  it('sends one job per language with items waiting when sent without one', async () => {
    await read(0, FIRE, 0);
    await db.insert(feedItems).values({
      sourceId: sourceIds[1]!,
      url: 'https://example.test/de/1',
      title: 'Bahnstreik legt Fernverkehr lahm',
      feedText: 'Die Lokführergewerkschaft GDL hat am Mittwoch einen 24-stündigen Streik begonnen.',
      language: 'de',
      publishedAt: NOW,
      state: 'read',
    });
    await cluster();
    expect(
      sent.map((s) => s.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([
      { runId: undefined, language: 'de' },
      { runId: undefined, language: 'en' },
    ]);
    expect(await storyOf((await db.select({ id: feedItems.id }).from(feedItems))[0]!.id)).toBeNull();
  });

  it('leaves a language another job holds, whose holder sends one more job for the items read meanwhile', async () => {
    const first = await read(0, FIRE, 0);
    expect(await takeLease(db, 'en', 'another worker', NOW)).toBe(true);
    await cluster('en');
    expect(await storyOf(first)).toBeNull();
    expect(sent).toEqual([]);
    await releaseLease(db, 'en', 'another worker');

    // While this job holds the lease, an item of the same story is read and its job is refused.
    let refused = false;
    const holding = context();
    const send = holding.queue.send.bind(holding.queue);
    holding.queue.send = (async (name: string, data: unknown) => {
      if (name === 'draw-title-card' && !refused) {
        refused = true;
        const late = await read(1, FIRE_AGAIN, 2);
        await cluster('en');
        expect(await storyOf(late)).toBeNull();
      }
      return send(name as never, data as never);
    }) as typeof holding.queue.send;
    await clusterStoriesJob.run({ language: 'en' }, holding, { number: 1, isLast: false });
    expect(refused).toBe(true);
    expect(sent.filter((s) => s.name === 'cluster-stories').map((s) => s.data)).toEqual([
      { runId: undefined, language: 'en' },
    ]);
    await cluster('en');
    const items = await db.select({ articleId: feedItems.articleId }).from(feedItems);
    expect(new Set(items.map((i) => i.articleId)).size).toBe(1);
  });

  it('gives a language’s lease to one holder at a time, and to another once it runs out', async () => {
    expect(await takeLease(db, 'en', 'a', NOW)).toBe(true);
    expect(await takeLease(db, 'en', 'b', NOW)).toBe(false);
    expect(await takeLease(db, 'de', 'b', NOW)).toBe(true);
    expect(await renewLease(db, 'en', 'a', hoursAfter(0.01))).toBe(true);
    const later = new Date(NOW.getTime() + 36_000 + LEASE_SECONDS * 1000 + 1);
    expect(await takeLease(db, 'en', 'b', later)).toBe(true);
    expect(await renewLease(db, 'en', 'a', later)).toBe(false);
    await releaseLease(db, 'en', 'a');
    expect(await takeLease(db, 'en', 'c', later)).toBe(false);
    await releaseLease(db, 'en', 'b');
    expect(await takeLease(db, 'en', 'c', later)).toBe(true);
  });
});
