import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '#common/languages.ts';
import { escapeXml } from '#common/text/escape-xml.ts';

/**
 * URLs per article sitemap. Each URL carries an alternate link per language the article has (up to 12 lines),
 * so 5,000 keep a file near 6 MB, far inside the protocol's 50,000 URLs and 50 MB.
 */
export const SITEMAP_MAX_URLS = 5_000;
/** Google News reads at most 1,000 URLs per news sitemap. */
export const NEWS_SITEMAP_MAX_URLS = 1_000;
/** Google News lists articles of the last two days. */
const NEWS_WINDOW_HOURS = 48;
/** Rows read from the database at a time while a sitemap is written. */
const BATCH = 1_000;

/** The public pages every language has, after /{lang}. */
export const STATIC_PAGE_PATHS = [
  '',
  '/archive',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
];

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const NEWS_URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n';

/** The files the sitemap index lists, by name under /sitemaps/. */
export type SitemapFile =
  { kind: 'pages' } | { kind: 'articles'; language: Language; page: number } | { kind: 'news'; page: number };

/** Reads a sitemap file name (pages.xml, articles-ko-2.xml, news-1.xml); null for anything else. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const articles = /^articles-([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(name);
  if (articles && isLanguage(articles[1]))
    return { kind: 'articles', language: articles[1], page: Number(articles[2]) };
  const news = /^news-([1-9]\d{0,5})\.xml$/.exec(name);
  if (news) return { kind: 'news', page: Number(news[1]) };
  return null;
}

function sitemapFileName(file: SitemapFile): string {
  if (file.kind === 'pages') return 'pages.xml';
  if (file.kind === 'articles') return `articles-${file.language}-${file.page}.xml`;
  return `news-${file.page}.xml`;
}

/** How many files of each kind there are now. */
async function countFiles(db: Database): Promise<{ articles: Map<Language, number>; news: number }> {
  const perLanguage = await queryRows<{ language: string; n: number }>(
    db,
    sql`select language, count(*)::int as n from article_translations group by language`,
  );
  const [recent] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from articles a cross join unnest(a.languages) as l(language)
        where a.published_at > now() - make_interval(hours => ${NEWS_WINDOW_HOURS})`,
  );
  const articles = new Map<Language, number>();
  for (const row of perLanguage) {
    if (isLanguage(row.language)) articles.set(row.language, Math.ceil(Number(row.n) / SITEMAP_MAX_URLS));
  }
  return { articles, news: Math.ceil(Number(recent?.n ?? 0) / NEWS_SITEMAP_MAX_URLS) };
}

/**
 * Whether a file the index would list exists (a page past the last is a 404): one row looked up at the
 * page's first position, not a count of the whole table.
 */
export async function sitemapFileExists(db: Database, file: SitemapFile): Promise<boolean> {
  if (file.kind === 'pages') return true;
  if (file.kind === 'news') {
    if (file.page === 1) return true;
    const rows = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from articles a cross join unnest(a.languages) as l(language)
          where a.published_at > now() - make_interval(hours => ${NEWS_WINDOW_HOURS})
          offset ${(file.page - 1) * NEWS_SITEMAP_MAX_URLS} limit 1`,
    );
    return rows.length > 0;
  }
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from article_translations where language = ${file.language}
        order by article_id offset ${(file.page - 1) * SITEMAP_MAX_URLS} limit 1`,
  );
  return rows.length > 0;
}

/** The sitemap index: the static pages, each language's articles in files of SITEMAP_MAX_URLS, the news sitemaps. */
export async function sitemapIndex(db: Database, siteUrl: string): Promise<string> {
  const counts = await countFiles(db);
  const files: SitemapFile[] = [{ kind: 'pages' }];
  for (const language of LANGUAGES) {
    const pages = counts.articles.get(language) ?? 0;
    for (let page = 1; page <= pages; page++) files.push({ kind: 'articles', language, page });
  }
  // One news sitemap even with no recent story, so that its address stays valid for the engines told of it.
  for (let page = 1; page <= Math.max(1, counts.news); page++) files.push({ kind: 'news', page });
  const entries = files.map(
    (file) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>\n`,
  );
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

