import { isCountryCode } from '#common/countries.ts';
import type { Language } from '#common/languages.ts';

// Where a language's news is most often from, for feeds added without a country.
const LANGUAGE_COUNTRY: Record<Language, string> = {
  en: 'US',
  ko: 'KR',
  ja: 'JP',
  es: 'ES',
  de: 'DE',
  fr: 'FR',
  id: 'ID',
  hi: 'IN',
  vi: 'VN',
  pt: 'BR',
  tr: 'TR',
};
const GENERIC_TLDS = new Set([
  'com',
  'net',
  'org',
  'info',
  'news',
  'io',
  'co',
  'tv',
  'example',
  'test',
  'localhost',
]);

/**
 * The country of a feed: the country-code domain (.kr, .co.jp, .com.br) of the first of its addresses that has
 * one (its own, then its site's: a feed on a shared host names its site), else its language's usual one. A domain
 * that is no ISO 3166-1 country (.eu, .ac, .su) says nothing, since articles carry only assigned codes.
 */
export function guessCountry(urls: ReadonlyArray<string | null>, language: Language | null): string {
  for (const url of urls) {
    if (!url) continue;
    try {
      const tld = new URL(url).hostname.split('.').at(-1) ?? '';
      const code = tld === 'uk' ? 'GB' : tld.toUpperCase();
      if (/^[a-z]{2}$/.test(tld) && !GENERIC_TLDS.has(tld) && isCountryCode(code)) return code;
    } catch {
      // the next address, then the language
    }
  }
  return language ? LANGUAGE_COUNTRY[language] : 'US';
}
