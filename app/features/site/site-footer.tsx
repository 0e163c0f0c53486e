import { Globe, Mail, Rss, ShieldCheck, Zap } from '../../ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '#common/languages.ts';
import { SiteLogo } from '../../ui/site-logo.tsx';
import { SocialLinks } from './social-links.tsx';
import type { SocialLink } from '#common/contracts/site-settings.ts';
import { copyrightYears } from '../../lib/copyright-years.ts';

/** The footer: description, feature badges, quick and legal links, contact, social links, copyright, disclaimer. */
export function SiteFooter({
  language,
  siteName,
  contactEmail,
  alerts,
  socialLinks,
}: {
  language: Language;
  siteName: string;
  contactEmail: string;
  /** The opt-in to breaking-news alerts, under the badges. */
  alerts?: ReactNode;
  socialLinks: SocialLink[];
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('corrections');
  const badges = [
    { key: 'realtime', Icon: Zap },
    { key: 'trusted', Icon: ShieldCheck },
    { key: 'languages', Icon: Globe },
  ] as const;
  const linkClass =
    'rounded text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white';
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 dark:bg-black">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <SiteLogo className="size-7" /> {siteName}
          </p>
          <p className="mt-3 max-w-prose text-sm leading-relaxed text-slate-300">
            {t('footer.description', { siteName })}
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {badges.map(({ key, Icon }) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full bg-slate-800 px-3 py-1 text-xs text-slate-100"
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {t(`footer.features.${key}`)}
              </li>
            ))}
          </ul>
          {alerts && <div className="mt-4">{alerts}</div>}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={`/${language}`}>
                {t('nav.today')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={`/${language}/archive`}>
                {t('nav.archive')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={`/${language}/about`}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={`/${language}/contact`}>
                {t('nav.contact')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={`/${language}/accuracy`}>
                {tc('footer.accuracy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={`/${language}/corrections`}>
                {tc('footer.corrections')}
              </Link>
            </li>
            {/* Files, not pages: plain links, which the router leaves to the browser. */}
            <li className="flex flex-wrap gap-x-3">
              <a className={`${linkClass} inline-flex items-center gap-1.5`} href={`/${language}/feed.xml`}>
                <Rss className="size-4" aria-hidden="true" /> RSS
              </a>
              <a className={linkClass} href={`/${language}/atom.xml`}>
                Atom
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="text-sm font-semibold uppercase tracking-wide text-white">
              {t('footer.legal')}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link className={linkClass} to={`/${language}/privacy-policy`}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link className={linkClass} to={`/${language}/terms-of-service`}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <a
                  className={`${linkClass} inline-flex items-center gap-1.5`}
                  href={`mailto:${contactEmail}`}
                >
                  <Mail className="size-4" aria-hidden="true" /> {contactEmail}
                </a>
              </li>
            </ul>
          </nav>
          <SocialLinks links={socialLinks} siteName={siteName} heading={t('footer.followUs')} />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-xs leading-relaxed text-slate-400">
          <p>{t('footer.disclaimer', { siteName })}</p>
          <p>{t('footer.copyright', { siteName, years: copyrightYears(new Date()) })}</p>
        </div>
      </div>
    </footer>
  );
}
