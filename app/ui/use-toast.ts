import { useSyncExternalStore } from 'react';

/** At most one toast at a time; a dismissed toast stays mounted this long for its exit animation. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  /** A link under the description (where the thing just done can be seen). */
  link?: { href: string; label: string };
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastMessage[] = [];
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Closes a toast and removes it after the delay. */
export function dismissToast(id: string): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a toast, replacing the one on screen. */
export function toast(message: Omit<ToastMessage, 'id' | 'open'>): string {
  const id = String(++counter);
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** The toasts to render. */
export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
