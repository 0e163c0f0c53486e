import { CalendarDays } from '../../ui/icons.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ArchiveDay } from '#common/contracts/archive.ts';
import type { Language } from '#common/languages.ts';
import { categoryStyle, isCategory } from '#common/categories.ts';
import { formatLongDay } from '../../lib/format-date.ts';

const SHOWN_CATEGORIES = 3;

/**
 * One archive day: long date, article count, the first 3 categories with counts, "+N more", and a link. Its
 * title is a level below the heading it sits under: h2 on the archive page (under its h1), h3 on the home page.
 */
export function ArchiveDayCard({
  day,
  language,
  headingLevel = 3,
}: {
  day: ArchiveDay;
  language: Language;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('news');
  const { t: tc } = useTranslation('common');
  const categories = Object.entries(day.categories);
  const hidden = categories.length - SHOWN_CATEGORIES;
  const titleId = `archive-day-${day.date}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-2">
        <CalendarDays
          className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300"
          aria-hidden="true"
        />
        <div>
          <Heading id={titleId} className="font-semibold leading-snug">
            <time dateTime={day.date}>{formatLongDay(day.date, language)}</time>
          </Heading>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('archive.articles', { count: day.totalArticles })}
          </p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {categories.slice(0, SHOWN_CATEGORIES).map(([category, count]) => (
          <li
            key={category}
            className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800"
          >
            <span aria-hidden="true">{categoryStyle(category).emoji}</span>
            {isCategory(category) ? tc(`categories.${category}`) : tc('categories.unknown')} · {count}
          </li>
        ))}
        {hidden > 0 && (
          <li className="px-1 py-0.5 text-xs text-slate-600 dark:text-slate-400">
            {t('archive.moreCategories', { count: hidden })}
          </li>
        )}
      </ul>
      <Link
        to={`/${language}/archive/${day.date}`}
        className="mt-auto text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
        aria-describedby={titleId}
      >
        {t('archive.view')} →
      </Link>
    </article>
  );
}
