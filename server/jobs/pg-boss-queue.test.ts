import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { defineJob } from './define-job.ts';
import { PgBossQueue } from './pg-boss-queue.ts';

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))('PgBossQueue', () => {
  let handle: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('hands out the waiting jobs of a kind highest priority first, and first sent among equals', async () => {
    const ran: string[] = [];
    const step = defineJob({
      name: 'step',
      schema: z.object({ label: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 1,
      async run({ label }, context: { ran: string[] }) {
        context.ran.push(label);
      },
    });
    const queue = await PgBossQueue.start<{ ran: string[] }>(
      handle.url!,
      { jobs: [step], follows: {} },
      createLogger('silent'),
    );
    try {
      // All waiting before a worker takes any, as a clustering job's write jobs are.
      await queue.send('step', { label: 'low' }, { priority: 1 });
      await queue.send('step', { label: 'high' }, { priority: 9 });
      await queue.send('step', { label: 'none' });
      await queue.send('step', { label: 'middle a' }, { priority: 4 });
      await queue.send('step', { label: 'middle b' }, { priority: 4 });
      await queue.send('step', { label: 'below zero' }, { priority: -3 });
      await queue.work({ ran });
      const deadline = Date.now() + 20_000;
      while (ran.length < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(ran).toEqual(['high', 'middle a', 'middle b', 'low', 'none', 'below zero']);
    } finally {
      await queue.stop();
    }
  }, 30_000);
});
