import { parseFeed as parseAnyFeed } from 'feedsmith';
import { resolveFeedProxyLink } from '../stories/canonicalize-url.ts';
import { prepareXml } from './prepare-xml.ts';

/** The formats read, including RSS 2.0 that someone serialised as JSON ({"rss":{"channel":…}}). */
export type FeedFormat = 'rss' | 'rdf' | 'atom' | 'json' | 'rss-json';

/** One entry of any feed format, still with the publisher's HTML in summary and content. */
export interface FeedEntry {
  guid: string | null;
  /** Absolute link to the article (against xml:base or the feed's URL, see parseFeed; proxies unwrapped). */
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
  /** Minutes the feed says it may be cached before it is read again (RSS <ttl>); null when unsaid. */
  ttlMinutes: number | null;
  /** How often the publisher says the feed changes (sy:updatePeriod and sy:updateFrequency); null when unsaid. */
  updatePeriod: FeedUpdatePeriod | null;
  entries: FeedEntry[];
}

/** The syndication module's "updated `frequency` times per `period`". */
export interface FeedUpdatePeriod {
  period: 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  frequency: number;
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
 *
 * Relative links and pictures resolve as XML says: against the xml:base in scope (the entry's, resolved
 * against the feed's, resolved against the root's), else against the URL the feed was read from
 * (`feedUrl`, the last one after redirects). Only without that URL does the feed's own site link stand in.
 */
export function parseFeed(document: string, feedUrl: string | null = null): ParsedFeed {
  const trimmed = document.trimStart();
  if (trimmed.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(trimmed);
    } catch {
      throw new FeedParseError('not valid JSON');
    }
    const rss = asObject(asObject(json)?.rss);
    if (rss) return fromRssJson(rss, feedUrl);
  }
  const xml = trimmed.startsWith('{') ? trimmed : prepareXml(document);
  let parsed: ReturnType<typeof parseAnyFeed>;
  try {
    parsed = parseAnyFeed(xml);
  } catch (error) {
    throw new FeedParseError(error instanceof Error ? error.message : String(error));
  }
  const feed = parsed.feed as Loose;
  switch (parsed.format) {
    case 'rss':
      // feedsmith keeps the xml:base of <rss> but not the one of <channel>, which is in scope for items.
      return fromRss(feed, 'rss', nestBase(channelXmlBase(xml), nestBase(xmlBase(feed), feedUrl)));
    case 'rdf':
      // RSS 1.0 items are siblings of its <channel>, under the root only.
      return fromRss(feed, 'rdf', nestBase(xmlBase(feed), feedUrl));
    case 'atom':
      return fromAtom(feed, feedUrl);
    case 'json':
      return fromJsonFeed(feed, feedUrl);
  }
}

const xmlBase = (element: Loose | undefined): string | null => text(asObject(element?.xml)?.base);

/** A positive whole number written as a number or a string ("30"), else null. */
function positiveCount(value: unknown): number | null {
  const number = typeof value === 'number' ? value : Number(text(value) ?? Number.NaN);
  return Number.isInteger(number) && number > 0 ? number : null;
}

const UPDATE_PERIODS = new Set<string>(['hourly', 'daily', 'weekly', 'monthly', 'yearly']);

/** What the feed says of its own refresh: RSS's <ttl> (channel only) and the syndication module's period. */
function refreshHints(feed: Loose): Pick<ParsedFeed, 'ttlMinutes' | 'updatePeriod'> {
  const sy = asObject(feed.sy);
  const period = text(sy?.updatePeriod)?.toLowerCase();
  return {
    ttlMinutes: positiveCount(feed.ttl),
    updatePeriod:
      period && UPDATE_PERIODS.has(period)
        ? {
            period: period as FeedUpdatePeriod['period'],
            // The module's default frequency is 1.
            frequency: positiveCount(sy?.updateFrequency) ?? 1,
          }
        : null,
  };
}

/**
 * The base URL in scope below an element: its own xml:base resolved against its parent's base. A relative
 * base with no absolute base above it says nothing (null when the parent has none either).
 */
