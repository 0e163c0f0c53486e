import { describe, expect, it } from 'vitest';
import { TextEncoder } from '@exodus/bytes/encoding.js';
import { decodeDocument } from '../decode/decode-document.ts';
import { normalizeEntry } from './normalize-entry.ts';
import { parseFeed } from './parse-feed.ts';

const FEED_URL = 'https://news.example/feeds/latest.atom';
const FETCHED_AT = new Date('2026-11-24T12:00:00Z');

const links = (xml: string, feedUrl: string | null = FEED_URL) =>
  parseFeed(xml, feedUrl).entries.map((entry) => entry.link);

describe('relative links in Atom', () => {
  const atom = (feedAttributes: string, entries: string) => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${feedAttributes}>
  <title>Valley Courier</title>
  <id>tag:news.example,2026:feed</id>
  <updated>2026-11-24T09:00:00Z</updated>
  ${entries}
</feed>`;
  const entry = (id: string, attributes: string, link: string, extra = '') =>
    `<entry${attributes}><id>tag:news.example,2026:${id}</id><title>Ferry timetable changes for ${id}</title>
     <link rel="alternate" type="text/html" href="${link}"/><updated>2026-11-24T08:00:00Z</updated>
     <summary>The winter timetable starts on Monday with two fewer crossings a day.</summary>${extra}</entry>`;

  it('resolves links against the feed’s URL when nothing declares a base', () => {
    const xml = atom(
      '',
      entry('a', '', '/2026/11/story') + entry('b', '', 'story.html') + entry('c', '', '../other/page'),
    );
    expect(links(xml)).toEqual([
      'https://news.example/2026/11/story',
      'https://news.example/feeds/story.html',
      'https://news.example/other/page',
    ]);
  });

  it('resolves nested xml:base on the feed and the entry against each other and the feed’s URL', () => {
    const xml = atom(
      ' xml:base="/archive/"',
      entry('a', ' xml:base="2026/11/"', 'story.html') +
        entry('b', '', 'story.html') +
        entry('c', ' xml:base="https://elsewhere.example/desk/"', '/root-story') +
        entry('d', '', 'https://absolute.example/kept'),
    );
    expect(links(xml)).toEqual([
      'https://news.example/archive/2026/11/story.html',
      'https://news.example/archive/story.html',
      'https://elsewhere.example/root-story',
      'https://absolute.example/kept',
    ]);
  });

  it('does not take the content’s xml:base for the entry’s link', () => {
    const xml = atom(
      '',
      entry(
        'a',
        '',
        'story.html',
        '<content type="html" xml:base="https://cdn.example/assets/">&lt;p&gt;Text&lt;/p&gt;</content>',
      ),
    );
    expect(links(xml)).toEqual(['https://news.example/feeds/story.html']);
  });

  it('resolves pictures the same way', () => {
    const xml = atom(
      ' xml:base="https://news.example/blog/"',
      entry('a', '', 'story.html', '<link rel="enclosure" type="image/jpeg" href="images/ferry.jpg"/>'),
    );
    expect(parseFeed(xml, FEED_URL).entries[0]!.imageUrl).toBe('https://news.example/blog/images/ferry.jpg');
  });

  it('stores the entries of a relative-link feed as items with absolute URLs', () => {
    const xml = atom('', entry('a', '', '/2026/11/story') + entry('b', '', 'story.html'));
    const feed = parseFeed(xml, FEED_URL);
    const items = feed.entries.map((e) => normalizeEntry(e, feed, FETCHED_AT));
    expect(items.map((item) => item?.url)).toEqual([
      'https://news.example/2026/11/story',
      'https://news.example/feeds/story.html',
    ]);
  });

  it('falls back on the feed’s site link without a URL, and drops links nothing resolves', () => {
    const withSite = atom(
      '',
      '<link rel="alternate" href="https://news.example/"/>' + entry('a', '', '/2026/11/story'),
    );
    expect(links(withSite, null)).toEqual(['https://news.example/2026/11/story']);
    const feed = parseFeed(atom('', entry('a', '', 'story.html')), null);
    expect(feed.entries[0]!.link).toBeNull();
    expect(normalizeEntry(feed.entries[0]!, feed, FETCHED_AT)).toBeNull();
  });
});

describe('relative links in RSS and RDF', () => {
  const rss = (rootAttributes: string, channelAttributes: string, items: string) =>
    `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"${rootAttributes}>
  <channel${channelAttributes}><title>Hill Gazette</title><link>https://gazette.example/</link>
  <description>Local news</description>${items}</channel>
</rss>`;
  const item = (attributes: string, link: string, extra = '') =>
    `<item${attributes}><title>Library extends its opening hours</title><link>${link}</link>
     <description>From December the library opens until nine on weekdays.</description>${extra}</item>`;

  it('resolves item links against the feed’s URL, not the channel’s site link', () => {
    const xml = rss('', '', item('', '/local/library-hours') + item('', 'library-hours.html'));
    expect(links(xml, 'https://gazette.example/rss/all.xml')).toEqual([
      'https://gazette.example/local/library-hours',
      'https://gazette.example/rss/library-hours.html',
    ]);
  });

  it('nests the xml:base of <rss>, <channel> and <item>', () => {
    const xml = rss(
      ' xml:base="https://gazette.example/"',
      ' xml:base="news/"',
      item(' xml:base="2026/"', 'library-hours.html') + item('', 'library-hours.html'),
    );
    expect(links(xml, 'https://feeds.example/gazette')).toEqual([
      'https://gazette.example/news/2026/library-hours.html',
      'https://gazette.example/news/library-hours.html',
    ]);
  });

  it('resolves enclosures and media pictures against the same base', () => {
    const xml = rss(
      '',
      ' xml:base="https://gazette.example/news/"',
      item('', 'a.html', '<enclosure url="/img/library.jpg" type="image/jpeg" length="1200"/>') +
        item('', 'b.html', '<media:content url="img/reading-room.png" medium="image"/>'),
    );
    const feed = parseFeed(xml, 'https://gazette.example/rss.xml');
    expect(feed.entries.map((e) => e.imageUrl)).toEqual([
      'https://gazette.example/img/library.jpg',
      'https://gazette.example/news/img/reading-room.png',
    ]);
  });

  it('resolves RDF items against the root’s xml:base and the feed’s URL', () => {
    const rdf = (rootBase: string) => `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"${rootBase}>
  <channel rdf:about="https://gazette.example/" xml:base="https://wrong.example/"><title>Hill Gazette</title>
    <link>https://gazette.example/</link><description>Local news</description></channel>
  <item rdf:about="library"><title>Library extends its opening hours</title><link>library.html</link></item>
</rdf:RDF>`;
    expect(links(rdf(''), 'https://gazette.example/rdf/index.rdf')).toEqual([
      'https://gazette.example/rdf/library.html',
    ]);
    expect(links(rdf(' xml:base="/stories/"'), 'https://gazette.example/rdf/index.rdf')).toEqual([
      'https://gazette.example/stories/library.html',
    ]);
  });

  it('resolves JSON Feed items against the feed’s URL', () => {
    const json = JSON.stringify({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Hill Gazette',
      home_page_url: 'https://gazette.example/',
      items: [{ id: '1', url: 'library-hours', title: 'Library extends its opening hours' }],
    });
    expect(links(json, 'https://gazette.example/feeds/feed.json')).toEqual([
      'https://gazette.example/feeds/library-hours',
    ]);
  });
});

describe('a feed declaring UTF-16 over UTF-8 bytes', () => {
  it('is decoded and parsed with its items', () => {
    const xml = `<?xml version="1.0" encoding="utf-16"?>
<rss version="2.0"><channel><title>Altyazı Arşivi</title><link>https://altyazi.example/</link>
<item><title>Kış saati uygulaması başlıyor</title><link>https://altyazi.example/kis-saati</link>
<description>Saatler pazar günü bir saat geri alınacak.</description></item></channel></rss>`;
    const feed = parseFeed(decodeDocument(new TextEncoder().encode(xml), null).text);
    expect(feed.title).toBe('Altyazı Arşivi');
    expect(feed.entries.map((e) => [e.title, e.link])).toEqual([
      ['Kış saati uygulaması başlıyor', 'https://altyazi.example/kis-saati'],
    ]);
  });
});
