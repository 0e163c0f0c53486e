// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import en from '../../i18n/locales/en/news.json';
import ja from '../../i18n/locales/ja/news.json';
import ko from '../../i18n/locales/ko/news.json';
import { newestReadable, UpdatedLine } from './updated-line.tsx';

afterEach(cleanup);

const now = new Date('2026-11-25T12:00:00Z');
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000).toISOString();

function line(language: 'en' | 'ko' | 'ja', newest: string | null, at = now) {
  cleanup();
  const news = { en, ko, ja }[language];
  render(
    <TranslationProvider translator={createTranslator(language, { news })}>
      <UpdatedLine newest={newest} now={at} />
    </TranslationProvider>,
  );
  return screen.queryByTestId('updated')?.textContent ?? null;
}

describe('the "updated" line', () => {
  it('tells the real time since the newest story, in each language’s own sentence', () => {
    expect(line('en', minutesAgo(5))).toBe('updated 5 minutes ago');
    expect(line('ko', minutesAgo(5))).toBe('5분 전 업데이트');
    expect(line('ja', minutesAgo(5))).toBe('5分前に更新');
    expect(line('en', minutesAgo(180))).toBe('updated 3 hours ago');
  });

  it('says "just now" for a fresh story or one dated a little ahead, and nothing without a date', () => {
    expect(line('en', minutesAgo(0))).toBe('updated just now');
    expect(line('ja', minutesAgo(-3))).toBe('たった今更新');
    expect(line('en', null)).toBeNull();
  });

  it('moves on with the page’s clock', () => {
    expect(line('en', minutesAgo(5), new Date(now.getTime() + 60 * 60_000))).toBe('updated 1 hour ago');
  });

  it('dates the edition by when its stories became readable in it, not by the publishers’ dates', () => {
    // Published by its source three hours ago, readable in this edition for two minutes (a slow feed, or a
    // translation made just now): the edition was updated two minutes ago.
    const listed = [
      { publishedAt: minutesAgo(180), readableAt: minutesAgo(2) },
      { publishedAt: minutesAgo(30), readableAt: minutesAgo(25) },
    ];
    expect(newestReadable(listed)).toBe(minutesAgo(2));
    expect(line('en', newestReadable(listed))).toBe('updated 2 minutes ago');
    expect(newestReadable([])).toBeNull();
  });
});
