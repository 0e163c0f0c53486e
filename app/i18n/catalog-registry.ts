import type { Language } from '#common/languages.ts';
import type { Catalogs } from './namespaces.ts';

/**
 * The interface texts of the languages this window or server holds. They are not inlined into every page's
 * data: in the browser each language's texts come once from an immutable file (`catalogFileUrl`), which the
 * page's head loads before the app starts and the service worker keeps; on the server the entry registers
 * every language at start.
 */
type Registry = Partial<Record<Language, Catalogs>>;

/** Where a catalog file puts its texts (it is a module that runs in the window; see catalog-files.server.ts). */
export const CATALOG_GLOBAL = '__tidingsCatalogs';

function registry(): Registry {
  const holder = globalThis as unknown as Record<string, Registry | undefined>;
  return (holder[CATALOG_GLOBAL] ??= {});
}

export function registerCatalogs(language: Language, catalogs: Catalogs): void {
  registry()[language] = catalogs;
}

/** The texts of a language; empty when they are not loaded (a key then shows as itself, never a crash). */
export function catalogsFor(language: Language): Catalogs {
  return registry()[language] ?? {};
}

export function hasCatalogs(language: Language): boolean {
  return registry()[language] !== undefined;
}

/** Loads a language's catalog file in the browser (a language switch), once. */
export async function loadCatalogs(language: Language, url: string): Promise<void> {
  if (hasCatalogs(language)) return;
  await import(/* @vite-ignore */ url);
}
