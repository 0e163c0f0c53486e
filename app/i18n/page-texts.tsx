import { useMemo, type ReactNode } from 'react';
import type { Catalogs } from './namespaces.ts';
import { withPageTexts } from './translate-meta.ts';
import { createTranslator } from './translator.ts';
import { TranslationProvider, useTranslation } from './use-translation.tsx';

/**
 * Texts only a page or two show (the about and contact pages' `pages` catalog) come with those pages' data,
 * like the legal texts, rather than in the cached file every page loads (decision 009): the home page does not
 * download them. This gives the components below it the page's own texts as well as every page's.
 */
export function PageTextsProvider({ texts, children }: { texts: Catalogs; children: ReactNode }) {
  const { language } = useTranslation().i18n;
  const translator = useMemo(
    () => createTranslator(language, withPageTexts(language, texts)),
    [language, texts],
  );
  return <TranslationProvider translator={translator}>{children}</TranslationProvider>;
}
