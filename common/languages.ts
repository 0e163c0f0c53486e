/** The 11 languages of the site, in the order the spec lists them. */
export const LANGUAGES = ['en', 'ko', 'ja', 'es', 'de', 'fr', 'id', 'hi', 'vi', 'pt', 'tr'] as const;

export type Language = (typeof LANGUAGES)[number];

/** The language every text falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** A language's display name (in itself) and flag, as the language menus show them. */
export interface LanguageEntry {
  code: Language;
  name: string;
  englishName: string;
  flag: string;
}

export const LANGUAGE_ENTRIES: readonly LanguageEntry[] = [
  { code: 'en', name: 'English', englishName: 'English', flag: '🇺🇸' },
  { code: 'ko', name: '한국어', englishName: 'Korean', flag: '🇰🇷' },
  { code: 'ja', name: '日本語', englishName: 'Japanese', flag: '🇯🇵' },
  { code: 'es', name: 'Español', englishName: 'Spanish', flag: '🇪🇸' },
  { code: 'de', name: 'Deutsch', englishName: 'German', flag: '🇩🇪' },
  { code: 'fr', name: 'Français', englishName: 'French', flag: '🇫🇷' },
  { code: 'id', name: 'Bahasa Indonesia', englishName: 'Indonesian', flag: '🇮🇩' },
  { code: 'hi', name: 'हिन्दी', englishName: 'Hindi', flag: '🇮🇳' },
  { code: 'vi', name: 'Tiếng Việt', englishName: 'Vietnamese', flag: '🇻🇳' },
  { code: 'pt', name: 'Português', englishName: 'Portuguese', flag: '🇧🇷' },
  { code: 'tr', name: 'Türkçe', englishName: 'Turkish', flag: '🇹🇷' },
];

/** Tells whether a string is one of the 11 language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The order in which translations are tried for a language: itself, then English. */
export function languageFallbackChain(language: Language): Language[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}
