import { PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import type { Logger } from '../logger.ts';
import {
  jobToSend,
  runAsJob,
  type JobDefinition,
  type JobQueue,
  type JobTable,
  type SendOptions,
} from './define-job.ts';

/**
 * Job history: a finished job is kept a week, and a job never taken is dropped after a week too (pg-boss's
 * deleteAfterSeconds and retentionSeconds). Always within RETENTION_DAYS (at least 8), which prunes the rest
 * of the pipeline's records (server/pipeline/freshness/prune-old-records.ts); each pass's counts stay in
 * ingest_runs until then.
 */
const JOB_HISTORY_SECONDS = 7 * 24 * 60 * 60;

/**
 * A worker refreshes the jobs it runs every JOB_HEARTBEAT_SECONDS / 2 (pg-boss's heartbeat); a job whose
 * heartbeat is this late is failed by pg-boss's supervisor (one pass a minute, from any live worker) and
 * retried on another worker. Without it, the jobs of a killed worker came back only after pg-boss's expiry,
 * 15 minutes, holding up their pass and its clustering until then; now within 30 s and a supervisor pass.
 * The expiry stays as the bound on a job that hangs in a live worker. A live worker's heartbeat fails to
 * come only when its event loop is blocked longer than half this (the pipeline's CPU work yields or runs
 * in threads).
 */
const JOB_HEARTBEAT_SECONDS = 30;

/** A job that will not run again: it succeeded, or its last try failed. */
export interface SettledJob {
  name: string;
  data: unknown;
  ok: boolean;
}

/**
 * The job queue on PostgreSQL: the same job table run by pg-boss, so worker processes on several machines
 * share the work and each job is taken by one of them. Retries and back-off are pg-boss's, from each
 * definition's retry limit and delay; a job that runs alone gets a "stately" queue (one waiting, one
 * running), a job one at a time per key an "exclusive" one (one waiting or running per singleton key); concurrency is per worker process. Workers fetch the waiting jobs of a kind highest priority
 * first, then oldest first, as the in-process queue runs them.
 *
 * Work moves between jobs without waiting for a poll: a job sent wakes the idle workers of its kind at once
 * (pg-boss's LISTEN/NOTIFY, `notify` on every queue), and a worker with more of a kind waiting takes them in
 * batches, fetching the next batch as soon as a full one is done (see `takingPlan`). Polling is only the
 * backstop for a missed notification, or for a database that cannot send them. A process that runs a job
 * another kind yields to (`JobDefinition.yieldsTo`) fetches none of that kind until it ends.
 */
export class PgBossQueue<Context> implements JobQueue {
  private processed = 0;
  /** What `work` runs jobs with, once called. */
  private working: { context: Context; onSettled: (job: SettledJob) => Promise<void> } | null = null;
  /** The fetch loops of each kind this process takes now, by their id. */
  private readonly loops = new Map<string, string>();
  /** How many jobs of each kind run in this process. */
  private readonly running = new Map<string, number>();
  /** The kinds another kind yields to (`JobDefinition.yieldsTo`). */
  private readonly yieldedTo: ReadonlySet<string>;
  /** The last change of the loops that yield (see `yieldToRunning`). */
  private yielding: Promise<void> = Promise.resolve();
  private stopping = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly table: JobTable<Context>,
    private readonly logger: Logger,
    private readonly polling: Polling,
  ) {
    this.yieldedTo = new Set(table.jobs.flatMap((job) => job.yieldsTo ?? []));
  }

  /** Connects, installs or migrates pg-boss's own schema, and makes one queue per job. */
  static async start<Context>(
    connectionString: string,
    table: JobTable<Context>,
    logger: Logger,
    polling: Polling = DEFAULT_POLLING,
  ): Promise<PgBossQueue<Context>> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss', useListenNotify: true });
    boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
    boss.on('warning', (warning: unknown) => logger.warn({ warning }, 'job queue warning'));
    await boss.start();
    for (const job of table.jobs) {
      const options = {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        notify: true,
        deleteAfterSeconds: JOB_HISTORY_SECONDS,
        retentionSeconds: JOB_HISTORY_SECONDS,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      };
      const policy = queuePolicy(job);
      await boss.createQueue(job.name, { policy, ...options });
      await bringQueuePolicyUpToDate(boss, job.name, policy, logger);
      // A queue an earlier version made keeps the options it was made with: brought up to these.
      await boss.updateQueue(job.name, options);
    }
    return new PgBossQueue(boss, table, logger, polling);
  }

  async send(name: string, data: unknown, options?: SendOptions): Promise<boolean> {
    const job = jobToSend(this.table, name);
    const parsed = job.schema.parse(data);
    const priority = options?.priority ?? 0;
    const singletonKey = job.oneAtATimePer?.(parsed);
    // A stately queue refuses a second waiting job (null): the one waiting will see this one's work; an
    // exclusive one refuses a job whose key has one waiting or running.
    return (await this.boss.send(name, parsed as object, { priority, singletonKey })) !== null;
  }

  /**
   * Takes jobs of every kind in this process with the given context. `onSettled` hears of each job that
   * will not run again, before pg-boss records it.
   */
  async work(
    context: Context,
    onSettled: (job: SettledJob) => Promise<void> = async () => {},
  ): Promise<void> {
    this.working = { context, onSettled };
    for (const job of this.table.jobs) this.loops.set(job.name, await this.startLoops(job));
  }

  /** Starts the fetch loops of a kind (see `takingPlan`); returns their id, which stops them. */
  private async startLoops(job: JobDefinition<unknown, Context>): Promise<string> {
    const { context, onSettled } = this.working!;
    const plan = takingPlan(job);
    // pg-boss fetches again at once after a full batch of two or more (burstWhenBatchFull), never after a
    // batch of one: a loop taken one job at a time wakes itself after each job instead, so that a backlog
    // of long jobs runs one after the other (an empty fetch then waits for a notification).
    const loop: { id?: string } = {};
    const fetchAgainAtOnce = () => {
      if (plan.batchSize === 1 && loop.id !== undefined) this.boss.notifyWorker(loop.id);
    };
    loop.id = await this.boss.work(
      job.name,
      {
        batchSize: plan.batchSize,
        localConcurrency: plan.loops,
        burstWhenBatchFull: plan.batchSize > 1,
        perJobResults: true,
        includeMetadata: true,
        pollingIntervalSeconds: this.polling.seconds,
        notifyPollingIntervalSeconds: this.polling.notifiedSeconds,
      },
      // A batch comes back in no particular order: run highest priority first, then first sent.
      (batch) =>
        mapLimited(
          batch.toSorted((a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime()),
          plan.runningPerLoop,
          (taken) => this.runOne(job, taken, context, onSettled),
        ).finally(fetchAgainAtOnce),
    );
    return loop.id;
  }

  /**
   * Stops fetching the kinds that yield to a kind running in this process, and starts again those that no
   * longer have to: another worker takes them meanwhile (a fetched job would be taken from every other
   * worker, and wait here). One change at a time, from the state when it runs.
   */
  private yieldToRunning(): Promise<void> {
    this.yielding = this.yielding.then(async () => {
      for (const job of this.table.jobs) {
        if (!job.yieldsTo) continue;
        const wanted = !this.stopping && !job.yieldsTo.some((name) => (this.running.get(name) ?? 0) > 0);
        const id = this.loops.get(job.name);
        if (!wanted && id !== undefined) {
          this.loops.delete(job.name);
          // Jobs already fetched run to their end; the loops fetch no more.
          await this.boss.offWork(job.name, { id, wait: false });
        } else if (wanted && id === undefined) {
          this.loops.set(job.name, await this.startLoops(job));
        }
      }
    });
    this.yielding = this.yielding.catch((error: unknown) =>
      this.logger.error({ err: error }, 'job queue could not yield to a running job'),
    );
    return this.yielding;
  }

  /** Runs one job of a batch; a failure is its own (the rest of the batch completes). */
  private async runOne(
    job: JobDefinition<unknown, Context>,
    taken: JobWithMetadata<unknown>,
    context: Context,
    onSettled: (job: SettledJob) => Promise<void>,
  ): Promise<JobResult> {
    const isLast = taken.retryCount >= job.retryLimit;
    const yieldedTo = this.yieldedTo.has(job.name);
    this.running.set(job.name, (this.running.get(job.name) ?? 0) + 1);
    if (yieldedTo) await this.yieldToRunning();
    try {
      const data = job.schema.parse(taken.data);
      try {
        await runAsJob(job.name, () => job.run(data, context, { number: taken.retryCount + 1, isLast }));
      } catch (error) {
        if (isLast) await onSettled({ name: job.name, data, ok: false });
        throw error;
      }
      this.processed++;
      await onSettled({ name: job.name, data, ok: true });
      return { id: taken.id, status: 'completed' };
    } catch (error) {
      this.logger.debug({ job: job.name, err: error }, 'job try failed');
      return { id: taken.id, status: 'failed', output: { message: String(error) } };
    } finally {
      this.running.set(job.name, this.running.get(job.name)! - 1);
      if (yieldedTo) void this.yieldToRunning();
    }
  }

  /** How many jobs this process finished. */
  get jobsProcessed(): number {
    return this.processed;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.yielding;
    await this.boss.stop({ graceful: true, timeout: 10_000 });
    this.logger.debug({ jobs: this.processed }, 'job queue stopped');
  }
}

