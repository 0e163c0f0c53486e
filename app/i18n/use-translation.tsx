import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE } from '#common/languages.ts';
import type { Namespace } from './namespaces.ts';
import { createTranslator, type TFunction, type Translator } from './translator.ts';

const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LANGUAGE, {}));

/** Gives the components below it the texts of one language. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

export interface Translation {
  t: TFunction;
  i18n: { language: Translator['language'] };
}

const bound = new WeakMap<Translator, Map<Namespace, Translation>>();

/**
 * The texts of a namespace in the page's language, as `{ t, i18n: { language } }`. The same object for every
 * call with one translator and namespace: nothing is made per render (i18next's React hook copied its instance
 * on every call, a tenth of a server render).
 */
export function useTranslation(namespace: Namespace = 'common'): Translation {
  const translator = useContext(TranslatorContext);
  let byNamespace = bound.get(translator);
  if (!byNamespace) {
    byNamespace = new Map();
    bound.set(translator, byNamespace);
  }
  let translation = byNamespace.get(namespace);
  if (!translation) {
    translation = {
      t: translator.getFixedT(translator.language, namespace),
      i18n: { language: translator.language },
    };
    byNamespace.set(namespace, translation);
  }
  return translation;
}
