import { describe, expect, it } from 'vitest';
import { loadDemoEdition, type DemoArticle } from './load-demo-edition.ts';
import { CATEGORIES } from '#common/categories.ts';
import { ACCESS_TYPES, TRUST_LEVELS } from '#common/contracts/article.ts';
import { contentToPlainText, parseStructuredContent } from '#common/contracts/structured-content.ts';
import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { readStructuredContent } from '#common/text/read-structured-content.ts';
import { LANGUAGES } from '#common/languages.ts';

const edition: DemoArticle[] = loadDemoEdition();
const HOUR = 3600_000;

/** The share of a text's letters written in a script. */
function scriptShare(text: string, script: RegExp): number {
  const letters = [...text].filter((ch) => /\p{L}/u.test(ch));
  return letters.filter((ch) => script.test(ch)).length / Math.max(1, letters.length);
}

const SCRIPT_OF: Record<string, RegExp> = {
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  hi: /\p{Script=Devanagari}/u,
};
const LATIN = /\p{Script=Latin}/u;
const ENGLISH_FUNCTION_WORDS = /\b(the|and|with|which|that|from|their|have|been|will)\b/gi;

describe('the demo edition', () => {
  it('has at least 40 articles with unique slugs over all 9 categories', () => {
    expect(edition.length).toBeGreaterThanOrEqual(40);
    expect(new Set(edition.map((e) => e.article.slug)).size).toBe(edition.length);
    expect(new Set(edition.map((e) => e.article.category))).toEqual(new Set(CATEGORIES));
  });

  it('spreads over at least 14 consecutive days ending today, several a day at varied hours', () => {
    const newest = Math.min(...edition.map((e) => e.article.hoursAgo));
    for (const now of [new Date('2026-06-01T00:05:00Z'), new Date('2026-06-01T23:30:00Z')]) {
      // As seedDatabase dates them: the newest story is kept within today.
      const sinceMidnight = now.getTime() % (24 * HOUR);
      const dates = edition.map(
        (e) =>
          new Date(
            now.getTime() -
              (e.article.hoursAgo === newest
                ? Math.min(newest * HOUR, sinceMidnight / 2)
                : e.article.hoursAgo * HOUR),
          ),
      );
      const days = new Set(dates.map((d) => d.toISOString().slice(0, 10)));
      const today = now.toISOString().slice(0, 10);
      expect(days.has(today), `an article today at ${now.toISOString()}`).toBe(true);
      for (let i = 0; i < 14; i++) {
        const day = new Date(now.getTime() - i * 24 * HOUR).toISOString().slice(0, 10);
        expect(days.has(day), `an article on ${day}`).toBe(true);
      }
      expect(new Set(dates.map((d) => d.getUTCHours())).size).toBeGreaterThanOrEqual(12);
    }
    expect(edition.length / 14).toBeGreaterThanOrEqual(2.5);
  });

  it('has 2 or 3 breaking stories, all among the newest', () => {
    const newestFirst = [...edition].sort((a, b) => a.article.hoursAgo - b.article.hoursAgo);
    const breaking = newestFirst.filter((e) => e.article.isBreaking);
    expect(breaking.length).toBeGreaterThanOrEqual(2);
    expect(breaking.length).toBeLessThanOrEqual(3);
    for (const e of breaking) expect(newestFirst.indexOf(e)).toBeLessThan(5);
  });

  it('mixes coverage: about 30% in all 11 languages, 45% in 2 to 10, 20% English only, a few not from English', () => {
    const share = (f: (n: number) => boolean) =>
      edition.filter((e) => f(e.translations.length)).length / edition.length;
    expect(share((n) => n === 11)).toBeGreaterThanOrEqual(0.25);
    expect(share((n) => n === 11)).toBeLessThanOrEqual(0.35);
    expect(share((n) => n >= 2 && n <= 10)).toBeGreaterThanOrEqual(0.4);
    expect(share((n) => n >= 2 && n <= 10)).toBeLessThanOrEqual(0.55);
    const englishOnly = edition.filter(
      (e) => e.translations.length === 1 && e.translations[0]?.language === 'en',
    );
    expect(englishOnly.length / edition.length).toBeGreaterThanOrEqual(0.15);
    expect(englishOnly.length / edition.length).toBeLessThanOrEqual(0.25);
    const partialSets = new Set(
      edition
        .filter((e) => e.translations.length >= 2 && e.translations.length <= 10)
        .map((e) => e.article.languages.join()),
    );
    expect(partialSets.size).toBeGreaterThanOrEqual(8);
    const foreignOriginals = edition.filter((e) => e.article.originalLanguage !== 'en');
    expect(foreignOriginals.length).toBeGreaterThanOrEqual(2);
    for (const e of foreignOriginals) {
      expect(e.article.languages).toContain('en');
      expect(e.article.languages).toContain(e.article.originalLanguage);
    }
  });

  it('gives every translation a headline, a 40-60 word summary and 150-400 words of content', () => {
    for (const { folder, translations } of edition) {
      for (const t of translations) {
        const where = `${folder}/${t.language}`;
        expect(t.title.length, where).toBeLessThanOrEqual(140);
        const summary = countEnglishEquivalentWords(t.summary, t.language);
        const content = countEnglishEquivalentWords(contentToPlainText(t.content), t.language);
        expect(summary, `${where} summary words`).toBeGreaterThanOrEqual(40);
        expect(summary, `${where} summary words`).toBeLessThanOrEqual(60);
        expect(content, `${where} content words`).toBeGreaterThanOrEqual(150);
        expect(content, `${where} content words`).toBeLessThanOrEqual(400);
      }
    }
  });

  it('uses the structured content on at least a third, with every section, in every language', () => {
    const structured = edition.filter((e) => parseStructuredContent(e.translations[0]!.content));
    expect(structured.length / edition.length).toBeGreaterThanOrEqual(1 / 3);
    for (const { folder, translations } of structured) {
      for (const t of translations) {
        const c = parseStructuredContent(t.content);
        expect(c, `${folder}/${t.language} is structured like the rest`).not.toBeNull();
        expect(c?.experience && c.interpretation && c.perspective).toBeTruthy();
        expect(c?.mainContent?.sections.length).toBeGreaterThanOrEqual(2);
        expect(c?.mainContent?.sections.length).toBeLessThanOrEqual(4);
        expect(c?.faq?.items.length).toBeGreaterThanOrEqual(2);
        expect(c?.faq?.items.length).toBeLessThanOrEqual(3);
      }
    }
    for (const { folder, translations } of edition.filter((e) => !structured.includes(e))) {
      for (const t of translations)
        expect(parseStructuredContent(t.content), `${folder}/${t.language}`).toBeNull();
      expect(
        translations[0]!.content.split('\n\n').length,
        `${folder} has paragraphs`,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('credits authors on about half, in every language of the article', () => {
    const authored = edition.filter((e) => e.translations.some((t) => t.authorName));
    expect(authored.length / edition.length).toBeGreaterThanOrEqual(0.4);
    expect(authored.length / edition.length).toBeLessThanOrEqual(0.6);
    for (const e of authored)
      for (const t of e.translations) expect(t.authorName, `${e.folder}/${t.language}`).toBeTruthy();
  });

  it('states a reading time that matches the length', () => {
    for (const { folder, article, translations } of edition) {
      const english = translations.find((t) => t.language === 'en')!;
      const minutes = Math.ceil(countEnglishEquivalentWords(contentToPlainText(english.content), 'en') / 200);
      expect(Math.abs(article.readingTime - minutes), folder).toBeLessThanOrEqual(1);
    }
  });

  it('analyses the source of most articles, with every trust level and access type, on example hosts only', () => {
    const withSource = edition.filter((e) => e.article.sourceAnalysis);
    expect(withSource.length / edition.length).toBeGreaterThanOrEqual(0.6);
    expect(new Set(withSource.map((e) => e.article.sourceAnalysis!.trustLevel))).toEqual(
      new Set(TRUST_LEVELS),
    );
    expect(new Set(withSource.map((e) => e.article.sourceAnalysis!.accessType))).toEqual(
      new Set(ACCESS_TYPES),
    );
    for (const { folder, article } of edition) {
      expect(Boolean(article.originalUrl), folder).toBe(Boolean(article.sourceAnalysis));
      if (article.originalUrl) {
        expect(new URL(article.originalUrl).hostname, folder).toMatch(
          /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.example)$/,
        );
      }
    }
  });

  it('writes each text in its own script, without English left in it', () => {
    for (const { folder, translations } of edition) {
      for (const t of translations) {
        const where = `${folder}/${t.language}`;
        const text = [t.title, t.summary, contentToPlainText(t.content), t.authorCredentials ?? ''].join(
          '\n',
        );
        const script = SCRIPT_OF[t.language];
        if (script) {
          expect(scriptShare(text, script), `${where} in its script`).toBeGreaterThanOrEqual(0.9);
        } else {
          expect(scriptShare(text, LATIN), `${where} in Latin script`).toBeGreaterThanOrEqual(0.97);
        }
        if (t.language !== 'en' && !script) {
          const english = text.match(ENGLISH_FUNCTION_WORDS) ?? [];
          expect(english.length, `${where} English words: ${english.join(', ')}`).toBeLessThanOrEqual(2);
        }
        if (t.language === 'vi') expect(text, where).toMatch(/[ăâđêôơư]/);
      }
    }
    expect(new Set(edition.flatMap((e) => e.translations.map((t) => t.language)))).toEqual(
      new Set(LANGUAGES),
    );
  });
});

describe('the browser reader of structured content', () => {
  it('reads every demo text as the schema does', () => {
    for (const { folder, translations } of edition) {
      for (const t of translations) {
        expect(readStructuredContent(t.content) === null, `${folder}/${t.language}`).toBe(
          parseStructuredContent(t.content) === null,
        );
      }
    }
  });
});
