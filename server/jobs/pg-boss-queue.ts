import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';
import { jobToSend, runAsJob, type JobQueue, type JobTable, type SendOptions } from './define-job.ts';

/**
 * Job history: a finished job is kept a week, and a job never taken is dropped after a week too (pg-boss's
 * deleteAfterSeconds and retentionSeconds). Always within RETENTION_DAYS (at least 8), which prunes the rest
 * of the pipeline's records (server/pipeline/freshness/prune-old-records.ts); each pass's counts stay in
 * ingest_runs until then.
 */
const JOB_HISTORY_SECONDS = 7 * 24 * 60 * 60;

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
 * running); concurrency is per worker process. Workers fetch the waiting jobs of a kind highest priority
 * first, then oldest first, as the in-process queue runs them.
 */
export class PgBossQueue<Context> implements JobQueue {
  private processed = 0;

  private constructor(
    private readonly boss: PgBoss,
    private readonly table: JobTable<Context>,
    private readonly logger: Logger,
  ) {}

  /** Connects, installs or migrates pg-boss's own schema, and makes one queue per job. */
  static async start<Context>(
    connectionString: string,
    table: JobTable<Context>,
    logger: Logger,
  ): Promise<PgBossQueue<Context>> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss' });
    boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of table.jobs) {
      await boss.createQueue(job.name, {
        policy: job.runsAlone ? 'stately' : 'standard',
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
        deleteAfterSeconds: JOB_HISTORY_SECONDS,
        retentionSeconds: JOB_HISTORY_SECONDS,
      });
    }
    return new PgBossQueue(boss, table, logger);
  }

  async send(name: string, data: unknown, options?: SendOptions): Promise<boolean> {
    const job = jobToSend(this.table, name);
    const parsed = job.schema.parse(data);
    const priority = options?.priority ?? 0;
    // A stately queue refuses a second waiting job (null): the one waiting will see this one's work.
    return (await this.boss.send(name, parsed as object, { priority })) !== null;
  }

  /**
   * Takes jobs of every kind in this process with the given context. `onSettled` hears of each job that
   * will not run again, before pg-boss records it.
   */
  async work(
    context: Context,
    onSettled: (job: SettledJob) => Promise<void> = async () => {},
  ): Promise<void> {
    for (const job of this.table.jobs) {
      await this.boss.work<object>(
        job.name,
        { batchSize: 1, localConcurrency: job.concurrency, pollingIntervalSeconds: 1 },
        async ([taken]) => {
          if (!taken) return;
          const data = job.schema.parse(taken.data);
          const isLast = taken.retryCount >= job.retryLimit;
          try {
            await runAsJob(job.name, () =>
              job.run(data, context, { number: taken.retryCount + 1, isLast }),
            );
          } catch (error) {
            if (isLast) await onSettled({ name: job.name, data, ok: false });
            throw error;
          }
          this.processed++;
          await onSettled({ name: job.name, data, ok: true });
        },
      );
    }
  }

  /** How many jobs this process finished. */
  get jobsProcessed(): number {
    return this.processed;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
    this.logger.debug({ jobs: this.processed }, 'job queue stopped');
  }
}
