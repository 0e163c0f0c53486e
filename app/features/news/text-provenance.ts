import type { ArticleDetail } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';

/** What happened to the text a reader sees, as the article's notices tell it. */
export type TextMaking =
  /** Whole sentences of a publisher's report, picked without a model. */
  | { kind: 'excerpt' }
  /** Written by a model from the story's reports. */
  | { kind: 'written'; reports: number }
  /** Translated by a model from another language version. */
  | { kind: 'translated'; from: Language }
  /** Written or changed by an editor, from the story's reports. */
  | { kind: 'edited' }
  /** Written by the newsroom by hand, from no reports the site collected (the demo edition, admin articles). */
  | { kind: 'newsroom' };

/**
 * How the text shown in `textLanguage` was made, from its provenance and the story's reports; null when the
 * article does not say (no provenance for that language, or a machine text without its source language).
 * Only 'edited' says an editor opened the text.
 */
export function howTextWasMade(
  article: Pick<ArticleDetail, 'provenance' | 'sources'>,
  textLanguage: Language,
): TextMaking | null {
  const made = article.provenance.find((p) => p.language === textLanguage);
  if (!made) return null;
  const reports = article.sources.length;
  switch (made.origin) {
    case 'machine':
      return made.sourceLanguage ? { kind: 'translated', from: made.sourceLanguage } : null;
    case 'edited':
      return reports > 0 ? { kind: 'edited' } : { kind: 'newsroom' };
    case 'original':
      if (made.model) return { kind: 'written', reports };
      return reports > 0 ? { kind: 'excerpt' } : { kind: 'newsroom' };
  }
}
