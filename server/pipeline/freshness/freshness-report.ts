import type { Database } from '../../db/client.ts';
import type { FreshnessReport } from '#common/contracts/freshness.ts';
import { judgeStalls } from './detect-stalls.ts';
import { measurePace, summarizeFreshness } from './measure-freshness.ts';

const HOUR_MS = 3_600_000;

/**
 * The admin's freshness screen: median and p95 per language over the last 24 hours and 7 days, each
 * language's newest story and whether it has stalled, as of `now`.
 */
export async function freshnessReport(db: Database, now: Date): Promise<FreshnessReport> {
  const since = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const [lastDay, lastWeek, pace] = await Promise.all([
    summarizeFreshness(db, since(24), now),
    summarizeFreshness(db, since(24 * 7), now),
    measurePace(db, now),
  ]);
  const stalls = judgeStalls(pace, now);
  return {
    generatedAt: now.toISOString(),
    lastDay,
    lastWeek,
    languages: pace.map((p, i) => ({
      language: p.language,
      newestStoryAt: p.newestAt?.toISOString() ?? null,
      storiesLastWeek: p.storiesLastWeek,
      stallAfterSeconds: stalls[i]!.thresholdMs === null ? null : stalls[i]!.thresholdMs! / 1000,
      stalled: stalls[i]!.isStalled,
    })),
  };
}
