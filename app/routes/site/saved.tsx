import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { routeLanguage } from '../../lib/route-language.ts';
import { clearSavedArticles, useSavedArticles } from '../../lib/saved-articles.ts';
import { useNow } from '../../lib/use-now.ts';
import { useRootData } from '../../lib/root-data.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ArticleGrid } from '../../features/news/article-grid.tsx';
import { textPageMeta } from '../../features/site/seo.ts';
import type { Route } from './+types/saved';

export function meta({ matches, params }: Route.MetaArgs) {
  return textPageMeta(matches, routeLanguage(params), {
    path: '/saved',
    titleKey: 'news:saved.title',
    descriptionKey: 'news:saved.subtitle',
    noindex: true,
  });
}

/** The articles saved on this device; they live in the browser, so the list appears after hydration. */
export default function Saved({ params }: Route.ComponentProps) {
  const language = routeLanguage(params);
  const { t } = useTranslation('news');
  const saved = useSavedArticles();
  const now = useNow(useRootData().now);
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The copies kept for offline reading follow the list (a removal here, a save in another tab, an older save
  // never copied), in the language the reader reads Saved in.
  useEffect(() => {
    void import('../../lib/offline-cache.ts')
      .then((m) => m.keepSavedArticlesOffline(language, t))
      .catch(() => undefined);
  }, [saved, language, t]);
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
        <ArticleGrid articles={saved.map((s) => s.article)} language={language} now={now} headingLevel={2} />
      )}
    </div>
  );
}
