import type { HeldItemPage, HeldItemQuery, PublishedHeldItem } from '#common/contracts/held-items.ts';
import { pathSegment, toQueryString } from './query-string.ts';
import { fetchJson } from './request.ts';

/** GET /api/admin/held-items: what the pipeline held back, newest first, for one reason or all. */
export function listHeldItems(query: Partial<HeldItemQuery> = {}): Promise<HeldItemPage> {
  return fetchJson<HeldItemPage>(`/api/admin/held-items${toQueryString(query)}`);
}

/** POST /api/admin/held-items/{id}/publish: "publish anyway", the item written up as a story. */
export function publishHeldItem(id: number): Promise<PublishedHeldItem> {
  return fetchJson<PublishedHeldItem>(`/api/admin/held-items/${pathSegment(id)}/publish`, {
    method: 'POST',
    body: '{}',
  });
}
