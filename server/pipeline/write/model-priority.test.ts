import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { modelWorkPriority } from './model-priority.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const story = (hoursAgo: number, publishers = 1) => ({
  publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
  publishers,
});

describe('modelWorkPriority', () => {
  it('puts newer stories first, and counts each doubling of publishers as four hours fresher', () => {
    const order = [
      ['8 publishers, 10 hours ago', story(10, 8)], // as if 2 hours in the future
      ['2 publishers, 3 hours ago', story(3, 2)], // as if 1 hour in the future
      ['1 publisher, just now', story(0)],
      ['1 publisher, 2 hours ago', story(2)],
      ['4 publishers, 12 hours ago', story(12, 4)], // as if 4 hours ago
      ['1 publisher, a day ago', story(24)],
      ['3 publishers, three days ago', story(72, 3)],
    ] as const;
    const ranked = [...order]
      .reverse()
      .sort(([, a], [, b]) => modelWorkPriority(b, 'write') - modelWorkPriority(a, 'write'));
    expect(ranked.map(([label]) => label)).toEqual(order.map(([label]) => label));
  });

  it('counts publishers up to 32: a story reported everywhere still yields to a day’s news', () => {
    expect(modelWorkPriority(story(30, 500), 'write')).toBe(modelWorkPriority(story(30, 32), 'write'));
    expect(modelWorkPriority(story(30, 500), 'write')).toBeLessThan(modelWorkPriority(story(2), 'write'));
    // An editor's article has no reports: it counts as one publisher.
    expect(modelWorkPriority(story(5, 0), 'en')).toBe(modelWorkPriority(story(5, 1), 'en'));
  });

  it('writes a story before translating it, English first, then the languages in the site’s order', () => {
    const one = story(1, 2);
    const tasks = ['write', ...LANGUAGES] as const;
    const priorities = tasks.map((task) => modelWorkPriority(one, task));
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
    expect(new Set(priorities).size).toBe(tasks.length);
    expect(modelWorkPriority(one, 'merge')).toBe(modelWorkPriority(one, 'write'));
  });

  it('lets a clearly fresher story’s languages go before an older one’s English, but not a few minutes’', () => {
    expect(modelWorkPriority(story(1), 'tr')).toBeGreaterThan(modelWorkPriority(story(3), 'en'));
    // Stories published within the same ten minutes rank the same: English of both before the rest.
    const a = { publishedAt: new Date('2026-11-26T11:41:00Z'), publishers: 1 };
    const b = { publishedAt: new Date('2026-11-26T11:43:00Z'), publishers: 1 };
    expect(modelWorkPriority(a, 'en')).toBeGreaterThan(modelWorkPriority(b, 'ko'));
    expect(modelWorkPriority(b, 'en')).toBe(modelWorkPriority(a, 'en'));
  });

  it('is an integer that does not depend on when it is asked, as pg-boss keeps it with the job', () => {
    const value = modelWorkPriority(story(6, 3), 'de');
    expect(Number.isInteger(value)).toBe(true);
    expect(Math.abs(value)).toBeLessThan(2 ** 31);
    expect(
      modelWorkPriority({ publishedAt: new Date('2099-12-31T23:59:00Z'), publishers: 32 }, 'write'),
    ).toBeLessThan(2 ** 31);
  });
});
