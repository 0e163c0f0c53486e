// Keeps the Saved page readable offline: the hashed scripts and styles, the article images and the Saved
// page itself are kept in the browser's cache as they are used; when the network is gone, they are served from it.
const CACHE = 'tidings-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function isSavedPage(url) {
  return /^\/[a-z]{2}\/saved\/?$/.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Hashed assets and images never change: the cache first.
  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/media/images/') ||
    url.pathname.startsWith('/media/cards/')
  ) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) void cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }

  // The Saved page: the network first, the last copy when offline.
  if (request.mode === 'navigate' && isSavedPage(url)) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        try {
          const response = await fetch(request);
          if (response.ok) void cache.put(url.pathname, response.clone());
          return response;
        } catch {
          const cached = await cache.match(url.pathname);
          if (cached) return cached;
          throw new Error('offline and not cached');
        }
      }),
    );
  }
});
