import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';

/** The JSON an intent is sent as (what `readIntent` reads in the client action). */
const AS_JSON = { method: 'post', encType: 'application/json' } as const;

/**
 * A fetcher that sends an intent to its screen's client action as JSON. `submitForResult` resolves with the
 * action's answer once the screen has been read again, for a form that acts on it: a field error, starting over.
 */
export function useIntentFetcher<Action>(options?: { key?: string }) {
  const fetcher = useFetcher<Action>(options);
  const waiting = useRef<((result: typeof fetcher.data) => void) | null>(null);
  // The answer is in `fetcher.data` only at the next render, not when `submit` resolves.
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || !waiting.current) return;
    waiting.current(fetcher.data);
    waiting.current = null;
  }, [fetcher.state, fetcher.data]);
  const submitIntent = (intent: Parameters<typeof fetcher.submit>[0] & object) =>
    fetcher.submit(intent, AS_JSON);
  const submitForResult = (intent: Parameters<typeof fetcher.submit>[0] & object) =>
    new Promise<NonNullable<typeof fetcher.data>>((resolve) => {
      waiting.current = resolve as (result: typeof fetcher.data) => void;
      void submitIntent(intent);
    });
  return { fetcher, submitIntent, submitForResult };
}
