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

/**
 * A language's name as it reads inside a sentence of the reader's language. Vietnamese names start with
 * "Tiếng" as a label ("Tiếng Hàn"), which is lower case within a sentence ("bằng tiếng Hàn").
 */
export function languageNameInSentence(code: string, inLanguage: string): string {
  const name = languageName(code, inLanguage);
  return inLanguage === 'vi' ? name.charAt(0).toLocaleLowerCase('vi') + name.slice(1) : name;
}
