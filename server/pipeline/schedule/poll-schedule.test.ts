import { describe, expect, it } from 'vitest';
import { parseFeed } from '../parse/parse-feed.ts';
import {
  feedRefreshSeconds,
  JITTER_SHARE,
  ACTIVE_MAX_POLL_INTERVAL_SECONDS,
  learnPollInterval,
  MAX_BACKOFF_SECONDS,
  MAX_POLL_INTERVAL_SECONDS,
  MIN_POLL_INTERVAL_SECONDS,
  planFeedMove,
  planNextFetch,
  withJitter,
  type SchedulePolicy,
  type SourceSchedule,
} from './poll-schedule.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;
const POLICY: SchedulePolicy = { defaultIntervalSeconds: 900, disableAfterMs: 3 * DAY };
const HEALTHY: SourceSchedule = { pollIntervalSeconds: 600, consecutiveFailures: 0, failingSince: null };
/** The middle of the jitter: the plan's own interval exactly. */
const NO_JITTER = () => 0.5;

/** Items every `gapMinutes`, the newest `sinceMinutes` ago. */
const every = (gapMinutes: number, count: number, sinceMinutes = 0) =>
  Array.from({ length: count }, (_, i) => new Date(NOW.getTime() - (sinceMinutes + i * gapMinutes) * MINUTE));

const secondsUntil = (date: Date) => (date.getTime() - NOW.getTime()) / 1000;

describe('learnPollInterval', () => {
  it('reads a feed about twice per item it publishes', () => {
    // One item every 20 minutes, the last just now: about every 10 minutes.
    const interval = learnPollInterval(every(20, 30), NOW, 900);
    expect(interval).toBeGreaterThan(9 * 60);
    expect(interval).toBeLessThanOrEqual(10 * 60);
    // One every 26 minutes: about every 13.
    const slower = learnPollInterval(every(26, 20), NOW, 900);
    expect(slower).toBeGreaterThan(12 * 60);
    expect(slower).toBeLessThanOrEqual(13 * 60);
  });

  it('keeps within 2 minutes and 15 minutes while a feed publishes daily, 4 hours once it has been silent a day', () => {
    expect(learnPollInterval(every(1, 30), NOW, 900)).toBe(MIN_POLL_INTERVAL_SECONDS);
    // Every 2 hours, or once a day with today's item: still read every 15 minutes, so its next item waits no longer.
    expect(learnPollInterval(every(120, 20), NOW, 900)).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(learnPollInterval(every(24 * 60, 7, 60), NOW, 900)).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    // Its newest item a day and an hour old: read every 4 hours.
    expect(learnPollInterval(every(24 * 60, 6, 25 * 60), NOW, 900)).toBe(MAX_POLL_INTERVAL_SECONDS);
  });

  it('reads a feed that went quiet less often, counting its silence up to now', () => {
    const busy = learnPollInterval(every(10, 30), NOW, 900);
    const quiet = learnPollInterval(every(10, 30, 6 * 60), NOW, 900);
    expect(quiet).toBeGreaterThan(busy * 1.5);
  });

  it('learns from a single recent item, takes a feed of only old ones as slow, and one with no dates at the default', () => {
    // One item 10 minutes ago: read again in 5; one 3 hours ago: every 15 minutes (it published today).
    expect(learnPollInterval(every(60, 1, 10), NOW, 900)).toBe(5 * 60);
    expect(learnPollInterval(every(60, 1, 180), NOW, 900)).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(learnPollInterval(every(60, 10, 30 * 24 * 60), NOW, 900)).toBe(MAX_POLL_INTERVAL_SECONDS);
    expect(learnPollInterval([], NOW, 900)).toBe(900);
    expect(learnPollInterval([], NOW, 60)).toBe(MIN_POLL_INTERVAL_SECONDS);
  });

  it('takes dates in the future for now', () => {
    const future = [new Date(NOW.getTime() + DAY), ...every(30, 10, 30)];
    expect(learnPollInterval(future, NOW, 900)).toBe(learnPollInterval(every(30, 11), NOW, 900));
  });
});

describe('withJitter', () => {
  it('moves an interval by at most its jitter share either way, and spreads it', () => {
    const seen = Array.from({ length: 200 }, (_, i) => withJitter(1000, () => i / 200));
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1000 * (1 - JITTER_SHARE));
    expect(Math.max(...seen)).toBeLessThan(1000 * (1 + JITTER_SHARE));
    expect(Math.max(...seen) - Math.min(...seen)).toBeGreaterThan(1000 * JITTER_SHARE * 1.9);
    expect(new Set(seen.map(Math.round)).size).toBeGreaterThan(100);
  });
});

