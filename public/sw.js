// Saved articles, readable offline. The page tells this worker which articles are saved (app/lib/offline-cache.ts,
// registered on the first Save or on subscribing to alerts, so other readers run no worker). For each one it keeps
// the page as drawn, the API answer a link in the page loads it from, the scripts and styles the page names and
// its picture; removed from Saved, they go. Pages and answers are asked of the network first; the kept copy answers
// only when there is no network. Offline, an article it has no copy of gets a short page saying so, in the page's
// language.
const VERSION = 'v2';
const ASSETS = `tidings-assets-${VERSION}`; // hashed scripts, styles and fonts: a name never changes content
const SAVED = `tidings-saved-${VERSION}`; // saved articles, the Saved pages, the offline pages, known routes

const ARTICLE_PAGE = /^\/([a-z]{2})\/news\/([^/]+)\/?$/;
const SAVED_PAGE = /^\/[a-z]{2}\/saved\/?$/;
const ARTICLE_API = /^\/api\/news\/([^/]+)$/;
const ASSET_URLS = /\/assets\/[^"'\s)\\<>`]+/g;
const LANGUAGE = /^[a-z]{2}$/;
// A saved article's picture is kept when it is under this size (a large photo is a few hundred KB).
const MAX_PICTURE_BYTES = 1_500_000;
// React Router's route manifest (lazy route discovery); kept merged per build version for offline navigation.
const MANIFEST_PATH = '/__manifest';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k !== ASSETS && k !== SAVED).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

// Cache writes run one after another, so two messages or manifest answers never interleave their edits.
let turn = Promise.resolve();
function inTurn(task) {
  turn = turn.then(task).catch(() => undefined);
  return turn;
}

self.addEventListener('message', (event) => {
  const message = event.data;
  if (!message || message.type !== 'saved' || !LANGUAGE.test(message.language)) return;
  if (!Array.isArray(message.slugs) || !message.slugs.every((s) => typeof s === 'string')) return;
  event.waitUntil(inTurn(() => keepSaved(message)));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;

  if (path.startsWith('/assets/')) event.respondWith(fromAssets(request));
  else if (path.startsWith('/media/')) event.respondWith(fromSavedOrNetwork(request));
  else if (path === MANIFEST_PATH) event.respondWith(routeManifest(event, url));
  else if (ARTICLE_API.test(path) && url.searchParams.has('language'))
    event.respondWith(networkFirst(event, path + url.search));
  else if (request.mode === 'navigate' && (ARTICLE_PAGE.test(path) || SAVED_PAGE.test(path)))
    event.respondWith(networkFirst(event, path, path.slice(1, 3)));
});

async function fromAssets(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function fromSavedOrNetwork(request) {
  return (await caches.match(request, { cacheName: SAVED, ignoreVary: true })) ?? fetch(request);
}

/**
 * The network's answer, which also refreshes a kept copy; with no network, the kept copy, else (for a page) the
 * offline page of its language, else the failure.
 */
async function networkFirst(event, key, language) {
  const cache = await caches.open(SAVED);
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      event.waitUntil(
        inTurn(async () => {
          if (await cache.match(key, { ignoreVary: true })) await cache.put(key, await standalone(copy));
        }),
      );
    }
    return response;
  } catch (error) {
    const kept =
      (await cache.match(key, { ignoreVary: true })) ??
      (language ? await cache.match(offlinePageKey(language)) : undefined);
    if (kept) return kept;
    throw error;
  }
}

/**
 * Offline, React Router asks for the routes of a link it has not met (the Saved page kept from an earlier visit
 * knows only its own): every route met online with this build answers. Knowing none, the page is loaded as a
 * document instead (React Router's own signal), which this worker answers from its copies.
 */
async function routeManifest(event, url) {
  const key = `${MANIFEST_PATH}?version=${encodeURIComponent(url.searchParams.get('version') ?? '')}`;
  const cache = await caches.open(SAVED);
  try {
    const response = await fetch(event.request);
    if (response.status === 200) {
      const copy = response.clone();
      event.waitUntil(inTurn(() => rememberRoutes(cache, key, copy)));
    }
    return response;
  } catch {
    return (
      (await cache.match(key)) ??
      new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'true' } })
    );
  }
}

async function rememberRoutes(cache, key, response) {
  const routes = await response.json();
  const known = await cache.match(key);
  const merged = { ...(known ? await known.json() : {}), ...routes };
  for (const request of await cache.keys()) {
    const path = new URL(request.url);
    if (path.pathname === MANIFEST_PATH && path.pathname + path.search !== key) await cache.delete(request);
  }
  await cache.put(key, Response.json(merged));
}

