import type { FreshnessReport } from '#common/contracts/freshness.ts';
import { fetchJson } from './request.ts';

/** GET /api/admin/freshness: item-to-story and story-to-translation per language, newest stories and stalls. */
export function getFreshnessReport(): Promise<FreshnessReport> {
  return fetchJson<FreshnessReport>('/api/admin/freshness');
}
