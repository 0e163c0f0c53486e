import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { testFeedFetch } from '#tests/helpers/test-feed-fetch.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ingestRuns, sources } from '../db/schema.ts';
import type { JobQueue } from '../jobs/define-job.ts';
import { createLogger } from '../logger.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { queueDueSources } from './schedule-on-workers.ts';

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
});
