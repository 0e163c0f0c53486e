import { describe, expect, it } from 'vitest';
import type { Language } from '#common/languages.ts';
import { parseReadingHistory, type ReadStory } from './reading-history.ts';
import { loggedRead } from './reading-history-log.ts';
import { recommendStories, type Candidate } from './recommend-stories.ts';

const now = new Date('2026-11-24T12:00:00Z');

const story = (
  slug: string,
  fields: Partial<Omit<Candidate, 'translations'>> & { title?: string; summary?: string } = {},
): Candidate => ({
  slug,
  category: fields.category ?? 'world',
  country: fields.country ?? 'US',
  originalLanguage: fields.originalLanguage ?? 'en',
  publishedAt: fields.publishedAt ?? '2026-11-24T09:00:00Z',
  publisherCount: fields.publisherCount,
  translations: [
    {
      language: 'en',
      title: fields.title ?? `A story about ${slug}`,
      summary: fields.summary ?? 'Nothing named here.',
    },
  ],
});

/** A history of stories read, the first one newest, each an hour apart. */
function historyOf(...stories: Array<Candidate & { saved?: boolean }>): ReadStory[] {
  const logged = stories.map((s, i) =>
    loggedRead({ ...s, translations: s.translations.map((t) => ({ ...t, ...NO_AUTHOR })) }, 'en', {
      saved: s.saved ?? false,
      now: new Date(now.getTime() - (i + 1) * 3_600_000),
    }),
  );
  return parseReadingHistory(JSON.stringify(logged));
}

const NO_AUTHOR = { authorName: null, authorAvatarUrl: null, authorCredentials: null };

const recommend = (history: ReadStory[], candidates: Candidate[], language: Language = 'en') =>
  recommendStories(history, candidates, { language, now }).map(({ story: s, reason }) => ({
    slug: s.slug,
    reason: reason.kind === 'read' ? `read ${reason.slug}` : `category ${reason.category}`,
  }));

const nigeria = story('naira', {
  category: 'economy',
  country: 'NG',
  title: 'Central Bank of Nigeria steps in as the naira falls',
});
const mongolia = story('mongolia-vote', { category: 'politics', country: 'MN', title: 'Mongolia votes' });
const fiji = story('fiji-village', { category: 'environment', country: 'FJ', title: 'A village moves' });

describe('recommendStories', () => {
  it('recommends nothing before the reader has opened or saved three stories', () => {
    const candidate = story('more-naira', { category: 'economy', country: 'NG' });
    expect(recommend(historyOf(nigeria, mongolia), [candidate])).toEqual([]);
    expect(recommend(historyOf(nigeria, mongolia, fiji), [candidate])).toEqual([
      { slug: 'more-naira', reason: 'read naira' },
    ]);
  });

  it('leaves out stories already read and stories that share nothing with the history, and each story once', () => {
    const history = historyOf(nigeria, mongolia, fiji);
    const unrelated = story('chess', { category: 'sports', country: 'NO' });
    const related = story('lagos-port', { category: 'economy', country: 'NG' });
    expect(recommend(history, [nigeria, unrelated, related, related]).map((r) => r.slug)).toEqual([
      'lagos-port',
    ]);
  });

  it('ranks a shared person or place above a shared category alone, and names the story read that led to it', () => {
    const history = historyOf(nigeria, mongolia, fiji);
    const sameCategory = story('kenya-rates', { category: 'economy', country: 'KE' });
    const sameName = story('bank-governor', {
      category: 'politics',
      country: 'GH',
      title: 'Ghana watches the Central Bank of Nigeria closely',
      publishedAt: '2026-11-20T09:00:00Z', // older, and still first
    });
    expect(recommend(history, [sameCategory, sameName])).toEqual([
      { slug: 'bank-governor', reason: 'read naira' },
      { slug: 'kenya-rates', reason: 'read naira' },
    ]);
  });

  it('says "because you often read" a category when several stories read share it and it weighs most', () => {
    const history = historyOf(
      story('rates-1', { category: 'economy', country: 'BR' }),
      story('rates-2', { category: 'economy', country: 'JP' }),
      mongolia,
    );
    expect(recommend(history, [story('rates-3', { category: 'economy', country: 'DE' })])).toEqual([
      { slug: 'rates-3', reason: 'category economy' },
    ]);
  });

  it('orders equally close stories newest and most reported first', () => {
    const history = historyOf(nigeria, mongolia, fiji);
    const older = story('older', { category: 'economy', publishedAt: '2026-11-24T06:00:00Z' });
    const newer = story('newer', { category: 'economy', publishedAt: '2026-11-24T10:00:00Z' });
    // Sixteen publishers count as 24 hours newer: above a story published four hours later by one.
    const widely = story('widely', {
      category: 'economy',
      publishedAt: '2026-11-24T06:00:00Z',
      publisherCount: 16,
    });
    expect(recommend(history, [older, newer, widely]).map((r) => r.slug)).toEqual([
      'widely',
      'newer',
      'older',
    ]);
  });

  it('counts a shared first language only when it is neither the edition’s own nor English', () => {
    const korean = (slug: string) =>
      story(slug, { category: 'science', country: 'KR', originalLanguage: 'ko' });
    const history = historyOf(korean('tidal-flats'), korean('satellite'), korean('rice'));
    const koreanOther = story('k-drama', {
      category: 'entertainment',
      country: 'JP',
      originalLanguage: 'ko',
    });
    expect(recommend(history, [koreanOther], 'en')).toEqual([
      { slug: 'k-drama', reason: 'read tidal-flats' },
    ]);
    expect(recommend(history, [koreanOther], 'ko')).toEqual([]);
    const english = (slug: string) => story(slug, { category: 'science', country: 'AU' });
    const englishOther = story('cricket', { category: 'sports', country: 'NP' });
    expect(recommend(historyOf(english('a'), english('b'), english('c')), [englishOther], 'ja')).toEqual([]);
  });

  it('weighs a saved story above one only opened, and shows at most four', () => {
    const history = historyOf(
      story('opened', { category: 'sports', country: 'FJ' }),
      { ...story('kept', { category: 'health', country: 'SN' }), saved: true },
      mongolia,
    );
    const sports = story('rugby', { category: 'sports', publishedAt: '2026-11-24T11:00:00Z' });
    const health = story('clinic', { category: 'health', publishedAt: '2026-11-24T08:00:00Z' });
    expect(recommend(history, [sports, health]).map((r) => r.slug)).toEqual(['clinic', 'rugby']);
    const many = Array.from({ length: 6 }, (_, i) => story(`p${i}`, { category: 'politics' }));
    expect(recommend(history, many)).toHaveLength(4);
  });
});
