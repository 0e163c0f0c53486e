import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';

const labels = { justNow: 'just now', later: 'later' };
const now = new Date('2026-05-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [30_000, 'just now'],
    [MIN, '1 minute ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [27 * DAY, '3 weeks ago'],
    [28 * DAY, '1 month ago'],
    [359 * DAY, '11 months ago'],
    [364 * DAY, '11 months ago'], // months stay under 12
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%d ms ago reads "%s" in English', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now, 'en', labels)).toBe(text);
  });

  it('calls future times "later", but a few minutes of clock skew "just now"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 3 * MIN), now, 'en', labels)).toBe('just now');
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MIN), now, 'en', labels)).toBe('just now');
    expect(formatRelativeTime(new Date(now.getTime() + 6 * MIN), now, 'en', labels)).toBe('later');
  });

  it('speaks the page language', () => {
    expect(formatRelativeTime(ago(3 * HOUR), now, 'ko', labels)).toBe('3시간 전');
    expect(formatRelativeTime(ago(2 * DAY), now, 'ja', labels)).toBe('2日前');
    expect(formatRelativeTime(ago(5 * MIN), now, 'ja', labels)).toBe('5分前');
    expect(formatRelativeTime(ago(5 * MIN), now, 'de', labels)).toBe('vor 5 Minuten');
  });

  it('returns nothing for an invalid date', () => {
    expect(formatRelativeTime(new Date('nope'), now, 'en', labels)).toBe('');
  });
});
