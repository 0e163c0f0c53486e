import { shortHash } from './short-hash.ts';

/**
 * Addresses of the title cards that stand in for a picture when an article has none: drawn by the server on
 * first request, per article and page language (the title the page shows, the category named in the page's
 * language), in the card sizes pages ask for. Like the link-preview cards, each address carries a key of what is
 * drawn, so it is cached for good and changes when the card would.
 */
export const TITLE_CARD_DRAWING = 2;

export const TITLE_CARD_SIZES = ['small', 'medium', 'social', 'large'] as const;
export type TitleCardSize = (typeof TITLE_CARD_SIZES)[number];

/** The key of a card: its title, its label and the drawing's version. */
export function titleCardKey(parts: { title: string; label: string }): string {
  return shortHash([TITLE_CARD_DRAWING, parts.title, parts.label].join('\u0000'));
}

/** One size of an article's title card in a page language. */
export function titleCardPath(articleId: number, language: string, key: string, size: TitleCardSize): string {
  return `/media/cards/article-${articleId}-${language}-${key}-${size}.webp`;
}

/** Whether a picture address is a title card's (drawn text, which search engines' crops would cut). */
export function isTitleCardPath(path: string | null): boolean {
  return path?.startsWith('/media/cards/') ?? false;
}

/** Reads a title card's file name back; null when it is not one. */
export function parseTitleCardFile(
  name: string,
): { articleId: number; language: string; key: string; size: TitleCardSize } | null {
  const match = /^article-([1-9]\d{0,9})-([a-z]{2})-([0-9a-z]{1,7})-(small|medium|social|large)\.webp$/.exec(
    name,
  );
  if (!match) return null;
  return {
    articleId: Number(match[1]),
    language: match[2]!,
    key: match[3]!,
    size: match[4] as TitleCardSize,
  };
}
