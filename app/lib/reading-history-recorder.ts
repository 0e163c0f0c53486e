import { useEffect } from 'react';
import type { Language } from '#common/languages.ts';
import { noteRead, type SeenStory } from './reading-history-log.ts';

/** Runs `task` when the browser is idle, within a few seconds at most (or soon, where it cannot tell). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else window.setTimeout(task, 1);
}

/**
 * Records the story a page shows once it is in the browser, and again when it changes: kept on this device for
 * the home page's "For you" row, nothing of it is sent. Only the story's facts are noted (a few lines,
 * app/lib/reading-history-log.ts); what they name is worked out by the row's code, which loads on the home page.
 */
export function useRecordRead(story: SeenStory | null, language: Language): void {
  useEffect(() => {
    if (!story) return;
    whenIdle(() => noteRead(story, language));
  }, [story, language]);
}
