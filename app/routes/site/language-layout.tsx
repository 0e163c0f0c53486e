import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { storeLanguagePreference } from '../../lib/language-preference.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { notFoundMeta } from '../../features/site/seo.ts';
import type { Route } from './+types/language-layout';

/** Pages under /{lang}: an unknown first segment is not a language page. */
export function loader({ params }: Route.LoaderArgs) {
  routeLanguage(params);
  return null;
}

/** In the browser the check needs no server round trip. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  routeLanguage(params);
  return null;
}

/** A language layout that failed (unknown language, missing archive day...) shows the 404 page: its title too. */
export function meta({ error, matches }: Route.MetaArgs) {
  return error ? notFoundMeta(matches) : [];
}

/** Keeps the page's language as the reader's choice on every change: by the switcher or by the URL. */
export default function LanguageLayout({ params }: Route.ComponentProps) {
  const language = routeLanguage(params);
  useEffect(() => storeLanguagePreference(language), [language]);
  return <Outlet />;
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/news/page-error-boundary.tsx';
