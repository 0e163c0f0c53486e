import type { ParsedFeed } from '../parse/parse-feed.ts';

// Each source is read on its own schedule: as often as its feed publishes (a wire every few minutes, a weekly
// column every few hours), never sooner than the publisher asks (Retry-After; Cache-Control and <ttl> up to 15
// minutes while the feed publishes), less and less often while it fails, and not at all once it has failed for
// days. Pure: the fetch job records what planNextFetch decides.

/** The shortest and longest interval learned from a feed's history. */
export const MIN_POLL_INTERVAL_SECONDS = 2 * 60;
export const MAX_POLL_INTERVAL_SECONDS = 4 * 3600;
/**
 * The longest interval of a feed that published in the last day, jitter included: its next item then waits at
 * most this long to be read, which leaves half of issue 27's half an hour (p95 from an item to its story) to the
 * queue behind it (20 minutes, jittered up to 23, left too little on a busy machine: a p95 of 39 minutes in the
 * replay of 2026-11-28). A feed that has been silent for a day slows down to MAX_POLL_INTERVAL_SECONDS;
 * unchanged polls cost a 304.
 */
export const ACTIVE_MAX_POLL_INTERVAL_SECONDS = 15 * 60;
const ACTIVE_WITHIN_MS = 86_400_000;
/** How far failures push a source's next fetch at most. */
export const MAX_BACKOFF_SECONDS = 24 * 3600;
/** Each next fetch moves by up to this share either way, so sources added together do not stay together. */
export const JITTER_SHARE = 0.15;

/** A source's history looks back this far, over its newest items at most. */
const HISTORY_WINDOW_MS = 7 * 86_400_000;
const HISTORY_ITEMS = 30;
/** Read about twice per expected new item: an item then waits a quarter of the gap between items on average. */
const READS_PER_ITEM = 2;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The interval a feed's own items call for: the mean gap between its recent items, counted up to now (so a
 * feed that went quiet is read less often), halved, within 2 minutes and 15 minutes for a feed that published
 * in the last day, else 4 hours. `dates` are the items' own dates (not stand-ins for undated ones); a feed whose
 * items are all older than a week is slow (4 hours), one with no dated item keeps `fallbackSeconds`.
 */
export function learnPollInterval(dates: readonly Date[], now: Date, fallbackSeconds: number): number {
  const nowMs = now.getTime();
  // A date in the future is a publisher's clock or time zone gone wrong: it counts as now.
  const times = dates.map((date) => Math.min(date.getTime(), nowMs)).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return clamp(fallbackSeconds, MIN_POLL_INTERVAL_SECONDS, MAX_POLL_INTERVAL_SECONDS);
  const recent = times
    .filter((time) => time >= nowMs - HISTORY_WINDOW_MS)
    .sort((a, b) => b - a)
    .slice(0, HISTORY_ITEMS);
  if (recent.length === 0) return MAX_POLL_INTERVAL_SECONDS;
  // One item is history too: the time since it, like the gap after the newest of many, grows while it is quiet.
  const meanGapSeconds = (nowMs - recent.at(-1)!) / 1000 / recent.length;
  const longest =
    nowMs - recent[0]! < ACTIVE_WITHIN_MS ? ACTIVE_MAX_POLL_INTERVAL_SECONDS : MAX_POLL_INTERVAL_SECONDS;
  return Math.round(clamp(meanGapSeconds / READS_PER_ITEM, MIN_POLL_INTERVAL_SECONDS, longest));
}

const PERIOD_SECONDS = {
  hourly: 3600,
  daily: 86_400,
  weekly: 7 * 86_400,
  monthly: 30 * 86_400,
  yearly: 365 * 86_400,
} as const;

/**
 * How long the feed itself says it stays unchanged: RSS <ttl>, or sy:updatePeriod divided by
 * sy:updateFrequency (the longer when both are said); null when it says nothing.
 */
export function feedRefreshSeconds(feed: Pick<ParsedFeed, 'ttlMinutes' | 'updatePeriod'>): number | null {
  const ttl = feed.ttlMinutes === null ? null : feed.ttlMinutes * 60;
  const period = feed.updatePeriod
    ? PERIOD_SECONDS[feed.updatePeriod.period] / feed.updatePeriod.frequency
    : null;
  if (ttl === null && period === null) return null;
  return Math.round(Math.max(ttl ?? 0, period ?? 0));
}

/** The state of a source's schedule before a fetch, as its row keeps it. */
export interface SourceSchedule {
  pollIntervalSeconds: number;
  /** Failures since the last fetch that gave a feed. */
  consecutiveFailures: number;
  /** When the current run of failures began; null while the source is healthy. */
  failingSince: Date | null;
}

/** What a fetch told about when to fetch again. */
export type PollOutcome =
  | {
      status: 'ok';
      /** The items' own dates (see learnPollInterval). */
      itemDates: readonly Date[];
      /** Cache-Control max-age or Expires, in seconds; null when unsaid. */
      maxAgeSeconds: number | null;
      /** The feed's <ttl> or syndication period (feedRefreshSeconds). */
      feedRefreshSeconds: number | null;
    }
  | { status: 'not-modified'; maxAgeSeconds: number | null }
  | {
      status: 'failed';
      /** Retry-After of a 429 or 503, in seconds. */
      retryAfterSeconds: number | null;
      /** Why, for the reason a source is disabled with. */
      error: string;
    };

