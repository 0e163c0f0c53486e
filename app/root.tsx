import { useMemo } from 'react';
import { TranslationProvider } from './i18n/use-translation.tsx';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { ReactNode } from 'react';
import { THEME_COLORS } from '#common/theme-colors.ts';
import { feedLinkAttributes } from './features/site/seo.ts';
import type { Route } from './+types/root';
import { catalogFileUrl } from './i18n/catalog-files.server.ts';
import { catalogsFor, loadCatalogs } from './i18n/catalog-registry.ts';
import { createTranslator } from './i18n/translator.ts';
import { requestLanguage } from './lib/route-language.ts';
import { Toaster } from './ui/toaster.tsx';
import { AnalyticsScript } from './features/site/analytics-script.tsx';
import './styles/app.css';

/**
 * The page language (URL first, then the browser's languages, then English) and where its interface texts
 * are: the texts themselves travel in a file of their own, cached for good, not in every page's data.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = requestLanguage(params, request);
  return {
    language,
    catalogsUrl: catalogFileUrl(language),
    siteName: context.siteName,
    siteUrl: context.siteUrl,
    contactEmail: context.contactEmail,
    // The operator's contact details in this language and social links: kept in the server's memory, so no
    // query per page (the root's data is loaded again when the language changes).
    siteFacts: await context.siteFacts(language),
    analytics: context.analytics
      ? {
          provider: context.analytics.provider,
          id: context.analytics.id,
          scriptUrl: context.analytics.scriptUrl,
        }
      : null,
    now: new Date().toISOString(),
  };
}

/** A language switch in the browser: the new language's texts are loaded before its page shows. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogs(data.language, data.catalogsUrl);
  return data;
}

/** The texts change only with the language. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={data?.language ?? 'en'} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
        {data && (
          <>
            <link rel="manifest" href={`/${data.language}/manifest.webmanifest`} />
            {feedLinkAttributes(data.siteName, `/${data.language}`).map((link) => (
              <link key={link.href} rel="alternate" {...link} />
            ))}
          </>
        )}
        {data && <script type="module" src={data.catalogsUrl} data-catalog={data.language} />}
        <Meta />
        <Links />
        {data?.analytics && <AnalyticsScript {...data.analytics} />}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { language } = loaderData;
  const catalogs = catalogsFor(language);
  const translator = useMemo(() => createTranslator(language, catalogs), [language, catalogs]);
  const t = translator.t;
  return (
    <TranslationProvider translator={translator}>
      <Outlet />
      <Toaster label={t('toast.notifications')} closeLabel={t('actions.close')} />
    </TranslationProvider>
  );
}

/** Errors no page handled: a plain message in the page's shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl flex-1 p-8">
      <h1 className="text-2xl font-bold">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-2">
        <a className="text-blue-700 underline" href="/en">
          Tidings
        </a>
      </p>
    </main>
  );
}
