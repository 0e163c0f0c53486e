import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatRelativeTime } from '../../lib/format-relative-time.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { useReaderTimeZone } from '../../lib/use-time-zone.ts';

/** "3 hours ago" in the page language, with the full date as the machine-readable time; "Recently published" without a date. */
export function RelativeTime({ iso, now }: { iso: string | null | undefined; now: Date }) {
  const { t, i18n } = useTranslation('news');
  const timeZone = useReaderTimeZone();
  const date = iso ? new Date(iso) : null;
  if (!iso || !date || Number.isNaN(date.getTime())) return <span>{t('card.recentlyPublished')}</span>;
  const language = i18n.language;
  return (
    <time dateTime={iso} title={formatPublishedAt(iso, language, timeZone)}>
      {formatRelativeTime(date, now, language, { justNow: t('card.justNow'), later: t('card.later') })}
    </time>
  );
}
