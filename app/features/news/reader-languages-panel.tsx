import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { LANGUAGE_ENTRIES, LANGUAGES, type Language } from '#common/languages.ts';
import { storeReaderLanguages, useReaderLanguages } from '../../lib/reader-languages.ts';

/**
 * The 11 languages as checkboxes, the edition's always ticked: each change is kept on the device, then
 * `onChange` runs (to load the lists again). Loaded when the reader first opens the choice.
 */
export default function ReaderLanguagesPanel({
  language,
  onChange,
}: {
  language: Language;
  onChange: (languages: Language[]) => void;
}) {
  const { t } = useTranslation('news');
  const chosen = useReaderLanguages(language);
  const id = useId();
  const toggle = (code: Language, isChecked: boolean) => {
    const next = LANGUAGES.filter((c) => (c === code ? isChecked : chosen.includes(c)));
    if (storeReaderLanguages(next)) onChange(next);
  };
  return (
    <fieldset className="absolute left-0 z-20 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <legend className="float-left mb-2 w-full text-sm font-semibold">
        {t('home.readerLanguages.legend')}
      </legend>
      <ul className="clear-both grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
        {LANGUAGE_ENTRIES.map((entry) => {
          const isEdition = entry.code === language;
          return (
            <li key={entry.code}>
              <label className="flex cursor-pointer items-center gap-2 has-[:disabled]:cursor-default">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-blue-700"
                  checked={isEdition || chosen.includes(entry.code)}
                  disabled={isEdition}
                  aria-describedby={isEdition ? `${id}-edition` : undefined}
                  onChange={(event) => toggle(entry.code, event.currentTarget.checked)}
                />
                <span lang={entry.code}>{entry.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <p id={`${id}-edition`} className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {t('home.readerLanguages.edition')}
      </p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('home.readerLanguages.device')}</p>
    </fieldset>
  );
}
