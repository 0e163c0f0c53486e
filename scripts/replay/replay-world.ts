import crypto from 'node:crypto';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { seededRandom } from '../load/generate-articles.ts';
import { VOCABULARY } from '../load/vocabulary.ts';

// The replay's world, without any I/O: publishers, what each publishes and when, the words of every report,
// and how each answers a poll. The same seed gives the same world. Its clock is the generator's: at a
// speed-up of 60 an hour of publishing passes in a minute, and every time the world shows the pipeline
// (dates in feeds, Last-Modified, Retry-After, max-age, ttl) is on the real clock, divided by the speed-up,
// so that the pipeline sees a world that publishes 60 times as fast rather than one whose dates run ahead.

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** How a publisher misbehaves, if it does. */
export type FailureKind = 'none' | 'server-errors' | 'timeouts' | 'rate-limited' | 'dead' | 'moved';
/** Which validators a feed sends (for 304 answers). */
export type Validators = 'etag+last-modified' | 'etag' | 'last-modified' | 'none';

/** One generated publisher's feed and its habits. */
export interface ReplaySource {
  index: number;
  name: string;
  language: Language;
  country: string;
  format: 'rss' | 'atom';
  /** Wire services publish all day; busy desks a lot by day; most feeds a few items a day. */
  kind: 'wire' | 'busy' | 'quiet';
  /** Items it publishes each simulated day (the day's counts of all sources add up to itemsPerDay). */
  itemsPerDay: number;
  /** Its local time, for its day and night. */
  utcOffsetHours: number;
  validators: Validators;
  /** Cache-Control max-age it sends, in simulated seconds; null when none. */
  maxAgeSeconds: number | null;
  /** An RSS <ttl>, in simulated minutes; null when none. */
  ttlMinutes: number | null;
  failure: FailureKind;
  /** How many of its newest items its feed lists. */
  feedLength: number;
}

/** One published report: which publisher, when it became visible (simulated ms) and which event it tells. */
export interface ReplayItem {
  id: number;
  source: number;
  visibleAt: number;
  event: number;
}

/** An event several publishers may report in their own words. */
interface ReplayEvent {
  id: number;
  language: Language;
  opened: number;
  reporters: Set<number>;
  maxReports: number;
}

export interface WorldOptions {
  seed: number;
  sources: number;
  itemsPerDay: number;
  /** Simulated start (ms since the epoch): items before it are the feeds' history at the start. */
  start: number;
  /** Simulated span after the start that is generated. */
  durationMs: number;
  /** Simulated hours of history the feeds already hold at the start. */
  historyHours?: number;
}

// Share of the feeds per language: every language of the site, English the most.
const LANGUAGE_SHARE: Record<Language, number> = {
  en: 0.2,
  ko: 0.08,
  ja: 0.08,
  es: 0.08,
  de: 0.08,
  fr: 0.08,
  id: 0.08,
  hi: 0.08,
  vi: 0.08,
  pt: 0.08,
  tr: 0.08,
};
const COUNTRY: Record<Language, string[]> = {
  en: ['GB', 'US', 'IE', 'AU', 'IN', 'ZA', 'NG'],
  ko: ['KR'],
  ja: ['JP'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL'],
  de: ['DE', 'AT', 'CH'],
  fr: ['FR', 'BE', 'CA', 'SN'],
  id: ['ID'],
  hi: ['IN'],
  vi: ['VN'],
  pt: ['BR', 'PT'],
  tr: ['TR'],
};
const UTC_OFFSET: Record<string, number> = {
  GB: 0,
  US: -5,
  IE: 0,
  AU: 10,
  IN: 5,
  ZA: 2,
  NG: 1,
  KR: 9,
  JP: 9,
  ES: 1,
  MX: -6,
  AR: -3,
  CO: -5,
  CL: -3,
  DE: 1,
  AT: 1,
  CH: 1,
  FR: 1,
  BE: 1,
  CA: -5,
  SN: 0,
  ID: 7,
  VN: 7,
  BR: -3,
  PT: 0,
  TR: 3,
};
// Relative publishing rate by local hour: quiet at night, busiest late morning.
const HOURLY = [
  0.2, 0.15, 0.1, 0.1, 0.15, 0.3, 0.6, 0.9, 1.1, 1.2, 1.2, 1.1, 1.0, 1.0, 1.1, 1.1, 1.0, 0.9, 0.9, 0.8, 0.7,
  0.6, 0.4, 0.3,
];

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)]!;
}

