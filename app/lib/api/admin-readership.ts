import type { ReadershipQuerySchema, ReadershipReport } from '#common/contracts/readership.ts';
import type { z } from '#common/contracts/zod.ts';
import { toQueryString } from './query-string.ts';
import { fetchJson } from './request.ts';

/** The period of the report; left out, the API's default (7 days). */
export type ReadershipQuery = Partial<z.infer<typeof ReadershipQuerySchema>>;

/** GET /api/admin/readership: what readers read over the last days, from the site's own page-view counter. */
export function getReadershipReport(query: ReadershipQuery = {}): Promise<ReadershipReport> {
  return fetchJson<ReadershipReport>(`/api/admin/readership${toQueryString(query)}`);
}
