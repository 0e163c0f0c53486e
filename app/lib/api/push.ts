import type { PushKey, PushSubscriptionInput } from '#common/contracts/push.ts';
import { fetchJson } from './request.ts';

/** The site's Web Push public key, to subscribe with (GET /api/push/key). */
export async function fetchPushKey(): Promise<PushKey> {
  return fetchJson<PushKey>('/api/push/key');
}

/** Keeps this browser's subscription for breaking-news alerts in a language (POST /api/push/subscriptions). */
export async function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await fetchJson('/api/push/subscriptions', { method: 'POST', body: JSON.stringify(subscription) });
}

/** Stops the alerts of this browser's subscription (DELETE /api/push/subscriptions). */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await fetchJson('/api/push/subscriptions', { method: 'DELETE', body: JSON.stringify({ endpoint }) });
}
