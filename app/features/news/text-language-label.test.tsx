// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import en from '../../i18n/locales/en/news.json';
import hi from '../../i18n/locales/hi/news.json';
import ja from '../../i18n/locales/ja/news.json';
import ko from '../../i18n/locales/ko/news.json';
import vi from '../../i18n/locales/vi/news.json';
import { ArticleCard, ArticleCardCompact } from './article-card.tsx';
import { RelatedArticles } from './related-articles.tsx';

afterEach(cleanup);

const catalogs: Partial<Record<Language, Catalog>> = { en, ko, ja, hi, vi };
const now = new Date('2026-11-24T12:00:00Z');

/** A card article whose only text is in `textLanguage`. */
const story = (slug: string, textLanguage: Language, title: string): CardArticle => ({
  id: slug.length,
  slug,
  category: 'economy',
  country: 'KR',
  imageBase64: null,
  thumbnailSmall: `/media/${slug}-small.webp`,
  thumbnailMedium: null,
  thumbnailSocial: null,
  thumbnailUrl: null,
  imageUrl: null,
  imageAvifUrl: null,
  originalUrl: null,
  originalLanguage: textLanguage,
  publishedAt: '2026-11-24T09:00:00Z',
  createdAt: '2026-11-24T09:00:00Z',
  updatedAt: '2026-11-24T09:00:00Z',
  readableAt: '2026-11-24T09:00:00Z',
  readingTime: 2,
  isBreaking: false,
  availableLanguages: [textLanguage],
  translations: [
    {
      language: textLanguage,
      title,
      summary: `${title}: the summary.`,
      authorName: null,
      authorAvatarUrl: null,
      authorCredentials: null,
    },
  ],
  sourceAnalysis: null,
});

const english = story('port-strike', 'en', 'Port workers strike in Busan');
const korean = story('busan-strike', 'ko', '부산항 노동자 파업');
const japanese = story('yen-falls', 'ja', '円相場が下落');

function onPage(language: Language, element: React.ReactElement) {
  cleanup();
  return render(
    <MemoryRouter>
      <TranslationProvider translator={createTranslator(language, { news: catalogs[language]! })}>
        {element}
      </TranslationProvider>
    </MemoryRouter>,
  );
}

/** The label of the one card rendered, its title's and its summary's language. */
function card(language: Language, article: CardArticle) {
  onPage(language, <ArticleCard article={article} language={language} now={now} />);
  const title = screen.getByRole('heading', { level: 3 });
  const summary = screen.getByText(`${article.translations[0]!.title}: the summary.`);
  return {
    label: screen.queryByTestId('text-language')?.textContent ?? null,
    titleLang: title.getAttribute('lang'),
    summaryLang: summary.getAttribute('lang'),
  };
}

describe('a card whose text is not in the page’s language', () => {
  it('says which language it is in, in the page’s language, and marks its title and summary', () => {
    expect(card('en', korean)).toEqual({ label: 'In Korean', titleLang: 'ko', summaryLang: 'ko' });
    expect(card('ko', english)).toEqual({ label: '영어 기사', titleLang: 'en', summaryLang: 'en' });
    expect(card('ko', japanese)).toEqual({ label: '일본어 기사', titleLang: 'ja', summaryLang: 'ja' });
    expect(card('ja', english)).toEqual({ label: '英語の記事', titleLang: 'en', summaryLang: 'en' });
    expect(card('hi', english)).toEqual({ label: 'अंग्रेज़ी में', titleLang: 'en', summaryLang: 'en' });
    // A language's name inside a Vietnamese phrase is in lower case.
    expect(card('vi', english).label).toBe('Bằng tiếng Anh');
  });

  it('has no label when the text is in the page’s language', () => {
    expect(card('ko', korean)).toEqual({ label: null, titleLang: 'ko', summaryLang: 'ko' });
    expect(card('en', english)).toEqual({ label: null, titleLang: 'en', summaryLang: 'en' });
  });

  it('is labelled the same way in the compact card (the 404 page’s recent articles)', () => {
    onPage('hi', <ArticleCardCompact article={english} language="hi" now={now} previewLength={120} />);
    expect(screen.getByTestId('text-language').textContent).toBe('अंग्रेज़ी में');
    expect(screen.getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('en');
    expect(screen.getByText(/the summary/).getAttribute('lang')).toBe('en');
  });

  it('is labelled the same way among related articles', async () => {
    onPage('ko', <RelatedArticles related={Promise.resolve([korean, english, japanese])} language="ko" />);
    const [first, second, third] = await screen.findAllByRole('article');
    expect(within(first!).queryByTestId('text-language')).toBeNull();
    expect(within(second!).getByTestId('text-language').textContent).toBe('영어 기사');
    expect(within(second!).getByRole('heading', { level: 3 }).getAttribute('lang')).toBe('en');
    expect(
      within(second!)
        .getByText(/the summary/)
        .getAttribute('lang'),
    ).toBe('en');
    expect(within(third!).getByTestId('text-language').textContent).toBe('일본어 기사');
  });
});
