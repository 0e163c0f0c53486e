import type { InboxMessage, InboxPage, InboxQuerySchema } from '#common/contracts/admin-messages.ts';
import type { Correction, CorrectionInput } from '#common/contracts/corrections.ts';
import type { z } from '#common/contracts/zod.ts';
import { pathSegment, toQueryString } from './query-string.ts';
import { fetchJson } from './request.ts';

/** Which page of the inbox; what is left out takes the API's default. */
export type InboxQuery = Partial<z.infer<typeof InboxQuerySchema>>;

/** GET /api/admin/messages: what readers sent through the contact form, newest first. */
export function listInboxMessages(query: InboxQuery = {}): Promise<InboxPage> {
  return fetchJson<InboxPage>(`/api/admin/messages${toQueryString(query)}`);
}

/** PATCH /api/admin/messages/{id}: marks a message handled, or not. */
export function markMessage(id: number, handled: boolean): Promise<InboxMessage> {
  return fetchJson<InboxMessage>(`/api/admin/messages/${pathSegment(id)}`, {
    method: 'PATCH',
    body: JSON.stringify({ handled }),
  });
}

/** POST /api/admin/articles/{id}/corrections: a dated correction under the story, answering a report or not. */
export function addCorrection(articleId: number, correction: CorrectionInput): Promise<Correction> {
  return fetchJson<Correction>(`/api/admin/articles/${pathSegment(articleId)}/corrections`, {
    method: 'POST',
    body: JSON.stringify(correction),
  });
}
