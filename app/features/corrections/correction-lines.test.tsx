// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import { LANGUAGES, type Language } from '#common/languages.ts';
import type { Correction } from '#common/contracts/corrections.ts';
import { CorrectionLines } from './correction-lines.tsx';

afterEach(cleanup);

const catalogs = import.meta.glob<{ default: Catalog }>('../../i18n/locales/*/corrections.json', {
  eager: true,
});
const correctionsIn = (language: Language) =>
  catalogs[`../../i18n/locales/${language}/corrections.json`]!.default;

const inEnglish: Correction = {
  id: 1,
  language: 'en',
  text: 'An earlier version misstated the turnout.',
  correctedAt: '2026-11-20T10:00:00.000Z',
};

function lines(language: Language, corrections: Correction[]) {
  cleanup();
  render(
    <MemoryRouter>
      <TranslationProvider translator={createTranslator(language, { corrections: correctionsIn(language) })}>
        <CorrectionLines corrections={corrections} language={language} />
      </TranslationProvider>
    </MemoryRouter>,
  );
}

describe('CorrectionLines', () => {
  it('names the language a correction was written in as the correction’s, not as an article', () => {
    lines('ko', [inEnglish]);
    expect(screen.getByTestId('correction-language').textContent).toBe('영어로 작성');
    lines('ja', [inEnglish]);
    expect(screen.getByTestId('correction-language').textContent).toBe('英語で記載');
    lines('tr', [inEnglish]);
    expect(screen.getByTestId('correction-language').textContent).toBe('İngilizce yazıldı');
  });

  it('says it in every language, and nothing for a correction in the page’s language', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      lines(language, [inEnglish]);
      const label = screen.getByTestId('correction-language').textContent ?? '';
      expect(label, language).not.toMatch(/\{\{|\}\}/);
      expect(label.length, language).toBeGreaterThan(2);
    }
    lines('en', [inEnglish]);
    expect(screen.queryByTestId('correction-language')).toBeNull();
  });
});