describe('feedRefreshSeconds', () => {
  it('reads <ttl> and sy:updatePeriod/updateFrequency from a parsed feed', () => {
    const feed = parseFeed(`<?xml version="1.0"?>
<rss version="2.0" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"><channel><title>T</title>
<ttl>45</ttl><sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>4</sy:updateFrequency>
<item><title>A</title><link>https://example.com/a</link></item></channel></rss>`);
    expect(feed.ttlMinutes).toBe(45);
    expect(feed.updatePeriod).toEqual({ period: 'hourly', frequency: 4 });
    // The longer of 45 minutes and a quarter of an hour.
    expect(feedRefreshSeconds(feed)).toBe(45 * 60);
    expect(feedRefreshSeconds({ ttlMinutes: null, updatePeriod: { period: 'daily', frequency: 2 } })).toBe(
      12 * 3600,
    );
    expect(feedRefreshSeconds({ ttlMinutes: null, updatePeriod: null })).toBeNull();
  });

  it('reads an Atom feed’s syndication period, and nothing from a feed that says none', () => {
    const atom = parseFeed(`<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/"><title>T</title>
<sy:updatePeriod>daily</sy:updatePeriod><entry><id>1</id><title>A</title></entry></feed>`);
    expect(atom.updatePeriod).toEqual({ period: 'daily', frequency: 1 });
    const plain = parseFeed(
      `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><ttl>soon</ttl></channel></rss>`,
    );
    expect({ ttl: plain.ttlMinutes, period: plain.updatePeriod }).toEqual({ ttl: null, period: null });
  });
});

