// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearReadingHistory,
  MAX_HISTORY,
  parseReadingHistory,
  READING_HISTORY_KEY,
  readReadingHistory,
  recordReadStory,
  withStory,
} from './reading-history.ts';

const story = (slug: string, title = `Story ${slug} in Lagos`) => ({
  slug,
  category: 'economy',
  country: 'ng',
  originalLanguage: 'en' as const,
  translations: [
    {
      language: 'en' as const,
      title,
      summary: 'The Central Bank of Nigeria acted.',
      authorName: null,
      authorAvatarUrl: null,
      authorCredentials: null,
    },
  ],
});

beforeEach(() => {
  localStorage.clear();
  clearReadingHistory();
});

describe('the reading history', () => {
  it('keeps what the recommendations need about a story opened, under a versioned key, newest first', () => {
    recordReadStory(story('a'), 'en', { now: new Date('2026-11-20T10:00:00Z') });
    recordReadStory(story('b'), 'en', { now: new Date('2026-11-21T10:00:00Z') });
    const stored = JSON.parse(localStorage.getItem(READING_HISTORY_KEY)!) as unknown[];
    expect(stored).toEqual([
      {
        slug: 'b',
        category: 'economy',
        country: 'NG',
        language: 'en',
        names: ['lagos', 'the central bank of nigeria', 'central bank of nigeria'],
        title: 'Story b in Lagos',
        titleLanguage: 'en',
        readAt: '2026-11-21T10:00:00.000Z',
        saved: false,
      },
      expect.objectContaining({ slug: 'a' }),
    ]);
  });

  it('moves a story opened again to the front, and keeps it marked saved once saved', () => {
    recordReadStory(story('a'), 'en', { saved: true });
    recordReadStory(story('b'), 'en');
    recordReadStory(story('a'), 'en');
    expect(readReadingHistory().map((e) => [e.slug, e.saved])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('keeps the last 50 stories', () => {
    let history = parseReadingHistory(null);
    for (let i = 0; i < 60; i += 1) {
      history = withStory(history, story(`s${i}`), {
        title: 't',
        titleLanguage: 'en',
        saved: false,
        at: new Date(),
      });
    }
    expect(history).toHaveLength(MAX_HISTORY);
    expect(history[0]!.slug).toBe('s59');
    expect(history.at(-1)!.slug).toBe('s10');
  });

  it('reads corrupt storage as an empty history, and drops entries of another shape', () => {
    expect(parseReadingHistory('{not json')).toEqual([]);
    expect(parseReadingHistory('{"slug":"a"}')).toEqual([]);
    const valid = withStory([], story('ok'), {
      title: 'Ok',
      titleLanguage: 'en',
      saved: false,
      at: new Date(),
    })[0];
    const parsed = parseReadingHistory(
      JSON.stringify([
        null,
        3,
        { slug: 'x' },
        { ...valid, language: 'xx' },
        { ...valid, readAt: 'never' },
        valid,
        valid,
      ]),
    );
    expect(parsed).toEqual([valid]);
  });

  it('does not record a story without any title, and clearing removes the stored key', () => {
    recordReadStory(story('untitled', ' '), 'en');
    expect(readReadingHistory()).toEqual([]);
    recordReadStory(story('a'), 'en');
    expect(localStorage.getItem(READING_HISTORY_KEY)).not.toBeNull();
    clearReadingHistory();
    expect(localStorage.getItem(READING_HISTORY_KEY)).toBeNull();
    expect(readReadingHistory()).toEqual([]);
  });

  it('records the title the page showed, in its language', () => {
    recordReadStory(
      {
        ...story('ko'),
        translations: [
          { ...story('ko').translations[0]!, language: 'ko', title: '나이지리아 중앙은행 긴급 조치' },
          story('ko').translations[0]!,
        ],
      },
      'ko',
    );
    expect(readReadingHistory()[0]).toMatchObject({
      title: '나이지리아 중앙은행 긴급 조치',
      titleLanguage: 'ko',
    });
  });
});