/** The operator's choices: the interval of a source with no history, and how long it may fail. */
export interface SchedulePolicy {
  defaultIntervalSeconds: number;
  /** A source failing this long with no success in between is disabled. */
  disableAfterMs: number;
}

/** When and how often to fetch a source next, and whether it is to be disabled. */
export interface NextFetch {
  pollIntervalSeconds: number;
  nextFetchAt: Date;
  failingSince: Date | null;
  /** Set when the source is to be disabled: the reason the admin shows. */
  disabledReason: string | null;
}

/** Moves `seconds` by up to JITTER_SHARE either way; `random` is uniform in [0, 1). */
export function withJitter(seconds: number, random: () => number): number {
  return seconds * (1 + (random() * 2 - 1) * JITTER_SHARE);
}

/**
 * Plans a source's next fetch after one: its learned interval after a feed (kept after a 304), doubled per
 * failure in a row up to a day; jittered; never sooner than the publisher asked (Retry-After up to 4 hours;
 * max-age and <ttl> up to ACTIVE_MAX_POLL_INTERVAL_SECONDS for a feed that publishes actively, else up to 4
 * hours); and, after a failure, the source disabled once it has failed for `policy.disableAfterMs` with no
 * success.
 */
export function planNextFetch(
  source: SourceSchedule,
  outcome: PollOutcome,
  now: Date,
  policy: SchedulePolicy,
  random: () => number = Math.random,
): NextFetch {
  const askedSeconds = (seconds: number | null) => Math.min(seconds ?? 0, MAX_POLL_INTERVAL_SECONDS);
  const at = (seconds: number) => new Date(now.getTime() + Math.round(seconds * 1000));
  if (outcome.status === 'failed') {
    const failures = source.consecutiveFailures + 1;
    const backoff = Math.min(source.pollIntervalSeconds * 2 ** (failures - 1), MAX_BACKOFF_SECONDS);
    const failingSince = source.failingSince ?? now;
    const failedForMs = now.getTime() - failingSince.getTime();
    return {
      pollIntervalSeconds: source.pollIntervalSeconds,
      nextFetchAt: at(Math.max(withJitter(backoff, random), askedSeconds(outcome.retryAfterSeconds))),
      failingSince,
      disabledReason:
        failedForMs >= policy.disableAfterMs
          ? `Failed for ${describeDuration(failedForMs)} with no success (${failures} fetches in a row, since ${failingSince.toISOString()}); last error: ${outcome.error}`.slice(
              0,
              500,
            )
          : null,
    };
  }
  const pollIntervalSeconds =
    outcome.status === 'ok'
      ? learnPollInterval(outcome.itemDates, now, policy.defaultIntervalSeconds)
      : source.pollIntervalSeconds;
  const active = pollIntervalSeconds <= ACTIVE_MAX_POLL_INTERVAL_SECONDS;
  // max-age and <ttl> say how long a copy may be kept, not that the feed will not change meanwhile: a feed that
  // publishes actively is read past them at the active maximum, since in full they hold its news back as long
  // (an hour's <ttl>, an hour; in the replay of 2026-11-28 a wire with a <ttl> was read every 10 minutes instead
  // of every 2, and items of feeds sending either waited 5.6 minutes for a read against 1.5 for the others). The
  // early read costs the publisher a 304. Retry-After, a request to wait after a 429 or 503, counts above.
  const floor = Math.min(
    Math.max(
      askedSeconds(outcome.maxAgeSeconds),
      askedSeconds(outcome.status === 'ok' ? outcome.feedRefreshSeconds : null),
    ),
    active ? ACTIVE_MAX_POLL_INTERVAL_SECONDS : MAX_POLL_INTERVAL_SECONDS,
  );
  // Jitter spreads an active feed's reads but never past the active maximum, which bounds an item's wait.
  const jittered = withJitter(pollIntervalSeconds, random);
  const spread = active ? Math.min(jittered, ACTIVE_MAX_POLL_INTERVAL_SECONDS) : jittered;
  return {
    pollIntervalSeconds,
    nextFetchAt: at(Math.max(spread, floor)),
    failingSince: null,
    disabledReason: null,
  };
}

/** "3 days", "5 hours", "40 minutes". */
function describeDuration(ms: number): string {
  const [unit, size] =
    ms >= 2 * 86_400_000
      ? ['days', 86_400_000]
      : ms >= 2 * 3_600_000
        ? ['hours', 3_600_000]
        : ['minutes', 60_000];
  return `${Math.floor(ms / size)} ${unit}`;
}

/** What a permanent redirect does to a source: its feed URL follows, unless another source reads it already. */
export type FeedMove =
  { kind: 'stay' } | { kind: 'move'; feedUrl: string } | { kind: 'duplicate'; reason: string };

/**
 * Decides what a fetch's permanent redirect (301, 308 all the way) means for the stored feed URL: the new
 * URL replaces it, or, when another source (`holder`) already has that URL, this source is a duplicate and
 * is disabled, saying of which.
 */
export function planFeedMove(
  feedUrl: string,
  movedPermanentlyTo: string | null,
  holder: { id: number; name: string } | null,
): FeedMove {
  if (!movedPermanentlyTo || movedPermanentlyTo === feedUrl) return { kind: 'stay' };
  if (holder) {
    return {
      kind: 'duplicate',
      reason:
        `Duplicate of source ${holder.id} (${holder.name}): its feed moved permanently to ${movedPermanentlyTo}, which that source reads`.slice(
          0,
          500,
        ),
    };
  }
  return { kind: 'move', feedUrl: movedPermanentlyTo };
}
