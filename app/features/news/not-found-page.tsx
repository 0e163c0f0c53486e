import { __iconData as house } from 'lucide-react/icons/house';
import { lucideIcon } from '../../ui/icons.tsx';
import { useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import { isLanguage, type Language } from '#common/languages.ts';
import { categoryStyle } from '#common/categories.ts';
import { listNews } from '../../lib/api/news.ts';
import { useNow } from '../../lib/use-now.ts';
import { readerLanguagesParam } from '../../lib/reader-languages.ts';
import { Button } from '../../ui/button.tsx';
import { ArticleCardCompact } from './article-card.tsx';
import { SearchForm } from './search-form.tsx';

// An icon only the not-found page draws (app/ui/icons.tsx holds those the reader's pages share).
const Home = lucideIcon(house);

/** The 404 page's category links (the spec's list; "business" shows the economy stories). */
const NOT_FOUND_CATEGORIES = [
  'politics',
  'technology',
  'business',
  'sports',
  'entertainment',
  'science',
] as const;
const QUICK_LINKS = ['about', 'contact', 'privacy-policy', 'terms-of-service', 'archive'] as const;
const QUICK_LINK_LABELS: Record<(typeof QUICK_LINKS)[number], string> = {
  about: 'nav.about',
  contact: 'nav.contact',
  'privacy-policy': 'footer.privacy',
  'terms-of-service': 'footer.terms',
  archive: 'nav.archive',
};

/**
 * The localized 404 page: home button, search, up to 3 recent articles, 6 category links and quick links.
 * Without server data, or for a reader who reads other languages than the default the server drew with, it
 * asks the API for the recent articles itself.
 */
export function NotFoundPage({
  language,
  recent,
  now,
}: {
  language: Language;
  recent?: CardArticle[];
  now: string;
}) {
  const { t } = useTranslation('common');
  const [articles, setArticles] = useState<CardArticle[] | undefined>(recent);
  const currentTime = useNow(now);
  useEffect(() => {
    if (recent && readerLanguagesParam(language) === null) return;
    listNews({ language, limit: 4 })
      .then(setArticles)
      .catch(() => setArticles([]));
  }, [recent, language]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <div className="text-center">
        <p className="text-6xl font-black text-blue-700 dark:text-blue-400" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('notFound.subtitle')}</p>
        <Button asChild className="mt-6">
          <Link to={`/${language}`}>
            <Home aria-hidden="true" /> {t('actions.goHome')}
          </Link>
        </Button>
        <SearchForm
          action={`/${language}`}
          label={t('notFound.searchLabel')}
          placeholder={t('notFound.searchPlaceholder')}
          buttonText={t('actions.search')}
          className="mx-auto mt-8 max-w-xl"
        />
      </div>
      <div className="mt-12 grid gap-10 md:grid-cols-3">
        <section className="md:col-span-2" aria-labelledby="not-found-recent">
          <h2 id="not-found-recent" className="mb-3 text-lg font-semibold">
            {t('notFound.recentTitle')}
          </h2>
          {articles && articles.length === 0 && (
            <p className="text-slate-600 dark:text-slate-300">{t('notFound.noArticles')}</p>
          )}
          <div className="space-y-2">
            {articles?.slice(0, 3).map((a) => (
              <ArticleCardCompact key={a.id} article={a} language={language} now={currentTime} />
            ))}
          </div>
        </section>
        <div className="space-y-8">
          <nav aria-labelledby="not-found-categories">
            <h2 id="not-found-categories" className="mb-3 text-lg font-semibold">
              {t('notFound.categoriesTitle')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {NOT_FOUND_CATEGORIES.map((category) => (
                <li key={category}>
                  <Link
                    to={`/${language}?category=${category}`}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:hover:bg-slate-800"
                  >
                    <span aria-hidden="true">
                      {categoryStyle(category === 'business' ? 'economy' : category).emoji}
                    </span>
                    {t(`categories.${category}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="not-found-links">
            <h2 id="not-found-links" className="mb-3 text-lg font-semibold">
              {t('notFound.quickLinksTitle')}
            </h2>
            <ul className="space-y-1">
              {QUICK_LINKS.map((path) => (
                <li key={path}>
                  <Link
                    to={`/${language}/${path}`}
                    className="rounded text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
                  >
                    {t(QUICK_LINK_LABELS[path])}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}

/** Route error boundary: the 404 page for "not found", a short message otherwise. */
export function NotFoundBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData('root') as { language?: string; now?: string } | undefined;
  const { t } = useTranslation();
  const language: Language = isLanguage(root?.language) ? root.language : 'en';
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage language={language} now={root?.now ?? new Date().toISOString()} />;
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('errors.generic')}</h1>
      <Button asChild className="mt-6">
        <Link to={`/${language}`}>{t('actions.goHome')}</Link>
      </Button>
    </div>
  );
}
