import type { Logger } from '../logger.ts';
import {
  jobToSend,
  runAsJob,
  type JobDefinition,
  type JobQueue,
  type JobTable,
  type SendOptions,
} from './define-job.ts';

/** What became of one job after its tries. */
export interface JobOutcome {
  name: string;
  ok: boolean;
  attempts: number;
  error?: string;
}

type AnyJob<Context> = JobDefinition<unknown, Context>;

/** A job waiting for a free slot of its kind. */
interface Waiter {
  priority: number;
  start: () => void;
}

/**
 * Runs jobs in this process with the same table pg-boss runs on PostgreSQL: each job's data is validated,
 * a send the table's graph does not draw is refused, failures are retried with exponential back-off, each
 * job name has its own concurrency, a job that runs alone has at most one waiting, and a job one at a time
 * per key has at most one of a key waiting or running. When a kind's slots
 * are taken, the job of that kind with the highest priority runs next, as pg-boss fetches them. A job that
 * yields to another kind waits while one of that kind runs (one process has no other worker to take it).
 * Used on the embedded database (one process holds it) and by `npm run ingest`.
 */
export class InProcessQueue<Context> implements JobQueue {
  private context: Context | null = null;
  private readonly running = new Map<string, number>();
  /** Per job name, the jobs waiting for a slot: highest priority first, then first come. */
  private readonly waiting = new Map<string, Waiter[]>();
  /** Per job that runs alone, how many are sent and not started (at most one). */
  private readonly notStarted = new Map<string, number>();
  /** The keys of the jobs one at a time per key that are waiting or running, with their job's name. */
  private readonly keysHeld = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly table: JobTable<Context>,
    private readonly logger: Logger,
    private readonly onOutcome: (outcome: JobOutcome) => void = () => undefined,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  /** Binds the context jobs receive (it holds this queue too, so it is set after construction). */
  bind(context: Context): void {
    this.context = context;
  }

  async send(name: string, data: unknown, options?: SendOptions): Promise<boolean> {
    const job = jobToSend(this.table, name);
    const parsed = job.schema.parse(data);
    if (job.runsAlone) {
      if ((this.notStarted.get(name) ?? 0) > 0) return false;
      this.notStarted.set(name, 1);
    }
    const key = job.oneAtATimePer && `${name}\u0000${job.oneAtATimePer(parsed)}`;
    if (key) {
      if (this.keysHeld.has(key)) return false;
      this.keysHeld.add(key);
    }
    const task = this.runWithRetries(job, parsed, options?.priority ?? 0).finally(() => {
      if (key) this.keysHeld.delete(key);
    });
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
    return true;
  }

  /** Resolves once every job sent, and every job those sent, has finished. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async runWithRetries(job: AnyJob<Context>, data: unknown, priority: number): Promise<void> {
    if (!this.context) throw new Error('InProcessQueue used before bind()');
    for (let attempt = 1; ; attempt++) {
      await this.acquire(job, priority);
      if (attempt === 1 && job.runsAlone) this.notStarted.set(job.name, 0);
      try {
        const context = this.context;
        await runAsJob(job.name, () =>
          job.run(data, context, { number: attempt, isLast: attempt > job.retryLimit }),
        );
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

  /** Whether a job of this kind may start now: a slot of its kind is free and no kind it yields to runs. */
  private canStart(job: AnyJob<Context>): boolean {
    return (
      (this.running.get(job.name) ?? 0) < job.concurrency &&
      !job.yieldsTo?.some((name) => (this.running.get(name) ?? 0) > 0)
    );
  }

  private async acquire(job: AnyJob<Context>, priority: number): Promise<void> {
    if (this.canStart(job)) {
      this.running.set(job.name, (this.running.get(job.name) ?? 0) + 1);
      return;
    }
    await new Promise<void>((start) => {
      const queue = this.waiting.get(job.name) ?? [];
      // After every job of the same or a higher priority (binary search: a pass may queue thousands).
      let low = 0;
      let high = queue.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (queue[middle]!.priority >= priority) low = middle + 1;
        else high = middle;
      }
      queue.splice(low, 0, { priority, start });
      this.waiting.set(job.name, queue);
    });
  }

  /**
   * Frees the job's slot and starts what may start now: the next of its kind, and the jobs that yielded to
   * it. Kinds in the table's order, so that of a clustering job and the title cards waiting for it to end,
   * the next clustering job goes first and the cards wait for it too.
   */
  private release(job: AnyJob<Context>): void {
    this.running.set(job.name, (this.running.get(job.name) ?? 1) - 1);
    for (const kind of this.table.jobs) {
      const waiting = this.waiting.get(kind.name);
      while (waiting?.length && this.canStart(kind)) {
        this.running.set(kind.name, (this.running.get(kind.name) ?? 0) + 1);
        waiting.shift()!.start();
      }
    }
  }
}
