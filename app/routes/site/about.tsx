import { __iconData as cpu } from 'lucide-react/icons/cpu';
import { __iconData as earth } from 'lucide-react/icons/earth';
import { __iconData as heartHandshake } from 'lucide-react/icons/heart-handshake';
import { __iconData as lightbulb } from 'lucide-react/icons/lightbulb';
import { __iconData as target } from 'lucide-react/icons/target';
import { lucideIcon, ShieldCheck, Users } from '../../ui/icons.tsx';
import { Link } from 'react-router';
import { getCatalog } from '../../i18n/catalogs.server.ts';
import { PageTextsProvider } from '../../i18n/page-texts.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '#common/languages.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import { Button } from '../../ui/button.tsx';
import { textPageMeta } from '../../features/site/seo.ts';
import { useRootData } from '../../lib/root-data.ts';
import { formatShortDate } from '../../lib/format-date.ts';
import type { AboutFacts } from '#common/contracts/site-settings.ts';
import type { Route } from './+types/about';

// Icons only this page draws (app/ui/icons.tsx holds those the reader's pages share).
const Cpu = lucideIcon(cpu);
const Globe2 = lucideIcon(earth);
const HeartHandshake = lucideIcon(heartHandshake);
const Lightbulb = lucideIcon(lightbulb);
const Target = lucideIcon(target);

const CARDS = [
  { key: 'mission', Icon: Target },
  { key: 'whatWeDo', Icon: Lightbulb },
  { key: 'technology', Icon: Cpu },
  { key: 'team', Icon: Users },
  { key: 'trust', Icon: ShieldCheck },
  { key: 'impact', Icon: Globe2 },
] as const;

/**
 * This page's texts come with its data, not in the file of texts every page loads (app/i18n/page-texts.tsx),
 * and so do its figures: the operator's statements, and what the site counts and measures itself.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = routeLanguage(params);
  return { texts: { pages: getCatalog(language, 'pages') }, facts: await context.aboutFacts() };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  return textPageMeta(matches, routeLanguage(params), {
    path: '/about',
    titleKey: 'pages:about.title',
    descriptionKey: 'pages:about.subtitle',
    texts: loaderData?.texts,
  });
}

export default function About({ loaderData, params }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <AboutPage language={routeLanguage(params)} facts={loaderData.facts} />
    </PageTextsProvider>
  );
}

/** A measured share as the reader's language writes a percentage, to one decimal ("97.4%", "%97,4"). */
function formatShare(share: number, language: Language): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

/**
 * The About page's figures: what the site counts itself, then what the operator states (a statement left unset
 * is not shown at all), and the accuracy and uptime claims beside what the site measured. A measurement is a
 * fact of the site's own: it is shown, labelled as measured, even where the operator removed the claim.
 */
export function AboutFigures({
  language,
  facts,
  siteName,
}: {
  language: Language;
  facts: AboutFacts;
  siteName: string;
}) {
  const { t } = useTranslation('pages');
  const { statements } = facts;
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  // Counted figures first, then the operator's statements; a statement left unset is not shown at all.
  const stats = [
    facts.publishersMonitored > 0 && { key: 'publishers', figure: count(facts.publishersMonitored) },
    facts.languagesPublished > 0 && { key: 'languages', figure: count(facts.languagesPublished) },
    statements.audience && { key: 'readers', figure: statements.audience },
    statements.readerCountries && { key: 'readerCountries', figure: statements.readerCountries },
    statements.contributorCountries && {
      key: 'contributorCountries',
      figure: statements.contributorCountries,
    },
    statements.yearsOfExperience && { key: 'experience', figure: statements.yearsOfExperience },
  ].filter((stat) => !!stat);
  const accuracyMeasured =
    facts.accuracy.share === null
      ? null
      : t('about.claims.accuracyMeasured', {
          value: formatShare(facts.accuracy.share, language),
          days: facts.accuracy.days,
        });
  const uptimeMeasured =
    facts.uptime.share !== null && facts.uptime.since
      ? t('about.claims.uptimeMeasured', {
          value: formatShare(facts.uptime.share, language),
          date: formatShortDate(facts.uptime.since, language),
        })
      : null;
  return (
    <>
      {stats.length > 0 && (
        <section aria-label={t('about.stats.label')} className="mx-auto mt-10 max-w-5xl">
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {stats.map(({ key, figure }) => (
              <li
                key={key}
                data-stat={key}
                className="flex flex-col items-center rounded-lg bg-blue-50 p-4 text-center text-blue-900 dark:bg-blue-950 dark:text-blue-100"
              >
                <span className="text-2xl font-bold">{figure}</span>
                <span className="mt-1 text-sm font-medium">{t(`about.stats.${key}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-center text-xs text-slate-600 dark:text-slate-400">
            {t('about.stats.note', { siteName })}
          </p>
        </section>
      )}
      {(statements.accuracyClaim || accuracyMeasured || statements.uptimeClaim || uptimeMeasured) && (
        <ul className="mx-auto mt-6 grid max-w-5xl gap-4 md:grid-cols-2">
          {(statements.accuracyClaim || accuracyMeasured) && (
            <li
              data-claim="accuracy"
              className="rounded-lg border border-slate-200 p-4 dark:border-slate-800"
            >
              <p className="font-semibold">{t('about.claims.accuracy')}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {statements.accuracyClaim && (
                  <>
                    {t('about.claims.claimed', { value: statements.accuracyClaim })}
                    {' · '}
                  </>
                )}
                <Link className="text-blue-700 underline dark:text-blue-300" to={`/${language}/accuracy`}>
                  {accuracyMeasured ?? t('about.claims.notMeasured')}
                </Link>
              </p>
            </li>
          )}
          {(statements.uptimeClaim || uptimeMeasured) && (
            <li data-claim="uptime" className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <p className="font-semibold">{t('about.claims.uptime')}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {[
                  statements.uptimeClaim && t('about.claims.claimed', { value: statements.uptimeClaim }),
                  uptimeMeasured,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          )}
        </ul>
      )}
    </>
  );
}

function AboutPage({ language, facts }: { language: Language; facts: AboutFacts }) {
  const { t } = useTranslation('pages');
  const { siteName } = useRootData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('about.title', { siteName })}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('about.subtitle')}</p>
      </header>
      <AboutFigures language={language} facts={facts} siteName={siteName} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {CARDS.map(({ key, Icon }) => (
          <section key={key} className="rounded-xl border border-slate-200 p-6 dark:border-slate-800">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Icon className="size-6 text-blue-700 dark:text-blue-300" aria-hidden="true" />
              {t(`about.cards.${key}.title`)}
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {t(`about.cards.${key}.text`, { siteName })}
            </p>
          </section>
        ))}
      </div>
      <section className="mt-10 rounded-xl bg-slate-900 p-8 text-center text-white dark:bg-slate-800">
        <HeartHandshake className="mx-auto size-8" aria-hidden="true" />
        <h2 className="mt-3 text-2xl font-semibold">{t('about.contactCard.title')}</h2>
        <p className="mt-2 text-slate-200">{t('about.contactCard.text')}</p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={`/${language}/contact`}>{t('about.contactCard.button')}</Link>
        </Button>
      </section>
    </div>
  );
}
