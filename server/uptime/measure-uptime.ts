import { and, count, gte, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uptimeMinutes } from '../db/schema.ts';
import type { UptimeFigure } from '#common/contracts/site-settings.ts';
import { minuteOf } from './record-uptime.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Less history than this says too little: the About page then shows only the operator's claim. */
const SHORTEST_HISTORY_MINUTES = 24 * 60;

/**
 * The site's uptime over the last `days` days, from its own record: the minutes recorded, over the whole
 * minutes from the first recorded one in the window up to the current minute (which is not over yet). A
 * site recording since yesterday is measured since then, not over 30 days it was not running.
 */
export async function measureUptime(db: Database, now = new Date(), days = 30): Promise<UptimeFigure> {
  const end = minuteOf(now);
  const [row] = await db
    .select({ first: min(uptimeMinutes.minute), recorded: count() })
    .from(uptimeMinutes)
    .where(
      and(gte(uptimeMinutes.minute, new Date(end.getTime() - days * DAY)), lt(uptimeMinutes.minute, end)),
    );
  const first = row?.first ? new Date(row.first) : null;
  if (!first) return { share: null, since: null, minutesRecorded: 0, minutesElapsed: 0 };
  const minutesElapsed = Math.round((end.getTime() - first.getTime()) / MINUTE);
  const minutesRecorded = row?.recorded ?? 0;
  return {
    share: minutesElapsed < SHORTEST_HISTORY_MINUTES ? null : Math.min(1, minutesRecorded / minutesElapsed),
    since: first.toISOString(),
    minutesRecorded,
    minutesElapsed,
  };
}
