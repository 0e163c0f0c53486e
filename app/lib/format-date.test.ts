import { describe, expect, it } from 'vitest';
import { formatLongDay, formatPublishedAt, formatShortDate } from './format-date.ts';

describe('dates', () => {
  it('writes long days in the page language', () => {
    expect(formatLongDay('2025-01-06', 'en')).toBe('Monday, January 6, 2025');
    expect(formatLongDay('2025-01-06', 'ko')).toBe('2025년 1월 6일 월요일');
  });

  it('uses a 12-hour clock only in English', () => {
    expect(formatPublishedAt('2025-01-06T15:30:00Z', 'en')).toMatch(/3:30\sPM/);
    expect(formatPublishedAt('2025-01-06T15:30:00Z', 'de')).toContain('15:30');
    expect(formatPublishedAt('2025-01-06T15:30:00Z', 'ko')).not.toMatch(/오후/);
  });

  it('never writes five past midnight as 24:05, in any language', () => {
    expect(formatPublishedAt('2026-11-25T00:05:00Z', 'ko')).toBe('2026년 11월 25일 00:05 (UTC)');
    expect(formatPublishedAt('2026-11-25T00:05:00Z', 'hi')).toBe('25 नवंबर 2026 को 00:05 बजे (UTC)');
    expect(formatPublishedAt('2026-11-25T00:05:00Z', 'en')).toMatch(/12:05\sAM/);
    for (const language of ['ko', 'ja', 'es', 'de', 'fr', 'id', 'hi', 'vi', 'pt', 'tr'])
      expect(formatPublishedAt('2026-11-25T00:05:00Z', language), language).not.toMatch(/24[:.]05/);
  });

  it('writes the Vietnamese time first, then a numeric date', () => {
    expect(formatPublishedAt('2025-03-08T15:30:00Z', 'vi', 'Asia/Ho_Chi_Minh')).toBe('22:30, ngày 8/3/2025');
    expect(formatPublishedAt('2026-11-25T00:05:00Z', 'vi')).toBe('00:05 (UTC), ngày 25/11/2026');
  });

  it("shows the reader's own time zone unnamed, and names UTC when that is all the server knows", () => {
    expect(formatPublishedAt('2026-11-24T16:05:00Z', 'ko', 'Asia/Seoul')).toBe('2026년 11월 25일 01:05');
    expect(formatPublishedAt('2026-11-24T16:05:00Z', 'ja', 'Asia/Tokyo')).toBe('2026年11月25日 1:05');
    expect(formatPublishedAt('2026-11-24T16:05:00Z', 'en', 'America/New_York')).toMatch(
      /November 24, 2026.*11:05\sAM$/,
    );
    expect(formatPublishedAt('2026-11-24T16:05:00Z', 'en')).toMatch(/4:05\sPM \(UTC\)$/);
    // Near midnight the calendar day is the reader's.
    expect(formatShortDate('2026-11-24T16:05:00Z', 'ko', 'Asia/Seoul')).toBe('2026. 11. 25.');
    expect(formatShortDate('2026-11-24T16:05:00Z', 'ko')).toBe('2026. 11. 24.');
  });

  it('returns an invalid date string unchanged', () => {
    expect(formatPublishedAt('not a date', 'en')).toBe('not a date');
    expect(formatLongDay('2025-13-40', 'en')).toBe('2025-13-40');
  });
});
