import { Link } from 'react-router';
import type { ReactNode } from 'react';
import type { AccuracyFigures } from '#common/contracts/accuracy.ts';
import { LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import { getCatalog } from '../../i18n/catalogs.server.ts';
import { PageTextsProvider } from '../../i18n/page-texts.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatCount, formatShare } from '../../features/corrections/format-share.ts';
import { textPageMeta } from '../../features/site/seo.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { ShieldCheck } from '../../ui/icons.tsx';
import type { Route } from './+types/accuracy';

/**
 * The figures are measured on the server (server/accuracy/measure-accuracy.ts), with this page's texts, which
 * come with its data (app/i18n/page-texts.tsx); GET /api/accuracy answers the same figures.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const language = routeLanguage(params);
  return { figures: await context.accuracy(), texts: { accuracy: getCatalog(language, 'accuracy') } };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const language = routeLanguage(params);
  return textPageMeta(matches, language, {
    path: '/accuracy',
    titleKey: 'accuracy:accuracy.title',
    descriptionKey: 'accuracy:accuracy.subtitle',
    texts: loaderData?.texts,
  });
}

export default function Accuracy({ loaderData, params }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <AccuracyPage figures={loaderData.figures} language={routeLanguage(params)} />
    </PageTextsProvider>
  );
}

const LIMITS = ['sources', 'omissions', 'names', 'editors', 'window'] as const;
const METHOD = ['intro', 'rules', 'model', 'failed', 'counted'] as const;

function AccuracyPage({ figures, language }: { figures: AccuracyFigures; language: Language }) {
  const { t } = useTranslation('accuracy');
  const count = (n: number) => formatCount(n, language);
  const measured = new Map(figures.perLanguage.map((row) => [row.language, row]));
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight md:text-4xl">
          <ShieldCheck className="size-8 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden="true" />
          {t('accuracy.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('accuracy.subtitle')}</p>
      </header>

      <section className="mt-8 rounded-xl bg-blue-50 p-6 dark:bg-blue-950" data-testid="accuracy-figure">
        {figures.share === null ? (
          <p className="font-medium text-blue-950 dark:text-blue-50">
            {t('accuracy.noChecks', { days: figures.days })}
          </p>
        ) : (
          <>
            <p className="text-blue-950 dark:text-blue-50">
              <span className="block text-5xl font-bold" data-testid="accuracy-share">
                {formatShare(figures.share, language)}
              </span>
              <span className="mt-2 block text-lg">
                {t('accuracy.figureCaption', { days: figures.days })}
              </span>
            </p>
            <p className="mt-3 text-sm text-blue-900 dark:text-blue-100">
              {t('accuracy.figureDetail', {
                supported: count(figures.sentencesSupported),
                checked: count(figures.sentencesChecked),
              })}{' '}
              {t('accuracy.textsDetail', { count: figures.textsChecked, held: count(figures.textsHeld) })}
            </p>
          </>
        )}
      </section>

      <TitledSection id="per-language" title={t('accuracy.perLanguage.title')}>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-300 dark:border-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('accuracy.perLanguage.language')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('accuracy.perLanguage.checked')}
                </th>
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  {t('accuracy.perLanguage.supported')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('accuracy.perLanguage.share')}
                </th>
              </tr>
            </thead>
            <tbody>
              {LANGUAGE_ENTRIES.map((entry) => {
                const row = measured.get(entry.code);
                return (
                  <tr key={entry.code} className="border-b border-slate-200 dark:border-slate-800">
                    <th scope="row" className="py-2 pr-4 font-medium" lang={entry.code}>
                      {entry.name}
                    </th>
                    {row && row.share !== null ? (
                      <>
                        <td className="py-2 pr-4 text-right tabular-nums">{count(row.sentencesChecked)}</td>
                        <td className="py-2 pr-4 text-right tabular-nums">{count(row.sentencesSupported)}</td>
                        <td className="py-2 text-right font-semibold tabular-nums">
                          {formatShare(row.share, language)}
                        </td>
                      </>
                    ) : (
                      <td colSpan={3} className="py-2 text-right text-slate-600 dark:text-slate-400">
                        {t('accuracy.perLanguage.noChecks')}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </TitledSection>

      <TitledSection id="method" title={t('accuracy.method.title')}>
        {METHOD.map((key) => (
          <p key={key} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
            {t(`accuracy.method.${key}`)}
          </p>
        ))}
        {/* The demo edition's checks (stored when it was loaded) were made against the stories' own text: said
            wherever they are counted, so that nobody takes them for checks against reports. */}
        {figures.textsCheckedWithoutReports > 0 && (
          <p
            className="mt-3 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-3 leading-relaxed text-slate-800 dark:bg-amber-950/40 dark:text-slate-100"
            data-testid="accuracy-without-reports"
          >
            {t('accuracy.method.withoutReports', { texts: count(figures.textsCheckedWithoutReports) })}
          </p>
        )}
      </TitledSection>

      <TitledSection id="limits" title={t('accuracy.limits.title')}>
        <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700 dark:text-slate-300">
          {LIMITS.map((key) => (
            <li key={key}>{t(`accuracy.limits.${key}`, { days: figures.days })}</li>
          ))}
        </ul>
      </TitledSection>

      <section
        className="mt-10 rounded-xl border border-slate-200 p-6 dark:border-slate-800"
        aria-labelledby="report"
      >
        <h2 id="report" className="text-xl font-semibold">
          {t('accuracy.reportTitle')}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{t('accuracy.reportText')}</p>
        <p className="mt-4">
          <Link
            to={`/${language}/corrections`}
            className="font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
          >
            {t('accuracy.correctionsLink')}
          </Link>
        </p>
      </section>
    </div>
  );
}

/** One part of the page under its heading, named by it for assistive technology. */
function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
