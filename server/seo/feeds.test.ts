import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import FeedParser from 'feedparser';
import { parseFeed } from '@rowanmanning/feed-parser';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { WORD_JOINER } from './plain-feed-text.ts';

// Python's feedparser (kurtmckee/feedparser, feedparser/mixin.py, looks_like_html) takes an RSS title for HTML
// when it holds a closing tag or a character reference, and then sanitizes it; these are its two regular
// expressions, with Python's \w (any letter, digit or "_") spelled out.
const FEEDPARSER_CLOSING_TAG = /<\/([\p{L}\p{N}_]+)>/u;
const FEEDPARSER_REFERENCE = /&#?[\p{L}\p{N}_]+;/u;
// Readers that treat every RSS description as HTML start a tag or a character reference here (HTML's tokenizer).
const HTML_MARKUP_START = /<[A-Za-z/!?]|&[A-Za-z0-9#]/;

function looksLikeMarkup(text: string): boolean {
  return FEEDPARSER_CLOSING_TAG.test(text) || FEEDPARSER_REFERENCE.test(text) || HTML_MARKUP_START.test(text);
}

/** What a person sees: the text without the invisible joiners the feeds add. */
const asSeen = (text: string | null | undefined) => text?.replaceAll(WORD_JOINER, '');

const MARKUP_TITLE = 'Why "</b>" closes <b>bold</b> text, and 3 < 4 > 2 & 1';
const MARKUP_SUMMARY = "Fish &amp; chips, &copy 2026, &#60; and 'quotes' 😀👩🏽‍💻 <!-- a note --> <?php ?> <>";
const KOREAN_TITLE = '금리 <b>동결</b> &amp; 전망 — "따옴표" 🚀';
const KOREAN_SUMMARY = '은행은 금리를 3%로 유지했다 </p> &nbsp; 한국어 요약.';

/** A feed as one reader read it: the feed's title and date, and each item's texts, address and dates. */
interface FeedAsRead {
  title: string | null;
  updated: Date | null;
  items: Array<{
    title: string;
    summary: string;
    link: string;
    published: Date | null;
    updated: Date | null;
  }>;
}

/** node-feedparser (sax). */
async function readWithFeedparser(xml: string): Promise<FeedAsRead> {
  const parser = new FeedParser({});
  Readable.from([xml]).pipe(parser);
  const items: FeedAsRead['items'] = [];
  for await (const item of parser) {
    items.push({
      title: item.title,
      summary: item.description,
      link: item.link,
      published: item.pubdate,
      updated: item.date,
    });
  }
  return { title: parser.meta.title, updated: parser.meta.date, items };
}

/** @rowanmanning/feed-parser (fast-xml-parser, then HTML entities decoded). */
function readWithFeedParser(xml: string): FeedAsRead {
  const feed = parseFeed(xml);
  return {
    title: feed.title,
    updated: feed.updated,
    items: feed.items.map((item) => ({
      title: item.title ?? '',
      summary: item.description ?? '',
      link: item.url ?? '',
      published: item.published,
      updated: item.updated,
    })),
  };
}

const seconds = (date: Date | string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

it('the fixtures would be taken for markup as written, so the checks below can fail', () => {
  for (const text of [MARKUP_TITLE, MARKUP_SUMMARY, KOREAN_TITLE, KOREAN_SUMMARY]) {
    expect(FEEDPARSER_CLOSING_TAG.test(text) || FEEDPARSER_REFERENCE.test(text), text).toBe(true);
  }
});

describe.each(testDatabaseKinds())('feeds every parser reads alike on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    await insertArticle(handle.db, {
      slug: 'markup-looking',
      category: 'economy',
      publishedAt: new Date(Date.now() - 3600_000),
      translations: [
        { language: 'en', title: MARKUP_TITLE, summary: MARKUP_SUMMARY },
        { language: 'ko', title: KOREAN_TITLE, summary: KOREAN_SUMMARY },
      ],
    });
    await insertArticle(handle.db, {
      slug: 'plain-words',
      category: 'world',
      publishedAt: new Date(Date.now() - 2 * 3600_000),
      translations: [
        { language: 'en', title: 'Central bank holds rates', summary: 'The bank kept its rate at 3%.' },
        { language: 'ko', title: '서울에 첫눈', summary: '올겨울 첫눈이 내렸다.' },
      ],
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** The stories of a feed as the site holds them, newest first. */
  async function heldStories(language: string, category?: string) {
    return queryRows<{
      slug: string;
      title: string;
      summary: string;
      published_at: string;
      updated_at: string;
    }>(
      handle.db,
      sql`select a.slug, t.title, t.summary, a.published_at, greatest(a.updated_at, t.updated_at) as updated_at
          from articles a join article_translations t on t.article_id = a.id and t.language = ${language}
          ${category ? sql`where a.category = ${category}` : sql``}
          order by a.published_at desc, a.id desc`,
    );
  }

  async function fetchFeed(path: string): Promise<string> {
    const res = await app.request(path);
    expect(res.status, path).toBe(200);
    return res.text();
  }

  describe.each([
    { base: '/en', language: 'en', category: undefined, title: 'Tidings' },
    { base: '/ko', language: 'ko', category: undefined, title: 'Tidings' },
    { base: '/en/economy', language: 'en', category: 'economy', title: 'Tidings: Economy' },
    { base: '/ko/economy', language: 'ko', category: 'economy', title: 'Tidings: 경제' },
  ])('$base', ({ base, language, category, title }) => {
    it.each(['feed.xml', 'atom.xml'])(
      '%s: both parsers read the title, summary, link and dates the site holds, none of it markup',
      async (file) => {
        const xml = await fetchFeed(`${base}/${file}`);
        const held = await heldStories(language, category);
        expect(held.length).toBeGreaterThan(0);
        for (const feed of [await readWithFeedparser(xml), readWithFeedParser(xml)]) {
          expect(feed.title).toBe(title);
          expect(feed.items).toHaveLength(held.length);
          for (const [i, story] of held.entries()) {
            const item = feed.items[i]!;
            expect(asSeen(item.title)).toBe(story.title);
            expect(asSeen(item.summary)).toBe(story.summary);
            expect(looksLikeMarkup(item.title), item.title).toBe(false);
            expect(looksLikeMarkup(item.summary), item.summary).toBe(false);
            expect(item.link).toBe(`${TEST_SITE_URL}/${language}/news/${story.slug}`);
            expect(seconds(item.published)).toBe(seconds(story.published_at));
            if (file === 'atom.xml') expect(seconds(item.updated)).toBe(seconds(story.updated_at));
          }
        }
      },
    );
  });

  it.each(['feed.xml', 'atom.xml'])(
    'an empty category feed (%s) reads as no stories, dated by the site’s newest change',
    async (file) => {
      const xml = await fetchFeed(`/ko/health/${file}`);
      const [site] = await queryRows<{ updated_at: string }>(
        handle.db,
        sql`select max(updated_at) as updated_at from articles`,
      );
      for (const feed of [await readWithFeedparser(xml), readWithFeedParser(xml)]) {
        expect(feed.title).toBe('Tidings: 건강');
        expect(feed.items).toHaveLength(0);
        expect(seconds(feed.updated)).toBe(seconds(site!.updated_at));
      }
    },
  );
});
