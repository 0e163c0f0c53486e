import { publisherDomain } from './publisher-domain.ts';

/** What parts a feed's title: "Aktuell - FAZ.NET", "Reuters: World News", "NYT > World News", "A via B". */
const TITLE_PARTS = /\s+[-–—|>»·]\s+|:\s+|\s+via\s+/u;
/** Words a feed adds to its publisher's name: "VnExpress RSS", "NPR Topics", "Japan Times latest articles". */
const FEED_WORDS = /\s+(?:rss|feed|topics|latest articles|latest news|top stories)$/iu;
const MAX_NAME = 120;
/** Sites whose subdomains or paths are each another writer's: blogs and newsletters. */
const HOSTS_OF_MANY = new Set([
  'naver.com',
  'tistory.com',
  'blogspot.com',
  'wordpress.com',
  'medium.com',
  'substack.com',
  'livejournal.com',
  'hatenablog.com',
  'ameblo.jp',
  'fc2.com',
  'note.com',
]);

/** Letters and digits only, lower-cased: "FAZ.NET" and "faz.net" are one name, "Le Monde.fr" is "lemondefr". */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * How well a part of a title names the publisher of this domain: 2 when one starts the other ("Le Monde.fr" for
 * lemonde.fr, "NYT" for nytimes.com) or its words' initials are the domain's name ("Deutsche Welle", dw.com), 1
 * when one holds the other ("The Indian Express" for indianexpress.com), 0 when it does not name it.
 */
function likenessToDomain(part: string, domain: string): number {
  const label = squash(domain.split('.')[0] ?? '');
  // Initials of the capitalised words: "Deutsche Welle" (dw.com), "Jornal de Notícias" (jn.pt).
  const words = part.split(/\s+/u).filter((word) => /^\p{Lu}/u.test(word));
  if (words.length >= 2 && squash(words.map((w) => w[0]).join('')) === label) return 2;
  let best = 0;
  for (const name of [squash(part), squash(part.replace(/^(?:the|le|la|les|el|der|die|das)\s+/iu, ''))]) {
    if (label.length < 3 || name.length < 3) continue;
    if (name.startsWith(label) || label.startsWith(name)) best = Math.max(best, 2);
    else if (name.includes(label) || label.includes(name)) best = Math.max(best, 1);
  }
  return best;
}

/**
 * The publisher's name in its feed's title, for a source added by its feed URL alone: the part of the title
 * that names the site's domain ("FAZ.NET" of "Aktuell - FAZ.NET", "The Indian Express" of "World – The Indian
 * Express", "WSJ.com" of "WSJ.com: World News"). A title with no such part names a section or a slogan ("Asia",
 * "All TPM News"), not the publisher: the site's domain stands for it ("economist.com"). The whole title when
 * nothing can be compared with it (another script, an address) or the site hosts many writers' blogs.
 */
export function publisherNameFromFeed(title: string | null, siteUrl: string | null, feedUrl: string): string {
  const site = siteUrl ?? feedUrl;
  let domain: string;
  try {
    domain = publisherDomain(site);
  } catch {
    domain = new URL(feedUrl).hostname;
  }
  const trimmed = title?.replace(/\s+/gu, ' ').trim() ?? '';
  const parts = trimmed.split(TITLE_PARTS).map((part) => part.replace(FEED_WORDS, '').trim());
  let named: string | undefined;
  let likeness = 0;
  for (const part of parts) {
    const here = likenessToDomain(part, domain);
    if (here > likeness) [named, likeness] = [part, here];
  }
  if (named) return named.slice(0, MAX_NAME);
  // The title is the best name there is when nothing can be compared with it: the feed is served from an
  // address, its title is in another script than the domain ("리카넷"), or the domain hosts many
  // publishers (a blog's title names its writer, not the platform).
  const comparable = /\p{Script=Latin}/u.test(trimmed) && !/^[\d.]+$|^\[|^localhost$/u.test(domain);
  if (trimmed && (!comparable || HOSTS_OF_MANY.has(domain))) return trimmed.slice(0, MAX_NAME);
  return domain;
}
