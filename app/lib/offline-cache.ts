import type { Language } from '#common/languages.ts';
import type { TFunction } from '../i18n/translator.ts';
import { readSavedArticles } from './saved-articles.ts';

/**
 * Tells the service worker (public/sw.js) which articles are saved on this device, so it keeps each one readable
 * offline in `language` (the page, what it needs to run, its picture) and drops the copies of the others; with
 * them goes the page it shows offline for an article it has no copy of, in the news texts `t`. The worker is
 * registered here, on a Save or a visit to Saved, so readers who never save run none. Loaded on first use
 * (import()), so it names its own file for the worker to keep: removing a saved article works offline too.
 */
export async function keepSavedArticlesOffline(language: Language, t: TFunction): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const slugs = readSavedArticles().map((saved) => saved.slug);
  try {
    // Nothing saved and no worker yet: nothing to keep or to drop.
    if (slugs.length === 0 && !(await navigator.serviceWorker.getRegistration())) return;
    await navigator.serviceWorker.register('/sw.js');
    const { active } = await navigator.serviceWorker.ready;
    active?.postMessage({
      type: 'saved',
      language,
      slugs,
      code: import.meta.url,
      offlinePage: {
        title: t('article.offlineTitle'),
        text: t('article.offlineText'),
        savedLink: t('article.offlineSavedLink'),
      },
    });
  } catch {
    // No worker (blocked, or a private window that refuses one): saving works, reading offline does not.
  }
}
