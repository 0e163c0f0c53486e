import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { StallWatch } from './detect-stalls.ts';
import { pruneOldRecords } from './prune-old-records.ts';

/**
 * How often stalls are looked for: a stage that stops is warned of within its bound (14 minutes) and a minute,
 * and so is a language it holds up; a busy language quiet for 10 minutes, within 11.
 */
export const STALL_CHECK_EVERY_MS = 60_000;
/** How often old records are pruned. */
export const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface NewsroomChecksOptions {
  /** RETENTION_DAYS: what only the pipeline needed, first seen longer ago, is pruned. */
  retentionDays: number;
  now?: () => Date;
  /** How long a stage may hold work while completing nothing before it is stalled (measure-stages.ts). */
  stageStallAfterMs?: number;
  stallCheckEveryMs?: number;
  pruneEveryMs?: number;
}

/** The running checks; stop() clears their timers and waits for a check under way. */
export interface NewsroomChecks {
  stop(): Promise<void>;
}

/**
 * Starts the newsroom's periodic checks in a process that runs the pipeline (the server unless PIPELINE_WORKERS, or
 * each `npm run worker`): stalled stages and languages (a warning in the log once per stall, by one of the
 * processes; the metrics are read at each scrape) every minute, and retention (pruneOldRecords) every hour, the first a minute after start.
 */
export function startNewsroomChecks(
  db: Database,
  logger: Logger,
  options: NewsroomChecksOptions,
): NewsroomChecks {
  const now = options.now ?? (() => new Date());
  const watch = new StallWatch(db, logger, now, options.stageStallAfterMs);
  let running: Promise<unknown> = Promise.resolve();
  let prunedBefore: Date | undefined;
  const checkStalls = () =>
    watch.check().catch((error: unknown) => logger.warn({ err: error }, 'newsroom stall check failed'));
  const prune = async () => {
    const before = new Date(now().getTime() - options.retentionDays * DAY_MS);
    try {
      // After the first pruning, only the items that crossed the cutoff since (with a day's margin).
      const after = prunedBefore && new Date(prunedBefore.getTime() - DAY_MS);
      const pruned = await pruneOldRecords(db, before, { after });
      prunedBefore = before;
      if (Object.values(pruned).some((n) => n > 0)) {
        logger.info({ ...pruned, retentionDays: options.retentionDays }, 'pruned old pipeline records');
      }
    } catch (error) {
      logger.warn({ err: error }, 'pruning old pipeline records failed');
    }
  };
  // One check at a time: a slow one is not overtaken by the next.
  const serially = (check: () => Promise<unknown>) => () => {
    running = running.then(check);
  };
  const timers = [
    setInterval(serially(checkStalls), options.stallCheckEveryMs ?? STALL_CHECK_EVERY_MS),
    setInterval(serially(prune), options.pruneEveryMs ?? PRUNE_EVERY_MS),
    setTimeout(serially(prune), STALL_CHECK_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  return {
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}
