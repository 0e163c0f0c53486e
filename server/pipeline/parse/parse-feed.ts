import { parseFeed as parseAnyFeed } from 'feedsmith';
import { resolveFeedProxyLink } from '../stories/canonicalize-url.ts';
import { prepareXml } from './prepare-xml.ts';

/** The formats read, including RSS 2.0 that someone serialised as JSON ({"rss":{"channel":…}}). */
export type FeedFormat = 'rss' | 'rdf' | 'atom' | 'json' | 'rss-json';

/** One entry of any feed format, still with the publisher's HTML in summary and content. */
export interface FeedEntry {
  guid: string | null;
  /** Absolute link to the article (xml:base and the feed's link resolved; feed proxies unwrapped). */
  link: string | null;
  title: string;
  summaryHtml: string;
  contentHtml: string;
  authors: string[];
  categories: string[];
  /** The date as written; parseFeedDate reads it. */
  published: string | null;
  imageUrl: string | null;
  language: string | null;
}

/** A feed in one shape, whatever its format. */
export interface ParsedFeed {
  format: FeedFormat;
  title: string | null;
  siteUrl: string | null;
  language: string | null;
  /** The feed's own date (channel pubDate, lastBuildDate, Atom updated), for entries that carry none. */
  updated: string | null;
  entries: FeedEntry[];
}

/** Thrown for a document that is no feed in any known format. */
export class FeedParseError extends Error {
  override name = 'FeedParseError';
}

type Loose = Record<string, unknown>;

const asObject = (value: unknown): Loose | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
/** Text of a field that may be a string, a number, or an object with a value/text/href. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  const object = asObject(value);
  if (!object) return null;
  return text(object.value ?? object.text ?? object['#text'] ?? object.href ?? object.url ?? object.name);
}

/**
 * Parses RSS 0.9x/2.0, RSS 1.0 (RDF), Atom 0.3/1.0, JSON Feed and RSS-in-JSON into one shape. XML is first
 * made safe and well formed (no DTD, so no external or expanding entities; bare ampersands escaped).
 */
export function parseFeed(document: string): ParsedFeed {
  const trimmed = document.trimStart();
  if (trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      throw new FeedParseError('not valid JSON');
    }
    const rss = asObject(asObject(json)?.rss);
    if (rss) return fromRssJson(rss);
  }
  let parsed: ReturnType<typeof parseAnyFeed>;
  try {
    parsed = parseAnyFeed(trimmed.startsWith('{') ? trimmed : prepareXml(document));
  } catch (error) {
    throw new FeedParseError(error instanceof Error ? error.message : String(error));
  }
  const feed = parsed.feed as Loose;
  switch (parsed.format) {
    case 'rss':
    case 'rdf':
      return fromRss(feed, parsed.format);
    case 'atom':
      return fromAtom(feed);
    case 'json':
      return fromJsonFeed(feed);
  }
}

function resolve(link: string | null, base: string | null): string | null {
  if (!link) return null;
  try {
    return new URL(link, base ?? undefined).toString();
  } catch {
    return null;
  }
}

function firstImage(item: Loose, base: string | null): string | null {
  const media = asObject(item.media);
  const candidates: unknown[] = [];
  if (media) {
    for (const group of asArray(media.groups)) candidates.push(...asArray(asObject(group)?.contents));
    candidates.push(...asArray(media.contents), ...asArray(media.thumbnails));
  }
  for (const candidate of candidates) {
    const object = asObject(candidate);
    const medium = text(object?.medium);
    const type = text(object?.type);
    if (medium && medium !== 'image') continue;
    if (type && !type.startsWith('image/')) continue;
    const url = resolve(text(object?.url), base);
    if (url) return url;
  }
  for (const enclosure of asArray(item.enclosures)) {
    const object = asObject(enclosure);
    const url = resolve(text(object?.url), base);
    const type = text(object?.type) ?? '';
    if (url && (type.startsWith('image/') || /\.(jpe?g|png|webp|gif|avif)(\?|$)/i.test(url))) return url;
  }
  return resolve(text(item.image) ?? text(asObject(item.image)?.url), base);
}

function fromRss(feed: Loose, format: 'rss' | 'rdf'): ParsedFeed {
  const feedBase = text(asObject(feed.xml)?.base) ?? text(feed.link);
  const language = text(feed.language) ?? text(asArray(asObject(feed.dc)?.languages)[0]);
  const entries = asArray(feed.items).map((raw): FeedEntry => {
    const item = asObject(raw) ?? {};
    const dc = asObject(item.dc);
    const base = text(asObject(item.xml)?.base) ?? feedBase;
    const guid = text(item.guid);
    const guidIsLink = asObject(item.guid)?.isPermaLink !== false && guid && /^https?:/i.test(guid);
    const link = resolve(
      text(item.link) ?? (guidIsLink ? guid : null) ?? text(asObject(item.rdf)?.about),
      base,
    );
    return {
      guid,
      link: link ? resolveFeedProxyLink(link) : null,
      title: text(item.title) ?? text(asArray(dc?.titles)[0]) ?? '',
      summaryHtml: text(item.description) ?? text(asArray(dc?.descriptions)[0]) ?? '',
      contentHtml: text(asObject(item.content)?.encoded) ?? '',
      authors: [
        ...asArray(item.authors).map(text),
        ...asArray(dc?.creators).map(text),
        text(dc?.creator),
      ].filter((a): a is string => !!a),
      categories: [...asArray(item.categories).map(text), ...asArray(dc?.subjects).map(text)].filter(
        (c): c is string => !!c,
      ),
      published: text(item.pubDate) ?? text(asArray(dc?.dates)[0]) ?? text(dc?.date),
      imageUrl: firstImage(item, base),
      language: text(asArray(dc?.languages)[0]),
    };
  });
  return {
    format,
    title: text(feed.title),
    siteUrl: resolve(text(feed.link), null),
    language,
    updated: text(feed.pubDate) ?? text(feed.lastBuildDate) ?? text(asArray(asObject(feed.dc)?.dates)[0]),
    entries,
  };
}

