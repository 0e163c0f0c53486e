import { describe, expect, it } from 'vitest';
import { feedIdentity } from './check-source-feed.ts';

describe('feedIdentity', () => {
  it('takes one feed written several ways for the same', () => {
    const same = [
      'https://www.courier.example/feed.xml',
      'http://courier.example/feed.xml',
      'HTTPS://Courier.Example:443/feed.xml/',
      'https://courier.example/feed.xml#latest',
      'https://reader:secret@courier.example/feed.xml',
    ];
    for (const url of same) expect(feedIdentity(url), url).toBe('courier.example/feed.xml');
    expect(feedIdentity('https://courier.example/?b=2&feed=rss2')).toBe(
      feedIdentity('https://courier.example?feed=rss2&b=2'),
    );
  });

  it('keeps apart what are different feeds', () => {
    const different = [
      'https://courier.example/feed.xml',
      'https://courier.example/sports/feed.xml',
      'https://courier.example:8443/feed.xml',
      'https://news.courier.example/feed.xml',
      // A WordPress feed is its parameter: the comments feed is another.
      'https://courier.example/?feed=rss2',
      'https://courier.example/?feed=comments-rss2',
      'https://courier.example/Feed.xml',
    ];
    expect(new Set(different.map(feedIdentity)).size).toBe(different.length);
  });
});
