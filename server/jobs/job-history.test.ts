import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { createLogger } from '../logger.ts';
import { defineJob } from './define-job.ts';
import { PgBossQueue } from './pg-boss-queue.ts';

// pg-boss needs PostgreSQL: this runs where TEST_DATABASE_URL names a server (CI does).
describe.runIf(testDatabaseKinds().includes('postgres'))('job history in pg-boss', () => {
  let handle: DatabaseHandle & { url?: string };
  beforeAll(async () => {
    handle = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is kept a week, within the least RETENTION_DAYS, finished or never taken', async () => {
    const job = defineJob({
      name: 'history-step',
      schema: z.object({}),
      retryLimit: 0,
      retryDelaySeconds: 1,
      concurrency: 1,
      async run() {},
    });
    const queue = await PgBossQueue.start(handle.url!, { jobs: [job], follows: {} }, createLogger('silent'));
    await queue.stop();
    const [row] = await queryRows<{ deleteAfter: number; retention: number }>(
      handle.db,
      sql`select deletion_seconds as "deleteAfter", retention_seconds as "retention"
          from pgboss.queue where name = 'history-step'`,
    );
    expect(row).toEqual({ deleteAfter: 7 * 24 * 3600, retention: 7 * 24 * 3600 });
  });
});
