import { dateTimeFormat } from './intl-cache.ts';

/** Parses an ISO date string, or returns null when it is not a date. */
function parse(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A long date for a YYYY-MM-DD UTC day ("Saturday, March 8, 2025"); an invalid string comes back unchanged. */
export function formatLongDay(day: string, language: string): string {
  const date = parse(`${day}T00:00:00Z`);
  if (!date) return day;
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/**
 * A publication date with its time, in a time zone: the reader's own (unnamed, as any clock), or UTC, which is
 * then named ("(UTC)"): a page drawn on the server shows UTC until the browser knows the reader's zone. A
 * 12-hour clock only in English. The hour cycle is named, not `hour12: false`, with which ICU picks h24 for
 * Korean and Hindi and writes five past midnight as "24:05". An invalid string comes back unchanged.
 */
export function formatPublishedAt(iso: string, language: string, timeZone = 'UTC'): string {
  const date = parse(iso);
  if (!date) return iso;
  const zoneLabel = timeZone === 'UTC' ? ' (UTC)' : '';
  // Vietnamese news writes the time first, then a numeric date ("15:30, ngày 8/3/2025"); CLDR's long form
  // ("lúc 15:30 8 tháng 3, 2025") jams the two together.
  if (language === 'vi') {
    const parts = dateTimeFormat('vi', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      timeZone,
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('hour')}:${part('minute')}${zoneLabel}, ngày ${part('day')}/${part('month')}/${part('year')}`;
  }
  return (
    dateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: language === 'en' ? 'h12' : 'h23',
      timeZone,
    }).format(date) + zoneLabel
  );
}

/**
 * A short date ("Mar 8, 2025") for compact lists, on the calendar of a time zone (the reader's once known);
 * an invalid string comes back unchanged.
 */
export function formatShortDate(iso: string, language: string, timeZone = 'UTC'): string {
  const date = parse(iso);
  if (!date) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(date);
}

/** A YYYY-MM-DD UTC day as month, day and weekday ("Fri, 11/20"), for chart labels; invalid strings unchanged. */
export function formatDayLabel(day: string, language: string): string {
  const date = parse(`${day}T00:00:00Z`);
  if (!date) return day;
  return dateTimeFormat(language, {
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  }).format(date);
}
