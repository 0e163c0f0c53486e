import { data, Outlet } from 'react-router';
import { isLanguage } from '../../../common/languages.ts';
import type { Route } from './+types/language-layout';

/** Pages under /{lang}: an unknown first segment is not a language page. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

/** In the browser the check needs no server round trip. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}

export { NotFoundBoundary as ErrorBoundary } from '../../features/site/not-found-page.tsx';
