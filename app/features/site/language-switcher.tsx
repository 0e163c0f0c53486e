import { ChevronDown, Globe } from '../../ui/icons.tsx';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import { switchLanguagePath } from '../../lib/language-path.ts';
import { cn } from '../../lib/cn.ts';

/** Moves the reader to the same page in another language, without a reload (the language layout stores it). */
export function useSwitchLanguage(): (language: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (language) => {
    void navigate(switchLanguagePath(location.pathname, language) + location.search + location.hash);
  };
}

const loadDropdownMenu = () => import('./language-dropdown-menu.tsx');
const LanguageDropdownMenu = lazy(loadDropdownMenu);
const preloadDropdownMenu = () => void loadDropdownMenu();

/** The language button's look, shared by the button shown first and the menu's own trigger. */
export const LANGUAGE_BUTTON_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:hover:bg-slate-800';

/**
 * The header's language dropdown: flag and name of the current language. The menu's code (Radix, with its
 * positioning library) loads when the reader first points at or focuses the button, not with every page; until
 * then the button is a plain one that looks the same.
 */
export function LanguageDropdown({ language }: { language: Language }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const current = LANGUAGE_ENTRIES.find((l) => l.code === language) ?? LANGUAGE_ENTRIES[0]!;
  const button = (
    <button
      type="button"
      aria-label={t('language.current', { name: current.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      className={LANGUAGE_BUTTON_CLASS}
      onPointerEnter={preloadDropdownMenu}
      onFocus={preloadDropdownMenu}
      onClick={() => setWanted(true)}
    >
      <span aria-hidden="true">{current.flag}</span>
      <span>{current.name}</span>
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdownMenu language={language} />
    </Suspense>
  );
}

/** The mobile menu's grid of languages. */
export function LanguageGrid({ language, onChosen }: { language: Language; onChosen?: () => void }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  return (
    <div role="group" aria-label={t('language.choose')}>
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
        <Globe className="size-4" aria-hidden="true" /> {t('language.label')}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {LANGUAGE_ENTRIES.map((entry) => (
          <button
            key={entry.code}
            type="button"
            lang={entry.code}
            aria-pressed={entry.code === language}
            onClick={() => {
              switchLanguage(entry.code);
              onChosen?.();
            }}
            className={cn(
              'flex items-center gap-2 rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-blue-600',
              entry.code === language
                ? 'border-blue-700 bg-blue-50 font-semibold text-blue-900 dark:border-blue-400 dark:bg-blue-950 dark:text-blue-100'
                : 'border-slate-200 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
            )}
          >
            <span aria-hidden="true">{entry.flag}</span>
            {entry.name}
          </button>
        ))}
      </div>
    </div>
  );
}
