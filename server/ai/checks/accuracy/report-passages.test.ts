import { describe, expect, it } from 'vitest';
import { negationProblem, Passages } from './report-passages.ts';

const report = {
  language: 'en' as const,
  title: 'Harbour news',
  text: [
    'The harbour opened a new pier on Monday. Boats lined up to use it. The weather was fine.',
    'The city paid 4,500,000 euros for the works. Fishermen welcomed the money. The mayor spoke.',
    'The council did not approve a second pier. A vote may come next year. Nobody objected.',
  ].join('\n\n'),
};

describe('Passages', () => {
  it('gives a sentence the passages sharing its words, and one in another language those sharing its numbers', () => {
    const passages = new Passages([report]);
    expect(passages.bestFor('Fishermen welcomed the works.', 'en', 1)).toEqual([
      'The city paid 4,500,000 euros for the works. Fishermen welcomed the money. The mayor spoke.',
    ]);
    expect(passages.bestFor('시는 공사에 450만 유로를 지급했다.', 'ko', 1)).toEqual([
      'The city paid 4,500,000 euros for the works. Fishermen welcomed the money. The mayor spoke.',
    ]);
  });

  it('finds a negation that the closest report sentence does not share, in either direction', () => {
    const passages = new Passages([report]);
    expect(negationProblem('The council approved a second pier.', passages, 'en')).toBe(
      'it states what the report denies: “The council did not approve a second pier.”',
    );
    expect(negationProblem('The harbour did not open a new pier on Monday.', passages, 'en')).toBe(
      'it denies what the report says: “The harbour opened a new pier on Monday.”',
    );
    expect(negationProblem('The council did not approve a second pier.', passages, 'en')).toBeNull();
    expect(negationProblem('Nobody at the harbour approved anything.', passages, 'en')).toBeNull();
    // A clause of its own that denies something else.
    expect(
      negationProblem(
        'The harbour opened a new pier on Monday, while boats never repaired waited.',
        passages,
        'en',
      ),
    ).toBeNull();
  });
});
