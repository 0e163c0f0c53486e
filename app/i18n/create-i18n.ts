import i18next, { type i18n } from 'i18next';
import type { Language } from '../../common/languages.ts';
import type { Catalogs } from './namespaces.ts';

// On the server every page of a language gets the same catalogs object, so one instance serves them all
// (nothing changes an instance's language or texts after init); in the browser there is one per language.
const instances = new WeakMap<Catalogs, i18n>();

/**
 * A synchronous i18next instance for one language, from catalogs already merged over English. A text missing
 * even in English shows its key (the end of the spec's fallback chain).
 */
export function createI18n(language: Language, catalogs: Catalogs): i18n {
  const known = instances.get(catalogs);
  if (known?.language === language) return known;
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
  instances.set(catalogs, instance);
  return instance;
}
