import { DEFAULT_LANGUAGE, type Language } from '#common/languages.ts';
import type { Catalog, Catalogs, Namespace } from './namespaces.ts';

const files = import.meta.glob<Catalog>('./locales/*/*.json', { eager: true, import: 'default' });

function readCatalog(language: string, namespace: Namespace): Catalog | undefined {
  return files[`./locales/${language}/${namespace}.json`];
}

function isObject(value: unknown): value is Catalog {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** English filled in under a language's own texts: the first step of the fallback chain. */
function mergeOver(base: Catalog, own: Catalog | undefined): Catalog {
  if (!own) return base;
  const merged: Catalog = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const under = base[key];
    merged[key] = isObject(value) && isObject(under) ? mergeOver(under, value) : value;
  }
  return merged;
}

// The texts never change while the server runs: each merge is made once, and every page of a language gets
// the same objects (which also lets the pages share one translator per language, see translator.ts).
const merged = new Map<string, Catalog>();
const sets = new Map<string, Catalogs>();

/** One namespace in a language, with English where the language lacks a text. */
export function getCatalog(language: Language, namespace: Namespace): Catalog {
  const key = `${language}/${namespace}`;
  let catalog = merged.get(key);
  if (!catalog) {
    const english = readCatalog(DEFAULT_LANGUAGE, namespace) ?? {};
    catalog = language === DEFAULT_LANGUAGE ? english : mergeOver(english, readCatalog(language, namespace));
    merged.set(key, catalog);
  }
  return catalog;
}

/** Several namespaces in a language. */
export function getCatalogs(language: Language, namespaces: readonly Namespace[]): Catalogs {
  const key = `${language}/${namespaces.join(',')}`;
  let catalogs = sets.get(key);
  if (!catalogs) {
    catalogs = Object.fromEntries(namespaces.map((ns) => [ns, getCatalog(language, ns)]));
    sets.set(key, catalogs);
  }
  return catalogs;
}
