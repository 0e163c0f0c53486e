import { getCatalog } from '../../i18n/catalogs.server.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import { LegalPage } from '../../features/site/legal-page.tsx';
import { pageMeta, siteMeta } from '../../features/site/seo.ts';
import { useRootData } from '../../lib/root-data.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/privacy-policy';

/** The legal texts are loaded only on the legal pages. */
export function loader({ params }: Route.LoaderArgs) {
  return { legal: getCatalog(routeLanguage(params), 'legal') };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const document = loaderData?.legal.privacy as Catalog | undefined;
  if (!root || !document) return [];
  return pageMeta({
    ...siteMeta(root),
    language: routeLanguage(params),
    path: '/privacy-policy',
    title: String(document.title),
    description: String(document.intro)
      .replace(/\{\{siteName\}\}/g, root.siteName)
      .slice(0, 200),
  });
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { siteName } = useRootData();
  const { legal } = loaderData;
  return (
    <LegalPage
      document={legal.privacy as Catalog}
      lastUpdated={String(legal.lastUpdated)}
      changeNote={String(legal.changeNote)}
      siteName={siteName}
    />
  );
}
