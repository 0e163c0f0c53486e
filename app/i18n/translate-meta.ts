import type { Language } from '../../common/languages.ts';
import { catalogsFor } from './catalog-registry.ts';
import { createTranslator } from './translator.ts';

/**
 * A text of the page's language by "namespace:path.to.key", for meta() functions, which run outside React and
 * its translation context: the same lookup components use (translator.ts). Returns the key when missing.
 */
export function metaText(language: Language, key: string, values?: Record<string, unknown>): string {
  return createTranslator(language, catalogsFor(language)).t(key, values);
}
