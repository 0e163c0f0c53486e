import { describe, expect, it } from 'vitest';
import { countEnglishEquivalentWords } from '../../../common/text/count-words.ts';
import { splitSentences } from './split-sentences.ts';
import { summarizeExtractive, SUMMARY_MAX_WORDS } from './summarize-extractive.ts';
import storiesFile from './fixtures/solar-farm-stories.json' with { type: 'json' };

// What the summary of each language's version must keep and leave out.
const EXPECTED = {
  en: {
    expected: /floating solar farm on its main drinking-water reservoir/,
    excluded: /newsletter|All rights reserved/,
  },
  ko: { expected: /수상 태양광 발전소를 준공했다/, excluded: /뉴스레터/ },
  ja: { expected: /水上太陽光発電所を開設した/, excluded: null },
  hi: { expected: /तैरता सौर संयंत्र शुरू किया।/, excluded: null },
} as const;

describe('summarizeExtractive', () => {
  for (const [language, check] of Object.entries(EXPECTED)) {
    it(`keeps the lead, stays within ${SUMMARY_MAX_WORDS} words and uses whole sentences (${language})`, () => {
      const story = storiesFile.stories[language as keyof typeof EXPECTED];
      const summary = summarizeExtractive({ title: story.title, text: story.text, language });
      expect(summary).toMatch(check.expected);
      if (check.excluded) expect(summary).not.toMatch(check.excluded);
      expect(countEnglishEquivalentWords(summary, language)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
      const sentences = splitSentences(story.text, language);
      for (const sentence of splitSentences(summary, language)) expect(sentences).toContain(sentence);
    });
  }

  it('cuts a single over-long sentence at a word boundary rather than mid-word', () => {
    const long = `${'word '.repeat(90)}end.`;
    const summary = summarizeExtractive({ title: 'T', text: long, language: 'en' });
    expect(summary.endsWith('word…')).toBe(true);
    expect(countEnglishEquivalentWords(summary, 'en')).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
  });
});

describe('splitSentences', () => {
  it('does not split after abbreviations and initials', () => {
    expect(splitSentences('The U.S. Senate met. Dr. Lee spoke at 5 p.m. on Friday. It ended.', 'en')).toEqual(
      ['The U.S. Senate met.', 'Dr. Lee spoke at 5 p.m. on Friday.', 'It ended.'],
    );
  });

  it('splits Hindi at the danda and Japanese at 。, keeping opening quotes with their sentence', () => {
    expect(splitSentences('यह पहला वाक्य है। डॉ. शर्मा ने यह कहा।', 'hi')).toEqual([
      'यह पहला वाक्य है।',
      'डॉ. शर्मा ने यह कहा।',
    ]);
    expect(splitSentences('計画を発表した。「良い」と述べた。', 'ja')).toEqual([
      '計画を発表した。',
      '「良い」と述べた。',
    ]);
  });
});
