import { describe, expect, it } from 'vitest';
import { StartupError } from '#server/exit-on-startup-error.ts';
import { readReplayArgs } from './replay-args.ts';
import { startReplayServer, type ReplayClock } from './replay-server.ts';
import {
  answerPoll,
  apportion,
  keepHistory,
  makeItems,
  makeSources,
  reportText,
  type ReplaySource,
} from './replay-world.ts';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 10, 27, 0, 0, 0);

describe('the replay world', () => {
  it('is the same world for the same seed, and another for another seed', () => {
    const world = (seed: number) => {
      const sources = makeSources(seed, 40, 4000);
      const items = makeItems(sources, {
        seed,
        sources: 40,
        itemsPerDay: 4000,
        start: START,
        durationMs: 6 * 3_600_000,
      });
      return { sources, items, text: reportText(seed, items[100]!, sources[items[100]!.source]!.language) };
    };
    expect(world(3)).toEqual(world(3));
    expect(world(4).items).not.toEqual(world(3).items);
  });

  it('publishes the daily total exactly each simulated day, some feeds busy and many quiet', () => {
    const sources = makeSources(1, 500, 60_000);
    expect(sources.reduce((sum, s) => sum + s.itemsPerDay, 0)).toBe(60_000);
    const items = makeItems(sources, {
      seed: 1,
      sources: 500,
      itemsPerDay: 60_000,
      start: START,
      durationMs: 2 * DAY_MS,
      historyHours: 0,
    });
    for (const day of [0, 1])
      expect(
        items.filter((i) => i.visibleAt >= START + day * DAY_MS && i.visibleAt < START + (day + 1) * DAY_MS),
      ).toHaveLength(60_000);
    const wire = sources.filter((s) => s.kind === 'wire');
    const quiet = sources.filter((s) => s.kind === 'quiet');
    expect(wire.length).toBeGreaterThan(0);
    expect(quiet.length).toBeGreaterThan(sources.length / 2);
    expect(Math.min(...wire.map((s) => s.itemsPerDay))).toBeGreaterThan(
      (20 * Math.max(...quiet.map((s) => s.itemsPerDay))) / 2,
    );
    // Day and night: its busiest local hour has clearly more than its quietest.
    const hours = new Array<number>(24).fill(0);
    for (const item of items)
      if (sources[item.source]!.country === 'KR')
        hours[new Date(item.visibleAt + 9 * 3_600_000).getUTCHours()]!++;
    expect(Math.max(...hours)).toBeGreaterThan(3 * Math.min(...hours));
    // Every language of the site, and events told by several publishers.
    expect(new Set(sources.map((s) => s.language)).size).toBe(11);
    const reports = new Map<number, Set<number>>();
    for (const item of items)
      reports.set(item.event, (reports.get(item.event) ?? new Set()).add(item.source));
    const multi = [...reports.values()].filter((r) => r.size > 1).length;
    expect(multi / reports.size).toBeGreaterThan(0.2);
  });

  it("keeps a few of each feed's newest items from before the start, and everything after", () => {
    const sources = makeSources(6, 30, 3000);
    const items = makeItems(sources, {
      seed: 6,
      sources: 30,
      itemsPerDay: 3000,
      start: START,
      durationMs: 3_600_000,
    });
    const kept = keepHistory(items, START, 2);
    expect(kept.filter((i) => i.visibleAt >= START)).toEqual(items.filter((i) => i.visibleAt >= START));
    for (const source of sources) {
      const before = items.filter((i) => i.source === source.index && i.visibleAt < START);
      expect(kept.filter((i) => i.source === source.index && i.visibleAt < START)).toEqual(before.slice(-2));
    }
  });

  it('splits a total in proportion, in whole numbers that add up to it', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(apportion(7, [5, 0, 2]).reduce((a, b) => a + b)).toBe(7);
  });

  it('has every failure kind among 500 publishers', () => {
    const kinds = new Set(makeSources(1, 500, 60_000).map((s) => s.failure));
    expect([...kinds].sort()).toEqual(['dead', 'moved', 'none', 'rate-limited', 'server-errors', 'timeouts']);
  });

  it('tells one event in other words by each publisher, with the same names and figure', () => {
    const sources = makeSources(2, 100, 20_000);
    const items = makeItems(sources, {
      seed: 2,
      sources: 100,
      itemsPerDay: 20_000,
      start: START,
      durationMs: DAY_MS,
    });
    const first = items.find((item) =>
      items.some((other) => other.event === item.event && other.source !== item.source),
    )!;
    const second = items.find((other) => other.event === first.event && other.source !== first.source)!;
    const language = sources[first.source]!.language;
    const [a, b] = [reportText(2, first, language), reportText(2, second, language)];
    expect(a.title).not.toBe(b.title);
    const figure = /\d{1,3}(,\d{3})*/.exec(a.lead)![0];
    expect(b.lead).toContain(figure);
  });
});

