import { answerWithOutcome } from '../../lib/page-status.ts';
import { requestLanguage } from '../../lib/route-language.ts';
import { NotFoundPage } from '../../features/news/not-found-page.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { notFoundMeta } from '../../features/site/seo.ts';
import type { Route } from './+types/not-found';

/** Any path no page answers: the 404 page with recent articles, and HTTP status 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recent = await context.listNews({ language: requestLanguage(params, request), limit: 4, offset: 0 });
  return answerWithOutcome({ recent }, 'not found');
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { language, now } = useRootData();
  return <NotFoundPage language={language} recent={loaderData.recent} now={now} />;
}
