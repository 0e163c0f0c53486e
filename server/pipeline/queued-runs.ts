import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { ingestRuns } from '../db/schema.ts';
import type { JobDefinition, JobQueue, SendOptions } from '../jobs/define-job.ts';
import type { SettledJob } from '../jobs/pg-boss-queue.ts';
import type { PipelineContext } from './pipeline-context.ts';

// A pass handed to the workers (npm run ingest -- --queue) has no one process that sees its end. Its jobs
// carry its ingest_runs id; the row counts the jobs sent and not yet settled, and the worker whose job
// settles the last one ends the pass, in the same UPDATE, so that two workers finishing at once cannot
// both miss it or both end it.

/** The run id a pipeline job's data carries, if it belongs to a queued pass. */
export const passRunId = z.number().int().positive().optional();

function runIdOf(data: unknown): number | undefined {
  const runId = (data as { runId?: unknown } | null)?.runId;
  return typeof runId === 'number' ? runId : undefined;
}

/** Opens a queued pass with one job counted for its sender, who settles it once every first job is sent. */
export async function openQueuedRun(db: Database, startedAt: Date): Promise<number> {
  const [run] = await db
    .insert(ingestRuns)
    .values({ trigger: 'command-line', startedAt, jobsOpen: 1 })
    .returning({ id: ingestRuns.id });
  if (!run) throw new Error('ingest run insert returned no row');
  return run.id;
}

/**
 * One job of a queued pass will not run again. When it was the last open one, the pass ends: failed when
 * every feed it fetched failed, else finished.
 */
export async function settleQueuedJob(db: Database, runId: number, at: Date): Promise<void> {
  const ends = sql`${ingestRuns.jobsOpen} <= 1 and ${ingestRuns.status} = 'running'`;
  const everyFeedFailed = sql`${ingestRuns.feeds} > 0 and ${ingestRuns.feedsFailed} = ${ingestRuns.feeds}`;
  await db
    .update(ingestRuns)
    .set({
      jobsOpen: sql`greatest(${ingestRuns.jobsOpen} - 1, 0)`,
      status: sql`case when ${ends} then (case when ${everyFeedFailed} then 'failed' else 'finished' end) else ${ingestRuns.status} end`,
      error: sql`case when ${ends} and ${everyFeedFailed} then 'every source failed' else ${ingestRuns.error} end`,
      finishedAt: sql`case when ${ends} then ${at.toISOString()}::timestamptz else ${ingestRuns.finishedAt} end`,
    })
    .where(eq(ingestRuns.id, runId));
}

/** Hears of the workers' settled jobs and settles those of queued passes. */
export function settleQueuedJobs(db: Database, now: () => Date) {
  return async (job: SettledJob): Promise<void> => {
    const runId = runIdOf(job.data);
    if (runId !== undefined) await settleQueuedJob(db, runId, now());
  };
}

/**
 * The queue the workers send follow-up jobs through: a job of a queued pass is counted open before it is
 * sent (so its sender, still open, keeps the pass from ending early) and settled again if the queue
 * refuses it.
 */
export class QueuedRunTracker implements JobQueue<PipelineContext> {
  constructor(
    private readonly db: Database,
    private readonly inner: JobQueue<PipelineContext>,
    private readonly now: () => Date,
  ) {}

  async send<Data>(
    job: JobDefinition<Data, PipelineContext>,
    data: Data,
    options?: SendOptions,
  ): Promise<boolean> {
    const runId = runIdOf(data);
    if (runId === undefined) return this.inner.send(job, data, options);
    await this.db
      .update(ingestRuns)
      .set({ jobsOpen: sql`${ingestRuns.jobsOpen} + 1` })
      .where(eq(ingestRuns.id, runId));
    let taken = false;
    try {
      taken = await this.inner.send(job, data, options);
    } finally {
      if (!taken) await settleQueuedJob(this.db, runId, this.now());
    }
    return taken;
  }
}
