import { describe, expect, it } from 'vitest';
import fixture from './fixtures/cross-language-pairs.json' with { type: 'json' };
import { matchAcrossLanguages, type EnglishVersion } from './match-across-languages.ts';

const BASE = Date.parse('2026-11-20T06:00:00Z');
let nextId = 1;
const version = (
  side: { language: string; title: string; summary: string },
  hours: number,
): EnglishVersion => ({
  articleId: nextId++,
  language: side.language,
  publishedAt: new Date(BASE + hours * 3_600_000),
  title: side.title,
  summary: side.summary,
});
const pairs = fixture.pairs.map((pair, i) => ({
  same: pair.same,
  a: version(pair.a, i * 0.1),
  b: version(pair.b, i * 0.1 + pair.hours),
}));

describe('one story across languages, compared in English', () => {
  it('merges the labelled pairs with precision 1 and recall at least 0.9, each pair on its own', () => {
    let truePositives = 0;
    let falsePositives = 0;
    for (const { same, a, b } of pairs) {
      const merged = matchAcrossLanguages(a, [b]).includes(b.articleId);
      if (merged && same) truePositives++;
      if (merged && !same) falsePositives++;
    }
    const positives = pairs.filter((p) => p.same).length;
    expect(falsePositives).toBe(0);
    expect(truePositives / positives).toBeGreaterThanOrEqual(0.9);
  });

  it('among all the stories of those days, finds for each story its own pair and nothing else', () => {
    const all = pairs.flatMap((p) => [p.a, p.b]);
    for (const { same, a, b } of pairs) {
      const found = matchAcrossLanguages(a, all);
      const partners = pairs.filter((p) => p.same && (p.a.title === a.title || p.b.title === a.title));
      // Look-alike pairs reuse a positive pair's story: its partner is the one to find.
      const expected = new Set(
        partners
          .flatMap((p) => [p.a, p.b])
          .filter((s) => s.title !== a.title)
          .map((s) => s.articleId),
      );
      for (const id of found)
        expect(expected.has(id), `${a.title} matched ${all.find((s) => s.articleId === id)?.title}`).toBe(
          true,
        );
      if (same) expect(found).toContain(b.articleId);
    }
  });

  it('never matches a story of a few words: too little to tell one event from another', () => {
    const { a, b } = pairs[0]!;
    expect(matchAcrossLanguages(a, [b])).toEqual([b.articleId]);
    expect(matchAcrossLanguages({ ...a, summary: '' }, [{ ...b, summary: '' }])).toEqual([]);
    expect(matchAcrossLanguages(a, [{ ...b, title: 'Bank of Korea 3.25%', summary: '0.25' }])).toEqual([]);
  });

  it('never matches a story with one of its own language, nor one outside the time window', () => {
    const { a, b } = pairs[0]!;
    expect(matchAcrossLanguages(a, [{ ...b, language: a.language }])).toEqual([]);
    expect(
      matchAcrossLanguages(a, [{ ...b, publishedAt: new Date(a.publishedAt.getTime() + 49 * 3_600_000) }]),
    ).toEqual([]);
  });
});
