import { describe, expect, it } from 'vitest';
import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { splitSentences } from './split-sentences.ts';
import { summarizeExtractive, SUMMARY_MAX_WORDS } from './summarize-extractive.ts';
import storiesFile from '../../ai/fixtures/solar-farm-stories.json' with { type: 'json' };

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

  it('never cuts a sentence: a long one near the limit stands whole, a shorter one is preferred', () => {
    const long = `The council ${'met again and '.repeat(22)}ended the session.`;
    const short = 'The council approved the new budget for schools and roads on Monday evening.';
    expect(summarizeExtractive({ title: 'Council', text: long, language: 'en' })).toBe(long);
    const summary = summarizeExtractive({ title: 'Council', text: `${long} ${short}`, language: 'en' });
    expect(summary).toBe(short);
    expect(summary).not.toContain('…');
  });

  it('keeps two or three sentences, none twice and none that only repeats the headline', () => {
    const title = 'Harbour city opens floating solar farm';
    const text = [
      'Harbour city opens floating solar farm.',
      'The city opened a floating solar farm on its reservoir on Monday, with twelve thousand panels.',
      'The panels cover a tenth of the lake and supply the water treatment plant.',
      'The city opened a floating solar farm on its reservoir on Monday, with twelve thousand panels.',
      'Officials said a second farm could follow next year if the first one works well.',
      'Engineers will check the panels every month for damage from storms and birds.',
    ].join(' ');
    const summary = summarizeExtractive({ title, text, language: 'en' });
    const sentences = splitSentences(summary, 'en');
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentences).not.toContain('Harbour city opens floating solar farm.');
    expect(countEnglishEquivalentWords(summary, 'en')).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
  });

  it('has nothing to say for a text that is its headline, a fragment or a cut-off excerpt', () => {
    expect(summarizeExtractive({ title: 'Arctic Air 1 CD', text: 'Arctic Air 1 CD', language: 'tr' })).toBe(
      '',
    );
    expect(summarizeExtractive({ title: 'Trade', text: 'Good news for drivers', language: 'en' })).toBe('');
    expect(
      summarizeExtractive({
        title: 'Visit',
        text: 'The leader’s trip to the Americas will be watched by ...',
        language: 'en',
      }),
    ).toBe('');
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

describe('summarizeExtractive keeps to its headline', () => {
  it('takes a sentence about what the headline says over a more central one about something else', () => {
    const summary = summarizeExtractive(
      {
        title: 'Who is Mara Ilves, the new government’s only Green minister',
        text: [
          'The coalition led by Jonas Berg was sworn in on Tuesday after weeks of talks between four parties.',
          'The cabinet has fourteen ministers, and six of them have never held office before.',
          'Mara Ilves, a former mayor of a small coastal town, will run the environment ministry.',
        ].join(' '),
        language: 'en',
      },
      20,
    );
    expect(summary).toContain('Mara Ilves');
  });
});

describe('summarizeExtractive and near repeats', () => {
  it('keeps a sentence once when the text says it again in nearly the same words', () => {
    const summary = summarizeExtractive({
      title: 'The march could change politics',
      text: [
        'The mayor came to power on the back of a movement rooted in the harbour protests.',
        'On Saturday, hundreds of groups organised another march through the old town.',
        'The mayor himself came to power on the back of a movement rooted in the harbour protests.',
      ].join(' '),
      language: 'en',
    });
    expect(summary.match(/came to power/g)).toHaveLength(1);
  });
});
