// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import type { Provenance, StorySource } from '#common/contracts/article.ts';
import { makeProvenance, makeStorySource } from '#tests/helpers/story-fixtures.ts';
import { createTranslator } from '../../i18n/translator.ts';
import en from '../../i18n/locales/en/news.json';
import ko from '../../i18n/locales/ko/news.json';
import { ProvenanceLine } from './provenance-line.tsx';
import { SourceBox } from './source-box.tsx';
import { StorySources } from './story-sources.tsx';

afterEach(cleanup);

const report = makeStorySource;
const reports = [
  report('Harbour Daily', 'en', true),
  report('Coastal Herald', 'en'),
  report('Hanbit Ilbo', 'ko'),
  report('Diario del Puerto', 'es'),
];
const made = makeProvenance;

function inLanguage(language: 'en' | 'ko', element: React.ReactElement) {
  const i18n = createTranslator(language, { news: language === 'en' ? en : ko });
  return render(<TranslationProvider translator={i18n}>{element}</TranslationProvider>);
}

describe('ProvenanceLine', () => {
  it('says how the text was made and from how many reports, in the reader’s language', () => {
    const provenance = [made('en', 'machine', { model: 'm', sourceLanguage: 'ko' })];
    inLanguage(
      'en',
      <ProvenanceLine article={{ provenance, sources: reports }} textLanguage="en" language="en" />,
    );
    expect(screen.getByTestId('provenance').textContent).toBe(
      'Translated by AI from Korean · sources: 4 publishers in 3 languages',
    );
    cleanup();
    inLanguage(
      'ko',
      <ProvenanceLine
        article={{
          provenance: [made('ko', 'machine', { model: 'm', sourceLanguage: 'en' })],
          sources: reports,
        }}
        textLanguage="ko"
        language="ko"
      />,
    );
    expect(screen.getByTestId('provenance').textContent).toBe(
      'AI가 영어 원문을 번역 · 출처: 3개 언어로 보도한 언론사 4곳',
    );
  });

  it('tells written, extracted, edited and hand-written texts apart', () => {
    const line = (p: Provenance, sources: StorySource[] = reports.slice(0, 1)) => {
      cleanup();
      inLanguage(
        'en',
        <ProvenanceLine article={{ provenance: [p], sources }} textLanguage="en" language="en" />,
      );
      return screen.queryByTestId('provenance')?.textContent ?? null;
    };
    expect(line(made('en', 'original', { model: 'm' }))).toBe(
      "Written by AI from the publishers' reports · sources: 1 publisher in 1 language",
    );
    expect(line(made('en', 'original'))).toBe(
      "Excerpt in the publisher's own words · sources: 1 publisher in 1 language",
    );
    expect(line(made('en', 'edited'))).toBe('Edited by an editor · sources: 1 publisher in 1 language');
    expect(line(made('en', 'original'), [])).toBe('Written by our newsroom');
    expect(line(made('en', 'edited'), [])).toBe('Written by our newsroom');
  });
});

describe('StorySources', () => {
  it('groups the reports by language, names the languages, and marks paywalled ones', () => {
    inLanguage('en', <StorySources sources={reports} language="en" />);
    expect(screen.getByText('Covered in English, Korean, and Spanish')).toBeTruthy();
    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['English', 'Korean', 'Spanish']);
    const harbour = screen.getByText('Harbour Daily').closest('li')!;
    expect(within(harbour).getByText('Paywall')).toBeTruthy();
    expect(within(harbour).getByText('United Kingdom')).toBeTruthy();
    expect(within(screen.getByText('Coastal Herald').closest('li')!).queryByText('Paywall')).toBeNull();
  });
});

describe('SourceBox', () => {
  it('offers a free report of the same story when the original is paywalled', () => {
    inLanguage(
      'en',
      <SourceBox
        originalUrl={reports[0]!.url}
        analysis={{
          trustLevel: 'high',
          accessType: 'paywall',
          icon: null,
          label: null,
          description: null,
          organizationName: 'Harbour Daily',
          buttonText: null,
        }}
        summary="A summary."
        language="en"
        reports={reports}
      />,
    );
    const link = screen.getByRole('link', { name: /Also free to read at Coastal Herald/ });
    expect(link.getAttribute('href')).toBe(reports[1]!.url);
  });
});
