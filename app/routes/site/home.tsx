import { RefreshCw } from '../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { listArchiveDays } from '../../lib/api/archive.ts';
import { listBreakingNews, listNews, listTopStories } from '../../lib/api/news.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { useNow } from '../../lib/use-now.ts';
import { isHydrationLoad } from '../../lib/is-hydration-load.ts';
import { readerLanguagesParam } from '../../lib/reader-languages.ts';
import { ReaderLanguagesControl } from '../../features/news/reader-languages-control.tsx';
import { newestReadable, UpdatedLine } from '../../features/news/updated-line.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ArticleGrid } from '../../features/news/article-grid.tsx';
import { BreakingBanner } from '../../features/news/breaking-banner.tsx';
import { AlertsToggle } from '../../features/alerts/alerts-toggle.tsx';
import { TopStories } from '../../features/news/top-stories.tsx';
import { ForYouSlot } from '../../features/news/for-you-slot.tsx';
import { CategoryNav } from '../../features/news/category-nav.tsx';
import { SearchForm } from '../../features/news/search-form.tsx';
import { ArchiveDayCard } from '../../features/archive/archive-day-card.tsx';
import {
  HOME_ARCHIVE_DAYS,
  HOME_PAGE_SIZE,
  MAX_HOME_PAGES,
  SEARCH_LIMIT,
  firstReadLimit,
  homePagesSearch,
  isLoadMoreStep,
  readHomeQuery,
  readStories,
  type HomeData,
} from '../../features/news/home-data.ts';
import { feedLinks, pageMeta, siteMeta } from '../../features/site/seo.ts';
import { metaText } from '../../i18n/translate-meta.ts';
import type { RootData } from '../../root.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/home';

/** First load: the server renders the page with its data. */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<HomeData> {
  const language = routeLanguage(params);
  const { search, category, pages } = readHomeQuery(new URL(request.url));
  const limit = search ? SEARCH_LIMIT : firstReadLimit(pages);
  const { articles, breaking, archiveDays, topStories } = await context.homePage({
    language,
    limit,
    offset: 0,
    search: search ?? undefined,
    category: category ?? undefined,
  });
  // The pages "Load more" had shown, past what one read returns.
  const more =
    articles.length === limit
      ? await readStories(limit, pages * HOME_PAGE_SIZE - limit, (offset, count) =>
          context.listNews({ language, limit: count, offset, category: category ?? undefined }),
        )
      : [];
  return {
    articles: [...articles, ...more],
    breaking,
    archiveDays: archiveDays.slice(0, HOME_ARCHIVE_DAYS),
    topStories,
    search,
    category,
    pages,
    loadFailed: false,
  };
}

/**
 * Later visits in the browser: the spec's API calls, with the reader's languages. The page the server drew
 * (the edition's default languages) is kept unless the reader reads other languages.
 */
export async function clientLoader({
  params,
  request,
  serverLoader,
}: Route.ClientLoaderArgs): Promise<HomeData> {
  const language = routeLanguage(params);
  if (isHydrationLoad(request) && readerLanguagesParam(language) === null) return serverLoader();
  const { search, category, pages } = readHomeQuery(new URL(request.url));
  const limit = search ? SEARCH_LIMIT : firstReadLimit(pages);
  const listPage = (offset: number, count: number) =>
    listNews({
      language,
      search: search ?? undefined,
      limit: count,
      offset: search ? undefined : offset,
      category: category ?? undefined,
    });
  const [articles, breaking, archiveDays, topStories] = await Promise.all([
    listPage(0, limit)
      // The pages "Load more" had shown, past what one read returns.
      .then(async (first) =>
        first.length === limit
          ? [...first, ...(await readStories(limit, pages * HOME_PAGE_SIZE - limit, listPage))]
          : first,
      )
      // The page says the list failed (loadFailed) and offers to try again.
      .catch(() => null),
    listBreakingNews(language).catch(() => []),
    listArchiveDays(language).catch(() => []),
    // Top stories lead only the plain front page; without them the page still shows the latest news.
    search || category ? [] : listTopStories(language).catch(() => []),
  ]);
  return {
    articles: articles ?? [],
    breaking: breaking[0] ?? null,
    archiveDays: archiveDays.slice(0, HOME_ARCHIVE_DAYS),
    topStories,
    search,
    category,
    pages,
    loadFailed: articles === null,
  };
}
clientLoader.hydrate = true as const;

