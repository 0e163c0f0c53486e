import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#common/languages.ts';
import { formatPublishedAt } from '../lib/format-date.ts';
import { createTranslator } from './translator.ts';
import type { Catalog } from './namespaces.ts';

describe('sentences built from a catalog placeholder, not glued', () => {
  it.each(LANGUAGES)(
    '%s: "published" is one sentence around the date, which appears once',
    async (language) => {
      const news = (await import(`./locales/${language}/news.json`)) as {
        default: Catalog;
      };
      const i18n = createTranslator(language, { news: news.default });
      const date = formatPublishedAt('2025-03-08T15:30:00Z', language);
      const sentence = i18n.t('news:article.publishedOn', { date });
      expect(sentence.split(date)).toHaveLength(2);
      // No word of the sentence repeats one of the date ("lúc" in Vietnamese).
      const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      const [before, after] = sentence.split(date);
      for (const word of words(`${before} ${after}`)) expect(words(date)).not.toContain(word);
      const zero = i18n.t('news:home.articlesFound', { count: 0 });
      expect(zero.length).toBeGreaterThan(0);
      if (language === 'en') expect(zero).toBe('0 articles found');
      if (language === 'pt') expect(zero).toBe('Nenhuma notícia encontrada');
      if (language === 'hi') expect(zero).toBe('कोई लेख नहीं मिला');
    },
  );
});
