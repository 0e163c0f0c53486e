import { describe, expect, it } from 'vitest';
import { CreateArticleSchema } from './article.ts';

const valid = {
  article: { slug: 'new-bridge-opens', category: 'world', country: 'kr', readingTime: 3 },
  translations: [{ language: 'en', title: 'T', summary: 'S', content: 'C' }],
  thumbnail: null,
};

function withArticle(fields: Record<string, unknown>) {
  return { ...valid, article: { ...valid.article, ...fields } };
}

describe('CreateArticleSchema', () => {
  it('accepts the spec payload and upper-cases the country', () => {
    const parsed = CreateArticleSchema.parse(valid);
    expect(parsed.article.country).toBe('KR');
    expect(parsed.article.originalUrl).toBeUndefined();
  });

  it.each([
    ['an upper-case slug', withArticle({ slug: 'New-Bridge' })],
    ['a slug with spaces', withArticle({ slug: 'new bridge' })],
    ['a slug with a double hyphen', withArticle({ slug: 'new--bridge' })],
    ['the reserved slug of the breaking list', withArticle({ slug: 'breaking' })],
    ['the environment category (not on the admin list)', withArticle({ category: 'environment' })],
    ['a 3-letter country', withArticle({ country: 'KOR' })],
    ['reading time 0', withArticle({ readingTime: 0 })],
    ['reading time 31', withArticle({ readingTime: 31 })],
    ['a fractional reading time', withArticle({ readingTime: 2.5 })],
    ['reading time as a string', withArticle({ readingTime: '3' })],
    ['a javascript: original URL', withArticle({ originalUrl: 'javascript:alert(1)' })],
  ])('refuses %s', (_name, payload) => {
    expect(CreateArticleSchema.safeParse(payload).success).toBe(false);
  });

  it('refuses a country code ISO 3166-1 does not have, saying which ("KO" from "Korea")', () => {
    const result = CreateArticleSchema.safeParse(withArticle({ country: 'KO' }));
    expect(result.error?.issues[0]).toMatchObject({
      path: ['article', 'country'],
      message: '"KO" is not an ISO 3166-1 country code (Korea is KR)',
    });
    expect(CreateArticleSchema.safeParse(withArticle({ country: 'UK' })).success).toBe(false);
  });

  it('refuses a language given twice', () => {
    const payload = { ...valid, translations: [valid.translations[0], valid.translations[0]] };
    const result = CreateArticleSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('each language may appear only once');
  });

  it('refuses an empty title, summary or content, and unknown languages', () => {
    for (const field of ['title', 'summary', 'content']) {
      const payload = { ...valid, translations: [{ ...valid.translations[0], [field]: '   ' }] };
      expect(CreateArticleSchema.safeParse(payload).success).toBe(false);
    }
    const payload = { ...valid, translations: [{ ...valid.translations[0], language: 'zh' }] };
    expect(CreateArticleSchema.safeParse(payload).success).toBe(false);
  });

  it('needs at least one translation', () => {
    expect(CreateArticleSchema.safeParse({ ...valid, translations: [] }).success).toBe(false);
  });
});
