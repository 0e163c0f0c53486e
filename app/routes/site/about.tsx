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

const STATS = ['publishers', 'languages', 'readers', 'countries', 'experience'] as const;

/** This page's texts come with its data, not in the file of texts every page loads (app/i18n/page-texts.tsx). */
export function loader({ params }: Route.LoaderArgs) {
  return { texts: { pages: getCatalog(routeLanguage(params), 'pages') } };
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
      <AboutPage language={routeLanguage(params)} />
    </PageTextsProvider>
  );
}

function AboutPage({ language }: { language: Language }) {
  const { t } = useTranslation('pages');
  const { siteName } = useRootData();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('about.title', { siteName })}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('about.subtitle')}</p>
      </header>
      <ul className="mx-auto mt-10 grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-5">
        {STATS.map((key) => (
          <li
            key={key}
            className="rounded-lg bg-blue-50 p-4 text-center text-sm font-semibold text-blue-900 last:col-span-2 md:last:col-span-1 dark:bg-blue-950 dark:text-blue-100"
          >
            {t(`about.stats.${key}`)}
          </li>
        ))}
      </ul>
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
