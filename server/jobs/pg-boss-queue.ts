import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';
import type { JobDefinition, JobQueue, SendOptions } from './define-job.ts';

// The job that must never run twice at once: pg-boss's "stately" queue keeps one waiting and one running.
const SINGLETON_JOBS = new Set(['cluster-stories']);

type AnyJob<Context> = JobDefinition<unknown, Context>;

/** A job that will not run again: it succeeded, or its last try failed. */
export interface SettledJob {
  name: string;
  data: unknown;
  ok: boolean;
}

/**
 * The job queue on PostgreSQL: the same job definitions run by pg-boss, so worker processes on several
 * machines share the work and each job is taken by one of them. Retries and back-off are pg-boss's, from
 * each definition's retry limit and delay; concurrency is per worker process. Workers fetch the waiting jobs
 * of a kind highest priority first, then oldest first, as the in-process queue runs them.
 */
export class PgBossQueue<Context> implements JobQueue<Context> {
  private processed = 0;

  private constructor(
    private readonly boss: PgBoss,
    private readonly jobs: Array<AnyJob<Context>>,
    private readonly logger: Logger,
  ) {}

  /** Connects, installs or migrates pg-boss's own schema, and makes one queue per job. */
  static async start<Context>(
    connectionString: string,
    jobs: Array<JobDefinition<unknown, Context>>,
    logger: Logger,
  ): Promise<PgBossQueue<Context>> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss' });
    boss.on('error', (error: unknown) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of jobs) {
      await boss.createQueue(job.name, {
        policy: SINGLETON_JOBS.has(job.name) ? 'stately' : 'standard',
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: true,
      });
    }
    return new PgBossQueue(boss, jobs, logger);
  }

  async send<Data>(job: JobDefinition<Data, Context>, data: Data, options?: SendOptions): Promise<boolean> {
    const parsed = job.schema.parse(data);
    const priority = options?.priority ?? 0;
    // A stately queue refuses a second waiting job (null): the one waiting will see this one's work.
    return (await this.boss.send(job.name, parsed as object, { priority })) !== null;
  }

  /**
   * Takes jobs of every kind in this process with the given context. `onSettled` hears of each job that
   * will not run again, before pg-boss records it.
   */
  async work(
    context: Context,
    onSettled: (job: SettledJob) => Promise<void> = async () => {},
  ): Promise<void> {
    for (const job of this.jobs) {
      await this.boss.work<object>(
        job.name,
        { batchSize: 1, localConcurrency: job.concurrency, pollingIntervalSeconds: 1 },
        async ([taken]) => {
          if (!taken) return;
          const data = job.schema.parse(taken.data);
          const isLast = taken.retryCount >= job.retryLimit;
          try {
            await job.run(data, context, { number: taken.retryCount + 1, isLast });
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
