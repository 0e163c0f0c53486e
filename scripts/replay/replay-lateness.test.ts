import { describe, expect, it } from 'vitest';
import { askedFloorSeconds, latenessByFloor, percentile, waitForNextPoll } from './replay-lateness.ts';
import { makeSources } from './replay-world.ts';

const MINUTE = 60_000;

describe("the replay's late items", () => {
  it('take the longer of max-age and <ttl> as the floor a publisher asks, in real seconds', () => {
    const [source] = makeSources(1, 1, 100);
    const floor = (maxAgeSeconds: number | null, ttlMinutes: number | null, speed = 1) =>
      askedFloorSeconds({ ...source!, maxAgeSeconds, ttlMinutes }, speed);
    expect(floor(null, null)).toBe(0);
    expect(floor(600, null)).toBe(600);
    expect(floor(600, 60)).toBe(3600);
    expect(floor(1800, 15)).toBe(1800);
    expect(floor(1800, null, 3)).toBe(600);
  });

  it('wait for the first poll at or after their appearance, or never', () => {
    const polls = [10, 20, 30];
    expect(waitForNextPoll(polls, 5)).toBe(5);
    expect(waitForNextPoll(polls, 20)).toBe(0);
    expect(waitForNextPoll(polls, 21)).toBe(9);
    expect(waitForNextPoll(polls, 31)).toBe(Infinity);
    expect(waitForNextPoll([], 0)).toBe(Infinity);
  });

  it('are counted by their floor, with their waits for a poll and for a story', () => {
    const rows = latenessByFloor(
      [
        { floorSeconds: 3600, toNextPollMs: 50 * MINUTE, toStoryMs: Infinity },
        { floorSeconds: 0, toNextPollMs: 1 * MINUTE, toStoryMs: 2 * MINUTE },
        { floorSeconds: 0, toNextPollMs: 3 * MINUTE, toStoryMs: 40 * MINUTE },
        { floorSeconds: 3600, toNextPollMs: 10 * MINUTE, toStoryMs: 12 * MINUTE },
      ],
      30 * MINUTE,
    );
    expect(rows).toEqual([
      [
        'Publisher asks (max-age or `<ttl>`)',
        'Items',
        'To next poll, median / longest',
        'To story, median / p95',
        'Over 30 min or never',
      ],
      ['nothing', '2', '1.0 min / 3.0 min', '2.0 min / 40.0 min', '1'],
      ['60.0 min', '2', '10.0 min / 50.0 min', '12.0 min / never', '1'],
    ]);
  });

  it('have percentiles by nearest rank', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
    expect(percentile([], 50)).toBeNaN();
  });
});
