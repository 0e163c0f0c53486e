// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import type { CardTopStory } from '#common/contracts/top-stories.ts';
import type { Language } from '#common/languages.ts';
import { createTranslator } from '../../i18n/translator.ts';
import type { Catalog } from '../../i18n/namespaces.ts';
import en from '../../i18n/locales/en/news.json';
import fr from '../../i18n/locales/fr/news.json';
import hi from '../../i18n/locales/hi/news.json';
import ko from '../../i18n/locales/ko/news.json';
import { TopStories } from './top-stories.tsx';

afterEach(cleanup);

const now = new Date('2026-11-24T12:00:00Z');
const story = (
  slug: string,
  publisherCount: number,
  languageCount: number,
  text: { language: Language; title: string; summary: string },
): CardTopStory => ({
  id: slug.length,
  slug,
  category: 'world',
  country: 'US',
  imageBase64: null,
  thumbnailSmall: `/media/${slug}-small.webp`,
  thumbnailMedium: null,
  thumbnailSocial: null,
  thumbnailUrl: null,
  imageUrl: null,
  imageAvifUrl: null,
  originalUrl: null,
  originalLanguage: text.language,
  publishedAt: '2026-11-24T09:00:00Z',
  createdAt: '2026-11-24T09:00:00Z',
  updatedAt: '2026-11-24T09:00:00Z',
  readableAt: '2026-11-24T09:00:00Z',
  readingTime: 2,
  isBreaking: false,
  availableLanguages: [text.language],
  translations: [{ ...text, authorName: null, authorAvatarUrl: null, authorCredentials: null }],
  sourceAnalysis: null,
  publisherCount,
  languageCount,
});

const lead = story('ceasefire-talks', 12, 4, {
  language: 'en',
  title: 'Ceasefire talks resume in Geneva',
  summary: 'Negotiators from both sides met for the first time in a month.',
});
const second = story('rate-cut', 3, 1, {
  language: 'en',
  title: 'Central bank cuts rates',
  summary: 'The bank lowered its key rate by a quarter point.',
});
const third = story('flood-warning', 1, 1, {
  language: 'en',
  title: 'Flood warning for the coast',
  summary: 'Heavy rain is expected overnight.',
});

function draw(language: Language, catalog: Catalog, stories: CardTopStory[]) {
  const i18n = createTranslator(language, { news: catalog });
  return render(
    <MemoryRouter>
      <TranslationProvider translator={i18n}>
        <TopStories stories={stories} language={language} now={now} />
      </TranslationProvider>
    </MemoryRouter>,
  );
}

describe('TopStories', () => {
  it('draws the lead story large with its summary, the others beside it, each with how widely it was told', () => {
    draw('en', en, [lead, second, third]);
    const section = screen.getByRole('region', { name: 'Top stories' });
    const headlines = within(section).getAllByRole('heading', { level: 3 });
    expect(headlines.map((h) => h.textContent)).toEqual([
      'Ceasefire talks resume in Geneva',
      'Central bank cuts rates',
      'Flood warning for the coast',
    ]);
    expect(
      within(section)
        .getByText(/Negotiators from both sides/)
        .getAttribute('lang'),
    ).toBe('en');
    expect(within(section).getByText('12 publishers · 4 languages')).toBeTruthy();
    // One language goes unsaid; one publisher is singular.
    expect(within(section).getByText('3 publishers')).toBeTruthy();
    expect(within(section).getByText('1 publisher')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Central bank cuts rates' }).getAttribute('href')).toBe(
      '/en/news/rate-cut',
    );
  });

  it('counts in the reader’s language with its plurals', () => {
    draw('ko', ko, [lead, second]);
    expect(screen.getByRole('region', { name: '주요 뉴스' })).toBeTruthy();
    expect(screen.getByText('언론사 12곳 · 4개 언어')).toBeTruthy();
    cleanup();
    draw('fr', fr, [lead, { ...second, publisherCount: 1 }]);
    expect(screen.getByRole('region', { name: 'À la une' })).toBeTruthy();
    expect(screen.getByText('12 médias · 4 langues')).toBeTruthy();
    expect(screen.getByText('1 média')).toBeTruthy();
    cleanup();
    draw('hi', hi, [lead, second]);
    expect(screen.getByText('12 प्रकाशक · 4 भाषाएँ')).toBeTruthy();
    // Both stories are told in English only: each says so, and its text carries its language.
    expect(screen.getAllByTestId('text-language')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Central bank cuts rates' }).getAttribute('lang')).toBe('en');
  });

  it('draws nothing, not even its heading, without stories', () => {
    const { container } = draw('en', en, []);
    expect(container.innerHTML).toBe('');
  });
});
