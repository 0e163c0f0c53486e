import { shortHash } from './short-hash.ts';

/**
 * Addresses of the link-preview pictures (1200x630 title cards, drawn on first request by the server). Each
 * address carries a key of everything drawn on the card, so it can be cached forever and changes when the card
 * would: a new title, category name or site name, or a new drawing (PREVIEW_DRAWING).
 */
export const PREVIEW_DRAWING = 2;
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

/** The key of a card: what it shows, and the drawing's version. */
export function previewKey(parts: { title: string; label: string; siteName: string }): string {
  return shortHash([PREVIEW_DRAWING, parts.title, parts.label, parts.siteName].join('\u0000'));
}

/** An article's card in one of its languages. */
export function articlePreviewPath(articleId: number, language: string, key: string): string {
  return `/media/previews/article-${articleId}-${language}-${key}.png`;
}

/** The site's card in a language (home and list pages). */
export function sitePreviewPath(language: string, key: string): string {
  return `/media/previews/site-${language}-${key}.png`;
}

/** Reads a preview file name back; null when it is not one. */
export function parsePreviewFile(
  name: string,
):
  | { kind: 'article'; articleId: number; language: string; key: string }
  | { kind: 'site'; language: string; key: string }
  | null {
  const article = /^article-([1-9]\d{0,9})-([a-z]{2})-([0-9a-z]{1,7})\.png$/.exec(name);
  if (article)
    return { kind: 'article', articleId: Number(article[1]), language: article[2]!, key: article[3]! };
  const site = /^site-([a-z]{2})-([0-9a-z]{1,7})\.png$/.exec(name);
  if (site) return { kind: 'site', language: site[1]!, key: site[2]! };
  return null;
}