/** One <url> with its alternates (hreflang) and, when known, its last change. */
function urlEntry(loc: string, alternates: Array<[string, string]>, lastmod?: string): string {
  const links = alternates
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>\n`;
}

/** Home, archive, about, contact and the legal pages in every language, each with its 11 alternates. */
export async function* pagesSitemap(siteUrl: string): AsyncGenerator<string> {
  yield XML_HEADER + URLSET_OPEN;
  for (const path of STATIC_PAGE_PATHS) {
    const alternates: Array<[string, string]> = [
      ...LANGUAGES.map((l): [string, string] => [l, `${siteUrl}/${l}${path}`]),
      ['x-default', `${siteUrl}/${DEFAULT_LANGUAGE}${path}`],
    ];
    for (const language of LANGUAGES) yield urlEntry(`${siteUrl}/${language}${path}`, alternates);
  }
  yield '</urlset>\n';
}

/** The language an article's x-default points at: English when it has it, else its own language. */
export function defaultLanguageOf(languages: readonly string[], originalLanguage: string): string {
  if (languages.includes(DEFAULT_LANGUAGE)) return DEFAULT_LANGUAGE;
  return languages.includes(originalLanguage) ? originalLanguage : (languages[0] ?? DEFAULT_LANGUAGE);
}

interface ArticleUrlRow {
  id: number;
  slug: string;
  languages: string[];
  original_language: string;
  lastmod: string;
}

/**
 * Page `page` of the articles that exist in `language` (fallbacks are not listed: hreflang never points at
 * one), oldest first so that a page's contents stay put as stories arrive, read BATCH rows at a time.
 */
export async function* articlesSitemap(
  db: Database,
  siteUrl: string,
  language: Language,
  page: number,
): AsyncGenerator<string> {
  yield XML_HEADER + URLSET_OPEN;
  let remaining = SITEMAP_MAX_URLS;
  let after: number | null = null;
  while (remaining > 0) {
    const limit = Math.min(BATCH, remaining);
    const start: SQL = after === null ? sql`offset ${(page - 1) * SITEMAP_MAX_URLS}` : sql``;
    const rows: ArticleUrlRow[] = await queryRows<ArticleUrlRow>(
      db,
      sql`select a.id, a.slug, a.languages, a.original_language,
                 to_char(greatest(a.updated_at, t.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
          from article_translations t join articles a on a.id = t.article_id
          where t.language = ${language} ${after === null ? sql`` : sql`and t.article_id > ${after}`}
          order by t.article_id
          limit ${limit} ${start}`,
    );
    for (const row of rows) {
      const url = (l: string) => `${siteUrl}/${l}/news/${encodeURIComponent(row.slug)}`;
      const alternates: Array<[string, string]> = row.languages.map((l): [string, string] => [l, url(l)]);
      alternates.push(['x-default', url(defaultLanguageOf(row.languages, row.original_language))]);
      yield urlEntry(url(language), alternates, row.lastmod);
    }
    if (rows.length < limit) break;
    remaining -= rows.length;
    after = rows.at(-1)!.id;
  }
  yield '</urlset>\n';
}

interface NewsUrlRow {
  slug: string;
  language: string;
  title: string;
  published: string;
}

/** Page `page` of the stories of the last 48 hours, one URL per language each exists in, newest first. */
export async function* newsSitemap(
  db: Database,
  siteUrl: string,
  siteName: string,
  page: number,
): AsyncGenerator<string> {
  yield XML_HEADER + NEWS_URLSET_OPEN;
  const rows = await queryRows<NewsUrlRow>(
    db,
    sql`select a.slug, t.language, t.title,
               to_char(a.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published
        from articles a join article_translations t on t.article_id = a.id
        where a.published_at > now() - make_interval(hours => ${NEWS_WINDOW_HOURS})
        order by a.published_at desc, a.id desc, t.language
        limit ${NEWS_SITEMAP_MAX_URLS} offset ${(page - 1) * NEWS_SITEMAP_MAX_URLS}`,
  );
  for (const row of rows) {
    yield `<url><loc>${escapeXml(`${siteUrl}/${row.language}/news/${encodeURIComponent(row.slug)}`)}</loc><news:news><news:publication><news:name>${escapeXml(siteName)}</news:name><news:language>${row.language}</news:language></news:publication><news:publication_date>${row.published}</news:publication_date><news:title>${escapeXml(row.title)}</news:title></news:news></url>\n`;
  }
  yield '</urlset>\n';
}

/** robots.txt: everything but the API may be crawled; the sitemap index is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
