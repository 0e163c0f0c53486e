import { Link } from 'react-router';
import type { Correction } from '#common/contracts/corrections.ts';
import type { Language } from '#common/languages.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatShortDate } from '../../lib/format-date.ts';
import { languageNameInSentence } from '../../lib/format-names.ts';
import { useReaderTimeZone } from '../../lib/use-time-zone.ts';

/**
 * "Corrected: {{date}}" as one sentence of the catalog, so each language keeps its own word order; the date is
 * a <time> element.
 */
export function CorrectedOn({ iso, language }: { iso: string; language: Language }) {
  const { t } = useTranslation('corrections');
  const timeZone = useReaderTimeZone();
  const mark = '\u2063';
  const [before = '', after = ''] = t('line.corrected', { date: mark }).split(mark);
  return (
    <span className="font-semibold">
      {before}
      <time dateTime={iso}>{formatShortDate(iso, language, timeZone)}</time>
      {after}
    </span>
  );
}

/**
 * The language a correction was written in, when it is not the page's: "In English", "영어로 작성" (a story
 * card's label would call it an article, "영어 기사").
 */
function CorrectionLanguage({ textLanguage, language }: { textLanguage: Language; language: Language }) {
  const { t } = useTranslation('corrections');
  if (textLanguage === language) return null;
  return (
    <span
      className="inline-flex items-center rounded-full border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-700 dark:border-slate-600 dark:text-slate-300"
      data-testid="correction-language"
    >
      {t('line.inLanguage', { language: languageNameInSentence(textLanguage, language) })}
    </span>
  );
}

/**
 * The editors' corrections under a story, newest first: "Corrected: <date> — <text>". The text is in the
 * language the editor wrote it in, named when it is not the page's.
 */
export function CorrectionLines({
  corrections,
  language,
}: {
  corrections: Correction[];
  language: Language;
}) {
  const { t } = useTranslation('corrections');
  if (corrections.length === 0) return null;
  return (
    <section
      aria-labelledby="story-corrections"
      className="mt-10 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 text-sm dark:bg-amber-950/40"
      lang={language}
      data-testid="story-corrections"
    >
      <h2 id="story-corrections" className="sr-only">
        {t('line.heading')}
      </h2>
      <ul className="space-y-2">
        {corrections.map((correction) => (
          <li key={correction.id} className="leading-relaxed text-slate-800 dark:text-slate-100">
            <CorrectedOn iso={correction.correctedAt} language={language} /> —{' '}
            <span lang={correction.language}>{correction.text}</span>{' '}
            <CorrectionLanguage textLanguage={correction.language} language={language} />
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link
          to={`/${language}/corrections`}
          className="text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
        >
          {t('line.allCorrections')}
        </Link>
      </p>
    </section>
  );
}