/** Splits `total` in proportion to `weights` into whole numbers that add up to it (largest remainders). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0; k++, left--) counts[byRemainder[k % byRemainder.length]![1]]!++;
  return counts;
}

/** The publishers of a world: a few wire services, some busy desks, many quiet feeds, and some that fail. */
export function makeSources(seed: number, count: number, itemsPerDay: number): ReplaySource[] {
  const next = seededRandom(seed);
  const languages = apportion(
    count,
    LANGUAGES.map((l) => LANGUAGE_SHARE[l]),
  ).flatMap((n, i) => Array.from({ length: n }, () => LANGUAGES[i]!));
  const drafts = languages.map((language, index) => {
    const roll = next();
    const kind: ReplaySource['kind'] = roll < 0.02 ? 'wire' : roll < 0.2 ? 'busy' : 'quiet';
    const weight = kind === 'wire' ? 50 + next() * 30 : kind === 'busy' ? 5 + next() * 6 : 0.3 + next() * 1.2;
    const country = pick(COUNTRY[language], next);
    const failureRoll = next();
    // About 3% dead hosts, 4% with 5xx answers, 2% that time out, 2% that limit their rate, two that moved.
    const failure: FailureKind =
      index === 7 || index === 211
        ? 'moved'
        : failureRoll < 0.03
          ? 'dead'
          : failureRoll < 0.07
            ? 'server-errors'
            : failureRoll < 0.09
              ? 'timeouts'
              : failureRoll < 0.11
                ? 'rate-limited'
                : 'none';
    const validatorRoll = next();
    const validators: Validators =
      validatorRoll < 0.03
        ? 'none'
        : validatorRoll < 0.13
          ? 'last-modified'
          : validatorRoll < 0.2
            ? 'etag'
            : 'etag+last-modified';
    const format: ReplaySource['format'] = next() < 0.7 ? 'rss' : 'atom';
    return {
      index,
      name: `${pick(NAME_PARTS[0]!, next)} ${pick(NAME_PARTS[1]!, next)} ${index}`,
      language,
      country,
      format,
      kind,
      weight,
      itemsPerDay: 0,
      utcOffsetHours: UTC_OFFSET[country] ?? 0,
      validators,
      maxAgeSeconds: next() < 0.25 ? pick([300, 600, 900, 1800], next) : null,
      ttlMinutes: format === 'rss' && next() < 0.15 ? pick([15, 30, 60], next) : null,
      failure,
      feedLength: kind === 'wire' ? 100 : kind === 'busy' ? 50 : pick([10, 20, 25, 30], next),
    };
  });
  const counts = apportion(
    itemsPerDay,
    drafts.map((d) => d.weight),
  );
  return drafts.map(({ weight: _weight, ...source }, i) => ({ ...source, itemsPerDay: counts[i]! }));
}

const NAME_PARTS = [
  ['Harbour', 'Valley', 'Northern', 'Capital', 'Evening', 'Morning', 'Coastal', 'Metro', 'Union', 'Daily'],
  ['Courier', 'Ledger', 'Tribune', 'Gazette', 'Chronicle', 'Post', 'Observer', 'Herald', 'Wire', 'Times'],
];

/** Times within one simulated day at which a source publishes: bursts of one to four, by local daytime. */
function dayTimes(source: ReplaySource, dayStart: number, next: () => number): number[] {
  const hourly = HOURLY.map((_, utcHour) => {
    const local = (((utcHour + source.utcOffsetHours) % 24) + 24) % 24;
    // Wire services publish through the night too.
    return source.kind === 'wire' ? Math.sqrt(HOURLY[local]!) : HOURLY[local]!;
  });
  const total = hourly.reduce((a, b) => a + b, 0);
  const times: number[] = [];
  while (times.length < source.itemsPerDay) {
    let roll = next() * total;
    let hour = 0;
    while (roll > hourly[hour]! && hour < 23) roll -= hourly[hour++]!;
    let at = dayStart + (hour + next()) * HOUR_MS;
    const burst = 1 + Math.floor(next() * next() * 4);
    for (let k = 0; k < burst && times.length < source.itemsPerDay; k++) {
      times.push(Math.min(at, dayStart + DAY_MS - 1));
      at += (1 + next() * 5) * 60_000;
    }
  }
  return times;
}

