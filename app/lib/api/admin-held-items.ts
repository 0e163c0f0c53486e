import type {
  HeldItemPage,
  HeldItemQuery,
  HeldTextList,
  PublishedHeldItem,
  PublishedHeldText,
  PublishHeldText,
} from '#common/contracts/held-items.ts';
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

/** GET /api/admin/held-texts: texts the accuracy check held for an editor, newest first. */
export function listHeldTexts(): Promise<HeldTextList> {
  return fetchJson<HeldTextList>('/api/admin/held-texts');
}

/** POST /api/admin/held-texts/{id}/publish: as it is (no fields), or with a corrected headline and summary. */
export function publishHeldText(id: number, edit: PublishHeldText = {}): Promise<PublishedHeldText> {
  return fetchJson<PublishedHeldText>(`/api/admin/held-texts/${pathSegment(id)}/publish`, {
    method: 'POST',
    body: JSON.stringify(edit),
  });
}

/** DELETE /api/admin/held-texts/{id}: the held text discarded (a story's only text: the story too). */
export function discardHeldText(id: number): Promise<void> {
  return fetchJson<void>(`/api/admin/held-texts/${pathSegment(id)}`, { method: 'DELETE' });
}
