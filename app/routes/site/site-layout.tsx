import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { SiteHeader } from '../../features/site/site-header.tsx';
import { SiteFooter } from '../../features/site/site-footer.tsx';
import { AlertsToggle } from '../../features/alerts/alerts-toggle.tsx';
import { PageViewReporter } from '../../features/site/page-view-reporter.tsx';
import { NavigationPending } from '../../features/site/navigation-pending.tsx';
import { useRootData } from '../../lib/root-data.ts';

/** The public pages' frame: skip link, header, main landmark, footer; counts page views. */
export default function SiteLayout() {
  const { language, siteName, contactEmail, siteFacts } = useRootData();
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-blue-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader language={language} siteName={siteName} />
      <NavigationPending />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter
        language={language}
        siteName={siteName}
        contactEmail={contactEmail}
        alerts={<AlertsToggle language={language} tone="footer" />}
        socialLinks={siteFacts.socialLinks}
      />
      <PageViewReporter language={language} />
    </>
  );
}
