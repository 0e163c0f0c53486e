import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '#common/languages.ts';
import { countPageView } from '../../lib/api/page-views.ts';

/**
 * Reports one page view on the first load and on every client-side path change, to the site's own counter
 * (path and language only: no cookie, no identifier). A configured third-party script counts on its own.
 */
export function PageViewReporter({ language }: { language: Language }) {
  const { pathname } = useLocation();
  useEffect(() => {
    void countPageView({ path: pathname, language }).catch(() => undefined); // counting must never disturb reading
  }, [pathname, language]);
  return null;
}
