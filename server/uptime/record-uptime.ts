import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uptimeMinutes } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

const MINUTE = 60_000;
/** The About page measures the last 30 days; a little more is kept, then pruned. */
const KEPT_DAYS = 90;
const PRUNE_EVERY_MS = 60 * MINUTE;

/** The start of the minute `at` falls in. */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
}

/**
 * Records that the site is up this minute: this process is serving and its database took the write. Several
 * servers record the same minute once.
 */
export async function recordUptimeMinute(db: Database, now: Date): Promise<void> {
  await db
    .insert(uptimeMinutes)
    .values({ minute: minuteOf(now) })
    .onConflictDoNothing();
}

/** Deletes minutes older than the kept window; returns how many went. */
export async function pruneUptimeMinutes(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(uptimeMinutes)
    .where(lt(uptimeMinutes.minute, new Date(now.getTime() - KEPT_DAYS * 24 * 60 * MINUTE)))
    .returning({ minute: uptimeMinutes.minute });
  return deleted.length;
}

/** The periodic task a server process runs while it serves. */
export interface UptimeRecorder {
  stop(): void;
}

/**
 * Records a minute now and every minute after, and prunes old minutes every hour. A failed write (the
 * database not answering) is logged and leaves its minute unrecorded: that minute counts as down.
 */
export function startUptimeRecorder(
  db: Database,
  logger: Logger,
  clock: () => Date = () => new Date(),
): UptimeRecorder {
  let lastPrune = 0;
  const tick = async () => {
    const now = clock();
    try {
      await recordUptimeMinute(db, now);
      if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await pruneUptimeMinutes(db, now);
      }
    } catch (error) {
      logger.warn({ err: error }, 'could not record this minute of uptime');
    }
  };
  void tick();
  // Twice a minute, so that a timer running late never skips a minute.
  const timer = setInterval(() => void tick(), MINUTE / 2);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
