import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCalendarDate, ListNewsQuerySchema, resolveLimit } from './news-query.ts';

describe('ListNewsQuerySchema', () => {
  it('fills the defaults: English, 6 from the start', () => {
    const query = ListNewsQuerySchema.parse({});
    expect(query).toEqual({ language: 'en', offset: 0 });
    expect(resolveLimit(query)).toBe(6);
    expect(resolveLimit(ListNewsQuerySchema.parse({ date: '2026-03-08' }))).toBe(50);
    expect(resolveLimit(ListNewsQuerySchema.parse({ date: '2026-03-08', limit: '3' }))).toBe(3);
  });

  it('reads numbers from query strings and trims the search', () => {
    const q = ListNewsQuerySchema.parse({ language: 'ko', limit: '12', offset: '6', search: '  경제  ' });
    expect(q).toMatchObject({ language: 'ko', limit: 12, offset: 6, search: '경제' });
  });

  it('drops a blank search', () => {
    expect(ListNewsQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it.each([
    [{ language: 'xx' }],
    [{ limit: '0' }],
    [{ limit: '51' }],
    [{ limit: '2.5' }],
    [{ offset: '-1' }],
    [{ category: 'weather' }],
    [{ date: '2025-02-30' }],
    [{ date: '20250101' }],
    [{ search: 'x'.repeat(201) }],
  ])('refuses %j', (input) => {
    expect(ListNewsQuerySchema.safeParse(input).success).toBe(false);
  });

  it('reads the reader’s languages as codes in the site’s order, once each; empty means none', () => {
    expect(ListNewsQuerySchema.parse({ languages: 'ja,ko,en,ja' }).languages).toEqual(['en', 'ko', 'ja']);
    expect(ListNewsQuerySchema.parse({ languages: '' }).languages).toBeUndefined();
    expect(ListNewsQuerySchema.parse({}).languages).toBeUndefined();
    for (const languages of ['xx', 'ko,xx', 'ko,', ',ko', 'ko, en', 'KO', 'ko;en'])
      expect(ListNewsQuerySchema.safeParse({ languages }).success, languages).toBe(false);
  });

  it('reads the 404 page\'s "business" category as economy', () => {
    expect(ListNewsQuerySchema.parse({ category: 'business' }).category).toBe('economy');
  });

  it('never throws, whatever strings it is given', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('language', 'limit', 'offset', 'search', 'category', 'date', 'x'),
          fc.string(),
        ),
        (input) => {
          const result = ListNewsQuerySchema.safeParse(input);
          if (result.success) {
            expect(resolveLimit(result.data)).toBeGreaterThanOrEqual(1);
            expect(resolveLimit(result.data)).toBeLessThanOrEqual(50);
            expect(result.data.offset).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe('isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('2025-1-01')).toBe(false);
  });
});
