import { NavLink, Outlet } from 'react-router';
import { ADMIN_TEXT } from '../../features/admin/admin-texts.ts';
import { SiteLogo } from '../../ui/site-logo.tsx';
import { cn } from '../../lib/cn.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/admin-layout';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as { siteName?: string } | undefined;
  return [
    { title: `${ADMIN_TEXT.nav.title} | ${root?.siteName ?? 'Tidings'}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

const LINKS = [
  { to: '/admin', label: ADMIN_TEXT.nav.create, end: true },
  { to: '/admin/articles', label: ADMIN_TEXT.nav.articles, end: false },
  { to: '/admin/translations', label: ADMIN_TEXT.nav.translations, end: true },
  { to: '/admin/messages', label: ADMIN_TEXT.nav.messages, end: true },
  { to: '/admin/readership', label: ADMIN_TEXT.nav.readership, end: true },
  { to: '/admin/freshness', label: ADMIN_TEXT.nav.freshness, end: true },
  { to: '/admin/sources', label: ADMIN_TEXT.nav.sources, end: true },
  { to: '/admin/held', label: ADMIN_TEXT.nav.held, end: true },
  { to: '/admin/settings', label: ADMIN_TEXT.nav.settings, end: true },
] as const;

/** The editors' frame: the admin's own header and navigation, no public header or footer. */
export default function AdminLayout() {
  const { siteName } = useRootData();
  return (
    <div lang="ko" className="flex min-h-screen flex-col bg-slate-50 dark:bg-slate-950">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 font-bold">
            <SiteLogo className="size-7" /> {siteName} · {ADMIN_TEXT.nav.title}
          </p>
          <nav aria-label={ADMIN_TEXT.nav.title}>
            <ul className="flex flex-wrap gap-1">
              {LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    end={link.end}
                    className={({ isActive }) =>
                      cn(
                        'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                        isActive
                          ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
                          : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <a
                  href="/en"
                  className="rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  {ADMIN_TEXT.nav.site} ↗
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
