import type { ContactMessage } from '#common/contracts/contact.ts';
import { fetchJson } from './request.ts';

/** Sends a reader's message to the editors' inbox (POST /api/contact); a refused one throws ApiError (429: too many). */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  await fetchJson('/api/contact', { method: 'POST', body: JSON.stringify(message) });
}
