import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ingestRuns, sources } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { isPassRunning } from './run-pipeline.ts';
import { WorkerPipelineControl } from './worker-pipeline-control.ts';

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))(
  'the web process with PIPELINE_WORKERS (pipeline work handed to the workers)',
  () => {
    let handle: DatabaseHandle & { url?: string };
    const fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0',
      timeoutMs: 500,
      maxRedirects: 1,
      isAddressAllowed: () => false,
    });

    beforeAll(async () => {
      handle = await openTestDatabase('postgres');
    }, 60_000);
    afterAll(async () => {
      await fetch.close();
      await handle?.close();
    });

    const jobs = (name: string) =>
      queryRows<{ data: Record<string, unknown> }>(
        handle.db,
        sql`select data from pgboss.job where name = ${name} order by created_on`,
      );

    it('queues Fetch now, a held item’s picture and title cards as jobs, and runs nothing itself', async () => {
      const [source] = await handle.db
        .insert(sources)
        .values({
          name: 'Harbour Daily',
          feedUrl: 'https://harbour.example/feed.xml',
          language: 'en',
          country: 'GB',
        })
        .returning({ id: sources.id });
      let loads = 0;
      const control = new WorkerPipelineControl(
        () => {
          loads++;
          return Promise.resolve({
            db: handle.db,
            logger: createLogger('silent'),
            fetch,
            settings: DEFAULT_PIPELINE_SETTINGS,
          });
        },
        handle.url!,
        createLogger('silent'),
        15,
        false,
      );
      control.startSchedule();
      expect(control.start('admin', [source!.id])).toBe(true);
      // One hand-over at a time.
      expect(control.start('admin')).toBe(false);
      control.fetchImage(7, 'https://harbour.example/pier.jpg');
      await control.drawTitleCards([8, 9]);
      // Without a model there is nothing to translate.
      expect(control.translateMissing()).toBe(false);
      await control.stop();
      await control.close();

      expect(isPassRunning()).toBe(false);
      expect(loads).toBe(1);
      const [run] = await handle.db.select().from(ingestRuns);
      expect((await jobs('fetch-feed')).map((job) => job.data)).toEqual([
        { sourceId: source!.id, maxAgeDays: DEFAULT_PIPELINE_SETTINGS.maxAgeDays, runId: run!.id },
      ]);
      expect((await jobs('fetch-image')).map((job) => job.data)).toEqual([
        { articleId: 7, imageUrl: 'https://harbour.example/pier.jpg' },
      ]);
      expect((await jobs('draw-title-card')).map((job) => job.data)).toEqual([
        { articleId: 8 },
        { articleId: 9 },
      ]);
      // Nothing was fetched here: the pass waits for the workers.
      expect(run).toMatchObject({ status: 'running', feeds: 0, trigger: 'admin' });
    }, 60_000);
  },
);
