import { lazy, Suspense } from 'react';

/**
 * The not-found page's code (its search, recent articles and links) is loaded when a page under a language
 * fails, not with every page: few visits see it. A page drawn with the error on the server keeps its HTML
 * until the code has come.
 */
const NotFoundBoundary = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundBoundary })),
);

export function PageErrorBoundary() {
  return (
    <Suspense>
      <NotFoundBoundary />
    </Suspense>
  );
}
