import { describe, expect, it } from 'vitest';
import { dateInPath } from './normalize-entry.ts';

describe('dateInPath', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('reads the day a news link files its story under, as the item’s own date', () => {
    expect(dateInPath('https://news.example/news/2017/01/07/business/story/', now)?.toISOString()).toBe(
      '2017-01-07T12:00:00.000Z',
    );
    expect(dateInPath('https://news.example/2026-11-26/story.html', now)?.toISOString()).toBe(
      '2026-11-26T12:00:00.000Z',
    );
  });
  it('finds none in a link without a day, with an impossible day, or with a day to come', () => {
    expect(dateInPath('https://news.example/story/12345', now)).toBeNull();
    expect(dateInPath('https://news.example/2017/02/30/story', now)).toBeNull();
    expect(dateInPath('https://news.example/2027/01/07/story', now)).toBeNull();
  });
});
