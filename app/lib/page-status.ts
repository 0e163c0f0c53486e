import { data } from 'react-router';

// How a page loader says it could not show its page, one way each:
// - nothing at that address: throwNotFound(), drawn by the error boundary as the 404 page;
// - a read that failed: thrown on, logged once with the request's id (app/entry.server.tsx, handleError) and drawn
//   by the error boundary; a page that draws its own message instead (the article) logs the failure through
//   context.logger and answers answerWithOutcome(data, 'failed').
// Client loaders answer in the browser, where status and logger do not exist: they return what the page shows.

/** What a page loader found when it could not show its page: nothing at that address, or a failed read. */
export type PageOutcome = 'not found' | 'failed';

const STATUS: Record<PageOutcome, number> = { 'not found': 404, failed: 500 };

/**
 * Throws "not found" for an address no page answers (an unknown language, a day that does not exist): React
 * Router answers 404 and the nearest error boundary draws the not-found page.
 */
export function throwNotFound(): never {
  throw data(null, { status: STATUS['not found'] });
}

/**
 * A page that draws its own message for what it could not show ("Article Not Found", the 404 page's recent
 * articles): its data, answered with the outcome's status, so crawlers and caches know which it was.
 */
export function answerWithOutcome<T>(value: T, outcome: PageOutcome) {
  return data(value, { status: STATUS[outcome] });
}
