import { data } from 'react-router';
import { isLanguage } from '../../../common/languages.ts';
import { parseAcceptLanguage, preferredLanguage } from '../../lib/language-path.ts';
import { NotFoundPage } from '../../features/site/not-found-page.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { notFoundMeta } from '../../features/site/seo.ts';
import type { Route } from './+types/not-found';

/** Any path no page answers: the 404 page with recent articles, and HTTP status 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = isLanguage(params.lang)
    ? params.lang
    : preferredLanguage(parseAcceptLanguage(request.headers.get('accept-language')));
  const recent = await context.listNews({ language, limit: 4, offset: 0 });
  return data({ recent }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { language, now } = useRootData();
  return <NotFoundPage language={language} recent={loaderData.recent} now={now} />;
}
