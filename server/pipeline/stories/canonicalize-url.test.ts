import { describe, expect, it } from 'vitest';
import { canonicalizeUrl, resolveFeedProxyLink } from './canonicalize-url.ts';

describe('canonicalizeUrl', () => {
  it('drops tracking parameters and fragments, sorts the rest', () => {
    expect(
      canonicalizeUrl('HTTPS://News.Example/a/b/?utm_source=rss&id=7&at_medium=RSS&xtor=RSS-3208#top'),
    ).toBe('https://news.example/a/b?id=7');
    expect(canonicalizeUrl('https://news.example/x?b=2&a=1&wt_mc=rss.x')).toBe(
      'https://news.example/x?a=1&b=2',
    );
  });

  it('refuses what is not http(s)', () => {
    expect(canonicalizeUrl('javascript:alert(1)')).toBeNull();
    expect(canonicalizeUrl('ftp://files.example/a')).toBeNull();
    expect(canonicalizeUrl('not a url')).toBeNull();
  });

  it('unwraps feed-proxy links that carry the original in a parameter', () => {
    expect(resolveFeedProxyLink('https://feedproxy.google.com/~r/x?url=https%3A%2F%2Fnews.example%2Fa')).toBe(
      'https://news.example/a',
    );
    expect(resolveFeedProxyLink('https://news.example/a')).toBe('https://news.example/a');
  });
});
