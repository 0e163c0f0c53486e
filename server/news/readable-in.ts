import { arrayOverlaps, type SQL } from 'drizzle-orm';
import { articles } from '../db/schema.ts';
import { languageFallbackChain, type Language } from '../../common/languages.ts';

/**
 * The condition that an article can be read in a language: it has that language or English (the spec's
 * fallback chain). An article only in Japanese is not listed on the Vietnamese pages. It tests the article's
 * own `languages` (kept by a trigger), so a list can walk the published-date index and stop after one page.
 */
export function readableIn(language: Language): SQL {
  return arrayOverlaps(articles.languages, languageFallbackChain(language)) as SQL;
}
