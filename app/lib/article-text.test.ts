import { describe, expect, it } from 'vitest';
import { articleHeadline } from './article-text.ts';

const fallback = { noTitle: 'No title available', noSummary: 'No summary available' };
const t = (language: string, title: string, summary = 's') => ({
  language: language as 'en',
  title,
  summary,
  content: 'c',
  authorName: null,
  authorAvatarUrl: null,
  authorCredentials: null,
});

describe('articleHeadline', () => {
  it('takes the page language first, then English', () => {
    const article = { translations: [t('en', 'English'), t('ko', '한국어')] };
    expect(articleHeadline(article, 'ko', fallback).title).toBe('한국어');
    expect(articleHeadline(article, 'ja', fallback).title).toBe('English');
  });

  it("shows the story's own language when it has neither the page's nor English", () => {
    const article = { translations: [t('ko', '한국어로만')] };
    expect(articleHeadline(article, 'en', fallback).title).toBe('한국어로만');
    expect(articleHeadline(article, 'vi', fallback).translation?.language).toBe('ko');
  });

  it('falls back to the "not available" texts', () => {
    expect(articleHeadline({ translations: [] }, 'en', fallback)).toMatchObject({
      title: 'No title available',
      summary: 'No summary available',
    });
    expect(articleHeadline({ translations: [t('en', '  ', '')] }, 'en', fallback).title).toBe(
      'No title available',
    );
  });
});
