import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '#common/languages.ts';

/** The path with its first segment set to `language` (or the language added in front when it has none). */
export function switchLanguagePath(pathname: string, language: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 0 && isLanguage(segments[0])) segments[0] = language;
  else segments.unshift(language);
  return `/${segments.join('/')}`;
}

/** The first supported language of an Accept-Language header or navigator.languages, else English. */
export function preferredLanguage(candidates: readonly string[]): Language {
  for (const tag of candidates) {
    const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** The languages named in an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag, q: q ? Number(q) : 1 };
    })
    .filter((p) => p.tag && !Number.isNaN(p.q))
    .sort((a, b) => b.q - a.q)
    .map((p) => p.tag);
}

export { LANGUAGES };
