import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseAtomFeed, parseRssFeed } from 'feedsmith';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import { insertArticle } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { LANGUAGES } from '#common/languages.ts';
import { SITEMAP_MAX_URLS, STATIC_PAGE_PATHS } from './sitemaps.ts';
import { plainFeedText } from './plain-feed-text.ts';

const HOSTILE_TITLE = '</script><script>alert(1)</script> "Quotes" & \u202Eright-to-left\u202C <b>';
const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

/** What the parser makes of the sitemaps: elements by name, attributes under "@". */
type XmlDocument = Record<string, Record<string, unknown>>;

interface NewsEntry {
  loc: string;
  'news:news': {
    'news:publication': Record<string, string>;
    'news:title': string;
    'news:publication_date': string;
  };
}

interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: Array<{ '@hreflang': string; '@href': string }>;
}

describe.each(testDatabaseKinds())('robots.txt, sitemaps, feeds and manifests on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const get = (path: string) => app.request(path);
  const getXml = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    const text = await res.text();
    expect(XMLValidator.validate(text), path).toBe(true);
    return { res, text, doc: xml.parse(text) as XmlDocument };
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
    await insertArticle(handle.db, {
      slug: 'rates-held',
      category: 'economy',
      publishedAt: new Date(Date.now() - 3600_000),
      translations: [
        { language: 'en', title: 'Central bank holds rates', summary: 'The bank kept its rate at 3%.' },
        { language: 'ko', title: '중앙은행 금리 동결', summary: '은행은 금리를 3%로 유지했다.' },
        { language: 'hi', title: 'केंद्रीय बैंक ने दरें स्थिर रखीं', summary: 'बैंक ने दर 3% पर रखी।' },
      ],
    });
    await insertArticle(handle.db, {
      slug: 'seoul-snow',
      category: 'world',
      originalLanguage: 'ko',
      publishedAt: new Date(Date.now() - 2 * 3600_000),
      translations: [{ language: 'ko', title: '서울에 첫눈', summary: '올겨울 첫눈이 내렸다.' }],
    });
    await insertArticle(handle.db, {
      slug: 'hostile-title',
      category: 'technology',
      publishedAt: new Date(Date.now() - 4 * 24 * 3600_000),
      translations: [{ language: 'en', title: HOSTILE_TITLE, summary: `${HOSTILE_TITLE} summary` }],
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('robots.txt keeps crawlers out of the API and names the sitemap index', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
    expect(text).not.toContain('admin');
  });

  it('the index lists the static pages, a file per language that has articles, and the news sitemap', async () => {
    const { doc } = await getXml('/sitemap.xml');
    const locs = (doc.sitemapindex!.sitemap as Array<{ loc: string }>).map((s) => s.loc);
    expect(locs).toEqual([
      `${TEST_SITE_URL}/sitemaps/pages.xml`,
      `${TEST_SITE_URL}/sitemaps/articles-en-1.xml`,
      `${TEST_SITE_URL}/sitemaps/articles-ko-1.xml`,
      `${TEST_SITE_URL}/sitemaps/articles-hi-1.xml`,
      `${TEST_SITE_URL}/sitemaps/news-1.xml`,
    ]);
    for (const loc of locs) await getXml(new URL(loc).pathname);
    expect((await get('/sitemaps/articles-ja-1.xml')).status).toBe(404);
    expect((await get('/sitemaps/articles-en-2.xml')).status).toBe(404);
    expect((await get('/sitemaps/articles-xx-1.xml')).status).toBe(404);
    expect((await get('/sitemaps/..%2Fpackage.json')).status).toBe(404);
  });

  it('the static pages come in all 11 languages, each naming the other 10 and x-default', async () => {
    const { doc } = await getXml('/sitemaps/pages.xml');
    const urls = doc.urlset!.url as UrlEntry[];
    expect(urls).toHaveLength(STATIC_PAGE_PATHS.length * LANGUAGES.length);
    const about = urls.find((u) => u.loc === `${TEST_SITE_URL}/hi/about`)!;
    expect(about['xhtml:link']!.map((l) => l['@hreflang'])).toEqual([...LANGUAGES, 'x-default']);
    expect(about['xhtml:link']!.find((l) => l['@hreflang'] === 'x-default')!['@href']).toBe(
      `${TEST_SITE_URL}/en/about`,
    );
  });

  it("an article's alternates are only the languages it exists in; x-default is English or its own language", async () => {
    const ko = (await getXml('/sitemaps/articles-ko-1.xml')).doc.urlset!.url as UrlEntry[];
    expect(ko.map((u) => u.loc)).toEqual([
      `${TEST_SITE_URL}/ko/news/rates-held`,
      `${TEST_SITE_URL}/ko/news/seoul-snow`,
    ]);
    expect(ko[0]!['xhtml:link']!.map((l) => `${l['@hreflang']} ${l['@href']}`)).toEqual([
      `en ${TEST_SITE_URL}/en/news/rates-held`,
      `hi ${TEST_SITE_URL}/hi/news/rates-held`,
      `ko ${TEST_SITE_URL}/ko/news/rates-held`,
      `x-default ${TEST_SITE_URL}/en/news/rates-held`,
    ]);
    expect(ko[1]!['xhtml:link']!.map((l) => `${l['@hreflang']} ${l['@href']}`)).toEqual([
      `ko ${TEST_SITE_URL}/ko/news/seoul-snow`,
      `x-default ${TEST_SITE_URL}/ko/news/seoul-snow`,
    ]);
    expect(ko[0]!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('the news sitemap holds the last 48 hours only, one URL per language, with Google News fields', async () => {
    const { doc } = await getXml('/sitemaps/news-1.xml');
    const urls = doc.urlset!.url as NewsEntry[];
    expect(urls.map((u) => u.loc).sort()).toEqual(
      [
        `${TEST_SITE_URL}/en/news/rates-held`,
        `${TEST_SITE_URL}/hi/news/rates-held`,
        `${TEST_SITE_URL}/ko/news/rates-held`,
        `${TEST_SITE_URL}/ko/news/seoul-snow`,
      ].sort(),
    );
    const korean = urls.find((u) => u.loc.endsWith('/ko/news/seoul-snow'))!['news:news'];
    expect(korean['news:publication']).toEqual({ 'news:name': 'Tidings', 'news:language': 'ko' });
    expect(korean['news:title']).toBe('서울에 첫눈');
    expect(korean['news:publication_date']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('RSS and Atom per language parse back with title, summary, link, GUID, dates, category and picture', async () => {
    const rss = await getXml('/ko/feed.xml');
    expect(rss.res.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const channel = parseRssFeed(rss.text);
    expect(channel.title).toBe('Tidings');
    expect(channel.language).toBe('ko');
    expect(channel.items?.map((i) => i.title)).toEqual(['중앙은행 금리 동결', '서울에 첫눈']);
    const first = channel.items![0]!;
    expect(first.link).toBe(`${TEST_SITE_URL}/ko/news/rates-held`);
    expect(first.description).toBe('은행은 금리를 3%로 유지했다.');
    expect(first.guid?.value).toMatch(/^tag:localhost,2025:article-\d+-ko$/);
    expect(first.guid?.isPermaLink).toBe(false);
    expect(first.pubDate).toBeTruthy();
    expect(first.categories?.[0]?.name).toBe('경제');

    const atom = parseAtomFeed((await getXml('/hi/atom.xml')).text);
    expect(atom.title?.value).toBe('Tidings');
    expect(atom.entries?.map((e) => e.title?.value)).toEqual(['केंद्रीय बैंक ने दरें स्थिर रखीं']);
    const entry = atom.entries![0]!;
    expect(entry.links?.[0]?.href).toBe(`${TEST_SITE_URL}/hi/news/rates-held`);
    expect(entry.summary?.value).toBe('बैंक ने दर 3% पर रखी।');
    expect(entry.published).toBeTruthy();
    expect(entry.updated).toBeTruthy();
    expect(entry.categories?.[0]?.term).toBe('economy');
  });

  it('category feeds hold only that category; unknown languages and categories are 404', async () => {
    const world = parseRssFeed((await getXml('/ko/world/feed.xml')).text);
    expect(world.title).toBe('Tidings: 국제');
    expect(world.items?.map((i) => i.title)).toEqual(['서울에 첫눈']);
    expect(parseAtomFeed((await getXml('/ko/economy/atom.xml')).text).entries).toHaveLength(1);
    expect((await get('/xx/feed.xml')).status).toBe(404);
    expect((await get('/ko/gossip/feed.xml')).status).toBe(404);
  });

  it('an empty category feed is dated by the site’s newest change, not 1 January 1970', async () => {
    const rss = parseRssFeed((await getXml('/ko/health/feed.xml')).text);
    const atom = parseAtomFeed((await getXml('/ko/health/atom.xml')).text);
    expect(rss.items ?? []).toHaveLength(0);
    expect(atom.entries ?? []).toHaveLength(0);
    const [newest] = await queryRows<{ at: string }>(
      handle.db,
      sql`select to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at from articles`,
    );
    expect(new Date(rss.lastBuildDate!).toISOString().slice(0, 19)).toBe(newest!.at);
    expect(new Date(atom.updated!).toISOString().slice(0, 19)).toBe(newest!.at);
  });

  it('a hostile title stays text in the feeds and sitemaps', async () => {
    // The feeds add an invisible joiner after "<" so that no reader takes the title for markup (plain-feed-text.ts).
    const rss = await getXml('/en/feed.xml');
    expect(rss.text).not.toContain('<script>');
    expect(parseRssFeed(rss.text).items?.find((i) => i.link?.endsWith('/hostile-title'))?.title).toBe(
      plainFeedText(HOSTILE_TITLE),
    );
    const atom = await getXml('/en/atom.xml');
    expect(atom.text).not.toContain('<script>');
    expect(
      parseAtomFeed(atom.text).entries?.find((e) => e.links?.[0]?.href?.endsWith('/hostile-title'))?.title
        ?.value,
    ).toBe(plainFeedText(HOSTILE_TITLE));

    // The news sitemap carries titles too.
    await insertArticle(handle.db, {
      slug: 'hostile-recent',
      translations: [{ language: 'ja', title: HOSTILE_TITLE }],
    });
    const news = await getXml('/sitemaps/news-1.xml');
    expect(news.text).not.toContain('<script>');
    const urls = news.doc.urlset!.url as NewsEntry[];
    expect(urls.find((u) => u.loc.endsWith('/ja/news/hostile-recent'))?.['news:news']['news:title']).toBe(
      HOSTILE_TITLE,
    );
  });

  it('the web app manifest opens the app in the language it was installed from', async () => {
    const res = await get('/ko/manifest.webmanifest');
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: Array<{ sizes: string; purpose: string }>;
      theme_color: string;
    };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Tidings',
      short_name: 'Tidings',
      lang: 'ko',
      start_url: '/ko',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect((await get('/xx/manifest.webmanifest')).status).toBe(404);
  });

  it('splits a language into files of SITEMAP_MAX_URLS, every article in exactly one', async () => {
    // Straight into the tables: thousands of articles through the use case would take a minute.
    await handle.db.execute(sql`
      insert into articles (slug, category, country, reading_time, published_at)
      select 'bulk-' || n, 'science', 'US', 2, now() - interval '10 days' from generate_series(1, ${SITEMAP_MAX_URLS}) as n`);
    await handle.db.execute(sql`
      insert into article_translations (article_id, language, title, summary, content)
      select id, 'en', 'Bulk ' || id, 'Summary', 'Body' from articles where slug like 'bulk-%'`);
    const { doc } = await getXml('/sitemap.xml');
    const english = (doc.sitemapindex!.sitemap as Array<{ loc: string }>)
      .map((s) => s.loc)
      .filter((loc) => loc.includes('/articles-en-'));
    expect(english).toEqual([
      `${TEST_SITE_URL}/sitemaps/articles-en-1.xml`,
      `${TEST_SITE_URL}/sitemaps/articles-en-2.xml`,
    ]);
    const first = (await getXml('/sitemaps/articles-en-1.xml')).doc.urlset!.url as UrlEntry[];
    const second = (await getXml('/sitemaps/articles-en-2.xml')).doc.urlset!.url as UrlEntry[];
    expect(first).toHaveLength(SITEMAP_MAX_URLS);
    // In English: rates-held, hostile-title and the bulk, 5,002 in all.
    expect(second).toHaveLength(2);
    const all = new Set([...first, ...second].map((u) => u.loc));
    expect(all.size).toBe(SITEMAP_MAX_URLS + 2);
    expect(all.has(`${TEST_SITE_URL}/en/news/bulk-${SITEMAP_MAX_URLS}`)).toBe(true);
    // 5,000 rows through the search index's triggers: 53 s measured on a busy 2-core machine, over the default 30 s.
  }, 120_000);
});
