// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { TranslationProvider } from '../../i18n/use-translation.tsx';
import { createTranslator } from '../../i18n/translator.ts';
import enCommon from '../../i18n/locales/en/common.json';
import enNews from '../../i18n/locales/en/news.json';
import koCommon from '../../i18n/locales/ko/common.json';
import koNews from '../../i18n/locales/ko/news.json';
import hiCommon from '../../i18n/locales/hi/common.json';
import hiNews from '../../i18n/locales/hi/news.json';
import { CATEGORIES, type Category } from '#common/categories.ts';
import { CategoryNav } from './category-nav.tsx';

afterEach(cleanup);

const CATALOGS = {
  en: { common: enCommon, news: enNews },
  ko: { common: koCommon, news: koNews },
  hi: { common: hiCommon, news: hiNews },
};

function nav(language: 'en' | 'ko' | 'hi', current: Category | null) {
  render(
    <MemoryRouter>
      <TranslationProvider translator={createTranslator(language, CATALOGS[language])}>
        <CategoryNav language={language} current={current} />
      </TranslationProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation');
}

describe('the category row', () => {
  it('links all stories and every category, named in the page’s language', () => {
    const row = nav('en', null);
    expect(row.getAttribute('aria-label')).toBe('Categories');
    const links = within(row).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/en',
      ...CATEGORIES.map((c) => `/en?category=${c}`),
    ]);
    expect(links.map((a) => a.textContent)).toEqual([
      'All categories',
      '🏛️Politics',
      '💼Economy',
      '💻Technology',
      '⚽Sports',
      '🔬Science',
      '🌍World',
      '🏥Health',
      '🎬Entertainment',
      '🌱Environment',
    ]);
  });

  it('marks the category shown as the current page, and all stories on the home page', () => {
    const row = nav('ko', 'technology');
    expect(row.getAttribute('aria-label')).toBe('카테고리');
    const current = within(row).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('💻기술');
    expect(current.getAttribute('href')).toBe('/ko?category=technology');
    cleanup();
    const home = nav('hi', null);
    expect(within(home).getByRole('link', { current: 'page' }).textContent).toBe('सभी श्रेणियाँ');
    expect(within(home).getByRole('link', { name: /खेल/ }).getAttribute('href')).toBe('/hi?category=sports');
  });
});
