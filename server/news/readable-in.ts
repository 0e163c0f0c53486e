import { sql, type SQL } from 'drizzle-orm';
import { articles, articleTranslations } from '../db/schema.ts';
import { languageFallbackChain, type Language } from '../../common/languages.ts';

/**
 * The condition that an article can be read in a language: it has that language or English (the spec's
 * fallback chain). An article only in Japanese is not listed on the Vietnamese pages.
 */
export function readableIn(language: Language): SQL {
  return sql`exists (select 1 from ${articleTranslations} where ${articleTranslations.articleId} = ${articles.id} and ${articleTranslations.language} in ${languageFallbackChain(language)})`;
}
