import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { testFeedFetch } from '#tests/helpers/test-feed-fetch.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ingestRuns, sources } from '../db/schema.ts';
import type { JobQueue } from '../jobs/define-job.ts';
import { createLogger } from '../logger.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { queueDueSources } from './schedule-on-workers.ts';
import { CLAIM_LEASE_MS } from './claim-due-sources.ts';
import { PIPELINE_TABLE } from './job-table.ts';
import { PgBossQueue } from '../jobs/pg-boss-queue.ts';
import { queryRows } from '../db/query-rows.ts';
import { sql } from 'drizzle-orm';

describe.each(testDatabaseKinds())('a worker’s schedule tick on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('sends the due sources through the worker’s own queue, as passes of the schedule', async () => {
    // A new source is due at once (it was never fetched).
    const due = { name: 'Kıyı Haber', feedUrl: 'https://kiyi.example/rss', language: 'tr', country: 'TR' };
    const [added] = await handle.db.insert(sources).values(due).returning({ id: sources.id });
    const sent: Array<{ name: string; data: unknown }> = [];
    const queue: JobQueue = {
      send: (name, data) => {
        sent.push({ name, data });
        return Promise.resolve(true);
      },
    };
    const deps = {
      db: handle.db,
      logger: createLogger('silent'),
      fetch: testFeedFetch,
      settings: DEFAULT_PIPELINE_SETTINGS,
    };

    const pass = await queueDueSources(deps, queue);
    // Nothing more is due: the next tick hands over nothing and opens no pass.
    expect(await queueDueSources(deps, queue)).toBeNull();

    expect(pass).toMatchObject({ feeds: 1 });
    expect(sent).toEqual([
      {
        name: 'fetch-feed',
        data: { sourceId: added!.id, maxAgeDays: DEFAULT_PIPELINE_SETTINGS.maxAgeDays, runId: pass!.runId },
      },
    ]);
    const runs = await handle.db.select({ trigger: ingestRuns.trigger }).from(ingestRuns);
    expect(runs).toEqual([{ trigger: 'schedule' }]);
  });

  // pg-boss keeps its jobs in PostgreSQL: the workers' queue runs only there.
  if (kind === 'postgres')
    it('never has a source fetched twice at once when its fetch waits longer than the claim’s lease', async () => {
      await handle.db.delete(sources);
      const [source] = await handle.db
        .insert(sources)
        .values({ name: 'Kuyruk', feedUrl: 'https://kuyruk.example/rss', language: 'tr', country: 'TR' })
        .returning({ id: sources.id });
      const queue = await PgBossQueue.start(
        (handle as DatabaseHandle & { url: string }).url,
        PIPELINE_TABLE,
        createLogger('silent'),
      );
      try {
        let now = new Date();
        const deps = {
          db: handle.db,
          logger: createLogger('silent'),
          fetch: testFeedFetch,
          settings: DEFAULT_PIPELINE_SETTINGS,
          now: () => now,
        };
        // No worker takes the first fetch: after the lease, the next tick claims the source again.
        expect(await queueDueSources(deps, queue)).toMatchObject({ feeds: 1 });
        now = new Date(now.getTime() + CLAIM_LEASE_MS);
        expect(await queueDueSources(deps, queue)).toMatchObject({ feeds: 1 });
        const fetches = await queryRows<{ data: { sourceId: number } }>(
          handle.db,
          sql`select data from pgboss.job where name = 'fetch-feed'`,
        );
        expect(fetches.map((job) => job.data.sourceId)).toEqual([source!.id]);
      } finally {
        await queue.stop();
      }
    });
});