function nestBase(base: string | null, parent: string | null): string | null {
  if (!base) return parent;
  try {
    return new URL(base, parent ?? undefined).toString();
  } catch {
    return parent;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The xml:base attribute of an RSS document's <channel>, as written. */
function channelXmlBase(xml: string): string | null {
  const attributes = /<channel\b([^>]*)>/i.exec(xml)?.[1] ?? '';
  const value = /\sxml:base\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
  const raw = value?.[1] ?? value?.[2];
  if (!raw?.trim()) return null;
  return raw
    .trim()
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex?: string, decimal?: string, name?: string) =>
      hex || decimal
        ? String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal))
        : (ENTITIES[name!.toLowerCase()] ?? entity),
    );
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

/** RSS and RDF; `channelBase` is the base in scope for the channel's items (xml:base or the feed's URL). */
function fromRss(feed: Loose, format: 'rss' | 'rdf', channelBase: string | null): ParsedFeed {
  const siteUrl = resolve(text(feed.link), channelBase);
  const feedBase = channelBase ?? siteUrl;
  const language = text(feed.language) ?? text(asArray(asObject(feed.dc)?.languages)[0]);
  const entries = asArray(feed.items).map((raw): FeedEntry => {
    const item = asObject(raw) ?? {};
    const dc = asObject(item.dc);
    const base = nestBase(xmlBase(item), feedBase);
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
    siteUrl,
    language,
    updated: text(feed.pubDate) ?? text(feed.lastBuildDate) ?? text(asArray(asObject(feed.dc)?.dates)[0]),
    ...refreshHints(feed),
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

function fromAtom(feed: Loose, feedUrl: string | null): ParsedFeed {
  const rootBase = nestBase(xmlBase(feed), feedUrl);
  const siteUrl = atomLink(feed.links, rootBase);
  const feedBase = rootBase ?? siteUrl;
  const entries = asArray(feed.entries).map((raw): FeedEntry => {
    const entry = asObject(raw) ?? {};
    const content = asObject(entry.content);
    // The content's own xml:base is for the links inside it, not for the entry's link beside it.
    const base = nestBase(xmlBase(entry), feedBase);
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
    ...refreshHints({ sy: feed.sy }),
    entries,
  };
}

function fromJsonFeed(feed: Loose, feedUrl: string | null): ParsedFeed {
  const siteUrl = resolve(text(feed.home_page_url), feedUrl);
  const base = feedUrl ?? siteUrl;
  const entries = asArray(feed.items).map((raw): FeedEntry => {
    const item = asObject(raw) ?? {};
    return {
      guid: text(item.id),
      link: resolve(text(item.url) ?? text(item.external_url), base),
      title: text(item.title) ?? '',
      summaryHtml: text(item.summary) ?? '',
      contentHtml: text(item.content_html) ?? escapeText(text(item.content_text) ?? ''),
      authors: [...asArray(item.authors), item.author].map(text).filter((a): a is string => !!a),
      categories: asArray(item.tags)
        .map(text)
        .filter((c): c is string => !!c),
      published: text(item.date_published) ?? text(item.date_modified),
      imageUrl: resolve(text(item.image) ?? text(item.banner_image), base),
      language: text(item.language),
    };
  });
  return {
    format: 'json',
    title: text(feed.title),
    siteUrl,
    language: text(feed.language),
    updated: null,
    ttlMinutes: null,
    updatePeriod: null,
    entries,
  };
}

/** RSS 2.0 written as JSON (Scripting News): the channel's items under rss.channel.item. */
function fromRssJson(rss: Loose, feedUrl: string | null): ParsedFeed {
  const channel = asObject(rss.channel);
  if (!channel) throw new FeedParseError('RSS-in-JSON without a channel');
  const siteUrl = resolve(text(channel.link), feedUrl);
  const base = feedUrl ?? siteUrl;
  const entries = asArray(channel.item).map((raw): FeedEntry => {
    const item = asObject(raw) ?? {};
    return {
      guid: text(item.guid),
      link: resolve(text(item.link) ?? text(item.guid), base),
      title: text(item.title) ?? '',
      summaryHtml: text(item.description) ?? '',
      contentHtml: '',
      authors: [text(item.author)].filter((a): a is string => !!a),
      categories: asArray(item.category)
        .map(text)
        .filter((c): c is string => !!c),
      published: text(item.pubDate),
      imageUrl: resolve(text(asObject(item.enclosure)?.url), base),
      language: null,
    };
  });
  return {
    format: 'rss-json',
    title: text(channel.title),
    siteUrl,
    language: text(channel.language),
    updated: text(channel.pubDate) ?? text(channel.lastBuildDate),
    ttlMinutes: positiveCount(channel.ttl),
    updatePeriod: null,
    entries,
  };
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
