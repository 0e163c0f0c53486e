import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('reads control characters as spaces and trims the ends, keeping every script', () => {
    expect(searchTerms('  climate\u0000change\t')).toBe('climate change');
    expect(searchTerms('\u0000\u0000')).toBe('');
    expect(searchTerms('경제 뉴스')).toBe('경제 뉴스');
    expect(searchTerms('जलवायु')).toBe('जलवायु');
  });
});