/** Keeps the saved articles (in `language`, besides any language kept before) and drops every other article. */
async function keepSaved({ language, slugs, offlinePage, code }) {
  const cache = await caches.open(SAVED);
  // The page's code that sends this message is loaded on use, so no page names it: it names itself.
  if (typeof code === 'string') await keepAssetsOf(new URL(code, self.location.href).pathname);
  if (offlinePage) await cache.put(offlinePageKey(language), offlineDocument(language, offlinePage));
  const saved = new Set(slugs);
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    const slug = ARTICLE_PAGE.exec(pathname)?.[2] ?? ARTICLE_API.exec(pathname)?.[1];
    if (slug === undefined || saved.has(decodeURIComponent(slug))) continue;
    if (ARTICLE_API.test(pathname)) {
      const answer = await cache.match(request);
      const article = answer ? await answer.json().catch(() => null) : null;
      for (const picture of picturesOf(article)) await cache.delete(picture);
    }
    await cache.delete(request);
  }
  for (const slug of slugs) await keepArticle(cache, language, slug).catch(() => undefined);
  // The Saved page too, and the scripts it names (among them the code that removes a copy, offline).
  if (slugs.length > 0) {
    const savedPage = await fetch(`/${language}/saved`).catch(() => null);
    if (savedPage?.ok) {
      await keepAssetsOf(await savedPage.clone().text());
      await cache.put(`/${language}/saved`, await standalone(savedPage));
    }
  }
}

async function keepArticle(cache, language, slug) {
  const pagePath = `/${language}/news/${encodeURIComponent(slug)}`;
  if (await cache.match(pagePath)) return;
  const apiPath = `/api/news/${encodeURIComponent(slug)}?language=${language}`;
  const answer = await fetch(apiPath, { headers: { Accept: 'application/json' } });
  if (!answer.ok) return; // gone from the site: nothing to keep
  const article = await answer.clone().json();
  const page = await fetch(pagePath);
  if (!page.ok) return;
  await keepAssetsOf(await page.clone().text());
  for (const picture of picturesOf(article)) await keepPicture(cache, picture);
  await cache.put(apiPath, answer);
  // The page last: its presence says the article is kept whole.
  await cache.put(pagePath, await standalone(page));
}

/** Keeps the scripts and styles a page names (its own, and the route modules React Router may load next). */
async function keepAssetsOf(html) {
  const assets = await caches.open(ASSETS);
  for (const asset of new Set(html.match(ASSET_URLS) ?? [])) {
    if (!(await assets.match(asset))) await assets.add(asset).catch(() => undefined);
  }
}

/** The article's own picture files (each size the page may choose from); never another site's. */
function picturesOf(article) {
  if (!article || typeof article !== 'object') return [];
  return [article.thumbnailSmall, article.thumbnailMedium, article.imageUrl, article.imageAvifUrl].filter(
    (url) => typeof url === 'string' && url.startsWith('/media/'),
  );
}

async function keepPicture(cache, path) {
  if (await cache.match(path)) return;
  const response = await fetch(path).catch(() => null);
  if (!response?.ok) return;
  const body = await response.blob();
  if (body.size <= MAX_PICTURE_BYTES) await cache.put(path, new Response(body, responseInit(response)));
}

/**
 * A copy that answers a navigation: a response that followed a redirect cannot, and the body is already
 * decoded, so it must not claim an encoding.
 */
async function standalone(response) {
  return new Response(await response.blob(), responseInit(response));
}

function responseInit(response) {
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return { status: response.status, statusText: response.statusText, headers };
}

function offlinePageKey(language) {
  return `/__offline/${language}`;
}

/** The page for an article with no copy, offline: the reader's language, the site's colours, no script. */
function offlineDocument(language, { title, text, savedLink }) {
  const escape = (value) =>
    String(value).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a;background:#fff}
main{max-width:42rem;margin:0 auto;padding:5rem 1rem;text-align:center}
h1{font-size:1.875rem;margin:0}
p{color:#475569}
a{display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#0f172a;color:#fff;text-decoration:none}
a:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}p{color:#cbd5e1}a{background:#f1f5f9;color:#020617}}
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
<a href="/${language}/saved">${escape(savedLink)}</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'",
    },
  });
}

// Breaking-news alerts (server/push/send-breaking-alerts.ts sends them; app/features/alerts/ subscribes, which
// registers this worker too). An alert is shown in the language the reader subscribed in, as the server wrote
// it: the story's title, its summary shortened, its page on this site; one notification per story (its tag).
self.addEventListener('push', (event) => {
  const alert = readAlert(event.data);
  if (!alert) return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      lang: alert.language,
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

// A click opens the story: in a window of the site already showing it, else a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(sitePath(event.notification.data?.url) ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

/** The alert a push message carries, or null when it is not one (every field a string, the link on this site). */
function readAlert(data) {
  let alert;
  try {
    alert = data?.json();
  } catch {
    return null;
  }
  if (!alert || typeof alert.title !== 'string' || alert.title === '') return null;
  const text = (value) => (typeof value === 'string' ? value : '');
  return {
    title: alert.title,
    body: text(alert.body),
    language: LANGUAGE.test(alert.language) ? alert.language : '',
    tag: text(alert.tag),
    url: sitePath(alert.url) ?? '/',
  };
}

/** A path on this site ("/ko/news/…"); null for anything else (another site, "//host", a script URL). */
function sitePath(value) {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : null;
}
