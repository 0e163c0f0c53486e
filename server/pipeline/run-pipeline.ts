import { and, eq, inArray, lt } from 'drizzle-orm';
import type { LanguageModel } from '../ai/language-model.ts';
import type { Database } from '../db/client.ts';
import { maintainEmbeddedDatabase } from '../db/embedded-maintenance.ts';
import { feedItems, ingestRuns, sources } from '../db/schema.ts';
import { InProcessQueue, type JobOutcome } from '../jobs/in-process-queue.ts';
import type { Logger } from '../logger.ts';
import { HostLimiter, type SharedHostSlots } from './fetch/host-limiter.ts';
import type { SafeFetch } from './fetch/safe-fetch.ts';
import { PIPELINE_TABLE, READ_PASS_FOLLOWER, type PipelineQueue } from './job-table.ts';
import type { PipelineContext, PipelineSettings } from './pipeline-context.ts';
import { RunTally, type RunCounts } from './run-tally.ts';
import { workThroughBacklog } from './write/work-through-backlog.ts';
import { inlinePassWork, type PassWork } from './threads/pass-steps.ts';
import { yieldingToReaders } from './yield-to-readers.ts';

/** The edges a pass works through; tests pass their own clock and a fetch that reaches 127.0.0.1. */
export interface PipelineDeps {
  db: Database;
  logger: Logger;
  fetch: SafeFetch;
  now?: () => Date;
  settings: PipelineSettings;
  /** Written on title cards of articles without a title in a language; "Tidings" when absent. */
  siteName?: string;
  /**
   * True when this process alone can run passes on the database (the embedded one, locked to it): a pass
   * still marked running is then known to have been killed.
   */
  exclusive?: boolean;
  /** How retries wait out their back-off (tests wait for nothing). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * The configured model with a new request budget, one per pass, telling `onRequest` of each request it
   * makes; absent without a model.
   */
  createModel?: ((onRequest?: () => void) => LanguageModel) | undefined;
  /** Slots per host shared with the other processes (database or Redis); absent: this process's limit only. */
  hostSlots?: SharedHostSlots | undefined;
  /**
   * Where the pass's CPU steps run: a thread beside the main thread when the pass runs inside the web process
   * (pass-threads.ts); inline when absent (workers, `npm run ingest`), where no reader waits for the thread.
   */
  passWork?: PassWork | undefined;
}

/** What starts a pass and which sources it reads. */
export interface PassOptions {
  trigger: 'command-line' | 'schedule' | 'admin';
  /** Only these sources (enabled or not); all enabled sources when absent. */
  sourceIds?: number[] | undefined;
  onProgress?: ((counts: RunCounts) => void) | undefined;
  /** Hears of each job done, in the order they finish (tests follow the pass's flow with it). */
  onJobDone?: ((outcome: JobOutcome) => void) | undefined;
}

/** The outcome of a pass, with its ingest_runs row. */
export interface PassResult {
  runId: number;
  status: 'finished' | 'failed';
  counts: RunCounts;
  durationMs: number;
  jobsFailed: number;
}

const PER_HOST = 2;
const TOTAL_REQUESTS = 16;
// On a shared PostgreSQL, a pass still "running" this long after it started was killed; its items are
// resumed by the next pass either way.
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

let passInProgress = false;

/** Passes a worker remembers the model (and so the spent budget) of. */
const REMEMBERED_PASSES = 20;

/**
 * One model, with its own request budget, per pass: the jobs of a pass share its budget. Each request is
 * counted in the pass's row (ingest_runs.model_requests), where every process's requests add up.
 */
function modelsPerPass(
  createModel: PipelineDeps['createModel'],
  tally: RunTally,
  logger: PipelineDeps['logger'],
): PipelineContext['modelFor'] {
  const models = new Map<number | undefined, LanguageModel>();
  return (runId) => {
    if (!createModel) return null;
    let model = models.get(runId);
    if (!model) {
      model = createModel(() => {
        tally.add({ modelRequests: 1 }, runId).catch((error: unknown) => {
          logger.warn({ err: error, runId }, 'could not count a model request');
        });
      });
      models.set(runId, model);
      if (models.size > REMEMBERED_PASSES) models.delete(models.keys().next().value);
    }
    return model;
  };
}

/** What the jobs of one process work with: the deps, a polite limiter, the queue and the counters. */
export function createPipelineContext(
  deps: PipelineDeps,
  queue: PipelineQueue,
  tally: RunTally,
): PipelineContext {
  return {
    // On the embedded database the pass shares the thread and the one connection with the site's readers.
    db: deps.exclusive ? yieldingToReaders(deps.db) : deps.db,
    fetch: deps.fetch,
    limiter: new HostLimiter(PER_HOST, TOTAL_REQUESTS, deps.hostSlots),
    queue,
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    settings: deps.settings,
    tally,
    siteName: deps.siteName ?? 'Tidings',
    passWork: deps.passWork ?? inlinePassWork,
    modelFor: modelsPerPass(deps.createModel, tally, deps.logger),
  };
}

