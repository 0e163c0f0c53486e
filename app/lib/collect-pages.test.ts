import { describe, expect, it } from 'vitest';
import { collectPages } from './collect-pages.ts';

const source = (size: number) => Array.from({ length: size }, (_, i) => i);

describe('collectPages', () => {
  it('reads until a short page, asking with growing offsets', async () => {
    const offsets: number[] = [];
    const list = source(23);
    const all = await collectPages(async (offset) => {
      offsets.push(offset);
      return list.slice(offset, offset + 10);
    }, 10);
    expect(all).toEqual(list);
    expect(offsets).toEqual([0, 10, 20]);
  });

  it('stops after an empty page when the list fills its pages exactly', async () => {
    const offsets: number[] = [];
    const all = await collectPages(async (offset) => {
      offsets.push(offset);
      return source(20).slice(offset, offset + 10);
    }, 10);
    expect(all).toHaveLength(20);
    expect(offsets).toEqual([0, 10, 20]);
  });

  it('gives up after maxPages', async () => {
    const all = await collectPages(async () => source(5), 5, 3);
    expect(all).toHaveLength(15);
  });
});
