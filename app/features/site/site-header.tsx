import { Menu } from '../../ui/icons.tsx';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '#common/languages.ts';
import { cn } from '../../lib/cn.ts';
import { LanguageDropdown } from './language-switcher.tsx';
import { SiteLogo } from '../../ui/site-logo.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);
const preloadMobileMenu = () => void loadMobileMenu();

export function navItems(language: Language) {
  return [
    { to: `/${language}`, key: 'today', end: true },
    { to: `/${language}/archive`, key: 'archive', end: false },
    { to: `/${language}/about`, key: 'about', end: true },
    { to: `/${language}/contact`, key: 'contact', end: true },
    { to: `/${language}/saved`, key: 'saved', end: true },
  ] as const;
}

export const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
  );

/** The sticky header: logo and name, the main links (current one highlighted), the language menu. */
export function SiteHeader({ language, siteName }: { language: Language; siteName: string }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The panel is not a Radix trigger's: focus is given back to the menu button by hand when it goes.
  const focusMenuButton = () => menuButton.current?.focus();
  const items = navItems(language);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={`/${language}`}
          className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-blue-600"
          aria-label={t('nav.home', { siteName })}
        >
          <SiteLogo className="size-8" />
          <span>{siteName}</span>
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.end} className={linkClass} prefetch="intent">
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden md:block">
          <LanguageDropdown language={language} />
        </div>
        {/* The menu's code (Radix Dialog) loads when the reader first reaches for the button. */}
        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 md:hidden dark:hover:bg-slate-800"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={preloadMobileMenu}
          onFocus={preloadMobileMenu}
          onClick={() => setMenuOpen(true)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </button>
        {menuOpen && (
          <Suspense fallback={null}>
            <MobileMenu
              language={language}
              siteName={siteName}
              items={items}
              linkClass={linkClass}
              onClose={() => setMenuOpen(false)}
              onClosed={focusMenuButton}
            />
          </Suspense>
        )}
      </div>
    </header>
  );
}
