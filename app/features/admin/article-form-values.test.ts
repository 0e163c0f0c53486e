import { describe, expect, it } from 'vitest';
import type { EditableArticle } from '#common/contracts/article.ts';
import { ArticleFormSchema, articleToForm, formFieldOf, formToPayload } from './article-form-values.ts';

const article = {
  slug: 'a-story',
  category: 'world',
  country: 'KR',
  readingTime: 2,
  originalUrl: null,
  isBreaking: false,
  translations: [
    {
      language: 'en',
      title: 'T',
      summary: 'S',
      content: 'C',
      authorName: null,
      authorAvatarUrl: null,
      authorCredentials: null,
    },
    {
      language: 'ko',
      title: '제목',
      summary: '요약',
      content: '본문',
      authorName: null,
      authorAvatarUrl: null,
      authorCredentials: null,
    },
  ],
  provenance: [
    {
      language: 'en',
      origin: 'original',
      model: null,
      promptVersion: null,
      sourceLanguage: null,
      madeAt: null,
    },
    {
      language: 'ko',
      origin: 'machine',
      model: 'translator-1',
      promptVersion: 'translate-article.v1',
      sourceLanguage: 'en',
      madeAt: '2026-11-24T09:30:00.000Z',
    },
  ],
} as unknown as EditableArticle;

describe('the article form and provenance', () => {
  it('shows how each text was made and sends an origin only when the editor changed it', () => {
    const form = articleToForm(article);
    expect(form.translations[1]).toMatchObject({
      origin: 'machine',
      initialOrigin: 'machine',
      madeBy: 'translator-1 · 2026-11-24 09:30',
    });
    const unchanged = formToPayload(form, undefined).translations;
    expect(unchanged.map((t) => 'origin' in t)).toEqual([false, false]);

    form.translations[1]!.origin = 'edited';
    expect(formToPayload(form, undefined).translations[1]).toMatchObject({
      language: 'ko',
      origin: 'edited',
    });
  });
});

describe('the country code', () => {
  const withCountry = (country: string) =>
    ArticleFormSchema.safeParse({ ...articleToForm(article), country });

  it('takes an ISO 3166-1 code in any case and refuses "KO" (from "Korea") in Korean', () => {
    expect(withCountry('kr').success).toBe(true);
    expect(withCountry('ko').error?.issues).toEqual([
      expect.objectContaining({
        path: ['country'],
        message: 'KO: ISO 3166-1에 없는 국가 코드입니다 (예: 대한민국은 KR).',
      }),
    ]);
    expect(withCountry('UK').success).toBe(false);
  });
});

describe('where a refusal from the server is shown', () => {
  it('finds the field of the article, the picture, or the form row of a translation as sent', () => {
    const form = articleToForm(article);
    // An empty row between two filled ones is not sent: the second translation sent is the third row.
    form.translations.splice(1, 0, { language: 'ja', title: '', summary: '', content: '' });
    expect(formFieldOf('article.country', form)).toBe('country');
    expect(formFieldOf('article.slug', form)).toBe('slug');
    expect(formFieldOf('thumbnail', form)).toBe('thumbnail');
    expect(formFieldOf('translations.1.title', form)).toBe('translations.2.title');
    expect(formFieldOf('translations.0.content', form)).toBe('translations.0.content');
    expect(formFieldOf('translations', form)).toBe('translations');
    expect(formFieldOf('translations.1.language', form)).toBe('translations');
    expect(formFieldOf('article.isBreaking', form)).toBeUndefined();
    expect(formFieldOf('article', form)).toBeUndefined();
  });
});
