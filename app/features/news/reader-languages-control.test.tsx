// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import type { Language } from '#common/languages.ts';
import en from '../../i18n/locales/en/news.json';
import ko from '../../i18n/locales/ko/news.json';
import { ReaderLanguagesControl } from './reader-languages-control.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The control, opened: its checkboxes load on first use. */
async function control(language: 'en' | 'ko', changes: Language[][]) {
  const news: Catalog = language === 'en' ? en : ko;
  render(
    <TranslationProvider translator={createTranslator(language, { news })}>
      <ReaderLanguagesControl language={language} onChange={(languages) => changes.push(languages)} />
    </TranslationProvider>,
  );
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  const details = screen.getByTestId('reader-languages') as HTMLDetailsElement;
  act(() => {
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
  });
  await screen.findAllByRole('checkbox');
}

describe('the reader’s choice of languages', () => {
  it('offers the 11 languages by name, the edition’s and English ticked, the edition’s always', async () => {
    await control('ko', []);
    expect(screen.getByText('기사 언어')).toBeTruthy();
    expect(screen.getByRole('group', { name: '다음 언어로 된 기사 보기' })).toBeTruthy();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(11);
    const korean = screen.getByRole('checkbox', { name: '한국어' }) as HTMLInputElement;
    expect(korean.checked).toBe(true);
    expect(korean.disabled).toBe(true);
    expect(korean.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(korean.getAttribute('aria-describedby')!)?.textContent).toBe(
      '지금 보고 있는 언어의 기사는 항상 표시됩니다.',
    );
    expect((screen.getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '日本語' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('日本語').getAttribute('lang')).toBe('ja');
  });

  it('keeps each change on the device and reports it, to load the lists again', async () => {
    const changes: Language[][] = [];
    await control('en', changes);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
    expect(localStorage.getItem('readerLanguages')).toBe('en,de');
    expect((screen.getByRole('checkbox', { name: 'Deutsch' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'हिन्दी' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsch' }));
    expect(changes).toEqual([
      ['en', 'de'],
      ['en', 'de', 'hi'],
      ['en', 'hi'],
    ]);
    expect(localStorage.getItem('readerLanguages')).toBe('en,hi');
    expect(screen.getByText('(2)')).toBeTruthy();
  });
});
