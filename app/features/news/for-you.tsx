import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { isCategory } from '#common/categories.ts';
import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { articleHeadline } from '../../lib/article-text.ts';
import { clearReadingHistory, useReadingHistory } from '../../lib/reading-history.ts';
import { recommendStories, type Candidate, type RecommendationReason } from '../../lib/recommend-stories.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/use-toast.ts';
import { CategoryBadge } from './category-badge.tsx';
import { RelativeTime } from './relative-time.tsx';

/** A story of the page's lists: a card, or a top story with how many publishers report it. */
type Story = CardArticle & Pick<Candidate, 'publisherCount'>;

export interface ForYouProps {
  /** The stories of the page's own lists, the only ones the row may show. */
  stories: readonly Story[];
  language: Language;
  now: Date;
}

/** A sentence of the catalog with a part drawn in its own element (the title, in the language it was read in). */
function SentenceWith({ text, mark, children }: { text: string; mark: string; children: ReactNode }) {
  const [before = '', after = ''] = text.split(mark);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

function Reason({ reason }: { reason: RecommendationReason }) {
  const { t } = useTranslation('recommendations');
  const { t: tc } = useTranslation('common');
  if (reason.kind === 'category') {
    const category = isCategory(reason.category) ? tc(`categories.${reason.category}`) : reason.category;
    return <>{t('becauseYouOftenRead', { category })}</>;
  }
  const mark = '\u2063';
  return (
    <SentenceWith text={t('becauseYouRead', { title: mark })} mark={mark}>
      <span lang={reason.titleLanguage}>{reason.title}</span>
    </SentenceWith>
  );
}

/**
 * "For you": stories of the page's own lists close to what this reader opened or saved, each with its reason.
 * Everything is worked out in the browser from the history kept on the device and the lists the page already
 * has; nothing is requested (the stories have no pictures here, whose loading would tell which were chosen).
 * Drawn only after hydration (the server has no history), below the fold, so nothing above it moves; the page
 * loads it through ForYouSlot.
 */
export function ForYou({ stories, language, now }: ForYouProps) {
  const { t } = useTranslation('recommendations');
  const { t: tn } = useTranslation('news');
  const history = useReadingHistory();
  const [isConfirming, setConfirming] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const recommendations = recommendStories(history, stories, { language, now });
  if (recommendations.length === 0) return null;

  const clear = () => {
    clearReadingHistory();
    setConfirming(false);
    toast({ title: t('cleared') });
  };
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => clearButton.current?.focus());
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="for-you-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="for-you-title" className="text-2xl font-bold">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('explanation')}</p>
        </div>
        {!isConfirming && (
          <Button ref={clearButton} variant="outline" size="sm" onClick={() => setConfirming(true)}>
            {t('clear')}
          </Button>
        )}
      </div>
      {isConfirming && (
        <div
          role="group"
          aria-labelledby="for-you-confirm"
          className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <p id="for-you-confirm" className="text-sm">
            {t('confirmQuestion')}
          </p>
          <div className="flex gap-2">
            {/* The answer that is asked for takes the focus, as a dialog's would. */}
            <Button variant="destructive" size="sm" onClick={clear} autoFocus>
              {t('confirm')}
            </Button>
            <Button variant="outline" size="sm" onClick={cancel}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {recommendations.map(({ story, reason }) => {
          const { title, translation } = articleHeadline(story, language, {
            noTitle: tn('card.noTitle'),
            noSummary: '',
          });
          return (
            <li
              key={story.slug}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                <CategoryBadge category={story.category} />
                <RelativeTime iso={story.publishedAt} now={now} />
              </div>
              <h3 className="font-semibold leading-snug" lang={translation?.language ?? language}>
                {/* No prefetch, no route discovery: what the row holds stays on the device until a story is opened. */}
                <Link
                  to={`/${language}/news/${story.slug}`}
                  prefetch="none"
                  discover="none"
                  className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  {title}
                </Link>
              </h3>
              <p className="mt-auto text-sm text-slate-600 dark:text-slate-300">
                <Reason reason={reason} />
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
