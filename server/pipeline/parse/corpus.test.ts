import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, hasCorpus } from '#tests/helpers/feed-server.ts';
import { decodeDocument } from '../decode/decode-document.ts';
import { normalizeEntry } from './normalize-entry.ts';
import { parseFeed, type FeedFormat } from './parse-feed.ts';

// The 38 real feeds of the shared corpus (../shared beside the checkout, as CI and developers have it).
const FETCHED_AT = new Date('2026-11-24T00:00:00Z');

/** Per file: format, item count, a title that must come out exactly, and the script it is written in. */
const EXPECTED: Record<string, { format: FeedFormat; items: number; title: string; script: RegExp }> = {
  'de-3960-journal-jsonfeed.json': {
    format: 'json',
    items: 20,
    title: 'Lecker, lecker',
    script: /\p{Script=Latin}/u,
  },
  'de-faz-aktuell-rss2.xml': { format: 'rss', items: 13, title: 'Kältewelle in Europa', script: /ä/ },
  'de-golem-rdf-iso8859-1.xml': { format: 'rdf', items: 1, title: 'Neue Glasfaserförderung', script: /ö/ },
  'de-golem-rss2.xml': {
    format: 'rss',
    items: 40,
    title: 'US-Brauerei bestellt 40 Tesla',
    script: /\p{Script=Latin}/u,
  },
  'de-heise-developer-atom.xml': {
    format: 'atom',
    items: 15,
    title: 'Red Hat gibt WildFly 10 frei',
    script: /\p{Script=Latin}/u,
  },
  'de-orf-at-rdf-bom.xml': { format: 'rdf', items: 50, title: 'mit Stern auf „Walk of Fame“', script: /„/ },
  'de-spiegel-online-rss2-mojibake.xml': {
    format: 'rss',
    items: 17,
    title: 'Polizeieinsatz in Kölner Silvesternacht',
    script: /ö/,
  },
  'en-al-monitor-rss2-xmlbase.xml': {
    format: 'rss',
    items: 20,
    title: 'Over 80 Berlin Film Festival alumni',
    script: /\p{Script=Latin}/u,
  },
  'en-bbc-news-world-rss2.xml': {
    format: 'rss',
    items: 33,
    title: 'US civil rights leader Jesse Jackson dies aged 84',
    script: /\p{Script=Latin}/u,
  },
  'en-dw-english-rdf.xml': {
    format: 'rdf',
    items: 141,
    title: "France arrests nine in right-wing activist's death",
    script: /\p{Script=Latin}/u,
  },
  'en-economist-asia-rss2.xml': {
    format: 'rss',
    items: 300,
    title: 'The flaws in India’s AI plans',
    script: /’/,
  },
  'en-guardian-us-rss2.xml': {
    format: 'rss',
    items: 55,
    title: 'Trump State of the Union address promised unity',
    script: /\p{Script=Latin}/u,
  },
  'en-indianexpress-rss2.xml': {
    format: 'rss',
    items: 200,
    title: 'China takes global lead in clean energy',
    script: /\p{Script=Latin}/u,
  },
  'en-japantimes-rss2.xml': {
    format: 'rss',
    items: 118,
    title: '‘Trump shock’ after Toyota tweet',
    script: /‘/,
  },
  'en-livemint-rss2.xml': {
    format: 'rss',
    items: 25,
    title: 'PM Modi-Xi Jinping informal summit',
    script: /\p{Script=Latin}/u,
  },
  'en-ndtv-rss2.xml': {
    format: 'rss',
    items: 20,
    title: '"Unrepentant Bigot": Democrats Slam US Lawmaker',
    script: /\p{Script=Latin}/u,
  },
  'en-npr-world-rss2.xml': {
    format: 'rss',
    items: 10,
    title: 'U.S. releases new details',
    script: /\p{Script=Latin}/u,
  },
  'en-nytimes-world-rss2.xml': {
    format: 'rss',
    items: 57,
    title: 'Trump Said He’d End the War in Ukraine',
    script: /’/,
  },
  'en-reuters-feedburner-rss2.xml': {
    format: 'rss',
    items: 10,
    title: 'Iraq says deal reached over withdrawal',
    script: /\p{Script=Latin}/u,
  },
  'en-scriptingnews-jsonfeed.json': {
    format: 'rss-json',
    items: 50,
    title: 'Subscribable feed lists give power to users',
    script: /\p{Script=Latin}/u,
  },
  'en-talkingpointsmemo-atom.xml': {
    format: 'atom',
    items: 20,
    title: 'Hannity Announces Fox Has Hired Sebastian Gorka',
    script: /\p{Script=Latin}/u,
  },
  'en-washingtonpost-wellness-rss2.xml': {
    format: 'rss',
    items: 29,
    title: 'Schools minister to kids’ fitness',
    script: /’/,
  },
  'en-washingtonpost-world-rss2.xml': {
    format: 'rss',
    items: 9,
    title: 'U.S. offers more details on claim China',
    script: /\p{Script=Latin}/u,
  },
  'en-wsj-world-rss2.xml': {
    format: 'rss',
    items: 20,
    title: 'Palestinians Stream Back to Northern Gaza on Foot',
    script: /\p{Script=Latin}/u,
  },
  'es-20minutos-rdf.xml': {
    format: 'rdf',
    items: 15,
    title: 'Obama le recuerda a Trump que Putin',
    script: /\p{Script=Latin}/u,
  },
  'fr-lefigaro-culture-rss2.xml': {
    format: 'rss',
    items: 50,
    title: "«En écrivant j'ai eu le sentiment",
    script: /é/,
  },
  'fr-lemonde-une-rss2.xml': {
    format: 'rss',
    items: 21,
    title: 'JO d’hiver 2018 : pas de médaille pour Martin Fourcade',
    script: /é/,
  },
  'fr-leparisien-une-rss2.xml': {
    format: 'rss',
    items: 30,
    title: 'Neige et pluie verglaçante : alerte étendue',
    script: /ç/,
  },
  'ja-10e-org-rdf-shiftjis.xml': {
    format: 'rdf',
    items: 30,
    title: 'いろいろちょっと待ってネ。',
    script: /\p{Script=Hiragana}/u,
  },
  'ja-kabu-navi-atom03-eucjp.xml': {
    format: 'atom',
    items: 15,
    title: 'エフェクター細胞研究所、初値は公開価格を37％下回る',
    script: /\p{Script=Katakana}/u,
  },
  'ko-acnnewswire-rss2-euckr.xml': {
    format: 'rss',
    items: 8,
    title: 'JCB가 China UnionPay와 ATM 이용 계약을 체결',
    script: /\p{Script=Hangul}/u,
  },
  'ko-naver-blog-rss2-euckr.xml': {
    format: 'rss',
    items: 10,
    title: '2003년 업 그레이드된 기본강의시리즈 수강 안내',
    script: /\p{Script=Hangul}/u,
  },
  'ko-ricanet-rss092-cp949.xml': {
    format: 'rss',
    items: 10,
    title: '결정을 기록할 때는',
    script: /\p{Script=Hangul}/u,
  },
  'pt-jornal-de-noticias-rss2-iso8859-1.xml': {
    format: 'rss',
    items: 40,
    title: 'Mãe de utente é a nova presidente da Raríssimas',
    script: /ã/,
  },
  'pt-massanews-rss2-mojibake.xml': {
    format: 'rss',
    items: 50,
    title: 'Marcha das Vadias protesta contra feminicídio',
    script: /í/,
  },
  'pt-uol-noticias-rss2.xml': {
    format: 'rss',
    items: 15,
    title: 'Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin',
    script: /\p{Script=Latin}/u,
  },
  'tr-divxplanet-rss091-iso8859-9.xml': {
    format: 'rss',
    items: 30,
    title: 'Arctic Air English 1 CD altyazısı',
    script: /ı/,
  },
  'vi-vnexpress-the-gioi-rss2.xml': {
    format: 'rss',
    items: 1,
    title: 'Israel nối gót Mỹ rời Hội đồng Nhân quyền LHQ',
    script: /ố/,
  },
};

