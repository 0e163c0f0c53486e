import { useSyncExternalStore } from 'react';
import type { CardArticle } from '#common/contracts/article.ts';

const KEY = 'savedArticles';
const MAX_SAVED = 200;

/** An article kept on the device, with the texts it had when saved, so it can be read offline. */
export interface SavedArticle {
  slug: string;
  savedAt: string;
  article: CardArticle;
}

const listeners = new Set<() => void>();
let cache: SavedArticle[] | null = null;
const EMPTY: SavedArticle[] = [];

/** The saved articles as stored now (newest first), for code outside React. */
export function readSavedArticles(): SavedArticle[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cache = Array.isArray(parsed)
      ? (parsed as SavedArticle[]).filter((s) => s && typeof s.slug === 'string')
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: SavedArticle[]): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    return false; // full or disabled storage: keep the old list
  }
  cache = next;
  for (const listener of listeners) listener();
  return true;
}

/** Saves an article on this device (newest first); false when the device would not store it. */
export function saveArticle(article: CardArticle, now = new Date()): boolean {
  const rest = readSavedArticles().filter((s) => s.slug !== article.slug);
  return write([{ slug: article.slug, savedAt: now.toISOString(), article }, ...rest].slice(0, MAX_SAVED));
}

/** Removes a saved article. */
export function removeSavedArticle(slug: string): void {
  write(readSavedArticles().filter((s) => s.slug !== slug));
}

/** Removes every saved article. */
export function clearSavedArticles(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cache = null; // another tab changed the list
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved articles, kept in sync across components and tabs; empty while rendering on the server. */
export function useSavedArticles(): SavedArticle[] {
  return useSyncExternalStore(subscribe, readSavedArticles, () => EMPTY);
}
