import fs from 'node:fs';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages.ts';

/**
 * The few interface texts the server writes outside the pages (feeds, the web app manifest, preview images),
 * read from the same catalogs the pages use (app/i18n/locales), English where a language lacks one.
 */
export interface SiteTexts {
  /** The site's one-line description, {{siteName}} filled in. */
  tagline: string;
  /** A category's name in this language. */
  categoryName(category: string): string;
}

interface CommonCatalog {
  siteTagline?: string;
  categories?: Record<string, string>;
}

const LOCALES_DIR = new URL('../../app/i18n/locales/', import.meta.url);
const catalogs = new Map<Language, CommonCatalog>();

function commonCatalog(language: Language): CommonCatalog {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = JSON.parse(
      fs.readFileSync(new URL(`${language}/common.json`, LOCALES_DIR), 'utf8'),
    ) as CommonCatalog;
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** A category's name in a language: its own, else English, else the language's word for "unknown". */
export function categoryName(language: Language, category: string): string {
  const own = commonCatalog(language);
  return (
    own.categories?.[category] ??
    commonCatalog(DEFAULT_LANGUAGE).categories?.[category] ??
    own.categories?.unknown ??
    category
  );
}

/** The texts of one language, with the site's name in them. */
export function siteTexts(language: Language, siteName: string): SiteTexts {
  const own = commonCatalog(language);
  const english = commonCatalog(DEFAULT_LANGUAGE);
  const tagline = (own.siteTagline ?? english.siteTagline ?? siteName).replaceAll('{{siteName}}', siteName);
  return { tagline, categoryName: (category) => categoryName(language, category) };
}
