import type { PipelineStatus, Source, SourceInput, SourcesOverview } from '#common/contracts/sources.ts';
import { pathSegment } from './query-string.ts';
import { fetchJson } from './request.ts';

/** GET /api/admin/sources: the publishers' feeds, the state of their last fetch, the pipeline's items and passes. */
export function getSourcesOverview(): Promise<SourcesOverview> {
  return fetchJson<SourcesOverview>('/api/admin/sources');
}

/** GET /api/admin/sources/status: whether a pass runs, the last passes and the items by stage (small). */
export function getPipelineStatus(): Promise<PipelineStatus> {
  return fetchJson<PipelineStatus>('/api/admin/sources/status');
}

/** POST /api/admin/sources: a new feed (409 when the feed is already a source). */
export function createSource(input: SourceInput): Promise<Source> {
  return fetchJson<Source>('/api/admin/sources', { method: 'POST', body: JSON.stringify(input) });
}

/** PUT /api/admin/sources/{id}: the source as a whole (409 when another source has the feed). */
export function replaceSource(id: number, input: SourceInput): Promise<Source> {
  return fetchJson<Source>(`/api/admin/sources/${pathSegment(id)}`, {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}

/** PATCH /api/admin/sources/{id}: turns a source's fetching on or off. */
export function setSourceEnabled(id: number, enabled: boolean): Promise<Source> {
  return fetchJson<Source>(`/api/admin/sources/${pathSegment(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ enabled }),
  });
}

/** POST /api/admin/sources/{id}/fetch: a pass over one source, now (409 while a pass runs). */
export async function startSourceFetch(id: number): Promise<void> {
  await fetchJson<unknown>(`/api/admin/sources/${pathSegment(id)}/fetch`, { method: 'POST', body: '{}' });
}

/** POST /api/admin/ingest: a pass over every enabled source, now (409 while a pass runs). */
export async function startIngestPass(): Promise<void> {
  await fetchJson<unknown>('/api/admin/ingest', { method: 'POST', body: '{}' });
}
