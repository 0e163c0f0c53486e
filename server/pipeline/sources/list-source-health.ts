import type { Database } from '../../db/client.ts';
import { sources } from '../../db/schema.ts';
import { medianLatencyPerSource } from '../freshness/measure-freshness.ts';
import type { LanguageHealth, SourceHealth, SourceHealthState } from '#common/contracts/sources.ts';
import { LANGUAGES } from '#common/languages.ts';

/** The window of the median delay from an item to its story. */
export const DELAY_WINDOW_DAYS = 7;

/**
 * Disabled wins over failing: a switched-off source is not fetched, whatever its last fetches did. A source never
 * fetched is unchecked: a wrong URL in the catalogue is not healthy before anyone has tried it.
 */
function healthState(enabled: boolean, consecutiveFailures: number, fetchCount: number): SourceHealthState {
  if (!enabled) return 'disabled';
  if (consecutiveFailures > 0) return 'failing';
  return fetchCount > 0 ? 'healthy' : 'unchecked';
}

/**
 * Every source's health: its polling figures (kept by the scheduler as it fetches) and the median delay from an
 * item's first sight to its story over the last 7 days, as freshness measures it (decision 018: until the story
 * can be read in the item's language). Two queries for all the sources: their rows, and one grouped
 * percentile over the items that became readable in the window.
 */
export async function listSourceHealth(db: Database, now = new Date()): Promise<SourceHealth[]> {
  const since = new Date(now.getTime() - DELAY_WINDOW_DAYS * 24 * 3600 * 1000);
  const [rows, latencies] = await Promise.all([
    db
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
      })
      .from(sources)
      .orderBy(sources.id),
    medianLatencyPerSource(db, since, now),
  ]);
  return rows.map((row) => ({
    sourceId: row.id,
    state: healthState(row.enabled, row.consecutiveFailures, row.fetchCount),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    failingSince: row.failingSince?.toISOString() ?? null,
    nextFetchAt: row.nextFetchAt?.toISOString() ?? null,
    pollIntervalSeconds: row.pollIntervalSeconds,
    fetchCount: row.fetchCount,
    notModifiedCount: row.notModifiedCount,
    failureCount: row.failureCount,
    notModifiedShare: row.fetchCount > 0 ? Math.min(1, row.notModifiedCount / row.fetchCount) : null,
    medianDelaySeconds: latencies.get(row.id)?.medianSeconds ?? null,
    placedItems: latencies.get(row.id)?.items ?? 0,
    disabledReason: row.disabledReason,
  }));
}

/**
 * Healthy, unchecked, failing and disabled sources per language, in the site's order of languages and "detect" last;
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
      .map((s) => stateOf.get(s.id) ?? 'unchecked');
    if (states.length === 0) return [];
    const count = (state: SourceHealthState) => states.filter((s) => s === state).length;
    return [
      {
        language,
        sources: states.length,
        healthy: count('healthy'),
        unchecked: count('unchecked'),
        failing: count('failing'),
        disabled: count('disabled'),
      },
    ];
  });
}
