import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ingestRuns } from '../db/schema.ts';

/** The counters of a pass, as the CLI shows them and ingest_runs keeps them. */
export interface RunCounts {
  feeds: number;
  feedsFailed: number;
  feedsNotModified: number;
  itemsSeen: number;
  itemsNew: number;
  itemsFailed: number;
  storiesNew: number;
  storiesMerged: number;
  storiesWritten: number;
  translationsNew: number;
  modelParked: number;
  /** Requests made to the model, retries included. */
  modelRequests: number;
}

export const EMPTY_COUNTS: RunCounts = {
  feeds: 0,
  feedsFailed: 0,
  feedsNotModified: 0,
  itemsSeen: 0,
  itemsNew: 0,
  itemsFailed: 0,
  storiesNew: 0,
  storiesMerged: 0,
  storiesWritten: 0,
  translationsNew: 0,
  modelParked: 0,
  modelRequests: 0,
};

const COLUMNS = {
  feeds: ingestRuns.feeds,
  feedsFailed: ingestRuns.feedsFailed,
  feedsNotModified: ingestRuns.feedsNotModified,
  itemsSeen: ingestRuns.itemsSeen,
  itemsNew: ingestRuns.itemsNew,
  itemsFailed: ingestRuns.itemsFailed,
  storiesNew: ingestRuns.storiesNew,
  storiesMerged: ingestRuns.storiesMerged,
  storiesWritten: ingestRuns.storiesWritten,
  translationsNew: ingestRuns.translationsNew,
  modelParked: ingestRuns.modelParked,
  modelRequests: ingestRuns.modelRequests,
} as const;

/**
 * Adds to a pass's counters, in memory for the live progress and in its ingest_runs row, where the
 * increments of several workers add up (each is one atomic UPDATE). A worker's tally has no pass of its
 * own: each job names the queued pass it belongs to.
 */
export class RunTally {
  readonly counts: RunCounts = { ...EMPTY_COUNTS };

  constructor(
    private readonly db: Database,
    readonly runId: number | null,
    private readonly onChange: (counts: RunCounts) => void = () => undefined,
  ) {}

  async add(increments: Partial<RunCounts>, runId: number | undefined = undefined): Promise<void> {
    const target = runId ?? this.runId;
    const set: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(increments) as Array<[keyof RunCounts, number]>) {
      if (!value) continue;
      this.counts[key] += value;
      set[key] = sql`${COLUMNS[key]} + ${value}`;
    }
    if (Object.keys(set).length === 0) return;
    this.onChange(this.counts);
    if (target !== null) await this.db.update(ingestRuns).set(set).where(eq(ingestRuns.id, target));
  }
}
