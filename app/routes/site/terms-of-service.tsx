import { getCatalog } from '../../i18n/catalogs.server.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import { LegalPage } from '../../features/site/legal-page.tsx';
import { pageMeta, siteMeta } from '../../features/site/seo.ts';
import { useRootData } from '../../lib/root-data.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/terms-of-service';

/** The legal texts are loaded only on the legal pages. */
export function loader({ params }: Route.LoaderArgs) {
  return { legal: getCatalog(routeLanguage(params), 'legal') };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const document = loaderData?.legal.terms as Catalog | undefined;
  if (!root || !document) return [];
  return pageMeta({
    ...siteMeta(root),
    language: routeLanguage(params),
    path: '/terms-of-service',
    title: String(document.title),
    description: String(document.intro)
      .replace(/\{\{siteName\}\}/g, root.siteName)
      .slice(0, 200),
  });
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const { siteName } = useRootData();
  const { legal } = loaderData;
  return (
    <LegalPage
      document={legal.terms as Catalog}
      lastUpdated={String(legal.lastUpdated)}
      changeNote={String(legal.changeNote)}
      siteName={siteName}
      changesBox={String((legal.terms as Catalog).changesBox)}
    />
  );
}
