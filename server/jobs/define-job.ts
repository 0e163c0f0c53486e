import { AsyncLocalStorage } from 'node:async_hooks';
import type { z } from 'zod';

/**
 * A unit of pipeline work: a name, the shape of its data, how it is run (tries, concurrency, alone or not)
 * and what it does. Every property a queue needs is here, so each queue adapter runs a job the same way.
 */
export interface JobDefinition<Data, Context, Name extends string = string> {
  name: Name;
  schema: z.ZodType<Data>;
  /** Tries after the first one; each waits longer than the one before (exponential back-off). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How many of this job run at the same time in one process. */
  concurrency: number;
  /**
   * Never two at once, in any process: at most one waits and one runs, and a send while one waits is
   * refused (the waiting one will do its work). pg-boss's "stately" queue; the in-process queue does the same.
   */
  runsAlone?: boolean;
  /**
   * Never two with the same key at once, in any process: a send while one with that key waits or runs is
   * refused (a source's fetch, keyed by its source, so a backlog longer than a claim's lease cannot fetch
   * it twice). pg-boss's "exclusive" queue with a singleton key; the in-process queue does the same.
   */
  oneAtATimePer?(data: Data): string;
  /**
   * Kinds this job leaves a process's CPU to: while a job of one of them runs in a process, that process
   * starts no job of this kind (those already running finish). On the workers another worker takes them
   * meanwhile; in one process they wait until it ends. For CPU-heavy work that would slow a job every
   * later step waits for (a language's clustering) when both share a process's CPU.
   */
  yieldsTo?: readonly string[];
  run(data: Data, context: Context, attempt: JobAttempt): Promise<void>;
}

/** Which try this is; the last one records a failure instead of throwing it for another try. */
export interface JobAttempt {
  number: number;
  isLast: boolean;
}

/** Declares a job; the identity function keeps the data type tied to its schema and the name literal. */
export function defineJob<Data, Context, const Name extends string>(
  definition: JobDefinition<Data, Context, Name>,
): JobDefinition<Data, Context, Name> {
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

/** The jobs a queue runs and, for each, the jobs it may send: a job table's graph, as data. */
export interface JobTable<Context> {
  jobs: ReadonlyArray<JobDefinition<unknown, Context>>;
  follows: Readonly<Record<string, readonly string[]>>;
}

/**
 * Where jobs are sent, by name: in-process for the embedded database, pg-boss on PostgreSQL. `Jobs` maps
 * each name to its data.
 */
export interface JobQueue<Jobs extends object = Record<string, unknown>> {
  /**
   * Queues a job; false when the queue did not take it because a job of that kind that runs alone is
   * already waiting (that one will do this one's work), or one with its key is waiting or running.
   */
  send<Name extends keyof Jobs & string>(
    name: Name,
    data: Jobs[Name],
    options?: SendOptions,
  ): Promise<boolean>;
}

const runningJob = new AsyncLocalStorage<string>();

/** Runs a job's code so that what it sends is known to come from it. */
export function runAsJob<T>(name: string, run: () => Promise<T>): Promise<T> {
  return runningJob.run(name, run);
}

/**
 * The definition of a job sent by name, when the table's graph lets the job now running (if any) send it;
 * throws otherwise, so that no job sends another the table does not draw.
 */
export function jobToSend<Context>(table: JobTable<Context>, name: string): JobDefinition<unknown, Context> {
  const job = table.jobs.find((j) => j.name === name);
  if (!job) throw new Error(`No job is named "${name}" in the job table`);
  const sender = runningJob.getStore();
  if (sender !== undefined && !table.follows[sender]?.includes(name))
    throw new Error(`The job table does not let "${sender}" send "${name}"`);
  return job;
}
