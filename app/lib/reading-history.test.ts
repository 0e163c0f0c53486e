// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearReadingHistory, parseReadingHistory, readReadingHistory } from './reading-history.ts';
import {
  loggedRead,
  MAX_HISTORY,
  MAX_SUMMARY_LENGTH,
  noteRead,
  OLD_READING_HISTORY_KEY,
  READING_HISTORY_KEY,
} from './reading-history-log.ts';

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
  it('notes the facts of a story opened, under a versioned key, newest first, and reads the names they mention', () => {
    noteRead(story('a'), 'en', { now: new Date('2026-11-20T10:00:00Z') });
    noteRead(story('b'), 'en', { now: new Date('2026-11-21T10:00:00Z') });
    const stored = JSON.parse(localStorage.getItem(READING_HISTORY_KEY)!) as unknown[];
    expect(stored).toEqual([
      {
        slug: 'b',
        category: 'economy',
        country: 'NG',
        language: 'en',
        title: 'Story b in Lagos',
        titleLanguage: 'en',
        texts: [{ language: 'en', title: 'Story b in Lagos', summary: 'The Central Bank of Nigeria acted.' }],
        readAt: '2026-11-21T10:00:00.000Z',
        saved: false,
      },
      expect.objectContaining({ slug: 'a' }),
    ]);
    expect(readReadingHistory()[0]).toEqual({
      slug: 'b',
      category: 'economy',
      country: 'NG',
      language: 'en',
      names: ['lagos', 'the central bank of nigeria', 'central bank of nigeria'],
      title: 'Story b in Lagos',
      titleLanguage: 'en',
      readAt: '2026-11-21T10:00:00.000Z',
      saved: false,
    });
  });

  it('cuts a long summary, and reads the entries of readingHistory.v1, carrying them over on the next note', () => {
    const old = {
      slug: 'old',
      category: 'science',
      country: 'CL',
      language: 'en',
      names: ['cerro verdeluna observatory'],
      title: 'An old read',
      titleLanguage: 'en',
      readAt: '2026-11-01T10:00:00.000Z',
      saved: true,
    };
    localStorage.setItem(OLD_READING_HISTORY_KEY, JSON.stringify([old]));
    expect(readReadingHistory()).toEqual([old]);
    const long = story('long');
    long.translations[0]!.summary = 'x'.repeat(MAX_SUMMARY_LENGTH * 3);
    noteRead(long, 'en');
    expect(localStorage.getItem(OLD_READING_HISTORY_KEY)).toBeNull();
    const stored = JSON.parse(localStorage.getItem(READING_HISTORY_KEY)!) as Array<{
      texts?: { summary: string }[];
    }>;
    expect(stored[0]!.texts![0]!.summary).toHaveLength(MAX_SUMMARY_LENGTH);
    expect(readReadingHistory().map((e) => [e.slug, e.names])).toEqual([
      ['long', ['lagos']],
      ['old', ['cerro verdeluna observatory']],
    ]);
  });

  it('moves a story opened again to the front, and keeps it marked saved once saved', () => {
    noteRead(story('a'), 'en', { saved: true });
    noteRead(story('b'), 'en');
    noteRead(story('a'), 'en');
    expect(readReadingHistory().map((e) => [e.slug, e.saved])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });

  it('keeps the last 50 stories', () => {
    for (let i = 0; i < 60; i += 1) noteRead(story(`s${i}`), 'en');
    expect(JSON.parse(localStorage.getItem(READING_HISTORY_KEY)!)).toHaveLength(MAX_HISTORY);
    const history = readReadingHistory();
    expect(history).toHaveLength(MAX_HISTORY);
    expect(history[0]!.slug).toBe('s59');
    expect(history.at(-1)!.slug).toBe('s10');
  });

  it('reads corrupt storage as an empty history, and drops entries of another shape', () => {
    expect(parseReadingHistory('{not json')).toEqual([]);
    expect(parseReadingHistory('{"slug":"a"}')).toEqual([]);
    const valid = loggedRead(story('ok'), 'en', { saved: false, now: new Date() })!;
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
    expect(parsed.map((e) => e.slug)).toEqual(['ok']);
  });

  it('does not record a story without any title, and clearing removes the stored key', () => {
    noteRead(story('untitled', ' '), 'en');
    expect(readReadingHistory()).toEqual([]);
    noteRead(story('a'), 'en');
    expect(localStorage.getItem(READING_HISTORY_KEY)).not.toBeNull();
    localStorage.setItem(OLD_READING_HISTORY_KEY, '[]');
    clearReadingHistory();
    expect(localStorage.getItem(READING_HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(OLD_READING_HISTORY_KEY)).toBeNull();
    expect(readReadingHistory()).toEqual([]);
  });

  it('records the title the page showed, in its language', () => {
    noteRead(
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
