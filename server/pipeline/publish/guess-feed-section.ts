import type { Category } from '#common/categories.ts';
import { categoriesOfLabel, labelWithoutSections } from './choose-category.ts';

// Words feed titles add around a section's name ("Latest news", "Últimas notícias", "neueste Meldungen").
const TITLE_FILLER = new Set(
  `news rss feed feeds latest top stories headlines articles topics all the and more section
  nachrichten neueste meldungen aktuell aktuelle
  actualités actualites infos dernières dernieres la le les des de du à a une
  noticias últimas ultimas notícias portada el los las y e en
  berita terbaru tin mới nhất tức
  haberler haber son dakika
  뉴스 최신 전체 ニュース 新着 最新 समाचार ख़बरें खबरें ताज़ा`.split(/\s+/),
);

// A title splits into parts at a dash, colon, bar or arrow between words ("World – The Indian Express",
// "Wellness: Health, Fitness…", "NYT > World News"), not inside a name ("Al-Monitor", "Golem.de").
const TITLE_PARTS = /\s*[–—|>»:·]\s*|\s+-\s+/u;

/** A part of a feed's title that is nothing but a section's name and filler words. */
function sectionOfTitlePart(part: string): Category | null {
  const [category] = categoriesOfLabel(part);
  if (!category) return null;
  // Every other word must be filler: "Le Monde.fr" names a newspaper, not its world pages.
  const rest = labelWithoutSections(part)
    .split(' ')
    .filter((word) => word && !TITLE_FILLER.has(word));
  return rest.length === 0 ? category : null;
}

/**
 * The section a feed is about, guessed for a feed added by URL alone (a one-off pass): first from its title
 * ("Wellness: Health, Fitness…", "Le Figaro - Culture", "Thế giới - VnExpress RSS"), then from the words of
 * its URL, the deepest first (".../culture-rss2.xml", "/developer/rss/"). Null for a general feed.
 */
export function guessFeedSection(feedUrl: string, title?: string | null): Category | null {
  for (const part of (title ?? '').split(TITLE_PARTS)) {
    const category = sectionOfTitlePart(part.trim());
    if (category) return category;
  }
  let path: string;
  try {
    const url = new URL(feedUrl);
    path = decodeURIComponent(url.pathname);
    // A section's first host label counts too: sport.example.com/rss.
    const host = url.hostname.split('.');
    if (host.length > 2) path = `${host[0]}/${path}`;
  } catch {
    return null;
  }
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/\.(xml|rss|atom|rdf|json|cms|php|aspx?)$/i, ''));
  for (const segment of segments.reverse()) {
    const [category] = categoriesOfLabel(segment).reverse();
    if (category) return category;
  }
  return null;
}
