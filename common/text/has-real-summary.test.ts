import { describe, expect, it } from 'vitest';
import { hasRealSummary } from './has-real-summary.ts';

describe('hasRealSummary', () => {
  it('accepts a summary that says more than the headline', () => {
    expect(hasRealSummary('Floods close Jakarta schools', 'Heavy rain shut 120 schools on Monday.')).toBe(
      true,
    );
    expect(hasRealSummary('서울 폭우', '서울에 폭우가 내려 학교 120곳이 문을 닫았다.')).toBe(true);
  });

  it('refuses an empty summary, the headline again, or a piece of it', () => {
    expect(hasRealSummary('Floods close Jakarta schools', '')).toBe(false);
    expect(hasRealSummary('Floods close Jakarta schools', '  … ')).toBe(false);
    expect(hasRealSummary('Floods close Jakarta schools', 'Floods close Jakarta schools.')).toBe(false);
    expect(hasRealSummary('Floods close Jakarta schools', '“FLOODS — close Jakarta schools”')).toBe(false);
    expect(hasRealSummary('Floods close Jakarta schools', 'Floods close')).toBe(false);
    expect(hasRealSummary('東京で大雪', '東京で大雪。')).toBe(false);
  });
});