/** Everything published between the history's start and the end of the span, oldest first, with its event. */
export function makeItems(sources: ReplaySource[], options: WorldOptions): ReplayItem[] {
  const from = options.start - (options.historyHours ?? 24) * HOUR_MS;
  const until = options.start + options.durationMs;
  const timed: Array<{ source: number; visibleAt: number }> = [];
  for (let day = Math.floor(from / DAY_MS); day * DAY_MS < until; day++) {
    // Each day has its own stream, so a day's items do not depend on the span asked for.
    const next = seededRandom(options.seed * 7919 + day);
    for (const source of sources) {
      for (const at of dayTimes(source, day * DAY_MS, next))
        if (at >= from && at < until) timed.push({ source: source.index, visibleAt: at });
    }
  }
  timed.sort((a, b) => a.visibleAt - b.visibleAt || a.source - b.source);
  const next = seededRandom(options.seed * 104_729 + Math.floor(from / DAY_MS));
  const open = new Map<Language, { events: ReplayEvent[]; pruned: number }>();
  let events = 0;
  return timed.map((item, id) => {
    const language = sources[item.source]!.language;
    const isOpen = (e: ReplayEvent) =>
      item.visibleAt - e.opened < 8 * HOUR_MS && e.reporters.size < e.maxReports;
    let { events: recent, pruned } = open.get(language) ?? { events: [], pruned: 0 };
    // Closed events are dropped now and then, when the list has grown by half since.
    if (recent.length > pruned * 1.5 + 100) {
      recent = recent.filter(isOpen);
      pruned = recent.length;
    }
    open.set(language, { events: recent, pruned });
    // A few draws among the open events of its language (a full scan per item would cost seconds a day).
    let joinable: ReplayEvent | undefined;
    for (let draw = 0; draw < 6 && recent.length > 0 && !joinable; draw++) {
      const candidate = pick(recent, next);
      if (isOpen(candidate) && !candidate.reporters.has(item.source)) joinable = candidate;
    }
    let event: ReplayEvent;
    if (joinable && next() < 0.5) {
      event = joinable;
    } else {
      // Two in five events are told once; the rest by two to six publishers.
      const maxReports = next() < 0.4 ? 1 : 2 + Math.floor(next() * 5);
      event = { id: events++, language, opened: item.visibleAt, reporters: new Set(), maxReports };
      recent.push(event);
    }
    event.reporters.add(item.source);
    return { id, source: item.source, visibleAt: item.visibleAt, event: event.id };
  });
}

/**
 * The feeds' history at the start: of the items before it, each feed keeps its newest `perFeed` at most, so that
 * the warm-up reads a few items a feed (enough dates for a schedule to learn from) rather than a day's.
 */
export function keepHistory(items: ReplayItem[], start: number, perFeed: number): ReplayItem[] {
  const kept = new Map<number, number>();
  const history = items.filter((item) => item.visibleAt < start).reverse();
  const keep = new Set(
    history.filter((item) => {
      const n = kept.get(item.source) ?? 0;
      kept.set(item.source, n + 1);
      return n < perFeed;
    }),
  );
  return items.filter((item) => item.visibleAt >= start || keep.has(item));
}

// Syllables for made-up names, per script: the names are what several reports of one event share.
const SYLLABLES = {
  latin: 'ka ri lo ven da mar tu sel bo ni ra vek dor han li mos ter gal fin zo ru pel tas vin'.split(' '),
  hangul: '민 서 준 하 윤 지 도 현 우 진 수 영 태 경 호 성 재 연 은 채 소 예 강 무 반 율 란 솔'.split(' '),
  katakana: 'カ キ ク ケ コ サ シ ス セ ソ タ ト ナ ニ ネ ハ ヒ フ マ ミ ム メ ラ リ ル レ ロ'.split(' '),
  devanagari: 'का रा मि ने सु लो वी धा पु रे ति नो भा गु शे ज़ा दे हो'.split(' '),
};

function scriptOf(language: Language): keyof typeof SYLLABLES {
  return language === 'ko'
    ? 'hangul'
    : language === 'ja'
      ? 'katakana'
      : language === 'hi'
        ? 'devanagari'
        : 'latin';
}

function madeUpWord(language: Language, syllables: number, next: () => number): string {
  const script = scriptOf(language);
  const word = Array.from({ length: syllables }, () => pick(SYLLABLES[script], next)).join('');
  return script === 'latin' ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** What every report of an event names: a person, a place and a figure. */
export function eventAnchors(seed: number, event: number, language: Language) {
  const next = seededRandom(seed * 31 + event * 977 + 13);
  const join = scriptOf(language) === 'katakana' ? '・' : ' ';
  return {
    person: `${madeUpWord(language, 2, next)}${join}${madeUpWord(language, 3, next)}`,
    place: madeUpWord(language, 3, next),
    figure: (100 + Math.floor(next() * 99_000)).toLocaleString('en'),
  };
}

function words(language: Language, count: number, next: () => number): string {
  const { words: pool, spaced } = VOCABULARY[language];
  return Array.from({ length: count }, () => pick(pool, next)).join(spaced ? ' ' : '');
}

function sentence(language: Language, parts: string[]): string {
  const { spaced, end } = VOCABULARY[language];
  const text = parts.filter(Boolean).join(spaced ? ' ' : '');
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1) + end;
}

