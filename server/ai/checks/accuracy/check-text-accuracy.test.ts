import { describe, expect, it } from 'vitest';
import { checkTextAccuracy, sentencesOf, type TextUnderCheck } from './check-text-accuracy.ts';
import { writtenStoryTexts } from './fixtures/written-story-texts.ts';

const reports: TextUnderCheck['reports'] = [
  {
    language: 'en',
    title: 'Porto Vell opens floating solar farm',
    text: 'The city of Porto Vell opened a floating solar farm on Monday, March 12. Its 12,000 panels cover a tenth of the lake. "This is a good day for our water," said Mayor Ana Ribeiro. The council did not approve a second farm.',
  },
];

function text(summary: string, overrides: Partial<TextUnderCheck> = {}): TextUnderCheck {
  return {
    language: 'en',
    title: 'Porto Vell opens floating solar farm',
    summary,
    content: '',
    reports,
    ...overrides,
  };
}

describe('checkTextAccuracy without a model', () => {
  it('passes a text whose quotations, numbers, dates and names are all in a report', async () => {
    const verdict = await checkTextAccuracy(
      text(
        'Porto Vell opened a floating solar farm on Monday, March 12. Its 12.000 panels cover a tenth of the lake; Mayor Ana Ribeiro called it “a good day for our water”.',
      ),
      null,
    );
    expect(verdict).toMatchObject({ method: 'rules', model: null, promptVersion: null, passed: true });
    expect(verdict.sentences).toHaveLength(3);
  });

  it('names each unsupported sentence and why', async () => {
    const verdict = await checkTextAccuracy(
      text(
        'Porto Vell opened a floating solar farm on Tuesday, March 14. Its 15,000 panels cover a tenth of the lake. “This is a great day,” said Mayor Ana Costa. The council approved a second farm.',
      ),
      null,
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.sentences.filter((s) => !s.supported).map((s) => s.reason)).toEqual([
      'the number 14 is in no report; the date March 14 is in no report; Tuesday is in no report',
      'the number 15000 is in no report',
      'the quotation “This is a great day” is in no report; the name Costa is in no report',
      'it states what the report denies: “The council did not approve a second farm.”',
    ]);
  });

  it('says what it cannot judge in a translation whose reports are in another language', async () => {
    const verdict = await checkTextAccuracy(
      text('마요르 아나 히베이루는 “물을 위한 좋은 날”이라고 말했다. 패널은 12,000개다.', {
        language: 'ko',
        title: '포르투벨, 수상 태양광 발전소 개장',
      }),
      null,
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.unjudged).toEqual([
      'quotations: no report is in Korean, so no quotation can be found word for word',
    ]);
  });

  it('reads the bodies and answers of structured content, not its headings or questions', () => {
    const content = JSON.stringify({
      mainContent: { sections: [{ heading: 'Reuters', body: 'The **panels** cover a tenth of the lake.' }] },
      faq: { items: [{ question: 'What did Kim say?', answer: 'Nothing yet.' }] },
    });
    expect(sentencesOf({ language: 'en', title: 'A title', summary: 'A summary.', content })).toEqual([
      'A title',
      'A summary.',
      'The panels cover a tenth of the lake.',
      'Nothing yet.',
    ]);
  });
});

describe('checkTextAccuracy on written text', () => {
  it('holds no sentence of a story written in other words, its translations and its reports put into English', async () => {
    const texts = writtenStoryTexts();
    const flagged = [];
    for (const { text } of texts) {
      const verdict = await checkTextAccuracy(text, null);
      flagged.push(...verdict.sentences.filter((s) => !s.supported));
    }
    expect(texts).toHaveLength(14);
    expect(flagged).toEqual([]);
  });
});