describe('a publisher answering polls', () => {
  const source: ReplaySource = {
    ...makeSources(1, 1, 10)[0]!,
    validators: 'etag+last-modified',
    failure: 'none',
  };
  const poll = {
    path: '/feed.xml',
    ifNoneMatch: undefined as string | undefined,
    ifModifiedSince: undefined as string | undefined,
    etag: '"abc"',
    lastModified: 'Fri, 27 Nov 2026 10:00:00 GMT',
    roll: 0.5,
    sincePreviousMs: 3_600_000,
    speed: 1,
  };

  it('answers 304 to its own ETag or Last-Modified, and a feed otherwise', () => {
    expect(answerPoll(source, poll).kind).toBe('feed');
    expect(answerPoll(source, { ...poll, ifNoneMatch: '"abc"' }).kind).toBe('not-modified');
    expect(answerPoll(source, { ...poll, ifNoneMatch: 'W/"abc"' }).kind).toBe('not-modified');
    expect(answerPoll(source, { ...poll, ifNoneMatch: '"old"' }).kind).toBe('feed');
    expect(answerPoll(source, { ...poll, ifModifiedSince: poll.lastModified }).kind).toBe('not-modified');
    expect(answerPoll(source, { ...poll, ifModifiedSince: 'Fri, 27 Nov 2026 09:59:59 GMT' }).kind).toBe(
      'feed',
    );
    expect(answerPoll({ ...source, validators: 'none' }, { ...poll, ifNoneMatch: '"abc"' }).kind).toBe(
      'feed',
    );
  });

  it('fails as its kind says: 5xx, no answer, 429 with Retry-After scaled to the speed-up, a permanent redirect', () => {
    expect(answerPoll({ ...source, failure: 'server-errors' }, { ...poll, roll: 0.1 })).toEqual({
      kind: 'status',
      status: 503,
    });
    expect(answerPoll({ ...source, failure: 'server-errors' }, { ...poll, roll: 0.27 })).toEqual({
      kind: 'status',
      status: 500,
    });
    expect(answerPoll({ ...source, failure: 'server-errors' }, { ...poll, roll: 0.9 }).kind).toBe('feed');
    expect(answerPoll({ ...source, failure: 'timeouts' }, { ...poll, roll: 0.1 }).kind).toBe('hang');
    expect(
      answerPoll({ ...source, failure: 'rate-limited' }, { ...poll, sincePreviousMs: 20_000, speed: 10 }),
    ).toEqual({
      kind: 'status',
      status: 429,
      retryAfterSeconds: 90,
    });
    expect(answerPoll({ ...source, failure: 'rate-limited' }, poll).kind).toBe('feed');
    expect(answerPoll({ ...source, failure: 'moved' }, { ...poll, path: '/rss' })).toEqual({
      kind: 'redirect',
      location: '/feed.xml',
    });
  });

  it('serves its feed with validators and then 304, on 127.0.0.1, and a dead host refuses', async () => {
    const sources = makeSources(5, 30, 3000).map((s, i) => ({
      ...s,
      failure: i === 1 ? ('dead' as const) : ('none' as const),
      validators: 'etag+last-modified' as const,
    }));
    const items = makeItems(sources, {
      seed: 5,
      sources: 30,
      itemsPerDay: 3000,
      start: START,
      durationMs: 3_600_000,
    });
    const clock: ReplayClock = { speed: 1, realStart: Date.now(), simStart: START, publishUntil: Date.now() };
    const server = await startReplayServer(sources, items, 5, clock);
    try {
      const url = server.feedUrl(sources[0]!);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/feed\.xml$/);
      const first = await fetch(url);
      expect(first.status).toBe(200);
      const body = await first.text();
      expect(body).toContain('<rss');
      const link =
        /<link>(http[^<]+\/a\/\d+\.html)<\/link>/.exec(body)?.[1] ??
        /href="(http[^"]+\/a\/\d+\.html)"/.exec(body)![1]!;
      expect((await fetch(link)).status).toBe(200);
      const again = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(again.status).toBe(304);
      expect(server.counts[0]).toMatchObject({
        polls: 2,
        feeds: 1,
        notModified: 1,
        unchanged: 1,
        unchangedNotModified: 1,
      });
      await expect(fetch(server.feedUrl(sources[1]!))).rejects.toThrow();
    } finally {
      await server.close();
    }
  });
});

describe('npm run replay arguments', () => {
  it('takes defaults and refuses bad values with one clear line', () => {
    expect(readReplayArgs([])).toMatchObject({
      speed: 1,
      minutes: 30,
      sources: 500,
      'items-per-day': 60_000,
      driver: 'schedule',
    });
    expect(readReplayArgs(['--driver', 'passes', '--pass-interval', '20'])).toMatchObject({
      driver: 'passes',
    });
    expect(readReplayArgs(['--speed', '60', '--minutes', '5'])).toMatchObject({ speed: 60, minutes: 5 });
    expect(() => readReplayArgs(['--speed', 'fast'])).toThrow(/--speed takes a number from 1 to 1440/);
    expect(() => readReplayArgs(['--minutes', '0'])).toThrow(/--minutes takes a whole number/);
    expect(() => readReplayArgs(['--postgres', 'mysql://x'])).toThrow(/--postgres takes a postgres:\/\/ URL/);
    expect(() => readReplayArgs(['--driver', 'cron'])).toThrow(/--driver takes "passes" or "schedule"/);
    expect(() => readReplayArgs(['--driver', 'schedule', '--pass-interval', '30'])).toThrow(
      /60 seconds or more/,
    );
    expect(readReplayArgs(['--driver', 'schedule'])).toMatchObject({
      driver: 'schedule',
      'pass-interval': 60,
    });
    expect(() => readReplayArgs(['--colour'])).toThrow(StartupError);
  });
});