type QueuePolicy = 'standard' | 'stately' | 'exclusive';

/** The pg-boss policy of a job's queue. */
export function queuePolicy(
  job: Pick<JobDefinition<unknown, unknown>, 'runsAlone' | 'oneAtATimePer'>,
): QueuePolicy {
  if (job.runsAlone) return 'stately';
  return job.oneAtATimePer ? 'exclusive' : 'standard';
}

/**
 * pg-boss cannot change a queue's policy: a queue an earlier version made with another one is made again,
 * when none of its jobs is waiting (its history goes with it). While jobs wait, it keeps its old policy
 * until a later start finds it empty, and says so.
 */
async function bringQueuePolicyUpToDate(
  boss: PgBoss,
  name: string,
  policy: QueuePolicy,
  logger: Logger,
): Promise<void> {
  const queue = await boss.getQueue(name);
  if (!queue || queue.policy === policy) return;
  if ((await boss.findJobs(name, { queued: true, limit: 1 })).length > 0) {
    logger.warn(
      { queue: name, policy: queue.policy, wanted: policy },
      'job queue keeps its old policy while jobs wait',
    );
    return;
  }
  await boss.deleteQueue(name);
  await boss.createQueue(name, { policy });
}

/**
 * How often an idle fetch loop asks for work: `seconds` when notifications cannot be had (the database or a
 * pooler does not pass them), `notifiedSeconds` while they can, as a backstop only (tests make both long, to
 * show that work does not wait for them).
 */
