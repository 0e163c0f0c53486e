import type { Database } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { StallWatch } from './detect-stalls.ts';
import { pruneOldRecords } from './prune-old-records.ts';

/** How often stalls are looked for: with a 10-minute quiet for a busy language, a warning within 11 minutes. */
export const STALL_CHECK_EVERY_MS = 60_000;
/** How often old records are pruned. */
export const PRUNE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export interface NewsroomChecksOptions {
  /** RETENTION_DAYS: what only the pipeline needed, first seen longer ago, is pruned. */
  retentionDays: number;
  now?: () => Date;
  stallCheckEveryMs?: number;
  pruneEveryMs?: number;
}

/** The running checks; stop() clears their timers and waits for a check under way. */
export interface NewsroomChecks {
  stop(): Promise<void>;
}

/**
 * Starts the newsroom's periodic checks in a process that runs the pipeline (the server unless PIPELINE_WORKERS, or
 * each `npm run worker`): stalls (a warning in the log once per stall, by one of the processes; the metric is
 * read at each scrape) every minute, and retention (pruneOldRecords) every hour, the first a minute after start.
 */
export function startNewsroomChecks(
  db: Database,
  logger: Logger,
  options: NewsroomChecksOptions,
): NewsroomChecks {
  const now = options.now ?? (() => new Date());
  const watch = new StallWatch(db, logger, now);
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
