import { describe, expect, it, vi } from 'vitest';
import type { CacheTag } from './cache-tags.ts';
import { parseChangeTags } from './cache-tags.ts';
import { ResponseCache, type CachedAnswer } from './response-cache.ts';

function answer(bytes: number, ...tags: CacheTag[]): CachedAnswer {
  return {
    status: 200,
    headers: [['content-type', 'text/plain']],
    etag: '"x"',
    identity: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    tags: new Set(tags),
  };
}

const cacheOf = (maxBytes = 1_000_000) => new ResponseCache({ maxBytes, maxAgeMs: 60_000 });

describe('ResponseCache', () => {
  it('clears exactly the answers that depend on a changed tag', () => {
    const cache = cacheOf();
    cache.store('/en/news/a', answer(10, 'article:1', 'breaking'), cache.generation);
    cache.store('/en/news/b', answer(10, 'article:2', 'breaking'), cache.generation);
    cache.store('/api/news?language=en', answer(10, 'lists', 'article:1', 'article:2'), cache.generation);
    cache.store('/en/about', answer(10, 'breaking'), cache.generation);

    cache.invalidate(['article:2']);
    expect(cache.lookup('/en/news/a')).toBeDefined();
    expect(cache.lookup('/en/news/b')).toBeUndefined();
    expect(cache.lookup('/api/news?language=en')).toBeUndefined();
    expect(cache.lookup('/en/about')).toBeDefined();

    cache.invalidate(['breaking']);
    expect(cache.size.answers).toBe(0);
  });

  it('stays within its byte bound, dropping the least recently used answer first', () => {
    const cache = cacheOf(3 * (1000 + 512));
    cache.store('/1', answer(1000, 'lists'), 0);
    cache.store('/2', answer(1000, 'lists'), 0);
    cache.store('/3', answer(1000, 'lists'), 0);
    cache.lookup('/1');
    cache.store('/4', answer(1000, 'lists'), 0);
    expect(cache.lookup('/2')).toBeUndefined();
    expect(cache.lookup('/1')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(3 * 1512);
    expect(cache.store('/huge', answer(10_000), 0)).toBe(false);
    // An evicted answer leaves no trace in the tag index: clearing its tag later is harmless.
    cache.invalidate(['lists']);
    expect(cache.size.answers).toBe(0);
  });

  it('keeps an answer drawn while a change from elsewhere was announced as stale, and refuses one a clearing overlapped', async () => {
    const cache = cacheOf();
    const drawnDuring = (change: () => void) =>
      cache.fill('/en/news/a', async () => {
        change();
        return answer(10, 'article:1');
      });

    await drawnDuring(() => cache.invalidate(['article:1'], 'mark-stale'));
    expect(cache.lookup('/en/news/a')).toMatchObject({ stale: true });

    await drawnDuring(() => cache.invalidate(['article:1']));
    expect(cache.lookup('/en/news/a')).toBeUndefined();

    // A change elsewhere does not spoil it.
    await drawnDuring(() => cache.invalidate(['article:9']));
    expect(cache.lookup('/en/news/a')).toMatchObject({ stale: false });
  });

  it('serves an answer a change from elsewhere made stale at once, and draws it again once', async () => {
    const cache = cacheOf();
    cache.store('/en', answer(10, 'lists'), cache.generation);
    cache.store('/en/about', answer(10, 'breaking'), cache.generation);
    cache.invalidate(['lists'], 'mark-stale');
    cache.invalidate(['lists'], 'mark-stale');
    const stale = cache.lookup('/en');
    expect(stale).toMatchObject({ stale: true });
    expect(cache.lookup('/en/about')).toMatchObject({ stale: false });

    let draws = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const draw = async () => {
      draws++;
      await held;
      return answer(20, 'lists');
    };
    const first = cache.revalidate('/en', draw);
    const second = cache.revalidate('/en', draw);
    expect(cache.isDrawing('/en')).toBe(true);
    // Readers meanwhile still get the stale answer.
    expect(cache.lookup('/en')?.answer).toBe(stale?.answer);
    release();
    await Promise.all([first, second]);
    expect(draws).toBe(1);
    expect(cache.lookup('/en')).toMatchObject({ stale: false, answer: { identity: Buffer.alloc(20) } });
  });

  it('keeps a stale answer when drawing it again fails, and drops it when it is no longer shared', async () => {
    const cache = cacheOf();
    cache.store('/en/news/a', answer(10, 'article:1'), cache.generation);
    cache.invalidate(['article:1'], 'mark-stale');
    await cache.revalidate('/en/news/a', () => Promise.reject(new Error('the line is full')));
    expect(cache.lookup('/en/news/a')).toMatchObject({ stale: true });
    // Deleted meanwhile: the next reader draws it (and gets the 404).
    await cache.revalidate('/en/news/a', async () => null);
    expect(cache.lookup('/en/news/a')).toBeUndefined();
  });

  it('makes a reader wait for a fresh drawing once an answer has been stale longer than the bound', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new ResponseCache({ maxBytes: 1_000_000, maxAgeMs: 600_000, maxStaleMs: 60_000 });
      cache.store('/en', answer(10, 'lists'), cache.generation);
      cache.invalidate(['lists'], 'mark-stale');
      vi.advanceTimersByTime(30_000);
      // Later changes do not move when it became stale.
      cache.invalidate(['lists'], 'mark-stale');
      vi.advanceTimersByTime(30_000);
      expect(cache.lookup('/en')).toMatchObject({ stale: true });
      vi.advanceTimersByTime(1);
      expect(cache.lookup('/en')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears at once on a change that clears, and on everything, whatever was marked stale', async () => {
    const cache = cacheOf();
    cache.store('/en/news/a', answer(10, 'article:1'), cache.generation);
    cache.store('/en/news/b', answer(10, 'article:2'), cache.generation);
    cache.invalidate(['article:1'], 'mark-stale');
    cache.invalidate(['article:1']);
    expect(cache.lookup('/en/news/a')).toBeUndefined();
    cache.invalidate(['everything'], 'mark-stale');
    expect(cache.size.answers).toBe(0);
  });

  it('does not join a drawing that began before a change that cleared: it may show the data before it', async () => {
    const cache = cacheOf();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const before = cache.fill('/en', async () => {
      await held;
      return answer(10, 'lists');
    });
    cache.invalidate(['lists']);
    const after = cache.fill('/en', async () => answer(20, 'lists'));
    release();
    expect((await after)?.identity.length).toBe(20);
    await before;
    expect(cache.lookup('/en')?.answer.identity.length).toBe(20);
  });

  it('draws once for concurrent requests of the same address', async () => {
    const cache = cacheOf();
    let draws = 0;
    const draw = async () => {
      draws++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return answer(10, 'lists');
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => cache.fill('/en', draw)));
    expect(draws).toBe(1);
    expect(new Set(results).size).toBe(1);
  });
});

describe('parseChangeTags', () => {
  it('reads the tags of a notification and ignores anything else', () => {
    expect(parseChangeTags('article:12 lists search')).toEqual(['article:12', 'lists', 'search']);
    expect(parseChangeTags('everything')).toEqual(['everything']);
    expect(parseChangeTags('article:0 article:x drop-table breaking')).toEqual(['breaking']);
  });
});