describe('planNextFetch', () => {
  const ok = (itemDates: Date[], maxAgeSeconds: number | null = null, refresh: number | null = null) =>
    ({ status: 'ok', itemDates, maxAgeSeconds, feedRefreshSeconds: refresh }) as const;
  const failed = (retryAfterSeconds: number | null = null) =>
    ({ status: 'failed', retryAfterSeconds, error: 'network: ECONNREFUSED' }) as const;

  it('sets the next fetch one learned interval out, jittered within its bounds', () => {
    const plan = planNextFetch(HEALTHY, ok(every(20, 30)), NOW, POLICY, NO_JITTER);
    expect(plan.pollIntervalSeconds).toBe(learnPollInterval(every(20, 30), NOW, 900));
    expect(secondsUntil(plan.nextFetchAt)).toBeCloseTo(plan.pollIntervalSeconds, 0);
    expect(plan).toMatchObject({ failingSince: null, disabledReason: null });
    const low = planNextFetch(HEALTHY, ok(every(20, 30)), NOW, POLICY, () => 0);
    const high = planNextFetch(HEALTHY, ok(every(20, 30)), NOW, POLICY, () => 0.999_999);
    expect(secondsUntil(low.nextFetchAt)).toBeCloseTo(plan.pollIntervalSeconds * (1 - JITTER_SHARE), 0);
    expect(secondsUntil(high.nextFetchAt)).toBeCloseTo(plan.pollIntervalSeconds * (1 + JITTER_SHARE), 0);
  });

  it('never jitters an active feed past the active maximum, which bounds how long its next item waits', () => {
    // Every 2 hours, the last today: read at the active maximum, jittered earlier but never later.
    const daily = every(120, 20);
    const high = planNextFetch(HEALTHY, ok(daily), NOW, POLICY, () => 0.999_999);
    const low = planNextFetch(HEALTHY, ok(daily), NOW, POLICY, () => 0);
    expect(high.pollIntervalSeconds).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(secondsUntil(high.nextFetchAt)).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(secondsUntil(low.nextFetchAt)).toBeCloseTo(
      ACTIVE_MAX_POLL_INTERVAL_SECONDS * (1 - JITTER_SHARE),
      0,
    );
    // A feed silent for a day keeps its jitter both ways around 4 hours.
    const silent = planNextFetch(HEALTHY, ok(every(60, 5, 2 * 24 * 60)), NOW, POLICY, () => 0.999_999);
    expect(secondsUntil(silent.nextFetchAt)).toBeCloseTo(MAX_POLL_INTERVAL_SECONDS * (1 + JITTER_SHARE), 0);
  });

  it('keeps the learned interval after a 304', () => {
    const plan = planNextFetch(
      HEALTHY,
      { status: 'not-modified', maxAgeSeconds: null },
      NOW,
      POLICY,
      NO_JITTER,
    );
    expect(plan.pollIntervalSeconds).toBe(600);
    expect(secondsUntil(plan.nextFetchAt)).toBe(600);
  });

  it('never reads sooner than max-age or the feed’s <ttl> say, up to 15 minutes while it publishes, else 4 hours', () => {
    const busy = every(5, 30); // about every 2.5 minutes on its own
    const after = (outcome: Parameters<typeof planNextFetch>[1], source = HEALTHY) =>
      secondsUntil(planNextFetch(source, outcome, NOW, POLICY, NO_JITTER).nextFetchAt);
    expect(after(ok(busy, 600))).toBe(600);
    expect(after(ok(busy, null, 900))).toBe(900);
    // Longer ones hold a feed that publishes back no longer than the active maximum: its next item would wait
    // the publisher's half hour or hour, and the early read costs a 304.
    expect(after(ok(busy, 1800))).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(after(ok(busy, null, 3600))).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(after({ status: 'not-modified', maxAgeSeconds: 1200 })).toBe(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(after({ status: 'not-modified', maxAgeSeconds: 300 })).toBe(600);
    // A feed quiet for over a day (hourly before that: read about hourly) waits for them, up to 4 hours.
    const quiet = every(60, 30, 26 * 60);
    const quietInterval = learnPollInterval(quiet, NOW, 900);
    expect(quietInterval).toBeGreaterThan(ACTIVE_MAX_POLL_INTERVAL_SECONDS);
    expect(after(ok(quiet, null, 2 * 3600))).toBe(2 * 3600);
    expect(after(ok(quiet, 365 * 86_400))).toBe(MAX_POLL_INTERVAL_SECONDS);
    expect(after(ok(quiet, null, 7 * 86_400))).toBe(MAX_POLL_INTERVAL_SECONDS);
    const slowSource = { ...HEALTHY, pollIntervalSeconds: 3 * 3600 };
    expect(after({ status: 'not-modified', maxAgeSeconds: 4 * 3600 }, slowSource)).toBe(4 * 3600);
    // A short max-age does not make a slow feed read sooner.
    expect(after(ok(quiet, 60))).toBe(quietInterval);
  });

  it('doubles the wait with each failure in a row, up to a day, and honours Retry-After', () => {
    let source: SourceSchedule = { ...HEALTHY, pollIntervalSeconds: 300 };
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const at = new Date(NOW.getTime() + i * 60_000);
      const plan = planNextFetch(source, failed(), at, { ...POLICY, disableAfterMs: 30 * DAY }, NO_JITTER);
      waits.push((plan.nextFetchAt.getTime() - at.getTime()) / 1000);
      expect(plan.failingSince).toEqual(NOW);
      expect(plan.pollIntervalSeconds).toBe(300);
      source = {
        ...source,
        consecutiveFailures: source.consecutiveFailures + 1,
        failingSince: plan.failingSince,
      };
    }
    expect(waits.slice(0, 6)).toEqual([300, 600, 1200, 2400, 4800, 9600]);
    expect(waits.at(-1)).toBe(MAX_BACKOFF_SECONDS);
    expect(Math.max(...waits)).toBe(MAX_BACKOFF_SECONDS);

    // A 429 or 503 that says "come back in an hour" is not asked again sooner, however new the failure.
    const limited = planNextFetch(HEALTHY, failed(3600), NOW, POLICY, NO_JITTER);
    expect(secondsUntil(limited.nextFetchAt)).toBe(3600);
    const absurd = planNextFetch(HEALTHY, failed(30 * 86_400), NOW, POLICY, NO_JITTER);
    expect(secondsUntil(absurd.nextFetchAt)).toBe(MAX_POLL_INTERVAL_SECONDS);
  });

  it('disables a source that has failed for the set days with no success, saying why', () => {
    const since = new Date(NOW.getTime() - 3 * DAY + MINUTE);
    const failing: SourceSchedule = { pollIntervalSeconds: 600, consecutiveFailures: 9, failingSince: since };
    const almost = planNextFetch(failing, failed(), NOW, POLICY, NO_JITTER);
    expect(almost.disabledReason).toBeNull();
    const later = new Date(NOW.getTime() + MINUTE);
    const disabled = planNextFetch(failing, failed(), later, POLICY, NO_JITTER);
    expect(disabled.disabledReason).toBe(
      `Failed for 3 days with no success (10 fetches in a row, since ${since.toISOString()}); last error: network: ECONNREFUSED`,
    );
    // The setting decides: a day is enough under a one-day policy.
    expect(
      planNextFetch(failing, failed(), NOW, { ...POLICY, disableAfterMs: DAY }, NO_JITTER).disabledReason,
    ).toMatch(/^Failed for 2 days/);
    // A success ends the run of failures.
    expect(planNextFetch(failing, ok(every(20, 30)), later, POLICY, NO_JITTER)).toMatchObject({
      failingSince: null,
      disabledReason: null,
    });
  });
});

describe('planFeedMove', () => {
  const old = 'https://old.example/feed.xml';
  const moved = 'https://new.example/rss';

  it('follows a permanent redirect to the new URL', () => {
    expect(planFeedMove(old, moved, null)).toEqual({ kind: 'move', feedUrl: moved });
    expect(planFeedMove(old, null, null)).toEqual({ kind: 'stay' });
    expect(planFeedMove(old, old, null)).toEqual({ kind: 'stay' });
  });

  it('makes the source a duplicate when another one already reads the new URL', () => {
    expect(planFeedMove(old, moved, { id: 7, name: 'New Example' })).toEqual({
      kind: 'duplicate',
      reason: `Duplicate of source 7 (New Example): its feed moved permanently to ${moved}, which that source reads`,
    });
  });
});
