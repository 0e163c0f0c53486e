import { Link } from 'react-router';
import type { ListedCorrection } from '#common/contracts/corrections.ts';
import type { Language } from '#common/languages.ts';
import { getCatalog } from '../../i18n/catalogs.server.ts';
import { PageTextsProvider } from '../../i18n/page-texts.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { CorrectedOn } from '../../features/corrections/correction-lines.tsx';
import { TextLanguageLabel } from '../../features/news/text-language-label.tsx';
import { textPageMeta } from '../../features/site/seo.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import type { Route } from './+types/corrections';

/** The list, with this page's texts, which come with its data (app/i18n/page-texts.tsx). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const language = routeLanguage(params);
  return {
    corrections: (await context.listCorrections(language)).items,
    texts: { accuracy: getCatalog(language, 'accuracy') },
  };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  return textPageMeta(matches, routeLanguage(params), {
    path: '/corrections',
    titleKey: 'accuracy:corrections.title',
    descriptionKey: 'accuracy:corrections.subtitle',
    texts: loaderData?.texts,
  });
}

export default function Corrections({ loaderData, params }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <CorrectionsPage corrections={loaderData.corrections} language={routeLanguage(params)} />
    </PageTextsProvider>
  );
}

function CorrectionsPage({ corrections, language }: { corrections: ListedCorrection[]; language: Language }) {
  const { t } = useTranslation('accuracy');
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('corrections.title')}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('corrections.subtitle')}</p>
        <p className="mt-2">
          <Link
            to={`/${language}/accuracy`}
            className="font-medium text-blue-700 underline underline-offset-2 hover:no-underline dark:text-blue-300"
          >
            {t('corrections.accuracyLink')}
          </Link>
        </p>
      </header>
      {corrections.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-slate-300 py-16 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
          {t('corrections.empty')}
        </p>
      ) : (
        <ol className="mt-10 space-y-6" data-testid="corrections-list">
          {corrections.map((correction) => (
            <li key={correction.id} className="border-b border-slate-200 pb-6 dark:border-slate-800">
              <h2 className="text-lg font-semibold leading-snug">
                <Link
                  to={`/${language}/news/${correction.slug}`}
                  lang={correction.titleLanguage}
                  className="text-blue-800 hover:underline dark:text-blue-200"
                >
                  {correction.title}
                </Link>{' '}
                <TextLanguageLabel textLanguage={correction.titleLanguage} language={language} />
              </h2>
              <p className="mt-2 leading-relaxed text-slate-800 dark:text-slate-100">
                <CorrectedOn iso={correction.correctedAt} language={language} /> —{' '}
                <span lang={correction.language}>{correction.text}</span>{' '}
                <TextLanguageLabel textLanguage={correction.language} language={language} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
