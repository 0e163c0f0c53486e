import type { LanguageModel } from '../ai/language-model.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { HostLimiter } from './fetch/host-limiter.ts';
import type { SafeFetch } from './fetch/safe-fetch.ts';
import type { PipelineQueue } from './job-table.ts';
import type { RunTally } from './run-tally.ts';
import type { PassWork } from './threads/pass-steps.ts';

/** Limits of one pipeline process. */
export interface PipelineSettings {
  /** Items older than this many days are skipped; 0 keeps every item. */
  maxAgeDays: number;
  feedMaxBytes: number;
  pageMaxBytes: number;
  imageMaxBytes: number;
  /** Fetch each new item's page for its full text and picture (off: the feed's text only). */
  readPages: boolean;
  /** How often a source is read before its feed's dates tell better (INGEST_INTERVAL), in seconds. */
  defaultPollIntervalSeconds: number;
  /** A source failing this many days with no success is disabled (SOURCE_DISABLE_AFTER_DAYS). */
  disableAfterFailingDays: number;
}

export const DEFAULT_PIPELINE_SETTINGS: PipelineSettings = {
  maxAgeDays: 7,
  feedMaxBytes: 5 * 1024 * 1024,
  pageMaxBytes: 3 * 1024 * 1024,
  imageMaxBytes: 8 * 1024 * 1024,
  readPages: true,
  defaultPollIntervalSeconds: 15 * 60,
  disableAfterFailingDays: 3,
};

/** What every pipeline job receives: the edges of the world (database, network, clock) and the queue. */
export interface PipelineContext {
  db: Database;
  fetch: SafeFetch;
  limiter: HostLimiter;
  /** Sends the next jobs by name (job-table.ts draws which may follow which). */
  queue: PipelineQueue;
  logger: Logger;
  now: () => Date;
  settings: PipelineSettings;
  tally: RunTally;
  /** Written on a title card when an article has no title in a language. */
  siteName: string;
  /** Where the CPU steps (page reading, feed parsing) run: a thread beside the web process's main thread, or inline. */
  passWork: PassWork;
  /**
   * The model that writes and translates, with the request budget of the pass a job belongs to (a queued
   * pass's id on the workers; this process's pass otherwise); null without a model (extractive summaries).
   */
  modelFor(runId: number | undefined): LanguageModel | null;
}
