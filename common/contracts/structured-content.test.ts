import { describe, expect, it } from 'vitest';
import { contentToPlainText, parseStructuredContent } from './structured-content.ts';
import { readStructuredContent } from '../text/read-structured-content.ts';

const structured = JSON.stringify({
  experience: { body: 'We were there.' },
  mainContent: { sections: [{ heading: 'What happened', body: 'Facts.' }] },
  faq: { items: [{ question: 'Why?', answer: 'Because.' }] },
});

describe('parseStructuredContent', () => {
  it('reads the sections of structured content', () => {
    const c = parseStructuredContent(structured);
    expect(c?.mainContent?.sections[0]?.heading).toBe('What happened');
  });

  it('treats plain text, broken JSON and unknown shapes as plain text', () => {
    expect(parseStructuredContent('Plain text.\n\nSecond paragraph.')).toBeNull();
    expect(parseStructuredContent('{ not json')).toBeNull();
    expect(parseStructuredContent('{"other": 1}')).toBeNull();
    expect(parseStructuredContent('{}')).toBeNull();
  });

  it('flattens structured content to its text', () => {
    expect(contentToPlainText(structured)).toBe(
      'We were there.\n\nWhat happened\n\nFacts.\n\nWhy?\n\nBecause.',
    );
    expect(contentToPlainText('plain')).toBe('plain');
  });
});

describe('readStructuredContent (the browser reader) agrees with the schema', () => {
  it.each([
    structured,
    JSON.stringify({ perspective: { title: 'Own heading', body: 'Text' } }),
    JSON.stringify({ faq: { items: [] } }),
    JSON.stringify({ mainContent: { sections: [{ heading: 'H' }] } }),
    JSON.stringify({ experience: { body: '   ' } }),
    JSON.stringify({ experience: { body: 'x' }, extra: 1 }),
    JSON.stringify([1, 2]),
    '{}',
    'plain text',
  ])('on %s', (content) => {
    expect(readStructuredContent(content) === null).toBe(parseStructuredContent(content) === null);
  });
});
