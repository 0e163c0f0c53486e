import type { ErrorReport } from '#common/contracts/corrections.ts';
import { fetchJson } from './request.ts';

/** Sends a reader's error report on a story to the editors' inbox (POST /api/error-reports); 429: too many. */
export async function reportError(report: ErrorReport): Promise<void> {
  await fetchJson('/api/error-reports', { method: 'POST', body: JSON.stringify(report) });
}
