import { useSyncExternalStore } from 'react';

/** The zone a page is drawn in on the server, which cannot know the reader's (and keeps one page for all). */
export const SERVER_TIME_ZONE = 'UTC';

const neverChanges = () => () => undefined;
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_TIME_ZONE;

/**
 * The reader's time zone (e.g. "Asia/Seoul"). The server's render and hydration use UTC, so both agree;
 * React then renders again with the reader's zone, without a hydration mismatch.
 */
export function useReaderTimeZone(): string {
  return useSyncExternalStore(neverChanges, readerTimeZone, () => SERVER_TIME_ZONE);
}
