import { describe, expect, it } from 'vitest';
import type { EditableArticle } from '../../../common/contracts/article.ts';
import { articleToForm, formToPayload } from './article-form-values.ts';

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
