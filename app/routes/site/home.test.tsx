// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCatalogs } from '../../i18n/catalog-registry.ts';
import type { Catalogs } from '../../i18n/namespaces.ts';
import enCommon from '../../i18n/locales/en/common.json';
import enNews from '../../i18n/locales/en/news.json';
import koCommon from '../../i18n/locales/ko/common.json';
import koNews from '../../i18n/locales/ko/news.json';
import { meta } from './home.tsx';

type MetaArgs = Parameters<typeof meta>[0];

function headOf(language: 'en' | 'ko', query: { category?: string | null; search?: string | null }) {
  const root = { language, siteName: 'Tidings', siteUrl: 'https://tidings.example' };
  const tags = meta({
    params: { lang: language },
    matches: [{ loaderData: root }],
    loaderData: { search: query.search ?? null, category: query.category ?? null },
  } as unknown as MetaArgs) as Array<Record<string, string>>;
  return {
    title: tags.find((t) => 'title' in t)?.title,
    canonical: tags.find((t) => t.rel === 'canonical')?.href,
    alternateKo: tags.find((t) => t.rel === 'alternate' && t.hrefLang === 'ko')?.href,
  };
}

beforeAll(() => {
  registerCatalogs('en', { common: enCommon, news: enNews } as unknown as Catalogs);
  registerCatalogs('ko', { common: koCommon, news: koNews } as unknown as Catalogs);
});

describe('the home page’s head', () => {
  it('names a category’s page after the category, in the page’s language, at its own address', () => {
    expect(headOf('en', { category: 'technology' })).toEqual({
      title: 'Technology | Tidings',
      canonical: 'https://tidings.example/en?category=technology',
      alternateKo: 'https://tidings.example/ko?category=technology',
    });
    expect(headOf('ko', { category: 'technology' })).toMatchObject({
      title: '기술 | Tidings',
      canonical: 'https://tidings.example/ko?category=technology',
    });
  });

  it('keeps the site’s name and address on the home page, and the search title on a search', () => {
    expect(headOf('en', {})).toMatchObject({ title: 'Tidings', canonical: 'https://tidings.example/en' });
    expect(headOf('en', { search: 'rates', category: 'economy' })).toMatchObject({
      canonical: 'https://tidings.example/en',
    });
    expect(headOf('en', { search: 'rates' }).title).toMatch(/rates.*\| Tidings$/);
  });
});
