import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Language } from '#common/languages.ts';
import { useReaderLanguages } from '../../lib/reader-languages.ts';
import { Languages } from '../../ui/icons.tsx';

const loadPanel = () => import('./reader-languages-panel.tsx');
const ReaderLanguagesPanel = lazy(loadPanel);
const preloadPanel = () => void loadPanel();

/**
 * The languages whose stories this edition lists, chosen by the reader and kept on the device: a button that
 * opens the 11 languages as checkboxes (a native disclosure; the checkboxes' code loads when the reader
 * first points at or opens it). `onChange` runs after each change is stored, to load the lists again.
 */
export function ReaderLanguagesControl({
  language,
  onChange,
}: {
  language: Language;
  onChange: (languages: Language[]) => void;
}) {
  const { t } = useTranslation('news');
  const count = useReaderLanguages(language).length;
  const [isOpen, setOpen] = useState(false);
  return (
    <details
      className="relative"
      data-testid="reader-languages"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Languages className="size-4 shrink-0" aria-hidden="true" />
        {t('home.readerLanguages.button')}
        <span className="text-slate-600 dark:text-slate-400">({count})</span>
      </summary>
      {isOpen && (
        <Suspense fallback={null}>
          <ReaderLanguagesPanel language={language} onChange={onChange} />
        </Suspense>
      )}
    </details>
  );
}
