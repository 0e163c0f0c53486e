import type { Article } from '#common/contracts/article.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatRelativeTime } from '../../lib/format-relative-time.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { useReaderTimeZone } from '../../lib/use-time-zone.ts';

/**
 * The time the edition last changed among the stories listed: the newest time one of them became readable as
 * shown (its text in the page's language, or the fallback it is shown in). Not the publishers' dates, which may
 * be hours older than the story's arrival, or a translation's.
 */
export function newestReadable(articles: ReadonlyArray<Pick<Article, 'readableAt'>>): string | null {
  return articles.reduce<string | null>(
    (latest, a) => (latest === null || Date.parse(a.readableAt) > Date.parse(latest) ? a.readableAt : latest),
    null,
  );
}

/**
 * "updated 5 minutes ago": the time since the newest story listed became readable (newestReadable), in the page language, kept current by
 * the page's clock. Nothing when the list is empty or undated: the line never claims a freshness it lacks.
 */
export function UpdatedLine({ newest, now }: { newest: string | null | undefined; now: Date }) {
  const { t, i18n } = useTranslation('news');
  const timeZone = useReaderTimeZone();
  const date = newest ? new Date(newest) : null;
  if (!newest || !date || Number.isNaN(date.getTime())) return null;
  const language = i18n.language;
  // Under a minute old, or dated ahead of this clock: "updated just now", one sentence per language.
  const fresh = now.getTime() - date.getTime() < 60_000;
  return (
    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="updated">
      <time dateTime={newest} title={formatPublishedAt(newest, language, timeZone)}>
        {fresh
          ? t('home.updatedJustNow')
          : t('home.updated', { time: formatRelativeTime(date, now, language, { justNow: '', later: '' }) })}
      </time>
    </p>
  );
}
