import type { CardTranslation } from '#common/contracts/article.ts';
import { languageFallbackChain, type Language } from '#common/languages.ts';

/** The translation to show: the page language, then English, then whatever the article has; undefined without any. */
export function pickTranslation<T extends CardTranslation>(
  article: { translations: T[] },
  language: Language,
): T | undefined {
  for (const code of languageFallbackChain(language)) {
    const found = article.translations.find((t) => t.language === code);
    if (found) return found;
  }
  // Neither the language nor English: the server sends the story's own language, which beats no text at all
  // (the page says which language it is in).
  return article.translations[0];
}

/** Title and summary by the fallback chain, ending in the given "No title/summary available" texts. */
export function articleHeadline<T extends CardTranslation>(
  article: { translations: T[] },
  language: Language,
  fallback: { noTitle: string; noSummary: string },
): { title: string; summary: string; translation: T | undefined } {
  const translation = pickTranslation(article, language);
  return {
    title: translation?.title.trim() || fallback.noTitle,
    summary: translation?.summary.trim() || fallback.noSummary,
    translation,
  };
}
