import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '#common/languages.ts';
import { languageNameInSentence } from '../../lib/format-names.ts';

/**
 * "In English" on a card whose text is not in the page's language, in the page's language and naming the
 * text's ("영어 기사", "英語の記事"); nothing when the text is in the page's language. The card's title and
 * summary carry the text's `lang` themselves (WCAG 3.1.2).
 */
export function TextLanguageLabel({
  textLanguage,
  language,
}: {
  textLanguage: Language;
  language: Language;
}) {
  const { t } = useTranslation('news');
  if (textLanguage === language) return null;
  return (
    <span
      className="inline-flex items-center rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 dark:border-slate-600 dark:text-slate-300"
      data-testid="text-language"
    >
      {t('card.inLanguage', { language: languageNameInSentence(textLanguage, language) })}
    </span>
  );
}
