import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

const catalogs = {
  common: { greeting: 'Hello {{name}}, from {{ place }}', nested: { deep: 'deep text' } },
  news: {
    found_zero: 'No articles found',
    found_one: '{{count}} article found',
    found_other: '{{count}} articles found',
    minutes_one: '{{count}} minute',
    minutes_few: '{{count}} minuty',
    minutes_many: '{{count}} minut',
    minutes_other: '{{count}} minuty (other)',
    plain: 'Plain {{count}}',
  },
};

describe('createTranslator', () => {
  it('reads keys by path, in the common namespace or by a namespace prefix', () => {
    const { t } = createTranslator('en', catalogs);
    expect(t('nested.deep')).toBe('deep text');
    expect(t('news:plain', { count: 2 })).toBe('Plain 2');
    expect(createTranslator('en', catalogs).getFixedT('en', 'news')('plain', { count: 1 })).toBe('Plain 1');
  });

  it('fills placeholders, spaces inside the braces allowed, and leaves a text without values as written', () => {
    const { t } = createTranslator('en', catalogs);
    expect(t('greeting', { name: 'Ana', place: 'Lisbon' })).toBe('Hello Ana, from Lisbon');
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana, from ');
    expect(t('greeting')).toBe('Hello {{name}}, from {{ place }}');
    // Values are text: markup in them stays text for React to escape.
    expect(t('greeting', { name: '<b>x</b>', place: 1 })).toBe('Hello <b>x</b>, from 1');
  });

  it("picks plural forms by the language's rules, and the zero form for 0 where there is one", () => {
    const en = createTranslator('en', catalogs).getFixedT('en', 'news');
    expect([0, 1, 2].map((count) => en('found', { count }))).toEqual([
      'No articles found',
      '1 article found',
      '2 articles found',
    ]);
    // Hindi and French put 0 in "one" by CLDR: the zero form overrides that.
    const hi = createTranslator('hi', { news: { ...catalogs.news } }).getFixedT('hi', 'news');
    expect(hi('found', { count: 0 })).toBe('No articles found');
    expect(hi('found', { count: 1 })).toBe('1 article found');
    // A language with "few" and "many" (Polish rules: 2-4 few, 5+ many); a form missing falls back to _other.
    const pl = createTranslator('pl' as never, { news: { ...catalogs.news } }).getFixedT(
      'pl' as never,
      'news',
    );
    expect([1, 3, 5].map((count) => pl('minutes', { count }))).toEqual(['1 minute', '3 minuty', '5 minut']);
    expect(pl('minutes', { count: 1.5 })).toBe('1.5 minuty (other)');
  });

  it('shows the key of a text that does not exist, never throws', () => {
    const { t } = createTranslator('ko', {});
    expect(t('home.title')).toBe('home.title');
    expect(t('news:article.published', { date: 'x' })).toBe('article.published');
    expect(t('nested')).toBe('nested');
  });

  it('makes one translator per catalogs object and language', () => {
    expect(createTranslator('en', catalogs)).toBe(createTranslator('en', catalogs));
    expect(createTranslator('ja', catalogs)).not.toBe(createTranslator('en', catalogs));
  });
});
