import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ArticleDetail } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { languageNameInSentence } from '../../lib/format-names.ts';
import { howTextWasMade, type TextMaking } from './text-provenance.ts';

/** The short name of how a text was made, as the line under the title says it. */
function madeLabel(
  made: TextMaking,
  t: (key: string, values?: Record<string, unknown>) => string,
  language: Language,
) {
  switch (made.kind) {
    case 'translated':
      return t('article.provenance.translated', { language: languageNameInSentence(made.from, language) });
    case 'written':
      return t('article.provenance.written');
    case 'excerpt':
      return t('article.provenance.extracted');
    case 'edited':
      return t('article.provenance.edited');
    case 'newsroom':
      return t('article.provenance.newsroom');
  }
}

/**
 * One short line on how the text the reader sees was made and from how many reports: "Translated by AI from
 * Korean · sources: 4 publishers in 3 languages", "Written by our newsroom".
 */
export function ProvenanceLine({
  article,
  textLanguage,
  language,
}: {
  article: Pick<ArticleDetail, 'provenance' | 'sources'>;
  textLanguage: Language;
  language: Language;
}) {
  const { t } = useTranslation('news');
  const made = howTextWasMade(article, textLanguage);
  const reported = article.sources.length > 0;
  const how = made ? madeLabel(made, t, language) : null;
  const sources = reported
    ? t('article.provenance.sources', {
        publishers: t('article.provenance.publishers', {
          count: new Set(article.sources.map((s) => s.publisher)).size,
        }),
        languages: t('article.provenance.languages', {
          count: new Set(article.sources.map((s) => s.language)).size,
        }),
      })
    : null;
  const parts = [how, sources].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  const line = parts.join(' · ');
  return (
    <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="provenance">
      {line.charAt(0).toLocaleUpperCase(language) + line.slice(1)}
    </p>
  );
}