/** A report's own words: its headline, its feed summary and its page's paragraphs, around the event's names. */
export function reportText(seed: number, item: ReplayItem, language: Language) {
  const { person, place, figure } = eventAnchors(seed, item.event, language);
  const next = seededRandom(seed * 65_537 + item.id);
  const spaced = VOCABULARY[language].spaced;
  const sep = spaced ? ' ' : '';
  const titleParts =
    next() < 0.5
      ? [words(language, 3, next), person, words(language, 2, next), place, figure]
      : [words(language, 2, next), place, words(language, 3, next), person];
  const title = titleParts.join(sep);
  const lead = sentence(language, [
    words(language, 4, next),
    person,
    words(language, 5, next),
    place,
    words(language, 3, next),
    figure,
    words(language, 2, next),
  ]);
  const paragraphs = [
    `${lead}${sep}${sentence(language, [words(language, 9, next), place, words(language, 6, next)])}`,
    ...Array.from({ length: 3 + Math.floor(next() * 5) }, () =>
      Array.from({ length: 2 + Math.floor(next() * 3) }, () =>
        sentence(language, [words(language, 8 + Math.floor(next() * 10), next)]),
      ).join(sep),
    ),
  ];
  return { title: title.charAt(0).toLocaleUpperCase(language) + title.slice(1), lead, paragraphs };
}

/** Which items a source's feed lists at simulated time `at`: its newest, up to its feed length. */
export function feedAt(itemsOfSource: ReplayItem[], source: ReplaySource, at: number): ReplayItem[] {
  let visible = 0;
  while (visible < itemsOfSource.length && itemsOfSource[visible]!.visibleAt <= at) visible++;
  return itemsOfSource.slice(Math.max(0, visible - source.feedLength), visible).reverse();
}

/** A feed's version: its newest item's id (-1 when empty); a feed with the same version is unchanged. */
export function etagOf(source: ReplaySource, listed: ReplayItem[]): string {
  const version = listed[0]?.id ?? -1;
  return `"${crypto.createHash('sha1').update(`${source.index}:${version}`).digest('hex').slice(0, 16)}"`;
}

/** What a poll of a source's feed gets, before any body is written. */
export type PollAnswer =
  | { kind: 'feed' }
  | { kind: 'not-modified' }
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'hang' }
  | { kind: 'redirect'; location: string };

/**
 * How a source answers a poll of its feed. `roll` is a random number in [0, 1) for its failures, `sincePreviousMs`
 * the real time since its previous poll (for the rate-limited), `speed` the speed-up (Retry-After is real seconds).
 */
export function answerPoll(
  source: ReplaySource,
  request: {
    path: string;
    ifNoneMatch: string | undefined;
    ifModifiedSince: string | undefined;
    etag: string;
    lastModified: string;
    roll: number;
    sincePreviousMs: number;
    speed: number;
  },
): PollAnswer {
  if (source.failure === 'moved' && request.path === OLD_FEED_PATH)
    return { kind: 'redirect', location: FEED_PATH };
  if (source.failure === 'server-errors' && request.roll < 0.3)
    return { kind: 'status', status: request.roll < 0.25 ? 503 : 500 };
  if (source.failure === 'timeouts' && request.roll < 0.3) return { kind: 'hang' };
  // The rate-limited answer 429 to a poll within 10 simulated minutes of the previous one.
  if (source.failure === 'rate-limited' && request.sincePreviousMs * request.speed < 10 * 60_000)
    return { kind: 'status', status: 429, retryAfterSeconds: Math.max(1, Math.round(900 / request.speed)) };
  const etagMatches =
    (source.validators === 'etag' || source.validators === 'etag+last-modified') &&
    request.ifNoneMatch !== undefined &&
    request.ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === request.etag);
  const dateMatches =
    (source.validators === 'last-modified' || source.validators === 'etag+last-modified') &&
    request.ifNoneMatch === undefined &&
    request.ifModifiedSince !== undefined &&
    Date.parse(request.ifModifiedSince) >= Date.parse(request.lastModified);
  return etagMatches || dateMatches ? { kind: 'not-modified' } : { kind: 'feed' };
}

/** Where a source's feed is, and where the moved ones were. */
export const FEED_PATH = '/feed.xml';
export const OLD_FEED_PATH = '/rss';
