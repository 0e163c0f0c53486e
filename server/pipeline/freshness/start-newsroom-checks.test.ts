import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { NewsroomFixture } from '#tests/helpers/newsroom-fixture.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { feedItems } from '../../db/schema.ts';
import { createLogger } from '../../logger.ts';
import { startNewsroomChecks } from './start-newsroom-checks.ts';

describe('the newsroom checks a pipeline process starts', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('warns of a stalled language and prunes old records on their own, until stopped', async () => {
    const now = new Date();
    const newsroom = new NewsroomFixture(handle.db, now);
    // English had a story every 10 minutes over the week, and none for the last 2 hours (its bound: 1 hour).
    await newsroom.storiesEvery(10, newsroom.ago(7 * 24 * 60 - 10), newsroom.ago(120));
    await newsroom.item({ seenAt: newsroom.ago(40 * 24 * 60), state: 'held' });
    const recent = await newsroom.item({ seenAt: newsroom.ago(60), state: 'held' });

    const warned: string[] = [];
    const logger = createLogger('silent');
    logger.warn = ((fields: { language?: string }) => {
      warned.push(fields.language ?? 'failure');
    }) as typeof logger.warn;
    const checks = startNewsroomChecks(handle.db, logger, {
      retentionDays: 30,
      stallCheckEveryMs: 20,
      pruneEveryMs: 20,
    });
    await vi.waitFor(
      async () => {
        expect(warned).toContain('en');
        expect((await handle.db.select({ id: feedItems.id }).from(feedItems)).map((r) => r.id)).toEqual([
          recent,
        ]);
      },
      { timeout: 20_000, interval: 50 },
    );
    await checks.stop();
    // Warned once, however many checks ran.
    expect(warned).toEqual(['en']);
  }, 60_000);
});
