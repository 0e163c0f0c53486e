import type { Language } from '#common/languages.ts';

const KEY = 'language';

/** Remembers the reader's language choice on this device (the spec's local storage key "language"). */
export function storeLanguagePreference(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // storage may be full or disabled; the choice still applies to this visit
  }
}
