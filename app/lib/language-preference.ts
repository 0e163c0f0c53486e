import { isLanguage, type Language } from '../../common/languages.ts';

const KEY = 'language';

/** Remembers the reader's language choice on this device (the spec's local storage key "language"). */
export function storeLanguagePreference(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // storage may be full or disabled; the choice still applies to this visit
  }
}

/** The language the reader chose before, if any. */
export function readLanguagePreference(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
