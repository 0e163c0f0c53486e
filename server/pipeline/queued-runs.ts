import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { ingestRuns } from '../db/schema.ts';
import type { JobQueue, SendOptions } from '../jobs/define-job.ts';
import type { PassOptions } from './run-pipeline.ts';

// A pass handed to the workers (npm run ingest -- --queue) has no one process that sees its end. Its jobs
// carry its ingest_runs id; the row counts the jobs sent and not yet settled. The worker whose job settles
// the last one either ends the pass or, when that job read the pass's last feed or page, holds the count
// for the clustering job that follows (job-table.ts), in the same UPDATE, so that two workers finishing
// at once cannot both miss it or both do it.

/** The run id a pipeline job's data carries, if it belongs to a queued pass. */
export const passRunId = z.number().int().positive().optional();

export function runIdOf(data: unknown): number | undefined {
  const runId = (data as { runId?: unknown } | null)?.runId;
  return typeof runId === 'number' ? runId : undefined;
}

/**
 * Opens a queued pass with one job counted for its sender, who settles it once every first job is sent;
 * `trigger` says who handed it over (`npm run ingest -- --queue` when not told).
 */
export async function openQueuedRun(
  db: Database,
  startedAt: Date,
  trigger: PassOptions['trigger'] = 'command-line',
): Promise<number> {
  const [run] = await db
    .insert(ingestRuns)
    .values({ trigger, startedAt, jobsOpen: 1 })
    .returning({ id: ingestRuns.id });
  if (!run) throw new Error('ingest run insert returned no row');
  return run.id;
}

/**
 * One job of a queued pass will not run again. When it was the last open one, the pass ends: failed when
 * every feed it fetched failed, else finished; unless the job was one of the pass's reading (or its
 * sender's): then the count is kept open for the clustering job, and true tells the caller to send it.
 */
export async function settleQueuedJob(
  db: Database,
  runId: number,
  at: Date,
  { reading }: { reading: boolean },
): Promise<boolean> {
  const everyFeedFailed = sql`r.feeds > 0 and r.feeds_failed = r.feeds`;
  // The row is locked in the subquery, so a second worker waits and then sees this one's count.
  const [row] = await queryRows<{ readingDone: boolean }>(
    db,
    sql`update ${ingestRuns} r set
      jobs_open = case when last.ends and ${reading} then r.jobs_open else greatest(r.jobs_open - 1, 0) end,
      status = case when last.ends and not ${reading}
        then (case when ${everyFeedFailed} then 'failed' else 'finished' end) else r.status end,
      error = case when last.ends and not ${reading} and ${everyFeedFailed} then 'every source failed' else r.error end,
      finished_at = case when last.ends and not ${reading} then ${at.toISOString()}::timestamptz else r.finished_at end
    from (select id, jobs_open <= 1 and status = 'running' as ends from ${ingestRuns} where id = ${runId} for update) last
    where r.id = last.id
    returning last.ends and ${reading} as "readingDone"`,
  );
  return row?.readingDone === true;
}

/**
 * The queue the workers send follow-up jobs through: a job of a queued pass is counted open before it is
 * sent (so its sender, still open, keeps the pass from ending early) and settled again if the queue
 * refuses it.
 */
export class QueuedRunTracker implements JobQueue {
  constructor(
    private readonly db: Database,
    private readonly inner: JobQueue,
    private readonly now: () => Date,
  ) {}

  async send(name: string, data: unknown, options?: SendOptions): Promise<boolean> {
    const runId = runIdOf(data);
    if (runId === undefined) return this.inner.send(name, data, options);
    await this.db
      .update(ingestRuns)
      .set({ jobsOpen: sql`${ingestRuns.jobsOpen} + 1` })
      .where(eq(ingestRuns.id, runId));
    let taken = false;
    try {
      taken = await this.inner.send(name, data, options);
    } finally {
      if (!taken) await settleQueuedJob(this.db, runId, this.now(), { reading: false });
    }
    return taken;
  }
}
