import { afterEach, describe, expect, it, vi } from 'vitest';
import { shortenAtWord } from './shorten-at-word.ts';

const graphemes = (text: string) => [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)];

/** Repeats the sentence until the title is exactly `length` characters as a reader counts them. */
function titleOf(length: number, sentence: string): string {
  let title = sentence;
  while (graphemes(title).length < length) title += ` ${sentence}`;
  return graphemes(title)
    .slice(0, length)
    .map((g) => g.segment)
    .join('');
}

/** Checks that a shortened title is the start of the full one, cut just after a whole word, within 110. */
function expectCutAfterWord(full: string, short: string, language: string) {
  expect(short.endsWith('…')).toBe(true);
  expect(graphemes(short).length).toBeLessThanOrEqual(110);
  const kept = short.slice(0, -1);
  expect(full.startsWith(kept)).toBe(true);
  const words = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(full)];
  const last = words.find((w) => w.index + w.segment.length === kept.length);
  expect(last?.isWordLike, `"${kept}" ends inside a word`).toBe(true);
  // As much as fits: the next word would not.
  const next = words.find((w) => w.index >= kept.length && w.isWordLike);
  if (next) expect(graphemes(full.slice(0, next.index + next.segment.length)).length).toBeGreaterThan(109);
}

const SENTENCES = {
  en: 'Central bank holds rates steady as inflation cools faster than economists expected',
  de: 'Bundesverfassungsgericht bestätigt Schuldenbremse trotz Haushaltsnotlage der Landesregierungen',
  ko: '중앙은행이 예상보다 빠른 물가 둔화에 기준금리를 동결했다',
  ja: '日本銀行は金融政策決定会合で短期金利の据え置きを決めた',
  hi: 'केंद्रीय बैंक ने महंगाई में अपेक्षा से तेज़ गिरावट के बीच दरें स्थिर रखीं',
  vi: 'Ngân hàng trung ương giữ nguyên lãi suất khi lạm phát giảm nhanh hơn dự kiến',
  tr: 'Merkez Bankası enflasyonun beklenenden hızlı düşmesiyle faizi sabit tuttu; İstanbul’da piyasalar yükseldi',
  th: 'ธนาคารกลางคงอัตราดอกเบี้ยไว้เมื่อเงินเฟ้อลดลงเร็วกว่าที่คาดการณ์ไว้',
} as const;

describe('shortenAtWord', () => {
  it.each(Object.entries(SENTENCES))('%s: a title of 110 characters stays whole', (language, sentence) => {
    const title = titleOf(110, sentence);
    expect(shortenAtWord(title, 110, language)).toBe(title);
  });

  it.each(Object.entries(SENTENCES))(
    '%s: a title of 111 characters or more is cut after a whole word, "…" included in 110',
    (language, sentence) => {
      for (const length of [111, 140, 300]) {
        const title = titleOf(length, sentence);
        expectCutAfterWord(title, shortenAtWord(title, 110, language), language);
      }
    },
  );

  it('counts what a reader sees: Hindi syllables with their signs, decomposed Vietnamese, emoji sequences', () => {
    const hindi = titleOf(110, SENTENCES.hi);
    expect([...hindi].length).toBeGreaterThan(110);
    expect(shortenAtWord(hindi, 110, 'hi')).toBe(hindi);
    const vietnamese = titleOf(110, SENTENCES.vi).normalize('NFD');
    expect([...vietnamese].length).toBeGreaterThan(110);
    expect(shortenAtWord(vietnamese, 110, 'vi')).toBe(vietnamese);
    const emoji = `${'👩🏽‍💻 '.repeat(54)}🚀🚀`;
    expect(graphemes(emoji)).toHaveLength(110);
    expect(shortenAtWord(emoji, 110, 'en')).toBe(emoji);
  });

  it('a Hindi title is cut between words, never inside a syllable', () => {
    const title = titleOf(200, SENTENCES.hi);
    const short = shortenAtWord(title, 110, 'hi');
    expectCutAfterWord(title, short, 'hi');
    const kept = graphemes(short.slice(0, -1)).map((g) => g.segment);
    expect(
      graphemes(title)
        .slice(0, kept.length)
        .map((g) => g.segment),
    ).toEqual(kept);
  });

  it('a first word longer than the room is cut between characters', () => {
    const word = 'Donaudampfschifffahrtsgesellschaftskapitänsmütze'.repeat(3);
    const short = shortenAtWord(`${word} sinkt`, 110, 'de');
    expect(short).toBe(`${word.slice(0, 109)}…`);
  });

  describe('without Intl.Segmenter (Firefox before 125)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('cuts at the last space that fits', () => {
      const title = titleOf(111, SENTENCES.en);
      vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { Segmenter: undefined }));
      const short = shortenAtWord(title, 110, 'en');
      expect(short.endsWith('…')).toBe(true);
      expect([...short].length).toBeLessThanOrEqual(110);
      expect(title.startsWith(short.slice(0, -1))).toBe(true);
      expect(title[short.length - 1]).toBe(' ');
      expect(shortenAtWord(SENTENCES.en, 110, 'en')).toBe(SENTENCES.en);
    });
  });
});