function atomLink(links: unknown, base: string | null): string | null {
  const list = asArray(links)
    .map(asObject)
    .filter((l): l is Loose => !!l);
  const alternate = list.find((l) => !l.rel || l.rel === 'alternate') ?? list[0];
  return resolve(text(alternate?.href), base);
}

function fromAtom(feed: Loose): ParsedFeed {
  const feedBase = text(asObject(feed.xml)?.base);
  const siteUrl = atomLink(feed.links, feedBase);
  const entries = asArray(feed.entries).map((raw): FeedEntry => {
    const entry = asObject(raw) ?? {};
    const content = asObject(entry.content);
    const base = text(asObject(entry.xml)?.base) ?? text(asObject(content?.xml)?.base) ?? feedBase ?? siteUrl;
    const link = atomLink(entry.links, base);
    const enclosure = asArray(entry.links)
      .map(asObject)
      .find((l) => l?.rel === 'enclosure' && String(l.type ?? '').startsWith('image/'));
    return {
      guid: text(entry.id),
      link: link ? resolveFeedProxyLink(link) : null,
      title: text(entry.title) ?? '',
      summaryHtml: text(entry.summary) ?? '',
      contentHtml: text(entry.content) ?? '',
      authors: asArray(entry.authors)
        .map(text)
        .filter((a): a is string => !!a),
      categories: asArray(entry.categories)
        .map((c) => text(asObject(c)?.label) ?? text(asObject(c)?.term))
        .filter((c): c is string => !!c),
      // Atom 0.3 says issued/created/modified where 1.0 says published/updated.
      published:
        text(entry.published) ??
        text(entry.issued) ??
        text(entry.created) ??
        text(entry.updated) ??
        text(entry.modified),
      imageUrl: resolve(text(enclosure?.href), base) ?? firstImage(entry, base),
      language: text(asObject(entry.xml)?.lang) ?? text(asObject(content?.xml)?.lang),
    };
  });
  return {
    format: 'atom',
    title: text(feed.title),
    siteUrl,
    language: text(asObject(feed.xml)?.lang),
    updated: text(feed.updated) ?? text(feed.modified),
    entries,
  };
}

function fromJsonFeed(feed: Loose): ParsedFeed {
  const siteUrl = resolve(text(feed.home_page_url), null);
  const entries = asArray(feed.items).map((raw): FeedEntry => {
    const item = asObject(raw) ?? {};
    return {
      guid: text(item.id),
      link: resolve(text(item.url) ?? text(item.external_url), siteUrl),
      title: text(item.title) ?? '',
      summaryHtml: text(item.summary) ?? '',
      contentHtml: text(item.content_html) ?? escapeText(text(item.content_text) ?? ''),
      authors: [...asArray(item.authors), item.author].map(text).filter((a): a is string => !!a),
      categories: asArray(item.tags)
        .map(text)
        .filter((c): c is string => !!c),
      published: text(item.date_published) ?? text(item.date_modified),
      imageUrl: resolve(text(item.image) ?? text(item.banner_image), siteUrl),
      language: text(item.language),
    };
  });
  return {
    format: 'json',
    title: text(feed.title),
    siteUrl,
    language: text(feed.language),
    updated: null,
    entries,
  };
}

/** RSS 2.0 written as JSON (Scripting News): the channel's items under rss.channel.item. */
function fromRssJson(rss: Loose): ParsedFeed {
  const channel = asObject(rss.channel);
  if (!channel) throw new FeedParseError('RSS-in-JSON without a channel');
  const siteUrl = resolve(text(channel.link), null);
  const entries = asArray(channel.item).map((raw): FeedEntry => {
    const item = asObject(raw) ?? {};
    return {
      guid: text(item.guid),
      link: resolve(text(item.link) ?? text(item.guid), siteUrl),
      title: text(item.title) ?? '',
      summaryHtml: text(item.description) ?? '',
      contentHtml: '',
      authors: [text(item.author)].filter((a): a is string => !!a),
      categories: asArray(item.category)
        .map(text)
        .filter((c): c is string => !!c),
      published: text(item.pubDate),
      imageUrl: resolve(text(asObject(item.enclosure)?.url), siteUrl),
      language: null,
    };
  });
  return {
    format: 'rss-json',
    title: text(channel.title),
    siteUrl,
    language: text(channel.language),
    updated: text(channel.pubDate) ?? text(channel.lastBuildDate),
    entries,
  };
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
