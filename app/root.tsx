import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
} from 'react-router';
import type { ReactNode } from 'react';
import { isLanguage } from '../common/languages.ts';
import type { Route } from './+types/root';
import './styles/app.css';

/** The page language: the first path segment when it is one of the 11 codes, else English. */
function usePageLanguage(): string {
  const matches = useMatches();
  const lang = matches.at(-1)?.params.lang;
  return isLanguage(lang) ? lang : 'en';
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = usePageLanguage();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-slate-900">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
    </main>
  );
}
