import crypto from 'node:crypto';
import { LANGUAGES, type Language } from '#common/languages.ts';
import { getCatalogs } from './catalogs.server.ts';
import { CATALOG_GLOBAL } from './catalog-registry.ts';
import { PAGE_NAMESPACES } from './namespaces.ts';

/** Where catalog files are served (under /assets/, which browsers and the service worker keep for good). */
export const CATALOG_FILE_PREFIX = '/assets/i18n/';

interface CatalogFile {
  name: string;
  body: string;
}

const files = new Map<Language, CatalogFile>();

/**
 * A language's page texts as a small module that registers them in the window. Its name carries a hash of
 * its content, so it can be cached forever and a new release gets a new name.
 */
export function catalogFile(language: Language): CatalogFile {
  let file = files.get(language);
  if (!file) {
    // JSON is valid JavaScript; `<` is escaped so that no text can end a script element it is inlined into.
    const json = JSON.stringify(getCatalogs(language, PAGE_NAMESPACES)).replace(/</g, '\\u003c');
    const body = `(globalThis.${CATALOG_GLOBAL} ??= {})[${JSON.stringify(language)}] = ${json};\n`;
    const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 10);
    file = { name: `${language}-${hash}.js`, body };
    files.set(language, file);
  }
  return file;
}

export function catalogFileUrl(language: Language): string {
  return `${CATALOG_FILE_PREFIX}${catalogFile(language).name}`;
}

/** The file of that name, or undefined (an old release's name, or none). */
export function findCatalogFile(name: string): CatalogFile | undefined {
  for (const language of LANGUAGES) {
    const file = catalogFile(language);
    if (file.name === name) return file;
  }
  return undefined;
}
