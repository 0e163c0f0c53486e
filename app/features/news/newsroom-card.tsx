import { useTranslation } from '../../i18n/use-translation.tsx';
import { SiteLogo } from '../site/site-logo.tsx';

/** The fixed card, in the page language, that says who stands behind every summary. */
export function NewsroomCard({ siteName }: { siteName: string }) {
  const { t } = useTranslation('news');
  return (
    <aside
      aria-labelledby="newsroom-card-title"
      className="flex gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <SiteLogo className="size-12 shrink-0" />
      <div>
        <h2
          id="newsroom-card-title"
          className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
        >
          {t('article.author.heading')}
        </h2>
        <p className="mt-1 font-semibold">{t('article.author.team', { siteName })}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('article.author.credentials')}</p>
        <p className="mt-2 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {t('article.author.text')}
        </p>
      </div>
    </aside>
  );
}
