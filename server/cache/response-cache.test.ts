import { describe, expect, it } from 'vitest';
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
    expect(cache.get('/en/news/a')).toBeDefined();
    expect(cache.get('/en/news/b')).toBeUndefined();
    expect(cache.get('/api/news?language=en')).toBeUndefined();
    expect(cache.get('/en/about')).toBeDefined();

    cache.invalidate(['breaking']);
    expect(cache.size.answers).toBe(0);
  });

  it('stays within its byte bound, dropping the least recently used answer first', () => {
    const cache = cacheOf(3 * (1000 + 512));
    cache.store('/1', answer(1000, 'lists'), 0);
    cache.store('/2', answer(1000, 'lists'), 0);
    cache.store('/3', answer(1000, 'lists'), 0);
    cache.get('/1');
    cache.store('/4', answer(1000, 'lists'), 0);
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(3 * 1512);
    expect(cache.store('/huge', answer(10_000), 0)).toBe(false);
    // An evicted answer leaves no trace in the tag index: clearing its tag later is harmless.
    cache.invalidate(['lists']);
    expect(cache.size.answers).toBe(0);
  });

  it('refuses an answer drawn while a change to what it shows was announced', async () => {
    const cache = cacheOf();
    let release!: () => void;
    const drawn = cache.fill('/en/news/a', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return answer(10, 'article:1');
    });
    cache.invalidate(['article:1']);
    release();
    await drawn;
    expect(cache.get('/en/news/a')).toBeUndefined();

    // A change elsewhere does not spoil it.
    const other = cache.fill('/en/news/a', async () => {
      cache.invalidate(['article:9']);
      return answer(10, 'article:1');
    });
    await other;
    expect(cache.get('/en/news/a')).toBeDefined();
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
