import { useEffect } from 'react';
import type { Language } from '#common/languages.ts';
import type { SeenStory } from './reading-history.ts';

/** Runs `task` when the browser is idle, within a few seconds at most (or soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else window.setTimeout(task, 1);
}

/**
 * Records the story a page shows once it is in the browser, and again when it changes: kept on this device for
 * the home page's "For you" row, nothing of it is sent. The history's code (app/lib/reading-history.ts) loads
 * when the browser is idle after hydration, so the page's first view carries none of it. A reader who moves on
 * before then has still opened the story: it is recorded all the same.
 */
export function useRecordRead(story: SeenStory | null, language: Language): void {
  useEffect(() => {
    if (!story) return;
    whenIdle(() => {
      void import('./reading-history.ts')
        .then((history) => history.recordReadStory(story, language))
        .catch(() => undefined); // offline before the code was ever kept: this view goes unrecorded
    });
  }, [story, language]);
}
