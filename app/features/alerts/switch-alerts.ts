import type { Language } from '#common/languages.ts';
import { deletePushSubscription, fetchPushKey, savePushSubscription } from '../../lib/api/push.ts';
import type { AlertsProblem } from './alerts-state.ts';

/**
 * Subscribes this browser to breaking-news alerts in `language`: asks for permission (only now, on the
 * reader's click), registers the service worker that shows them (public/sw.js, which also keeps saved articles)
 * and hands the site its subscription. Loaded on first click: pages carry none of it. Resolves with what to
 * tell the reader when it did not happen ('blocked'), null when it did or when the reader dismissed the prompt.
 */
export async function turnAlertsOn(language: Language): Promise<{ on: boolean; problem: AlertsProblem }> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { on: false, problem: permission === 'denied' ? 'blocked' : null };
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = fromBase64Url((await fetchPushKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // One made for another key (the site's pair was replaced) would never receive an alert: made again.
  if (subscription && !isSameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The push subscription has no keys');
  await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, language });
  return { on: true, problem: null };
}

/** Stops the alerts: the site forgets the subscription first, so a failed request leaves them on, as shown. */
export async function turnAlertsOff(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function isSameKey(kept: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!kept || kept.byteLength !== key.length) return false;
  const bytes = new Uint8Array(kept);
  return key.every((byte, i) => bytes[i] === byte);
}
