import { __iconData as mapPin } from 'lucide-react/icons/map-pin';
import { __iconData as phone } from 'lucide-react/icons/phone';
import { Clock, lucideIcon, Mail } from '../../ui/icons.tsx';
import { getCatalog } from '../../i18n/catalogs.server.ts';
import { PageTextsProvider } from '../../i18n/page-texts.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { textPageMeta } from '../../features/site/seo.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Language } from '#common/languages.ts';
import { routeLanguage } from '../../lib/route-language.ts';
import type { Route } from './+types/contact';

// Icons only this page draws (app/ui/icons.tsx holds those the reader's pages share).
const MapPin = lucideIcon(mapPin);
const Phone = lucideIcon(phone);

const FAQ = ['responseTime', 'press', 'business'] as const;

/** This page's texts come with its data, not in the file of texts every page loads (app/i18n/page-texts.tsx). */
export function loader({ params }: Route.LoaderArgs) {
  return { texts: { pages: getCatalog(routeLanguage(params), 'pages') } };
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  return textPageMeta(matches, routeLanguage(params), {
    path: '/contact',
    titleKey: 'pages:contact.title',
    descriptionKey: 'pages:contact.subtitle',
    texts: loaderData?.texts,
  });
}

export default function Contact({ loaderData, params }: Route.ComponentProps) {
  return (
    <PageTextsProvider texts={loaderData.texts}>
      <ContactPage language={routeLanguage(params)} />
    </PageTextsProvider>
  );
}

function ContactPage({ language }: { language: Language }) {
  const { t } = useTranslation('pages');
  const { contactEmail, siteName, siteFacts } = useRootData();
  const { phone, address, hours } = siteFacts.contact;
  // The operator's details (site settings): one left unset is not shown, never a placeholder.
  const info = [
    {
      key: 'email',
      Icon: Mail,
      value: (
        <a className="text-blue-700 underline dark:text-blue-300" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
      ),
    },
    phone && {
      key: 'phone',
      Icon: Phone,
      value: (
        <a
          className="text-blue-700 underline dark:text-blue-300"
          href={`tel:${phone.replace(/[^\d+]/g, '')}`}
        >
          {phone}
        </a>
      ),
    },
    address && {
      key: 'address',
      Icon: MapPin,
      value: <span className="whitespace-pre-line">{address}</span>,
    },
    hours && { key: 'hours', Icon: Clock, value: hours },
  ].filter((item) => !!item);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{t('contact.title')}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{t('contact.subtitle')}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 p-6 lg:col-span-2 dark:border-slate-800">
          <ContactForm language={language} />
        </div>
        <aside className="space-y-6">
          <section
            className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900"
            aria-labelledby="contact-info-title"
          >
            <h2 id="contact-info-title" className="text-lg font-semibold">
              {t('contact.info.title')}
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              {info.map(({ key, Icon, value }) => (
                <div key={key} data-info={key}>
                  <dt className="flex items-center gap-2 font-medium">
                    <Icon className="size-5 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden="true" />
                    {t(`contact.info.${key}`)}
                  </dt>
                  <dd className="ml-7 text-slate-700 dark:text-slate-300">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('contact.info.response')}</p>
          </section>
          <section aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title" className="text-lg font-semibold">
              {t('contact.faq.title')}
            </h2>
            <dl className="mt-3 space-y-4 text-sm">
              {FAQ.map((key) => (
                <div key={key}>
                  <dt className="font-medium">{t(`contact.faq.${key}.question`, { siteName })}</dt>
                  <dd className="mt-1 text-slate-700 dark:text-slate-300">
                    {t(`contact.faq.${key}.answer`, { siteName })}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
