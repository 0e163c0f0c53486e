import { useSyncExternalStore } from 'react';
import { isLanguage, languageFallbackChain, LANGUAGES, type Language } from '#common/languages.ts';

// The languages a reader reads, kept on this device like the saved articles. Pages are drawn on the server
// with each edition's default (its language and English) and cached for everyone; a reader whose choice
// differs has the lists loaded again in the browser with the API's `languages` parameter.

const KEY = 'readerLanguages';
const listeners = new Set<() => void>();

/** The stored choice as stored ("ko,ja"); null when the reader never chose. */
function readStored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null; // storage disabled: the default applies
  }
}

/** What an edition shows when the reader never chose: its own language and English. */
export function defaultReaderLanguages(edition: Language): Language[] {
  return languageFallbackChain(edition);
}

/**
 * The languages an edition lists from a stored choice: the chosen ones and always the edition's own, in the
 * site's order; the default when nothing (valid) was stored.
 */
export function resolveReaderLanguages(edition: Language, stored: string | null): Language[] {
  const chosen = (stored ?? '').split(',').filter(isLanguage);
  if (chosen.length === 0) return defaultReaderLanguages(edition);
  return LANGUAGES.filter((code) => code === edition || chosen.includes(code));
}

/** The languages the reader reads on this edition (the default while drawing on the server). */
export function readerLanguages(edition: Language): Language[] {
  return resolveReaderLanguages(edition, typeof window === 'undefined' ? null : readStored());
}

/**
 * The API's `languages` parameter for this edition: the reader's languages joined by commas, or null when
 * they are the edition's default (the lists the server drew, and the addresses everyone shares in caches).
 */
export function readerLanguagesParam(edition: Language): string | null {
  const languages = readerLanguages(edition);
  const standard = defaultReaderLanguages(edition);
  const isDefault = languages.length === standard.length && languages.every((l) => standard.includes(l));
  return isDefault ? null : languages.join(',');
}

/**
 * The query of a list call of the API for this edition: `language`, and `languages` when the reader chose
 * otherwise than the default.
 */
export function listQuery(
  edition: Language,
  extra: Record<string, string | undefined> = {},
): URLSearchParams {
  const query = new URLSearchParams({ language: edition });
  const languages = readerLanguagesParam(edition);
  if (languages) query.set('languages', languages);
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) query.set(name, value);
  return query;
}

/** Keeps the reader's languages on this device; false when the device would not store them. */
export function storeReaderLanguages(languages: readonly Language[]): boolean {
  try {
    localStorage.setItem(KEY, LANGUAGES.filter((code) => languages.includes(code)).join(','));
  } catch {
    return false; // full or disabled storage: the choice cannot be kept
  }
  for (const listener of listeners) listener();
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener(); // another tab chose
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reader's languages on this edition, kept in sync across components and tabs; the default on the server. */
export function useReaderLanguages(edition: Language): Language[] {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  return resolveReaderLanguages(edition, stored);
}
