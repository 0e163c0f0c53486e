import { describe, expect, it } from 'vitest';
import { homePagesSearch, isLoadMoreStep, readHomeQuery, readStories } from './home-data.ts';

const query = (search: string) => readHomeQuery(new URL(`http://site.test/en${search}`));

describe('the home list in the address', () => {
  it('reads how many pages "Load more" showed, within 1 to 20, and none for a search', () => {
    expect(query('').pages).toBe(1);
    expect(query('?page=3').pages).toBe(3);
    expect(query('?category=science&page=2')).toEqual({ search: null, category: 'science', pages: 2 });
    expect(query('?page=99').pages).toBe(20);
    for (const page of ['0', '-1', '2.5', 'abc', '1e3', '007', ''])
      expect(query(`?page=${page}`).pages).toBe(1);
    expect(query('?search=rain&page=3').pages).toBe(1);
  });

  it('writes the pages into the query, leaving the rest as it was', () => {
    expect(homePagesSearch('', 2)).toBe('?page=2');
    expect(homePagesSearch('?category=science', 3)).toBe('?category=science&page=3');
    expect(homePagesSearch('?category=science&page=3', 1)).toBe('?category=science');
    expect(homePagesSearch('?page=2', 1)).toBe('');
  });

  it('tells "Load more" writing its next page from any other change of address', () => {
    const at = (search: string, pathname = '/en') => ({ pathname, search });
    expect(isLoadMoreStep(at(''), at('?page=2'))).toBe(true);
    expect(isLoadMoreStep(at('?category=science&page=2'), at('?page=3&category=science'))).toBe(true);
    expect(isLoadMoreStep(at('?page=2'), at('?page=2'))).toBe(false); // a refresh
    expect(isLoadMoreStep(at('?page=3'), at('?page=2'))).toBe(false);
    expect(isLoadMoreStep(at(''), at('?page=3'))).toBe(false);
    expect(isLoadMoreStep(at(''), at('?category=science&page=2'))).toBe(false);
    expect(isLoadMoreStep(at(''), at('?page=2', '/ko'))).toBe(false);
  });
});

describe('readStories', () => {
  const stories = Array.from({ length: 130 }, (_, index) => index);
  const calls: Array<[number, number]> = [];
  const read = async (offset: number, limit: number) => {
    calls.push([offset, limit]);
    return stories.slice(offset, offset + limit);
  };

  it('reads in requests of whole pages within the API limit, from the offset on', async () => {
    calls.length = 0;
    expect(await readStories(48, 72, read)).toEqual(stories.slice(48, 120));
    expect(calls).toEqual([
      [48, 48],
      [96, 24],
    ]);
  });

  it('stops at a short answer, and reads nothing for no stories', async () => {
    calls.length = 0;
    expect(await readStories(120, 48, read)).toEqual(stories.slice(120));
    expect(await readStories(6, 0, read)).toEqual([]);
    expect(calls).toEqual([[120, 48]]);
  });
});
