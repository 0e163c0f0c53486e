import { useTranslation } from '../../i18n/use-translation.tsx';
import type { StorySource } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';
import { formatPublishedAt } from '../../lib/format-date.ts';
import { useReaderTimeZone } from '../../lib/use-time-zone.ts';
import { countryName, formatList, languageName } from '../../lib/format-names.ts';

/** The reports grouped by their language, the language with most reports first. */
function byLanguage(sources: StorySource[]): Array<[string, StorySource[]]> {
  const groups = new Map<string, StorySource[]>();
  for (const source of sources) groups.set(source.language, [...(groups.get(source.language) ?? []), source]);
  return [...groups].sort((a, b) => b[1].length - a[1].length);
}

/**
 * Every publisher whose report the story was written from, when there is more than the one in the source
 * box, grouped by language: the reader sees how the world's press covers it ("Covered in English, Korean
 * and Spanish") and can read each report; paywalled ones are marked.
 */
export function StorySources({ sources, language }: { sources: StorySource[]; language: Language }) {
  const { t } = useTranslation('news');
  const timeZone = useReaderTimeZone();
  if (sources.length < 2) return null;
  const groups = byLanguage(sources);
  return (
    <section
      aria-labelledby="story-sources-title"
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="story-sources-title" className="font-semibold">
        {t('article.sources.title', { count: new Set(sources.map((s) => s.publisher)).size })}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('article.sources.coveredIn', {
          languages: formatList(
            groups.map(([code]) => languageName(code, language)),
            language,
          ),
        })}
      </p>
      {groups.map(([code, reports]) => (
        <div key={code} className="mt-4">
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {languageName(code, language)}
          </h3>
          <ul className="mt-2 space-y-3 text-sm">
            {reports.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  lang={source.language}
                  className="break-words font-medium text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
                >
                  {source.title}
                  <span className="sr-only" lang={language}>
                    {' '}
                    {t('article.source.opensInNewTab')}
                  </span>
                </a>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-slate-600 dark:text-slate-400">
                  <span className="font-medium text-slate-800 dark:text-slate-200">{source.publisher}</span>
                  {source.country && <span>{countryName(source.country, language)}</span>}
                  <time dateTime={source.publishedAt}>
                    {formatPublishedAt(source.publishedAt, language, timeZone)}
                  </time>
                  {source.paywalled && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                      {t('article.source.access.paywall')}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
