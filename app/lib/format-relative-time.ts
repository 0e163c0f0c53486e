import { relativeTimeFormat } from './intl-cache.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Clocks disagree by this much (a server's, a reader's): a time this little ahead is "just now". */
const CLOCK_SKEW = 5 * MINUTE;

/**
 * "5 minutes ago", "3 days ago"... in the page language, by the spec's steps: under a minute "just now";
 * minutes; hours under 24; days under 7; weeks under 4; months under 12; then years. Future times are "later",
 * but for a few minutes of clock skew, which are "just now".
 */
export function formatRelativeTime(
  date: Date,
  now: Date,
  language: string,
  labels: { justNow: string; later: string },
): string {
  const elapsed = now.getTime() - date.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < -CLOCK_SKEW) return labels.later;
  if (elapsed < MINUTE) return labels.justNow;
  const intl = relativeTimeFormat(language, { numeric: 'always' });
  // Japanese writes the number against its unit ("5分前"); ICU puts a space between them.
  const format =
    language === 'ja'
      ? {
          format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
            intl.format(value, unit).replace(/(\d)\s+/u, '$1'),
        }
      : intl;
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return format.format(-days, 'day');
  if (days < 28) return format.format(-Math.floor(days / 7), 'week');
  // 360-364 days would round to "12 months": the spec's months stop at 11.
  if (days < 365) return format.format(-Math.min(11, Math.max(1, Math.floor(days / 30))), 'month');
  return format.format(-Math.floor(days / 365), 'year');
}
