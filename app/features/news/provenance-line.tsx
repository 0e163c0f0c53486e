import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ArticleDetail } from '../../../common/contracts/article.ts';
import type { Language } from '../../../common/languages.ts';
import { languageName } from '../../lib/format-names.ts';

/**
 * One short line on how the text the reader sees was made and from how many reports: "Translated by AI from
 * Korean · sources: 4 publishers in 3 languages". Hand-written articles without reports show nothing.
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
  const made = article.provenance.find((p) => p.language === textLanguage);
  const reported = article.sources.length > 0;
  let how: string | null = null;
  if (made?.origin === 'machine' && made.sourceLanguage)
    how = t('article.provenance.translated', { language: languageName(made.sourceLanguage, language) });
  else if (made?.origin === 'edited') how = t('article.provenance.edited');
  else if (made?.origin === 'original' && made.model) how = t('article.provenance.written');
  else if (made?.origin === 'original' && reported) how = t('article.provenance.extracted');
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
