const CACHE = 'tidings-v1';

/** Registers the service worker that keeps the Saved page readable offline (after the page has loaded). */
export function registerOfflineSupport(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Puts the Saved page and an article's images in the offline cache, so a saved article can be read offline. */
export function cacheForOffline(urls: Array<string | null | undefined>): void {
  if (typeof caches === 'undefined') return;
  const wanted = urls.filter((u): u is string => Boolean(u) && !u!.startsWith('data:'));
  void caches
    .open(CACHE)
    .then((cache) => Promise.all(wanted.map((u) => cache.add(u).catch(() => undefined))))
    .catch(() => undefined);
}
