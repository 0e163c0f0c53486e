import i18next, { type i18n } from 'i18next';
import type { Language } from '../../common/languages.ts';
import type { Catalogs } from './namespaces.ts';

/**
 * A synchronous i18next instance for one language, from catalogs already merged over English. A text missing
 * even in English shows its key (the end of the spec's fallback chain).
 */
export function createI18n(language: Language, catalogs: Catalogs): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: catalogs },
    ns: Object.keys(catalogs),
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
