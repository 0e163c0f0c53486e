import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright-years.ts';

describe('copyrightYears', () => {
  it('runs from the site’s first year to this one, and is one year in the first', () => {
    expect(copyrightYears(new Date('2026-11-27T12:00:00Z'))).toBe('2025–2026');
    expect(copyrightYears(new Date('2025-06-01T12:00:00Z'))).toBe('2025');
  });
});
