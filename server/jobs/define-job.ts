import type { z } from 'zod';

/** A unit of pipeline work: a name, the shape of its data, how often to retry it, and what it does. */
export interface JobDefinition<Data, Context> {
  name: string;
  schema: z.ZodType<Data>;
  /** Tries after the first one; each waits longer than the one before (exponential back-off). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How many of this job run at the same time in one process. */
  concurrency: number;
  run(data: Data, context: Context, attempt: JobAttempt): Promise<void>;
}

/** Which try this is; the last one records a failure instead of throwing it for another try. */
export interface JobAttempt {
  number: number;
  isLast: boolean;
}

/** Declares a job; the identity function keeps the data type tied to its schema. */
export function defineJob<Data, Context>(
  definition: JobDefinition<Data, Context>,
): JobDefinition<Data, Context> {
  return definition;
}

/** How a job is queued. */
export interface SendOptions {
  /**
   * Among the waiting jobs of one kind, those with a higher priority run first (ties in the order sent);
   * 0 when absent. An integer, as pg-boss takes it.
   */
  priority?: number | undefined;
}

/** Where jobs are sent: in-process for the embedded database, pg-boss on PostgreSQL. */
export interface JobQueue<Context> {
  /**
   * Queues a job; false when the queue did not take it because a job of that kind that runs alone is
   * already waiting (that one will do this one's work).
   */
  send<Data>(job: JobDefinition<Data, Context>, data: Data, options?: SendOptions): Promise<boolean>;
}
