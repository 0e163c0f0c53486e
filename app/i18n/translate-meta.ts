import type { Language } from '#common/languages.ts';
import { catalogsFor } from './catalog-registry.ts';
import type { Catalogs } from './namespaces.ts';
import { createTranslator } from './translator.ts';

/**
 * A text of the page's language by "namespace:path.to.key", for meta() functions, which run outside React and
 * its translation context: the same lookup components use (translator.ts). Returns the key when missing.
 */
export function metaText(
  language: Language,
  key: string,
  values?: Record<string, unknown>,
  catalogs: Catalogs = catalogsFor(language),
): string {
  return createTranslator(language, catalogs).t(key, values);
}

/** A page's catalogs: every page's, and its own (`pages` of the about and contact pages, from their loaders). */
export function withPageTexts(language: Language, texts: Catalogs): Catalogs {
  return { ...catalogsFor(language), ...texts };
}
