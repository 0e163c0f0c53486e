// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import type { CardArticle } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { createTranslator } from '../../i18n/translator.ts';
import type { Catalogs } from '../../i18n/namespaces.ts';
import enCommon from '../../i18n/locales/en/common.json';
import enNews from '../../i18n/locales/en/news.json';
import enRecommendations from '../../i18n/locales/en/recommendations.json';
import jaCommon from '../../i18n/locales/ja/common.json';
import jaNews from '../../i18n/locales/ja/news.json';
import jaRecommendations from '../../i18n/locales/ja/recommendations.json';
import { clearReadingHistory } from '../../lib/reading-history.ts';
import { noteRead, READING_HISTORY_KEY } from '../../lib/reading-history-log.ts';
import { ForYou } from './for-you.tsx';

const now = new Date('2026-11-24T12:00:00Z');

const card = (
  slug: string,
  category: string,
  country: string,
  texts: Array<{ language: Language; title: string }>,
  publishedAt = '2026-11-24T09:00:00Z',
): CardArticle => ({
  id: slug.length,
  slug,
  category,
  country,
  imageBase64: null,
  thumbnailSmall: `/media/${slug}-small.webp`,
  thumbnailMedium: null,
  thumbnailSocial: null,
  thumbnailUrl: null,
  imageUrl: null,
  imageAvifUrl: null,
  originalUrl: null,
  originalLanguage: 'en',
  publishedAt,
  createdAt: publishedAt,
  updatedAt: publishedAt,
  readableAt: publishedAt,
  readingTime: 2,
  isBreaking: false,
  availableLanguages: texts.map((t) => t.language),
  translations: texts.map((t) => ({
    ...t,
    summary: 'A summary.',
    authorName: null,
    authorAvatarUrl: null,
    authorCredentials: null,
  })),
  sourceAnalysis: null,
});

const naira = card('naira', 'economy', 'NG', [
  { language: 'en', title: 'Nigeria’s central bank steps in as the naira falls' },
]);
const rates = card('rates', 'economy', 'BR', [{ language: 'en', title: 'Brazil holds its key rate' }]);
const vote = card('vote', 'politics', 'MN', [{ language: 'en', title: 'Mongolia votes again' }]);
const lagos = card('lagos-port', 'world', 'NG', [
  { language: 'en', title: 'Lagos port clears its backlog' },
  { language: 'ja', title: 'ラゴス港、滞貨を解消' },
]);
const kenya = card(
  'kenya',
  'economy',
  'KE',
  [{ language: 'en', title: 'Kenyan flower growers turn to sea freight' }],
  '2026-11-24T10:00:00Z',
);
const chess = card('chess', 'sports', 'NO', [{ language: 'en', title: 'A chess final in Oslo' }]);

const CATALOGS: Record<'en' | 'ja', Catalogs> = {
  en: { common: enCommon, news: enNews, recommendations: enRecommendations } as unknown as Catalogs,
  ja: { common: jaCommon, news: jaNews, recommendations: jaRecommendations } as unknown as Catalogs,
};

function row(language: 'en' | 'ja', stories: CardArticle[]) {
  return (
    <MemoryRouter>
      <TranslationProvider translator={createTranslator(language, CATALOGS[language])}>
        <ForYou stories={stories} language={language} now={now} />
      </TranslationProvider>
    </MemoryRouter>
  );
}

function read(...stories: CardArticle[]) {
  for (const story of stories) noteRead(story, 'en', { now });
}

beforeEach(() => {
  localStorage.clear();
  clearReadingHistory();
});
afterEach(cleanup);

describe('ForYou', () => {
  it('shows nothing before three stories were opened or saved', () => {
    read(naira, rates);
    render(row('en', [lagos, kenya, chess]));
    expect(screen.queryByRole('heading', { name: 'For you' })).toBeNull();
  });

  it('shows stories of the page’s lists close to the history, each with its reason, without pictures', () => {
    read(vote, rates, naira);
    render(row('en', [naira, lagos, kenya, chess]));
    const section = screen.getByRole('region', { name: 'For you' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Kenyan flower growers turn to sea freight',
      'Lagos port clears its backlog',
    ]);
    expect(items[0]!.textContent).toContain('Because you often read Economy');
    expect(items[1]!.textContent).toContain(
      'Because you read “Nigeria’s central bank steps in as the naira falls”',
    );
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/en/news/lagos-port');
    expect(section.querySelector('img')).toBeNull();
  });

  it('says its reasons in the page’s language, the title read in the language it was read in', () => {
    read(vote, rates, naira);
    render(row('ja', [lagos]));
    const section = screen.getByRole('region', { name: 'あなたへのおすすめ' });
    expect(within(section).getByRole('link').textContent).toBe('ラゴス港、滞貨を解消');
    const title = within(section).getByText('Nigeria’s central bank steps in as the naira falls');
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.parentElement!.textContent).toBe(
      '「Nigeria’s central bank steps in as the naira falls」を読んだ方へ',
    );
  });

  it('clears the history after asking, and the row goes', () => {
    read(vote, rates, naira);
    render(row('en', [lagos, kenya]));
    fireEvent.click(screen.getByRole('button', { name: 'Clear reading history' }));
    const question = screen.getByRole('group', { name: /Clear your reading history on this device\?/ });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'For you' })).toBeTruthy();
    expect(localStorage.getItem(READING_HISTORY_KEY)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear reading history' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Clear history' })));
    expect(screen.queryByRole('region', { name: 'For you' })).toBeNull();
    expect(localStorage.getItem(READING_HISTORY_KEY)).toBeNull();
  });

  it('draws nothing on the server, whatever the device holds, so hydration matches', () => {
    read(vote, rates, naira);
    expect(renderToString(row('en', [lagos, kenya]))).toBe('');
  });
});