export interface Polling {
  seconds: number;
  notifiedSeconds: number;
}

const DEFAULT_POLLING: Polling = { seconds: 1, notifiedSeconds: 5 };

/**
 * How a job's concurrency is taken from pg-boss. A fetch loop that took a full batch fetches again as soon as
 * it is done; one that took less waits for a notification or the backstop poll. A batch ends with its slowest
 * job, so a kind with four or more at once has two loops, each fetching half: one slow page does not hold
 * every slot. A loop never fetches more than it runs at once: a job fetched is taken from every other worker,
 * and one left to wait behind its batch's first (a language's clustering behind another's, minutes long)
 * would keep an idle worker from it. A kind run one at a time is thus fetched one at a time, like a job that
 * runs alone (whose queue holds at most one waiting).
 */
export function takingPlan(job: Pick<JobDefinition<unknown, unknown>, 'concurrency' | 'runsAlone'>): {
  loops: number;
  batchSize: number;
  runningPerLoop: number;
} {
  if (job.runsAlone) return { loops: 1, batchSize: 1, runningPerLoop: 1 };
  const loops = job.concurrency >= 4 ? 2 : 1;
  const runningPerLoop = Math.ceil(job.concurrency / loops);
  return { loops, batchSize: runningPerLoop, runningPerLoop };
}

/** Maps items with at most `limit` running at once, results in the items' order. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