// UTF-8 read as Latin-1/Windows-1252 ("Ã¼", "â€™"), replacement characters, or C1 control characters.
// A web developer's blog whose posts quote HTML as code: there, "<a href>" is the text itself.
const QUOTES_HTML_AS_TEXT = new Set(['de-3960-journal-jsonfeed.json']);

const MOJIBAKE = /Ã[\u0080-\u00BF]|Â[\u00A0-\u00BF]|â€|\uFFFD|[\u0080-\u009F]/u;

describe.runIf(hasCorpus)('the shared feed corpus', () => {
  const files = hasCorpus ? fs.readdirSync(CORPUS_DIR).filter((f) => !f.endsWith('.md')) : [];

  it('has an expectation for every file', () => {
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const file of Object.keys(EXPECTED)) {
    it(`reads ${file}`, () => {
      const expected = EXPECTED[file]!;
      const decoded = decodeDocument(fs.readFileSync(path.join(CORPUS_DIR, file)), null);
      const feed = parseFeed(decoded.text);
      expect(feed.format).toBe(expected.format);
      expect(feed.entries).toHaveLength(expected.items);
      const items = feed.entries.map((entry) => normalizeEntry(entry, feed, FETCHED_AT));
      expect(
        items.every((item) => item !== null),
        'every entry has a link and a title',
      ).toBe(true);
      const titles = items.map((item) => item!.title);
      const known = titles.find((title) => title.includes(expected.title));
      expect(known, `a title containing "${expected.title}"`).toBeDefined();
      expect(known).toMatch(expected.script);
      for (const item of items) {
        expect(item!.url).toMatch(/^https?:\/\/[^/]+/);
        expect(item!.url).not.toMatch(/[?&](utm_[a-z]+|at_medium|xtor|maca)=/);
        expect(item!.publishedAt.getTime()).toBeLessThanOrEqual(FETCHED_AT.getTime());
        expect(item!.publishedAt.getFullYear()).toBeGreaterThanOrEqual(2002);
        for (const text of [item!.title, item!.feedText]) {
          expect(text, `${file}: ${text.slice(0, 80)}`).not.toMatch(MOJIBAKE);
          if (!QUOTES_HTML_AS_TEXT.has(file)) expect(text).not.toMatch(/<\/?(p|a|img|br|div|script)\b/i);
        }
      }
    });
  }

  it('dates items by their own date when they have one, by the feed date otherwise', () => {
    const read = (file: string) => {
      const feed = parseFeed(decodeDocument(fs.readFileSync(path.join(CORPUS_DIR, file)), null).text);
      return feed.entries.map((e) => normalizeEntry(e, feed, FETCHED_AT)!.publishedAt.toISOString());
    };
    expect(read('en-bbc-news-world-rss2.xml')[0]).toBe('2026-02-17T18:55:33.000Z');
    expect(read('pt-uol-noticias-rss2.xml')[0]).toMatch(/^2018-09-2/);
    expect(read('ko-acnnewswire-rss2-euckr.xml')).toContain('2005-07-21T05:00:00.000Z');
    // The Japan Times items carry no date element, but their links file them by day.
    const japanTimes = read('en-japantimes-rss2.xml');
    expect(japanTimes[0]).toBe('2017-01-07T12:00:00.000Z');
    expect(new Set(japanTimes).size).toBeGreaterThan(10);
    // The subtitle site's have neither: the channel's date stands in.
    expect(new Set(read('tr-divxplanet-rss091-iso8859-9.xml')).size).toBe(1);
  });

  it('says which items carry a date of their own', () => {
    const dated = (file: string) => {
      const feed = parseFeed(decodeDocument(fs.readFileSync(path.join(CORPUS_DIR, file)), null).text);
      return new Set(feed.entries.map((e) => normalizeEntry(e, feed, FETCHED_AT)!.dated));
    };
    expect(dated('en-bbc-news-world-rss2.xml')).toEqual(new Set([true]));
    expect(dated('ja-kabu-navi-atom03-eucjp.xml')).toEqual(new Set([true]));
    expect(dated('en-japantimes-rss2.xml')).toEqual(new Set([true]));
    expect(dated('tr-divxplanet-rss091-iso8859-9.xml')).toEqual(new Set([false]));
  });

  it('resolves feed-proxy and relative links to the publisher’s canonical URL', () => {
    const links = (file: string) => {
      const feed = parseFeed(decodeDocument(fs.readFileSync(path.join(CORPUS_DIR, file)), null).text);
      return feed.entries.map((e) => normalizeEntry(e, feed, FETCHED_AT)!.url);
    };
    expect(links('en-reuters-feedburner-rss2.xml')[0]).toBe(
      'http://www.reuters.com/article/us-mideast-crisis-iraq-turkey-abadi-idUSKBN14R0D4',
    );
    expect(links('en-bbc-news-world-rss2.xml')[0]).toBe('https://www.bbc.com/news/articles/cp81l0e1eg5o');
    expect(links('fr-lemonde-une-rss2.xml').every((u) => !u.includes('xtor'))).toBe(true);
  });
});
