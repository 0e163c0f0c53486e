import type { ReactNode } from 'react';
import { Zap } from '../../ui/icons.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { articleHeadline } from '../../lib/article-text.ts';

/**
 * The first breaking article, after a "BREAKING:" label, linking to it. On a phone the headline may take two
 * lines: titles run a third longer than English in several languages, and the label is long in some. `alerts`
 * is the opt-in to breaking-news alerts, at the end.
 */
export function BreakingBanner({
  article,
  language,
  alerts,
}: {
  article: CardArticle;
  language: Language;
  alerts?: ReactNode;
}) {
  const { t } = useTranslation('news');
  const { title, translation } = articleHeadline(article, language, {
    noTitle: t('card.noTitle'),
    noSummary: '',
  });
  return (
    <div role="region" aria-label={t('breaking.badge')} className="bg-red-700 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5 text-sm">
        <span className="inline-flex shrink-0 items-center gap-1 font-bold tracking-wide">
          <Zap className="size-4" aria-hidden="true" />
          {t('breaking.prefix')}
        </span>
        <Link
          to={`/${language}/news/${article.slug}`}
          lang={translation?.language}
          className="line-clamp-2 font-medium underline-offset-2 sm:line-clamp-1 hover:underline focus-visible:outline-2 focus-visible:outline-white"
        >
          {title}
        </Link>
        {alerts}
      </div>
    </div>
  );
}
