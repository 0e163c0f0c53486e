import { displayNames, listFormat } from './intl-cache.ts';

/** A language's name in the reader's language ("Korean", "coreano", "한국어"); the code when unknown. */
export function languageName(code: string, inLanguage: string): string {
  try {
    return displayNames(inLanguage, { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name in the reader's language from its ISO code; the code when unknown. */
export function countryName(code: string, inLanguage: string): string {
  try {
    return displayNames(inLanguage, { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Names joined as the language joins a list ("English, Korean and Spanish"). */
export function formatList(names: string[], language: string): string {
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(names);
}
