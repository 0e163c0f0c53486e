import type { Logger } from '../logger.ts';
import type { JobDefinition, JobQueue } from './define-job.ts';

/** What became of one job after its tries. */
export interface JobOutcome {
  name: string;
  ok: boolean;
  attempts: number;
  error?: string;
}

type AnyJob<Context> = JobDefinition<unknown, Context>;

/**
 * Runs jobs in this process with the same definitions pg-boss runs on PostgreSQL: each job's data is
 * validated, failures are retried with exponential back-off, and each job name has its own concurrency.
 * Used on the embedded database (one process holds it) and by `npm run ingest`.
 */
export class InProcessQueue<Context> implements JobQueue<Context> {
  private context: Context | null = null;
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly logger: Logger,
    private readonly onOutcome: (outcome: JobOutcome) => void = () => undefined,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Binds the context jobs receive (it holds this queue too, so it is set after construction). */
  bind(context: Context): void {
    this.context = context;
  }

  async send<Data>(job: JobDefinition<Data, Context>, data: Data): Promise<boolean> {
    const parsed = job.schema.parse(data);
    const task = this.runWithRetries(job as AnyJob<Context>, parsed);
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
    return true;
  }

  /** Resolves once every job sent, and every job those sent, has finished. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async runWithRetries(job: AnyJob<Context>, data: unknown): Promise<void> {
    if (!this.context) throw new Error('InProcessQueue used before bind()');
    for (let attempt = 1; ; attempt++) {
      await this.acquire(job);
      try {
        await job.run(data, this.context, { number: attempt, isLast: attempt > job.retryLimit });
        this.onOutcome({ name: job.name, ok: true, attempts: attempt });
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (attempt > job.retryLimit) {
          this.logger.warn({ job: job.name, attempts: attempt, err: message }, 'job failed');
          this.onOutcome({ name: job.name, ok: false, attempts: attempt, error: message });
          return;
        }
      } finally {
        this.release(job);
      }
      // The back-off waits outside the job's concurrency slot, so other jobs run meanwhile.
      await this.sleep(job.retryDelaySeconds * 1000 * 2 ** (attempt - 1));
    }
  }

  private async acquire(job: AnyJob<Context>): Promise<void> {
    const running = this.running.get(job.name) ?? 0;
    if (running < job.concurrency) {
      this.running.set(job.name, running + 1);
      return;
    }
    await new Promise<void>((resolve) => {
      const queue = this.waiting.get(job.name) ?? [];
      queue.push(resolve);
      this.waiting.set(job.name, queue);
    });
  }

  private release(job: AnyJob<Context>): void {
    const next = this.waiting.get(job.name)?.shift();
    if (next) next();
    else this.running.set(job.name, (this.running.get(job.name) ?? 1) - 1);
  }
}
