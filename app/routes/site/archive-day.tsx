import { ArrowLeft } from '../../ui/icons.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import { isCalendarDate } from '#common/text/calendar-date.ts';
import { MAX_LIMIT } from '#common/news-limits.ts';
import { listNews } from '../../lib/api/news.ts';
import { collectPages } from '../../lib/collect-pages.ts';
import { isHydrationLoad } from '../../lib/is-hydration-load.ts';
import { readerLanguagesParam } from '../../lib/reader-languages.ts';
import { throwNotFound } from '../../lib/page-status.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { formatLongDay } from '../../lib/format-date.ts';
import { useNow } from '../../lib/use-now.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Button } from '../../ui/button.tsx';
import { ArticleGrid } from '../../features/news/article-grid.tsx';
import { breadcrumbs, notFoundMeta, pageMeta, siteMeta } from '../../features/site/seo.ts';
import { metaText } from '../../i18n/translate-meta.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/archive-day';

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = routeLanguage(params);
  if (!isCalendarDate(params.date)) throwNotFound();
  const articles = await collectPages(
    (offset) => context.listNews({ language, date: params.date, limit: MAX_LIMIT, offset }),
    MAX_LIMIT,
  );
  return { articles };
}

/** In the browser: the API, with the reader's languages; the day the server drew is kept for the default. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const language = routeLanguage(params);
  if (isHydrationLoad(request) && readerLanguagesParam(language) === null) return serverLoader();
  if (!isCalendarDate(params.date)) throwNotFound();
  const articles = await collectPages(
    (offset) => listNews({ language, date: params.date, limit: MAX_LIMIT, offset }),
    MAX_LIMIT,
  ).catch(() => [] as CardArticle[]);
  return { articles };
}
clientLoader.hydrate = true as const;

export function meta({ matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  if (!isCalendarDate(params.date)) return notFoundMeta(matches);
  const language = routeLanguage(params);
  const text = (key: string) => metaText(root.language, key, { siteName: root.siteName });
  const day = formatLongDay(params.date, language);
  return pageMeta({
    ...siteMeta(root),
    language,
    path: `/archive/${params.date}`,
    title: day,
    description: day,
    structuredData: [
      breadcrumbs(root.siteUrl, [
        { name: text('common:nav.today'), path: `/${language}` },
        { name: text('news:archive.title'), path: `/${language}/archive` },
        { name: day, path: `/${language}/archive/${params.date}` },
      ]),
    ],
  });
}

export default function ArchiveDayPage({ loaderData, params }: Route.ComponentProps) {
  const language = routeLanguage(params);
  const { t } = useTranslation('news');
  const now = useNow(useRootData().now);
  const longDate = formatLongDay(params.date, language);
  const { articles } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Button variant="ghost" asChild className="-ml-3 mb-4">
        <Link to={`/${language}/archive`}>
          <ArrowLeft aria-hidden="true" /> {t('archive.back')}
        </Link>
      </Button>
      <header className="mb-8">
        <h1 className="text-3xl font-bold">
          <time dateTime={params.date}>{longDate}</time>
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {t('archive.articles', { count: articles.length })}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('archive.utcNote')}</p>
      </header>
      {articles.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 py-16 text-center dark:border-slate-700">
          <h2 className="text-xl font-semibold">{t('archive.dayEmptyTitle')}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {t('archive.dayEmptyText', { date: longDate })}
          </p>
        </div>
      ) : (
        <ArticleGrid articles={articles} language={language} now={now} headingLevel={2} />
      )}
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from '../../features/news/page-error-boundary.tsx';
