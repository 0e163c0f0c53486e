// Month and weekday names that feeds write in their own language (UOL: "Seg, 24 Set 2018 19:42:40 -0300").
const MONTHS: Record<string, string> = {
  jan: 'Jan',
  janv: 'Jan',
  ene: 'Jan',
  jän: 'Jan',
  ocak: 'Jan',
  feb: 'Feb',
  fev: 'Feb',
  fév: 'Feb',
  févr: 'Feb',
  febr: 'Feb',
  şub: 'Feb',
  mar: 'Mar',
  mär: 'Mar',
  mars: 'Mar',
  março: 'Mar',
  mrz: 'Mar',
  apr: 'Apr',
  abr: 'Apr',
  avr: 'Apr',
  avril: 'Apr',
  nis: 'Apr',
  may: 'May',
  mai: 'May',
  mayo: 'May',
  maio: 'May',
  mei: 'May',
  jun: 'Jun',
  juin: 'Jun',
  junho: 'Jun',
  haz: 'Jun',
  jul: 'Jul',
  juil: 'Jul',
  julho: 'Jul',
  tem: 'Jul',
  aug: 'Aug',
  ago: 'Aug',
  août: 'Aug',
  agu: 'Aug',
  ağu: 'Aug',
  sep: 'Sep',
  sept: 'Sep',
  set: 'Sep',
  eyl: 'Sep',
  oct: 'Oct',
  okt: 'Oct',
  out: 'Oct',
  eki: 'Oct',
  nov: 'Nov',
  kas: 'Nov',
  dec: 'Dec',
  dez: 'Dec',
  déc: 'Dec',
  dic: 'Dec',
  des: 'Dec',
  ara: 'Dec',
};

const RFC822_LIKE =
  /^(?:[^\d,]{2,12},?\s*)?(\d{1,2})\s+([^\s\d.]{3,9})\.?\s+(\d{2,4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(Z|UT|UTC|GMT|[A-Z]{3}|[+-]\d{2}:?\d{2})?$/i;

const ZONES: Record<string, string> = {
  EST: '-05:00',
  EDT: '-04:00',
  CST: '-06:00',
  CDT: '-05:00',
  MST: '-07:00',
  MDT: '-06:00',
  PST: '-08:00',
  PDT: '-07:00',
  KST: '+09:00',
  JST: '+09:00',
  CET: '+01:00',
  CEST: '+02:00',
  BST: '+01:00',
  IST: '+05:30',
};

/** Earliest date a feed item is believed; older ones are broken (Unix epoch, year 0). */
const EARLIEST = Date.UTC(1995, 0, 1);
/** Items dated further ahead than this are mis-zoned or wrong and are clamped to the fetch time. */
const FUTURE_TOLERANCE_MS = 36 * 60 * 60 * 1000;

/**
 * Reads the many date forms of real feeds: RFC 822 with localized day and month names or a missing space
 * before the offset ("13:47:03+0900"), ISO 8601 with or without a colon in the offset, and W3C-DTF. Returns
 * null for what cannot be read or is implausible; a date in the future becomes `now`.
 */
export function parseFeedDate(raw: string | null | undefined, now: Date): Date | null {
  const value = raw?.trim();
  if (!value) return null;
  const time = readDate(value);
  if (time === null || Number.isNaN(time) || time < EARLIEST) return null;
  return time > now.getTime() + FUTURE_TOLERANCE_MS ? now : new Date(Math.min(time, now.getTime()));
}

function readDate(value: string): number | null {
  const iso =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      value,
    );
  if (iso) {
    const [, y, mo, d, h = '00', mi = '00', s = '00', zone] = iso;
    return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${normalizeOffset(zone ?? 'Z')}`);
  }
  const rfc = RFC822_LIKE.exec(value);
  if (rfc) {
    const [, day, monthName, yearRaw, h, mi, s = '00', zone] = rfc;
    const name = monthName!.toLowerCase();
    const month = MONTHS[name] ?? MONTHS[name.slice(0, 4)] ?? MONTHS[name.slice(0, 3)];
    if (!month) return null;
    const year = yearRaw!.length === 2 ? `20${yearRaw}` : yearRaw;
    const monthIndex = MONTH_NUMBERS[month]!;
    const offset = zoneOffset(zone);
    return Date.parse(
      `${year}-${String(monthIndex).padStart(2, '0')}-${day!.padStart(2, '0')}T${h!.padStart(2, '0')}:${mi}:${s}${offset}`,
    );
  }
  const fallback = Date.parse(value);
  return Number.isNaN(fallback) ? null : fallback;
}

const MONTH_NUMBERS: Record<string, number> = {
  Jan: 1,
  Feb: 2,
  Mar: 3,
  Apr: 4,
  May: 5,
  Jun: 6,
  Jul: 7,
  Aug: 8,
  Sep: 9,
  Oct: 10,
  Nov: 11,
  Dec: 12,
};

function zoneOffset(zone: string | undefined): string {
  if (!zone) return 'Z';
  const upper = zone.toUpperCase();
  if (upper === 'Z' || upper === 'UT' || upper === 'UTC' || upper === 'GMT') return 'Z';
  if (ZONES[upper]) return ZONES[upper];
  if (/^[+-]\d{2}:?\d{2}$/.test(zone)) return normalizeOffset(zone);
  return 'Z';
}

function normalizeOffset(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}
