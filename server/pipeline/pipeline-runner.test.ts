import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { ingestRuns } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { createSafeFetch } from './fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from './pipeline-context.ts';
import { PipelineRunner } from './pipeline-runner.ts';

describe('PipelineRunner (passes inside the server)', () => {
  let handle: DatabaseHandle;
  const fetch = createSafeFetch({
    userAgent: 'TidingsTest/1.0',
    timeoutMs: 500,
    maxRedirects: 1,
    isAddressAllowed: () => false,
  });
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await fetch.close();
    await handle.close();
  });

  it('runs one pass at a time and records who started it', async () => {
    let loads = 0;
    const runner = new PipelineRunner(
      async () => {
        loads++;
        return {
          db: handle.db,
          logger: createLogger('silent'),
          fetch,
          settings: DEFAULT_PIPELINE_SETTINGS,
          exclusive: true,
        };
      },
      createLogger('silent'),
      null,
      false,
    );
    expect(runner.intervalMinutes).toBeNull();
    runner.startSchedule(); // off: nothing is scheduled
    expect(loads).toBe(0); // nothing is loaded before the first pass
    expect(runner.start('admin')).toBe(true);
    expect(runner.isRunning()).toBe(true);
    expect(runner.start('admin')).toBe(false);
    await runner.stop();
    expect(runner.isRunning()).toBe(false);
    expect(runner.start('schedule')).toBe(true);
    await runner.stop();
    expect(loads).toBe(1); // made once, kept for later passes
    const runs = await handle.db.select().from(ingestRuns);
    expect(runs).toHaveLength(2);
    expect(runs.map((r) => r.trigger).sort()).toEqual(['admin', 'schedule']);
    expect(runs[0]).toMatchObject({ status: 'finished', feeds: 0 });
  });

  it('reads INGEST_INTERVAL in minutes', () => {
    const runner = new PipelineRunner(
      async () => ({
        db: handle.db,
        logger: createLogger('silent'),
        fetch,
        settings: DEFAULT_PIPELINE_SETTINGS,
      }),
      createLogger('silent'),
      15 * 60_000,
      false,
    );
    expect(runner.intervalMinutes).toBe(15);
  });
});
