import { redirect } from 'react-router';
import type { Route } from './+types/redirect-to-english';

/** /, /today, /news/{slug}, /archive and /archive/{date} go to their English form (query kept). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '');
  const target = path === '' || path === '/today' ? '/en' : `/en${path}`;
  return redirect(target + url.search, 301);
}
