import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import type { Category } from '#common/categories.ts';
import type { Language } from '#common/languages.ts';
import { imageVariantUrl } from '../images/image-urls.ts';
import { recordArticlesShown, recordCacheTags } from '../cache/cache-tags.ts';
import { siteTexts } from '../i18n/site-texts.ts';
import { escapeXml } from '#common/text/escape-xml.ts';
import { plainFeedText } from './plain-feed-text.ts';

/** Items per feed: the newest 50. */
export const FEED_ITEMS = 50;

export interface FeedRequest {
  language: Language;
  category?: Category | undefined;
  siteUrl: string;
  siteName: string;
}

interface FeedRow {
  id: number;
  slug: string;
  category: string;
  published_at: Date | string;
  updated_at: Date | string;
  title: string;
  summary: string;
  author_name: string | null;
  image_id: number | null;
  image_bytes: number | null;
}

/** The newest stories that exist in the language (no fallback texts: a Korean feed reads Korean). */
async function feedRows(db: Database, request: FeedRequest): Promise<FeedRow[]> {
  recordCacheTags('lists', 'search');
  const rows = await queryRows<FeedRow>(
    db,
    sql`select a.id, a.slug, a.category, a.published_at, greatest(a.updated_at, t.updated_at) as updated_at,
               t.title, t.summary, t.author_name, a.image_id, octet_length(v.bytes) as image_bytes
        from articles a
        join article_translations t on t.article_id = a.id and t.language = ${request.language}
        left join image_variants v on v.image_id = a.image_id and v.variant = 'medium' and v.format = 'webp'
        where a.languages @> array[${request.language}]::text[]
          ${request.category ? sql`and a.category = ${request.category}` : sql``}
        order by a.published_at desc, a.id desc
        limit ${FEED_ITEMS}`,
  );
  recordArticlesShown(rows.map((r) => r.id));
  return rows;
}

/**
 * When the feed last changed: its newest story's last change, or for a feed with no story yet (a category
 * nothing was filed under) the site's newest change, not 1 January 1970.
 */
async function feedUpdated(db: Database, rows: FeedRow[]): Promise<Date> {
  if (rows[0]) return toDate(rows[0].updated_at);
  const [site] = await queryRows<{ updated_at: Date | string | null }>(
    db,
    sql`select max(updated_at) as updated_at from articles`,
  );
  return site?.updated_at ? toDate(site.updated_at) : new Date();
}

/** Where the feed's stories are read, and what it is called. */
function describeFeed(request: FeedRequest) {
  const texts = siteTexts(request.language, request.siteName);
  const categoryName = request.category ? texts.categoryName(request.category) : undefined;
  const home = `${request.siteUrl}/${request.language}`;
  return {
    texts,
    title: categoryName ? `${request.siteName}: ${categoryName}` : request.siteName,
    link: request.category ? `${home}?category=${request.category}` : home,
    feedPath: `/${request.language}${request.category ? `/${request.category}` : ''}`,
  };
}

/** A stable identifier of a story in one language, which survives a change of its address (RFC 4151). */
function entryId(siteUrl: string, id: number, language: Language): string {
  return `tag:${new URL(siteUrl).hostname},2025:article-${id}-${language}`;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

// Written by hand rather than with feedsmith's generator (the pipeline's parser): it wraps any text with "<" or
// "&" in CDATA and pretty-prints, so a title's text gains the indentation around it, and markup-looking titles
// travel unescaped inside CDATA. Here every text is escaped and nothing is added around it; what people read
// (titles, summaries, names) is also kept from looking like markup to readers that guess (plain-feed-text.ts).

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

function element(name: string, text: string, attributes = ''): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

/** An element of text for people to read, which no reader takes for HTML. */
function textElement(name: string, text: string): string {
  return element(name, plainFeedText(text));
}

function articleUrl(request: FeedRequest, slug: string): string {
  return `${request.siteUrl}/${request.language}/news/${encodeURIComponent(slug)}`;
}

function pictureOf(request: FeedRequest, row: FeedRow): { url: string; length: number } | null {
  if (row.image_id === null || row.image_bytes === null) return null;
  return {
    url: `${request.siteUrl}${imageVariantUrl(row.image_id, 'medium')}`,
    length: Number(row.image_bytes),
  };
}

/** RSS 2.0: title, summary, link, GUID, dates, category and the card picture as an enclosure. */
export async function rssFeed(db: Database, request: FeedRequest): Promise<string> {
  const rows = await feedRows(db, request);
  const feed = describeFeed(request);
  const items = rows.map((row) => {
    const picture = pictureOf(request, row);
    return (
      '<item>' +
      textElement('title', row.title) +
      element('link', articleUrl(request, row.slug)) +
      textElement('description', row.summary) +
      element('guid', entryId(request.siteUrl, row.id, request.language), ' isPermaLink="false"') +
      element('pubDate', toDate(row.published_at).toUTCString()) +
      textElement('category', feed.texts.categoryName(row.category)) +
      (picture
        ? `<enclosure url="${escapeXml(picture.url)}" length="${picture.length}" type="image/webp"/>`
        : '') +
      '</item>\n'
    );
  });
  const updated = await feedUpdated(db, rows);
  return (
    XML_HEADER +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    textElement('title', feed.title) +
    element('link', feed.link) +
    textElement('description', feed.texts.tagline) +
    element('language', request.language) +
    element('generator', request.siteName) +
    element('lastBuildDate', updated.toUTCString()) +
    `<atom:link href="${escapeXml(`${request.siteUrl}${feed.feedPath}/feed.xml`)}" rel="self" type="application/rss+xml"/>\n` +
    items.join('') +
    '</channel>\n</rss>\n'
  );
}

/** Atom 1.0: the same stories, with published and updated dates. */
export async function atomFeed(db: Database, request: FeedRequest): Promise<string> {
  const rows = await feedRows(db, request);
  const feed = describeFeed(request);
  const self = `${request.siteUrl}${feed.feedPath}/atom.xml`;
  const entries = rows.map((row) => {
    const picture = pictureOf(request, row);
    return (
      '<entry>' +
      element('id', entryId(request.siteUrl, row.id, request.language)) +
      textElement('title', row.title) +
      textElement('summary', row.summary) +
      `<link rel="alternate" type="text/html" hreflang="${request.language}" href="${escapeXml(articleUrl(request, row.slug))}"/>` +
      (picture
        ? `<link rel="enclosure" type="image/webp" length="${picture.length}" href="${escapeXml(picture.url)}"/>`
        : '') +
      element('published', toDate(row.published_at).toISOString()) +
      element('updated', toDate(row.updated_at).toISOString()) +
      `<author>${textElement('name', row.author_name ?? request.siteName)}</author>` +
      `<category term="${escapeXml(row.category)}" label="${escapeXml(feed.texts.categoryName(row.category))}"/>` +
      '</entry>\n'
    );
  });
  const updated = await feedUpdated(db, rows);
  return (
    XML_HEADER +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${request.language}">\n` +
    element('id', self) +
    textElement('title', feed.title) +
    textElement('subtitle', feed.texts.tagline) +
    element('updated', updated.toISOString()) +
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>` +
    `<link rel="alternate" type="text/html" hreflang="${request.language}" href="${escapeXml(feed.link)}"/>` +
    `<author>${textElement('name', request.siteName)}${element('uri', request.siteUrl)}</author>` +
    element('generator', request.siteName) +
    '\n' +
    entries.join('') +
    '</feed>\n'
  );
}
