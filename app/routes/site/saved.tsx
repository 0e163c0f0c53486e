import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../common/languages.ts';
import { clearSavedArticles, useSavedArticles } from '../../lib/saved-articles.ts';
import { useNow } from '../../lib/use-now.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ArticleCard } from '../../features/news/article-card.tsx';
import { pageMeta } from '../../features/site/seo.ts';
import { textFromCatalogs } from '../../i18n/translate-meta.ts';
import type { RootData } from '../../root.tsx';
import type { Route } from './+types/saved';

export function meta({ matches, params }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  if (!root) return [];
  return pageMeta({
    siteName: root.siteName,
    siteUrl: root.siteUrl,
    language: params.lang as Language,
    path: '/saved',
    title: textFromCatalogs(root.catalogs, 'news:saved.title'),
    description: textFromCatalogs(root.catalogs, 'news:saved.subtitle'),
    noindex: true,
  });
}

/** The articles saved on this device; they live in the browser, so the list appears after hydration. */
export default function Saved({ params }: Route.ComponentProps) {
  const language = params.lang as Language;
  const { t } = useTranslation('news');
  const saved = useSavedArticles();
  const now = useNow(useRootData().now);
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('saved.title')}</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('saved.subtitle')}</p>
        </div>
        {saved.length > 0 && (
          <Button variant="outline" onClick={clearSavedArticles}>
            {t('saved.clearAll')}
          </Button>
        )}
      </header>
      {!isHydrated ? (
        <Spinner text={t('home.loading')} />
      ) : saved.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 py-16 text-center dark:border-slate-700">
          <h2 className="text-xl font-semibold">{t('saved.emptyTitle')}</h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t('saved.emptyText')}</p>
        </div>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {saved.map(({ article }) => (
            <ArticleCard key={article.slug} article={article} language={language} now={now} />
          ))}
        </div>
      )}
    </div>
  );
}
