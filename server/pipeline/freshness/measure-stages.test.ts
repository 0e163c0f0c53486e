import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  feedItems,
  ingestRuns,
  newsroomStalls,
  sources,
} from '../../db/schema.ts';
import { createLogger, type Logger } from '../../logger.ts';
import { StallWatch } from './detect-stalls.ts';
import { measureStages, type StageStall } from './measure-stages.ts';

const NOW = new Date('2026-03-10T12:00:00Z');

/** A logger that keeps what was warned and told, with the stage or language it was about. */
function listeningLogger(): { logger: Logger; said: string[] } {
  const said: string[] = [];
  const logger = createLogger('silent');
  const keep = (level: string) =>
    ((fields: { stage?: string; language?: string }) =>
      said.push(`${level} ${[fields.stage, fields.language].filter(Boolean).join(':')}`)) as Logger['warn'];
  logger.warn = keep('warn');
  logger.info = keep('info');
  return { logger, said };
}

/** The stages stalled, as "stage" or "stage:language". */
function stalled(stages: StageStall[]): string[] {
  return stages.filter((s) => s.isStalled).map((s) => [s.stage, s.language].filter(Boolean).join(':'));
}

describe.each(testDatabaseKinds())('stalled stages on %s', (kind) => {
  let handle: DatabaseHandle;
  let newsroom: NewsroomFixture;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  }, 180_000);
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.delete(sources);
    await handle.db.delete(articles);
    await handle.db.delete(ingestRuns);
    await handle.db.delete(newsroomStalls);
    newsroom = new NewsroomFixture(handle.db, NOW);
  });

  it('finds a stage stalled when its work waits over 14 minutes and it completed nothing in them', async () => {
    // Reading stopped 20 minutes ago with an item waiting since; a French item read 20 minutes ago was never
    // placed; a source due 30 minutes ago was never claimed; a story the model wrote lacks its translations.
    await newsroom.item({ seenAt: newsroom.ago(20), state: 'new' });
    await newsroom.item({ seenAt: newsroom.ago(20), state: 'read', language: 'fr' });
    await handle.db.update(sources).set({ nextFetchAt: newsroom.ago(30), lastFetchedAt: newsroom.ago(22) });
    const written = await newsroom.story(newsroom.ago(20), { en: newsroom.ago(20) });
    await handle.db
      .update(articleTranslations)
      .set({ model: 'a-model' })
      .where(eq(articleTranslations.articleId, written));
    expect(stalled(await measureStages(handle.db, NOW))).toEqual([
      'fetch',
      'read',
      'cluster:fr',
      'translate',
    ]);
    // Ten minutes earlier the same work is not yet stalled (and the source was fetched 12 minutes before);
    // with a 5-minute bound it is.
    const early = new Date(NOW.getTime() - 10 * 60_000);
    expect(stalled(await measureStages(handle.db, early))).toEqual([]);
    expect(stalled(await measureStages(handle.db, early, 5 * 60_000))).toEqual([
      'fetch',
      'read',
      'cluster:fr',
      'translate',
    ]);
  });

  it('never finds a long backlog stalled while its stage completes work', async () => {
    // Work waiting for an hour in every stage, and each stage completed something a minute ago.
    await newsroom.item({ seenAt: newsroom.ago(60), state: 'new' });
    await newsroom.item({ seenAt: newsroom.ago(60), state: 'read', language: 'fr' });
    const story = await newsroom.story(newsroom.ago(60), { fr: newsroom.ago(60) }, 'fr');
    await newsroom.item({
      seenAt: newsroom.ago(61),
      language: 'fr',
      story,
      placedAt: newsroom.ago(1),
    });
    await handle.db.update(sources).set({ nextFetchAt: newsroom.ago(60), lastFetchedAt: newsroom.ago(1) });
    await handle.db.update(articleTranslations).set({ model: 'a-model' });
    await newsroom.story(newsroom.ago(90), { en: newsroom.ago(90), de: newsroom.ago(1) });
    const stages = await measureStages(handle.db, NOW);
    expect(stalled(stages)).toEqual([]);
    expect(stages.find((s) => s.stage === 'read')!.oldestWaitingAt).toEqual(newsroom.ago(60));
  });

  it('warns within 15 minutes of a stage stopping, in the language it holds up too, once across processes', async () => {
    // French had a story an hour all week (its own bound: 6 hours of quiet), the last one 5 minutes ago.
    for (let hour = 7 * 24 - 1; hour >= 0; hour--) {
      const at = new Date(newsroom.ago(5).getTime() - hour * 3_600_000);
      await newsroom.story(at, { fr: at }, 'fr');
    }
    // Clustering of French stopped at NOW with an item read just then.
    const waiting = await newsroom.item({ seenAt: NOW, state: 'read', language: 'fr' });

    let clock = NOW;
    const [first, second] = [listeningLogger(), listeningLogger()];
    const watch = new StallWatch(handle.db, first.logger, () => clock);
    const otherWatch = new StallWatch(handle.db, second.logger, () => clock);
    const warnedAt: number[] = [];
    for (let minute = 1; minute <= 20; minute++) {
      clock = new Date(NOW.getTime() + minute * 60_000);
      const [judged] = await Promise.all([watch.check(), otherWatch.check()]);
      if (judged.languages.find((l) => l.language === 'fr')!.isStalled) warnedAt.push(minute);
    }
    // The stage stalls 14 minutes after its work arrived with nothing done; French, quiet for 5 minutes
    // more than that, stalls with it (not after 6 hours).
    expect(warnedAt[0]).toBe(15);
    expect([...first.said, ...second.said].toSorted()).toEqual(['warn cluster:fr', 'warn fr']);

    // Clustering places the item: the stage moves again and French has its story, each said once.
    const story = await newsroom.story(clock, { fr: clock }, 'fr');
    await handle.db
      .update(feedItems)
      .set({ state: 'clustered', articleId: story, placedAt: clock, updatedAt: clock })
      .where(eq(feedItems.id, waiting));
    clock = new Date(clock.getTime() + 60_000);
    await Promise.all([watch.check(), otherWatch.check()]);
    await watch.check();
    expect([...first.said, ...second.said].filter((s) => s.startsWith('info')).toSorted()).toEqual([
      'info cluster:fr',
      'info fr',
    ]);
  });
});