/** The in-process queue with the job table, and the context its jobs run with. */
export function createInProcessPipeline(
  deps: PipelineDeps,
  tally: RunTally,
  onOutcome?: (outcome: JobOutcome) => void,
): { queue: InProcessQueue<PipelineContext>; context: PipelineContext } {
  const queue = new InProcessQueue<PipelineContext>(PIPELINE_TABLE, deps.logger, onOutcome, deps.sleep);
  const context = createPipelineContext(deps, queue, tally);
  queue.bind(context);
  return { queue, context };
}

/** Thrown when a pass is asked for while this process is already running one. */
export class PassAlreadyRunningError extends Error {
  override name = 'PassAlreadyRunningError';
  constructor() {
    super('A pass over the sources is already running.');
  }
}

/** Tells whether this process is running a pass now (the admin shows it). */
export function isPassRunning(): boolean {
  return passInProgress;
}

/**
 * Runs one pass of the pipeline in this process with the same job code pg-boss runs: fetch each source's
 * feed, read each new item's page, then place the items into stories and publish them. Items left halfway by
 * a pass that was killed are picked up again, and nothing is published twice (see save-story.ts).
 */
export async function runPipelinePass(deps: PipelineDeps, options: PassOptions): Promise<PassResult> {
  if (passInProgress) throw new PassAlreadyRunningError();
  passInProgress = true;
  const started = Date.now();
  const now = deps.now ?? (() => new Date());
  const { db } = deps;
  try {
    const abandonedBefore = deps.exclusive ? now() : new Date(now().getTime() - ABANDONED_AFTER_MS);
    await db
      .update(ingestRuns)
      .set({ status: 'interrupted', finishedAt: now() })
      .where(and(eq(ingestRuns.status, 'running'), lt(ingestRuns.startedAt, abandonedBefore)));
    const [run] = await db
      .insert(ingestRuns)
      .values({ trigger: options.trigger, startedAt: now() })
      .returning({ id: ingestRuns.id });
    if (!run) throw new Error('ingest run insert returned no row');

    let jobsFailed = 0;
    const onOutcome = (outcome: JobOutcome) => {
      options.onJobDone?.(outcome);
      if (outcome.ok) return;
      jobsFailed++;
      deps.logger.warn({ job: outcome.name, error: outcome.error }, 'pipeline job failed');
    };
    const tally = new RunTally(db, run.id, options.onProgress);
    const { queue, context } = createInProcessPipeline(deps, tally, onOutcome);

    try {
      const chosen = await db
        .select({ id: sources.id })
        .from(sources)
        .where(options.sourceIds ? inArray(sources.id, options.sourceIds) : eq(sources.enabled, true));
      // Items a killed pass stored but did not read are read now.
      const unread = await db.select({ id: feedItems.id }).from(feedItems).where(eq(feedItems.state, 'new'));
      for (const item of unread) await queue.send('read-page', { itemId: item.id });
      for (const source of chosen) await queue.send('fetch-feed', { sourceId: source.id });
      // Clustering follows the pass's last feed and page (job-table.ts), here once the queue is empty.
      await queue.drain();
      await queue.send(READ_PASS_FOLLOWER, {});
      await queue.drain();
      // Model work an earlier pass left (a spent budget, a model configured since) comes after the new,
      // with what is left of the budget, newest and most reported first.
      const model = context.modelFor(undefined);
      if (model?.canWork()) await workThroughBacklog(db, queue, model);

      // The embedded database has no autovacuum to tidy and analyze what a pass changed (embedded-maintenance.ts).
      if (deps.exclusive && tally.counts.storiesNew + tally.counts.itemsNew > 0) {
        await maintainEmbeddedDatabase(db);
      }
      const everySourceFailed = chosen.length > 0 && tally.counts.feedsFailed === chosen.length;
      const status = everySourceFailed ? 'failed' : 'finished';
      await db
        .update(ingestRuns)
        .set({ status, finishedAt: now(), error: everySourceFailed ? 'every source failed' : null })
        .where(eq(ingestRuns.id, run.id));
      return { runId: run.id, status, counts: tally.counts, durationMs: Date.now() - started, jobsFailed };
    } catch (error) {
      await queue.drain().catch(() => undefined);
      await db
        .update(ingestRuns)
        .set({ status: 'failed', finishedAt: now(), error: String(error).slice(0, 500) })
        .where(eq(ingestRuns.id, run.id));
      throw error;
    }
  } finally {
    passInProgress = false;
  }
}
