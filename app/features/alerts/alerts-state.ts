import { useSyncExternalStore } from 'react';

/**
 * Where this browser stands with breaking-news alerts: `hidden` on the server, until it is known, and in a
 * browser without Notification, PushManager or service workers; `working` while it changes.
 */
export type AlertsStatus = 'hidden' | 'off' | 'on' | 'working';
/** What the reader is told after a change that did not happen. */
export type AlertsProblem = 'blocked' | 'failed' | null;

export interface AlertsState {
  status: AlertsStatus;
  problem: AlertsProblem;
}

const HIDDEN: AlertsState = { status: 'hidden', problem: null };
let state: AlertsState = HIDDEN;
const listeners = new Set<() => void>();
let detected = false;

/** Sets the state every alerts control shows (the banner's and the footer's are the same switch). */
export function setAlertsState(next: AlertsState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Whether this browser can receive Web Push at all. */
export function canReceiveAlerts(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** Finds out once, in the browser, whether it can receive alerts and is subscribed already. */
function detect(): void {
  if (detected) return;
  detected = true;
  if (!canReceiveAlerts()) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.pushManager.getSubscription() ?? null)
    .then(
      (subscription) => setAlertsState({ status: subscription ? 'on' : 'off', problem: null }),
      () => setAlertsState({ status: 'off', problem: null }),
    );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  detect();
  return () => listeners.delete(listener);
}

/** The alerts state, the same in every control; `hidden` while the page is drawn on the server and hydrated. */
export function useAlertsState(): AlertsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => HIDDEN,
  );
}
