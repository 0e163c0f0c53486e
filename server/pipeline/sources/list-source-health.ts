import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedItems, sources } from '../../db/schema.ts';
import type { LanguageHealth, SourceHealth, SourceHealthState } from '#common/contracts/sources.ts';
import { LANGUAGES } from '#common/languages.ts';

/** The window of the median delay from an item to its story. */
export const DELAY_WINDOW_DAYS = 7;

/** Disabled wins over failing: a switched-off source is not fetched, whatever its last fetches did. */
function healthState(enabled: boolean, consecutiveFailures: number): SourceHealthState {
  if (!enabled) return 'disabled';
  return consecutiveFailures > 0 ? 'failing' : 'healthy';
}

/**
 * Every source's health: its polling figures (kept by the scheduler as it fetches) and the median delay from an
 * item's first sight to its story over the last 7 days. One query for all the sources: the medians come from
 * one grouped percentile over the items placed in the window, joined to the sources.
 */
export async function listSourceHealth(db: Database, now = new Date()): Promise<SourceHealth[]> {
  const since = new Date(now.getTime() - DELAY_WINDOW_DAYS * 24 * 3600 * 1000);
  const delays = db
    .select({
      sourceId: feedItems.sourceId,
      medianSeconds:
        sql<number>`percentile_cont(0.5) within group (order by extract(epoch from ${feedItems.placedAt} - ${feedItems.createdAt}))`.as(
          'median_seconds',
        ),
      placed: sql<number>`count(*)::int`.as('placed'),
    })
    .from(feedItems)
    .where(and(isNotNull(feedItems.placedAt), gte(feedItems.placedAt, since)))
    .groupBy(feedItems.sourceId)
    .as('delays');
  const rows = await db
    .select({
      id: sources.id,
      enabled: sources.enabled,
      consecutiveFailures: sources.consecutiveFailures,
      lastSuccessAt: sources.lastSuccessAt,
      failingSince: sources.failingSince,
      nextFetchAt: sources.nextFetchAt,
      pollIntervalSeconds: sources.pollIntervalSeconds,
      fetchCount: sources.fetchCount,
      notModifiedCount: sources.notModifiedCount,
      failureCount: sources.failureCount,
      disabledReason: sources.disabledReason,
      medianSeconds: delays.medianSeconds,
      placed: delays.placed,
    })
    .from(sources)
    .leftJoin(delays, eq(delays.sourceId, sources.id))
    .orderBy(sources.id);
  return rows.map((row) => ({
    sourceId: row.id,
    state: healthState(row.enabled, row.consecutiveFailures),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    nextFetchAt: row.nextFetchAt?.toISOString() ?? null,
    pollIntervalSeconds: row.pollIntervalSeconds,
    fetchCount: row.fetchCount,
    notModifiedCount: row.notModifiedCount,
    failureCount: row.failureCount,
    notModifiedShare: row.fetchCount > 0 ? Math.min(1, row.notModifiedCount / row.fetchCount) : null,
    // PostgreSQL answers a double precision; the driver may hand it over as text.
    medianDelaySeconds: row.medianSeconds === null ? null : Number(row.medianSeconds),
    placedItems: Number(row.placed ?? 0),
    disabledReason: row.disabledReason,
  }));
}

/**
 * Healthy, failing and disabled sources per language, in the site's order of languages and "detect" last;
 * languages without a source are left out.
 */
export function summarizeHealthByLanguage(
  sourcesOf: ReadonlyArray<{ id: number; language: string }>,
  health: readonly SourceHealth[],
): LanguageHealth[] {
  const stateOf = new Map(health.map((h) => [h.sourceId, h.state]));
  return [...LANGUAGES, 'detect' as const].flatMap((language) => {
    const states = sourcesOf
      .filter((s) => s.language === language)
      .map((s) => stateOf.get(s.id) ?? 'healthy');
    if (states.length === 0) return [];
    const count = (state: SourceHealthState) => states.filter((s) => s === state).length;
    return [
      {
        language,
        sources: states.length,
        healthy: count('healthy'),
        failing: count('failing'),
        disabled: count('disabled'),
      },
    ];
  });
}
