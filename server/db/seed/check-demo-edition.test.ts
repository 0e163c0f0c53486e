import { describe, expect, it } from 'vitest';
import { checkDemoArticle, demoTextsUnderCheck } from './check-demo-edition.ts';
import { loadDemoEdition } from './load-demo-edition.ts';

const edition = loadDemoEdition();

describe('the demo edition under the accuracy rules', () => {
  it('checks each demo text once: the original against its body, each translation against the original', () => {
    for (const demo of edition) {
      const texts = demoTextsUnderCheck(demo);
      expect(texts.map((t) => t.language).sort()).toEqual([...demo.article.languages].sort());
      const original = texts.find((t) => t.textKind === 'original')!;
      expect(original.language).toBe(demo.article.originalLanguage);
      for (const t of texts) expect(t.text.reports[0]!.language).toBe(demo.article.originalLanguage);
    }
  });

  // The seed publishes every demo text as checked: a demo edit whose text its source does not support (a figure
  // or name the body never gives, a translation saying what the original does not) fails here, not on the site.
  it('has every text supported by its source, no sentence flagged', async () => {
    const flagged: string[] = [];
    for (const demo of edition)
      for (const { language, verdict } of await checkDemoArticle(demo))
        for (const s of verdict.sentences.filter((s) => !s.supported))
          flagged.push(`${demo.folder} ${language}: ${s.sentence} (${s.reason})`);
    expect(flagged).toEqual([]);
  });
});
