import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEADLINE_MAX_CHARACTERS, newsArticleJsonLd } from './article-structured-data.ts';

/** The demo edition's titles: one folder per story, one <language>.json per text (server/db/seed/demo). */
const DEMO_EDITION = path.resolve(import.meta.dirname, '../../../server/db/seed/demo');

function demoTitles(): Array<{ language: string; title: string }> {
  return fs.readdirSync(DEMO_EDITION).flatMap((story) =>
    fs
      .readdirSync(path.join(DEMO_EDITION, story))
      .filter((file) => /^[a-z]{2}\.json$/.test(file))
      .map((file) => ({
        language: file.slice(0, 2),
        title: (
          JSON.parse(fs.readFileSync(path.join(DEMO_EDITION, story, file), 'utf8')) as { title: string }
        ).title,
      })),
  );
}

const characters = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;

function jsonLd(title: string, language: string) {
  return newsArticleJsonLd(jsonLdInput(title, language));
}

function jsonLdInput(title: string, language: string) {
  return {
    article: {
      publishedAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T09:00:00.000Z',
      originalUrl: null,
    },
    title,
    summary: 'A summary.',
    language,
    authorName: null,
    url: 'https://tidings.example/en/news/story',
    siteName: 'Tidings',
    siteUrl: 'https://tidings.example',
    categoryName: 'World',
    images: [],
  };
}

describe('NewsArticle headline', () => {
  it('a title that fits is the headline and the name', () => {
    const title = 'Central bank holds rates';
    expect(jsonLd(title, 'en')).toMatchObject({ headline: title, name: title });
  });

  it('a longer title is cut at a word for the headline, whole in the name', () => {
    const title =
      'Perú amplía el reparto con drones de suero antiofídico y vacunas a centros de salud aislados de los Andes y la Amazonía';
    const data = jsonLd(title, 'es');
    expect(data.name).toBe(title);
    expect(data.headline).toBe(
      'Perú amplía el reparto con drones de suero antiofídico y vacunas a centros de salud aislados de los Andes y…',
    );
  });

  it(`every title of the demo edition, in all 11 languages, gives a headline of ${HEADLINE_MAX_CHARACTERS} characters at most`, () => {
    const titles = demoTitles();
    expect(new Set(titles.map((t) => t.language)).size).toBe(11);
    // Some are longer, so the limit is exercised on real titles.
    expect(titles.filter((t) => characters(t.title) > HEADLINE_MAX_CHARACTERS).length).toBeGreaterThan(0);
    for (const { language, title } of titles) {
      const data = jsonLd(title, language);
      expect(characters(data.headline), `${language}: ${title}`).toBeLessThanOrEqual(HEADLINE_MAX_CHARACTERS);
      expect(data.name).toBe(title);
    }
  });
});

describe('NewsArticle corrections', () => {
  it('has none without corrections, and each correction as a CorrectionComment in its own language', () => {
    expect(jsonLd('A story', 'en')).not.toHaveProperty('correction');
    const data = newsArticleJsonLd({
      ...jsonLdInput('A story', 'ko'),
      corrections: [
        {
          id: 2,
          language: 'en',
          text: 'The figure was 14 million, not 40.',
          correctedAt: '2026-03-02T10:00:00.000Z',
        },
      ],
    });
    expect(data.correction).toEqual([
      {
        '@type': 'CorrectionComment',
        text: 'The figure was 14 million, not 40.',
        datePublished: '2026-03-02T10:00:00.000Z',
        inLanguage: 'en',
      },
    ]);
  });
});
