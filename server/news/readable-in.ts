import { arrayOverlaps, type SQL } from 'drizzle-orm';
import { articles } from '../db/schema.ts';
import { languageFallbackChain, LANGUAGES, type Language } from '#common/languages.ts';

/**
 * The languages whose stories a list in `language` shows: the reader's own choice (`chosen`, the API's
 * `languages`) with the page's language always among them, or by default the page's language and English
 * (the spec's fallback chain). In the site's order, so that equal choices read the same.
 */
export function readableLanguages(language: Language, chosen?: readonly Language[]): Language[] {
  if (!chosen) return languageFallbackChain(language);
  return LANGUAGES.filter((code) => code === language || chosen.includes(code));
}

/**
 * The condition that an article can be read in a list in `language`: it has one of readableLanguages (by
 * default that language or English; an article only in Japanese is not listed on the Vietnamese pages). It
 * tests the article's own `languages` (kept by a trigger) with `&&`, so a list can walk the published-date
 * index and stop after one page.
 */
export function readableIn(language: Language, chosen?: readonly Language[]): SQL {
  return arrayOverlaps(articles.languages, readableLanguages(language, chosen)) as SQL;
}
