import { eq, inArray } from 'drizzle-orm';
import { sources } from '../db/schema.ts';
import type { JobQueue } from '../jobs/define-job.ts';
import { PgBossQueue, type SettledJob } from '../jobs/pg-boss-queue.ts';
import { PIPELINE_TABLE, READ_PASS_FOLLOWER, READING_JOBS, type PipelineJobName } from './job-table.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { openQueuedRun, QueuedRunTracker, runIdOf, settleQueuedJob } from './queued-runs.ts';
import { createPipelineContext, type PassOptions, type PipelineDeps } from './run-pipeline.ts';
import { RunTally } from './run-tally.ts';

// A pass on the workers (pg-boss on PostgreSQL) follows the job table as a pass in one process does: its
// clustering job is sent once the pass's last feed and page are read, which the pass's count of open jobs
// tells (queued-runs.ts), where one process would see its queue run empty.

/**
 * Settles a job of a queued pass (or its sender's share, `reading` then) and, when that was the pass's
 * last reading, sends the clustering job in its place; a refused one (another pass's is waiting and will
 * place these items too) is settled at once.
 */
async function settleAndFollow(
  deps: Pick<PipelineDeps, 'db'>,
  queue: JobQueue,
  runId: number,
  at: Date,
  reading: boolean,
): Promise<void> {
  if (!(await settleQueuedJob(deps.db, runId, at, { reading }))) return;
  const taken = await queue.send(READ_PASS_FOLLOWER, { runId });
  if (!taken) await settleQueuedJob(deps.db, runId, at, { reading: false });
}

/**
 * Hands a pass to the workers through `queue` (the process's one pg-boss sender: a worker's own queue, the
 * web process's, or the command line's): a fetch-feed job per chosen source; returns the pass's id and its
 * sources.
 */
export async function queuePass(
  deps: PipelineDeps,
  queue: JobQueue,
  options: { sourceIds?: number[] | undefined; maxAgeDays: number; trigger: PassOptions['trigger'] },
): Promise<{ runId: number; feeds: number }> {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const chosen = await db
    .select({ id: sources.id })
    .from(sources)
    .where(options.sourceIds ? inArray(sources.id, options.sourceIds) : eq(sources.enabled, true));
  // The pass's row counts its open jobs, one for this sender until every first job is sent.
  const runId = await openQueuedRun(db, now(), options.trigger);
  try {
    const tracked = new QueuedRunTracker(db, queue, now);
    for (const source of chosen)
      await tracked.send('fetch-feed', { sourceId: source.id, maxAgeDays: options.maxAgeDays, runId });
  } finally {
    await settleAndFollow(deps, queue, runId, now(), true);
  }
  return { runId, feeds: chosen.length };
}

/** Takes pipeline jobs from pg-boss in this process until stopped (npm run worker). */
export async function startWorker(
  deps: PipelineDeps,
  databaseUrl: string,
): Promise<PgBossQueue<PipelineContext>> {
  const now = deps.now ?? (() => new Date());
  const queue = await PgBossQueue.start(databaseUrl, PIPELINE_TABLE, deps.logger);
  const tracked = new QueuedRunTracker(deps.db, queue, now);
  await queue.work(
    createPipelineContext(deps, tracked, new RunTally(deps.db, null)),
    async (job: SettledJob) => {
      const runId = runIdOf(job.data);
      const reading = READING_JOBS.includes(job.name as PipelineJobName);
      if (runId !== undefined) await settleAndFollow(deps, queue, runId, now(), reading);
    },
  );
  return queue;
}
