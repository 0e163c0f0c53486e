import { useTranslation } from 'react-i18next';
import type { StorySource } from '../../../common/contracts/article.ts';
import { LANGUAGE_ENTRIES } from '../../../common/languages.ts';

/**
 * Every publisher whose report the story was written from, when there is more than the one in the source
 * box: the reader sees that several newsrooms told it, and can read each of them.
 */
export function StorySources({ sources }: { sources: StorySource[] }) {
  const { t } = useTranslation('news');
  if (sources.length < 2) return null;
  return (
    <section
      aria-labelledby="story-sources-title"
      className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <h2 id="story-sources-title" className="font-semibold">
        {t('article.sources.title', { count: sources.length })}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {sources.map((source) => {
          const language = LANGUAGE_ENTRIES.find((entry) => entry.code === source.language);
          return (
            <li key={source.url} className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{source.publisher}</span>
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                lang={source.language}
                className="min-w-0 break-words text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
              >
                {source.title}
                <span className="sr-only"> {t('article.source.opensInNewTab')}</span>
              </a>
              {language && (
                <span className="text-xs text-slate-500 dark:text-slate-400">{language.name}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
