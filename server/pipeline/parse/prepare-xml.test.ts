import { describe, expect, it } from 'vitest';
import { parseFeed } from './parse-feed.ts';
import { prepareXml } from './prepare-xml.ts';

describe('prepareXml and parseFeed on hostile or broken XML', () => {
  it('drops entity declarations, so a billion-laughs feed neither expands nor reads files', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
]>
<rss version="2.0"><channel><title>T</title><link>https://news.example/</link>
<item><title>Laughs &lol3; and &xxe;</title><link>https://news.example/a</link></item></channel></rss>`;
    expect(prepareXml(bomb)).not.toContain('ENTITY');
    const feed = parseFeed(bomb);
    const title = feed.entries[0]!.title;
    expect(title.length).toBeLessThan(60);
    expect(title).not.toContain('root:');
  });

  it('recovers a bare ampersand in an attribute instead of dropping the feed', () => {
    const xml = `<rss version="2.0"><channel><title>T</title><link>https://news.example/</link>
<item><title><![CDATA[Tom & Jerry]]></title><link>https://news.example/a?x=1&y=2</link>
<enclosure url="https://img.example/a.jpg?w=1&h=2" type="image/jpeg" /></item></channel></rss>`;
    const feed = parseFeed(xml);
    expect(feed.entries[0]!.title).toBe('Tom & Jerry');
    expect(feed.entries[0]!.link).toBe('https://news.example/a?x=1&y=2');
    expect(feed.entries[0]!.imageUrl).toBe('https://img.example/a.jpg?w=1&h=2');
  });

  it('resolves relative links against xml:base', () => {
    const xml = `<rss version="2.0" xml:base="https://news.example/world/"><channel><title>T</title>
<item><title>A</title><link>story-1</link></item></channel></rss>`;
    expect(parseFeed(xml).entries[0]!.link).toBe('https://news.example/world/story-1');
  });

  it('refuses what is no feed with a clear error', () => {
    expect(() => parseFeed('<html><body>Hello</body></html>')).toThrow();
    expect(() => parseFeed('{"hello": 1}')).toThrow();
  });
});