/** "Load more" shows the next page itself and then writes it into the address, which needs no new load. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isLoadMoreStep(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  const text = (key: string, values?: Record<string, string>) => metaText(root.language, key, values);
  const search = loaderData?.search;
  const category = loaderData?.category;
  const language = routeLanguage(params);
  const site = siteMeta(root);
  return [
    ...pageMeta({
      ...site,
      language,
      // A category's page is its own page: its address is canonical, its title names the category.
      path: category && !search ? `?category=${category}` : '',
      title: search
        ? text('news:home.searchResultsFor', { query: search })
        : category
          ? text(`common:categories.${category}`)
          : undefined,
      description: text('news:hero.subtitle'),
      noindex: Boolean(search),
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: root.siteName,
          description: site.tagline,
          url: `${root.siteUrl}/${language}`,
          inLanguage: language,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${root.siteUrl}/${language}?search={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    }),
    // A category's page also offers that category's feeds (the language's are in every page's head).
    ...(category
      ? feedLinks(root.siteName, `/${language}/${category}`, text(`common:categories.${category}`))
      : []),
  ];
}

export default function Home({ loaderData, params }: Route.ComponentProps) {
  const language = routeLanguage(params);
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const now = useNow(useRootData().now);
  const { search, category, breaking, archiveDays, topStories, loadFailed } = loaderData;

  // Pages appended by "Load More", counted in the address (?page=2) so that Back, a reload or a shared link
  // shows them again, where the browser's scroll position is restored (<ScrollRestoration> in the root). They
  // start over whenever the list is loaded again.
  const [articles, setArticles] = useState(loaderData.articles);
  const [pages, setPages] = useState(loaderData.pages);
  const hasAllPages = (list: unknown[], count: number) =>
    list.length >= count * HOME_PAGE_SIZE && count < MAX_HOME_PAGES;
  const [hasMore, setHasMore] = useState(hasAllPages(loaderData.articles, loaderData.pages));
  const [isLoadingMore, setLoadingMore] = useState(false);
  useEffect(() => {
    setArticles(loaderData.articles);
    setPages(loaderData.pages);
    setHasMore(hasAllPages(loaderData.articles, loaderData.pages));
  }, [loaderData.articles, loaderData.pages]);

  const isNavigatingHere =
    navigation.state === 'loading' &&
    navigation.location.pathname === `/${language}` &&
    !isLoadMoreStep(location, navigation.location);
  const isRefreshing = revalidator.state === 'loading';
  const pendingSearch = isNavigatingHere
    ? new URLSearchParams(navigation.location.search).get('search')
    : null;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await listNews({
        language,
        limit: HOME_PAGE_SIZE,
        offset: articles.length,
        category: category ?? undefined,
      });
      setArticles((current) => [...current, ...next.filter((a) => !current.some((c) => c.id === a.id))]);
      setHasMore(next.length >= HOME_PAGE_SIZE && pages + 1 < MAX_HOME_PAGES);
      setPages(pages + 1);
      // The same history entry, now with one page more: Back from a story returns to this list.
      void navigate(
        { search: homePagesSearch(location.search, pages + 1) },
        { replace: true, preventScrollReset: true },
      );
    } catch (error) {
      console.error('Failed to load more news', error);
    } finally {
      setLoadingMore(false);
    }
  };

  const leaveSearch = () => {
    if (search) void navigate(`/${language}${category ? `?category=${category}` : ''}`);
  };

  return (
    <>
      {breaking && (
        <BreakingBanner
          article={breaking}
          language={language}
          alerts={<AlertsToggle language={language} tone="banner" />}
        />
      )}
      <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-10 md:py-14 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-5xl">
            {category && !search ? tc(`categories.${category}`) : t('hero.title')}
          </h1>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t('hero.subtitle')}</p>
          <SearchForm
            action={`/${language}`}
            initialQuery={search ?? ''}
            label={t('hero.searchLabel')}
            placeholder={t('hero.searchPlaceholder')}
            buttonText={tc('actions.search')}
            onBlank={leaveSearch}
            className="mx-auto mt-6 max-w-2xl"
          />
        </div>
      </section>

      <CategoryNav language={language} current={search ? null : category} />

      {!search && !category && <TopStories stories={topStories} language={language} now={now} />}

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="headlines-title">
        {search ? (
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="headlines-title" className="text-2xl font-bold">
                {t('home.searchResultsFor', { query: search })}
              </h2>
              <p className="mt-1 text-slate-600 dark:text-slate-300" aria-live="polite">
                {t('home.articlesFound', { count: articles.length })}
              </p>
            </div>
            <Button variant="outline" onClick={leaveSearch}>
              ← {t('home.backToLatest')}
            </Button>
          </div>
        ) : (
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="headlines-title" className="text-2xl font-bold">
                {category
                  ? t('home.categoryHeading', { category: tc(`categories.${category}`) })
                  : t('home.latest')}
              </h2>
              <UpdatedLine newest={newestReadable(articles)} now={now} />
            </div>
            <div className="flex flex-wrap gap-2">
              <ReaderLanguagesControl language={language} onChange={() => void revalidator.revalidate()} />
              {category && (
                <Button variant="ghost" asChild>
                  <Link to={`/${language}`}>{t('home.clearCategory')}</Link>
                </Button>
              )}
              <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={isRefreshing}>
                <RefreshCw aria-hidden="true" className={isRefreshing ? 'animate-spin' : undefined} />
                {tc('actions.refresh')}
              </Button>
            </div>
          </div>
        )}

        {isNavigatingHere || isRefreshing ? (
          <Spinner text={pendingSearch ? t('home.searching') : t('home.loading')} />
        ) : loadFailed ? (
          <div className="py-12 text-center">
            <p>{t('home.loadFailed')}</p>
            <Button className="mt-4" variant="outline" onClick={() => void revalidator.revalidate()}>
              {tc('actions.retry')}
            </Button>
          </div>
        ) : articles.length === 0 ? (
          <div className="py-12 text-center">
            {search ? (
              <>
                <p className="text-lg font-medium">{t('home.noResults')}</p>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{t('home.tryDifferent')}</p>
              </>
            ) : (
              <p>{t('home.noArticles')}</p>
            )}
          </div>
        ) : (
          <ArticleGrid articles={articles} language={language} now={now} />
        )}

        {!search && !isNavigatingHere && articles.length >= HOME_PAGE_SIZE && hasMore && (
          <div className="mt-8 text-center">
            <Button variant="secondary" size="lg" onClick={() => void loadMore()} disabled={isLoadingMore}>
              {isLoadingMore ? t('home.loadingMore') : t('home.loadMore')}
            </Button>
          </div>
        )}
      </section>

      {/* After the first grid, below the fold: drawn after hydration from the lists above, it moves nothing in view. */}
      {!search && !category && (
        <ForYouSlot
          stories={[...(breaking ? [breaking] : []), ...topStories, ...articles]}
          language={language}
          now={now}
        />
      )}

      {archiveDays.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="archive-preview-title">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="archive-preview-title" className="text-2xl font-bold">
              {t('home.browseByDate')}
            </h2>
            <Link
              to={`/${language}/archive`}
              className="font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
            >
              {t('home.viewArchive')} →
            </Link>
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {archiveDays.map((day) => (
              <ArchiveDayCard key={day.date} day={day} language={language} />
            ))}
          </div>
        </section>
      )}
    </>
  );
}
