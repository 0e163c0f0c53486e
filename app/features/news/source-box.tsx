import { __iconData as badgeCheck } from 'lucide-react/icons/badge-check';
import { __iconData as shieldExclamationPoint } from 'lucide-react/icons/shield-exclamation-point';
import { ExternalLink, lucideIcon, ShieldCheck } from '../../ui/icons.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { SourceAnalysis, StorySource } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';

// Icons only the source box draws (app/ui/icons.tsx holds those the reader's pages share).
const BadgeCheck = lucideIcon(badgeCheck);
const ShieldAlert = lucideIcon(shieldExclamationPoint);

const PREVIEW_LENGTH = 100;

const TRUST = {
  high: { Icon: BadgeCheck, className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100' },
  medium: { Icon: ShieldCheck, className: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100' },
  low: { Icon: ShieldAlert, className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
} as const;

/**
 * Where the story comes from: shown only with an original URL. Stored labels are English, so other languages
 * get the interface's own texts. When the original is paywalled and another publisher's report of the same
 * story is free, the box offers that one too.
 */
export function SourceBox({
  originalUrl,
  analysis,
  summary,
  summaryLanguage,
  language,
  reports = [],
}: {
  originalUrl: string | null;
  analysis: SourceAnalysis | null;
  summary: string;
  /** The language of the summary, when it is not the page's (an article shown in a fallback language). */
  summaryLanguage?: Language;
  language: Language;
  reports?: StorySource[];
}) {
  const { t } = useTranslation('news');
  if (!originalUrl) return null;
  const useStored = language === 'en';
  const trust = TRUST[analysis?.trustLevel ?? 'low'] ?? TRUST.low;
  const chars = [...summary];
  const preview = chars.length > PREVIEW_LENGTH ? chars.slice(0, PREVIEW_LENGTH).join('') + '...' : summary;
  const organization = analysis?.organizationName ?? new URL(originalUrl).hostname;
  const freeReport =
    analysis && analysis.accessType !== 'free'
      ? reports.find((r) => !r.paywalled && r.url !== originalUrl)
      : undefined;
  return (
    <aside
      aria-labelledby="source-box-title"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <span className="text-2xl" aria-hidden="true">
          {analysis?.icon ?? '📰'}
        </span>
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h2 id="source-box-title" className="font-semibold">
              {(useStored && analysis?.label) || t('article.source.label')}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {(useStored && analysis?.description) || t('article.source.description')}
            </p>
          </div>
          <div className="rounded-md bg-white p-3 text-sm dark:bg-slate-950">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {t('article.source.preview')}
            </p>
            <p className="mt-1 text-slate-700 dark:text-slate-300" lang={summaryLanguage}>
              {preview}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{organization}</span>
            {/* Unrated sources get the spec's "otherwise": check. */}
            <span
              className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${trust.className}`}
            >
              <trust.Icon className="size-3.5" aria-hidden="true" />
              {t(`article.source.trust.${analysis?.trustLevel ?? 'low'}`)}
            </span>
            {analysis && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium dark:bg-slate-800">
                {t(`article.source.access.${analysis.accessType}`)}
              </span>
            )}
          </div>
          <a
            href={originalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            {(useStored && analysis?.buttonText) || t('article.source.button')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('article.source.opensInNewTab')}</span>
          </a>
          {freeReport && (
            <p className="text-sm">
              <a
                href={freeReport.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300"
              >
                {t('article.source.freeAlternative', { publisher: freeReport.publisher })}
                <span className="sr-only"> {t('article.source.opensInNewTab')}</span>
              </a>
            </p>
          )}
        </div>
      </div>
    </aside>
  );
}
