import type { ReplaySource } from './replay-world.ts';

// Why the replay's late items were late: each item of the window with the floor its publisher asks of a reader's
// schedule (the longer of its Cache-Control max-age and RSS <ttl>), the wait from its appearance to the next
// poll of its feed, and to its story, grouped by that floor. A schedule's wait shows in "to next poll", a queue's
// in the rest of "to story".

/** The p-th percentile of sorted values (nearest rank); NaN when there are none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The floor a publisher's answers ask for, in real seconds, as the replay's server sends it (simulated time
 * divided by the speed-up): the longer of max-age and <ttl>, 0 when it sends neither.
 */
export function askedFloorSeconds(source: ReplaySource, speed: number): number {
  const simulated = Math.max(source.maxAgeSeconds ?? 0, (source.ttlMinutes ?? 0) * 60);
  return simulated === 0 ? 0 : Math.max(1, Math.round(simulated / speed));
}

/** The first poll at or after `at` in ascending `polls`, as a wait from `at`; Infinity when none came. */
export function waitForNextPoll(polls: readonly number[], at: number): number {
  let low = 0;
  let high = polls.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (polls[middle]! < at) low = middle + 1;
    else high = middle;
  }
  return low < polls.length ? polls[low]! - at : Infinity;
}

/** One item of the window: its publisher's floor and its waits in ms (Infinity: never). */
export interface ItemWaits {
  floorSeconds: number;
  toNextPollMs: number;
  toStoryMs: number;
}

const minutes = (ms: number) => (Number.isFinite(ms) ? `${(ms / 60_000).toFixed(1)} min` : 'never');

/**
 * A table of the window's items by their publisher's floor (none first, then shortest): how many, their wait for
 * the next poll (median, longest), to their story (median, p95), and how many took longer than `lateMs` or
 * never reached one.
 */
export function latenessByFloor(items: readonly ItemWaits[], lateMs: number): string[][] {
  const groups = new Map<number, ItemWaits[]>();
  for (const item of items) groups.set(item.floorSeconds, [...(groups.get(item.floorSeconds) ?? []), item]);
  const rows = [
    [
      'Publisher asks (max-age or `<ttl>`)',
      'Items',
      'To next poll, median / longest',
      'To story, median / p95',
      `Over ${Math.round(lateMs / 60_000)} min or never`,
    ],
  ];
  for (const [floor, group] of [...groups].sort((a, b) => a[0] - b[0])) {
    const toPoll = group.map((item) => item.toNextPollMs).sort((a, b) => a - b);
    const toStory = group.map((item) => item.toStoryMs).sort((a, b) => a - b);
    rows.push([
      floor === 0 ? 'nothing' : minutes(floor * 1000),
      String(group.length),
      `${minutes(percentile(toPoll, 50))} / ${minutes(toPoll.at(-1)!)}`,
      `${minutes(percentile(toStory, 50))} / ${minutes(percentile(toStory, 95))}`,
      String(toStory.filter((ms) => ms > lateMs).length),
    ]);
  }
  return rows;
}
