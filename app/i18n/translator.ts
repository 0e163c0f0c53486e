import type { Language } from '#common/languages.ts';
import type { Catalog, Catalogs, Namespace } from './namespaces.ts';

/** Looks a text up by key ("path.to.key", or "namespace:path.to.key") and fills in its {{placeholders}}. */
export type TFunction = (key: string, values?: Record<string, unknown>) => string;

/** The interface texts of one language, as pages and components read them. */
export interface Translator {
  readonly language: Language;
  /** Texts of the `common` namespace, or any namespace by prefix. */
  readonly t: TFunction;
  /** A lookup whose keys are in `namespace` unless they name another. */
  getFixedT(language: Language, namespace: Namespace): TFunction;
}

/*
 * The little of i18next the site used, without its 15 KB on every page: keys by path in merged catalogs (English
 * already filled in under each language, catalogs.server.ts), a namespace prefix, {{name}} placeholders (React
 * escapes what is rendered) and plurals by the language's CLDR rules, with i18next's suffixes (_one, _few, _many,
 * _other) and its _zero form for a count of 0 where the catalog has one. A text missing everywhere shows its key.
 */

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(catalog: Catalog | undefined, path: string): unknown {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function fill(text: string, values: Record<string, unknown> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

function translate(
  language: Language,
  catalogs: Catalogs,
  namespace: Namespace,
  key: string,
  values: Record<string, unknown> | undefined,
): string {
  const colon = key.indexOf(':');
  const ns = colon > 0 ? (key.slice(0, colon) as Namespace) : namespace;
  const path = colon > 0 ? key.slice(colon + 1) : key;
  const catalog = catalogs[ns];
  const count = values?.count;
  let text: unknown;
  if (typeof count === 'number') {
    if (count === 0) text = lookup(catalog, `${path}_zero`);
    text ??= lookup(catalog, `${path}_${pluralCategory(language, count)}`);
    text ??= lookup(catalog, `${path}_other`);
  }
  text ??= lookup(catalog, path);
  return typeof text === 'string' ? fill(text, values) : path;
}

// Catalogs of a language are one object for the server's life (and per language in a window): one translator each.
const translators = new WeakMap<Catalogs, Translator>();

/** The translator of a language, from catalogs already merged over English. */
export function createTranslator(language: Language, catalogs: Catalogs): Translator {
  const known = translators.get(catalogs);
  if (known?.language === language) return known;
  const fixed = new Map<Namespace, TFunction>();
  const getFixedT = (_language: Language, namespace: Namespace): TFunction => {
    let t = fixed.get(namespace);
    if (!t) {
      t = (key, values) => translate(language, catalogs, namespace, key, values);
      fixed.set(namespace, t);
    }
    return t;
  };
  const translator: Translator = { language, t: getFixedT(language, 'common'), getFixedT };
  translators.set(catalogs, translator);
  return translator;
}
