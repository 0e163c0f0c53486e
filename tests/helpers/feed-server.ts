import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createSinglebyteEncoder } from '@exodus/bytes/single-byte.js';
import { decodeDocument } from '#server/pipeline/decode/decode-document.ts';
import { htmlToText } from '#server/pipeline/parse/html-to-text.ts';
import { parseFeed } from '#server/pipeline/parse/parse-feed.ts';
import storyPairs from '#server/pipeline/stories/fixtures/story-pairs.json' with { type: 'json' };
import solarFarm from '#server/ai/fixtures/solar-farm-stories.json' with { type: 'json' };

/**
 * A publisher's world on 127.0.0.1 for the pipeline's tests and benchmarks, so nothing reaches the internet:
 *
 * - /corpus/FILE           the shared corpus feeds, byte for byte but with every absolute URL pointing
 *                          back here (/site/HOST/PATH), so their pages and pictures are served locally too
 * - /site/HOST/PATH        a page for a corpus item: its own title and description, clutter, a picture
 * - /img/NAME.jpg          a generated JPEG
 * - /newsroom/NAME.xml     feeds written for the tests (see NEWSROOM_FEEDS) and /newsroom/pages/… pages
 * - /fail/…                500s, a slow answer, a redirect to a private address, a redirect loop,
 *                          oversized and gzip-bomb bodies, a document that is no feed, a wrong charset
 * - /quirks/…              feeds real publishers get wrong (see quirkyFeed): undated items, relative links
 *                          behind a redirect, a UTF-16 prolog over UTF-8 bytes
 *
 * Every feed answers 304 to its own ETag or Last-Modified. `requests` logs each request's path.
 */
export interface FeedServer {
  origin: string;
  requests: string[];
  /** URLs of the corpus feeds as served here. */
  corpusFeedUrls: string[];
  close(): Promise<void>;
}

/** The shared feed corpus beside the checkout. */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../shared/corpora/feeds');
const LAST_MODIFIED = 'Mon, 23 Nov 2026 08:00:00 GMT';
const encodeLatin1 = createSinglebyteEncoder('windows-1252');

/** Whether the shared corpus is beside the checkout (it is for developers and CI). */
export const hasCorpus = fs.existsSync(CORPUS_DIR);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function rss(
  title: string,
  link: string,
  items: Array<{ title: string; link: string; description: string; date: Date; image?: string | undefined }>,
  language?: string,
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>${escapeXml(title)}</title><link>${escapeXml(link)}</link>${language ? `<language>${language}</language>` : ''}
${items
  .map(
    (item) =>
      `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.link)}</link><description>${escapeXml(item.description)}</description><pubDate>${item.date.toUTCString()}</pubDate>${item.image ? `<media:content url="${escapeXml(item.image)}" medium="image" />` : ''}</item>`,
  )
  .join('\n')}
</channel></rss>`;
}

/**
 * Feeds with the quirks of real ones, written for the tests. They carry no validators, so every fetch reads
 * them again:
 * - /quirks/undated.xml?items=N   a listing whose items have no date (one dated item first), the first N
 * - /quirks/relative              redirects to /quirks/feeds/relative.atom, whose entries link relatively
 * - /quirks/utf-16-declared.xml   UTF-8 bytes under a prolog that names UTF-16
 */
function quirkyFeed(url: URL, origin: string, now: Date): { location: string } | { body: string } | null {
  switch (url.pathname) {
    case '/quirks/undated.xml': {
      const films = [
        'The Lighthouse Keeper’s Daughter',
        'Six Days in Ushuaia',
        'A Winter at the Observatory',
        'The Last Tram to Kelvin Hall',
      ];
      const count = Math.min(films.length, Number(url.searchParams.get('items') ?? films.length));
      const items = films.slice(0, count).map(
        (film, i) =>
          `<item><title>${escapeXml(film)}: English subtitles, version ${i + 2}.0</title>
<link>${origin}/quirks/subtitles/${i + 1}</link>
<description>Subtitles for ${escapeXml(film)}, timed for the 25 fps release.</description></item>`,
      );
      const dated = `<item><title>Subtitle Shelf opens a Welsh section</title><link>${origin}/quirks/subtitles/welsh</link>
<description>Volunteers added the first forty Welsh subtitle files this week.</description><pubDate>${new Date(now.getTime() - 3 * 3_600_000).toUTCString()}</pubDate></item>`;
      return {
        body: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Subtitle Shelf</title><link>${origin}/quirks/</link><language>en</language>
<pubDate>${new Date(now.getTime() - 2 * 86_400_000).toUTCString()}</pubDate>
${dated}
${items.join('\n')}
</channel></rss>`,
      };
    }
    case '/quirks/relative':
      return { location: '/quirks/feeds/relative.atom' };
    case '/quirks/feeds/relative.atom': {
      const entry = (id: string, attributes: string, href: string, title: string) =>
        `<entry${attributes}><id>tag:ferries.example,2026:${id}</id><title>${title}</title><link href="${href}"/>
<updated>${new Date(now.getTime() - 3_600_000).toISOString()}</updated>
<summary>The island ferry company changes its winter service from Monday.</summary></entry>`;
      return {
        body: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Island Ferries</title><id>tag:ferries.example,2026:feed</id>
<updated>${new Date(now.getTime() - 3_600_000).toISOString()}</updated>
${entry('timetable', '', '/quirks/2026/11/winter-timetable', 'Winter timetable starts on Monday')}
${entry('fares', '', 'winter-fares.html', 'Island residents pay less in winter')}
${entry('harbour', ' xml:base="/quirks/archive/"', 'harbour-works.html', 'Harbour works close the north pier')}
</feed>`,
      };
    }
    case '/quirks/utf-16-declared.xml':
      return {
        body: `<?xml version="1.0" encoding="utf-16"?>
<rss version="2.0"><channel><title>Kıyı Gazetesi</title><link>${origin}/quirks/</link><language>tr</language>
<item><title>Feribot seferleri kış tarifesine geçiyor</title><link>${origin}/quirks/kis-tarifesi</link>
<description>Ada feribotları pazartesiden itibaren günde iki sefer daha az yapacak.</description>
<pubDate>${new Date(now.getTime() - 3_600_000).toUTCString()}</pubDate></item></channel></rss>`,
      };
  }
  return null;
}

function articlePage(
  language: string,
  title: string,
  paragraphs: string[],
  image: string | null,
  paywalled = false,
): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeXml(title)} | Test Publisher</title>
<meta property="og:title" content="${escapeXml(title)}">${image ? `<meta property="og:image" content="${escapeXml(image)}">` : ''}
${paywalled ? '<script type="application/ld+json">{"@type":"NewsArticle","isAccessibleForFree":false}</script>' : ''}
<script>window.tracker = { page: 1 };</script><style>body{font-family:serif}</style></head>
<body><header><nav><a href="/">Home</a> <a href="/world">World</a> <a href="/sport">Sport</a></nav></header>
<main><article><h1>${escapeXml(title)}</h1>${paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('')}</article>
<aside><h2>Most read</h2><ul><li><a href="/x">Another story</a></li></ul></aside></main>
<footer><p>© Test Publisher. All rights reserved.</p><img src="/pixel.gif" width="1" height="1" alt=""></footer></body></html>`;
}

/** The test newsroom: two publishers telling the labelled pairs' events, and one desk writing in four languages. */
function newsroomFeeds(origin: string, now: Date) {
  const base = now.getTime() - 30 * 3_600_000;
  const harbour = new Map<string, { title: string; link: string; description: string; date: Date }>();
  const coastal: Array<{ title: string; link: string; description: string; date: Date }> = [];
  storyPairs.pairs.forEach((pair, i) => {
    const slug = (text: string) => crypto.createHash('sha1').update(text).digest('hex').slice(0, 10);
    const a = pair.a.title;
    if (!harbour.has(a)) {
      harbour.set(a, {
        title: a,
        link: `${origin}/newsroom/pages/harbour-${slug(a)}.html`,
        description: pair.a.lead,
        date: new Date(base + i * 60_000),
      });
    }
    const aDate = harbour.get(a)!.date;
    coastal.push({
      title: pair.b.title,
      link: `${origin}/newsroom/pages/coastal-${slug(pair.b.title)}.html`,
      description: pair.b.lead,
      date: new Date(aDate.getTime() + pair.hours * 3_600_000 * 0.5),
    });
  });
  const desk = Object.entries(solarFarm.stories).map(([language, story], i) => ({
    title: story.title,
    link: `${origin}/newsroom/pages/desk-solar-${language}.html`,
    description: story.text.split('\n\n')[0]!,
    date: new Date(base + (i + 1) * 3_600_000),
    image: `${origin}/img/solar-${language}.jpg`,
  }));
  return {
    'harbour-daily.xml': rss('Harbour Daily', `${origin}/newsroom/`, [...harbour.values()], 'en'),
    'coastal-herald.xml': rss('Coastal Herald', `${origin}/newsroom/`, coastal, 'en'),
    'world-desk.xml': rss('World Desk', `${origin}/newsroom/`, desk),
    items: [...harbour.values(), ...coastal].map((item) => ({ ...item, language: 'en' })),
    desk: Object.entries(solarFarm.stories).map(([language, story]) => ({
      language,
      ...story,
      link: `${origin}/newsroom/pages/desk-solar-${language}.html`,
      image: `${origin}/img/solar-${language}.jpg`,
    })),
  };
}

/** Starts the server on 127.0.0.1 (a free port unless given) with the clock the feeds' dates come from. */
export async function startFeedServer(
  options: {
    port?: number;
    now?: Date;
    slowMs?: number;
    corpusImageEvery?: number;
    pageDelayMs?: number;
    /**
     * Moves each corpus feed's dates by one offset so that its newest is this time: a server pass, which
     * keeps only recent items, then has the whole corpus to read (its own items are years old).
     */
    corpusNewestAt?: Date;
  } = {},
): Promise<FeedServer> {
  const now = options.now ?? new Date();
  const requests: string[] = [];
  const images = new Map<string, Buffer>();
  let origin = '';
  let corpus = new Map<string, { body: Buffer; type: string }>();
  const corpusPages = new Map<
    string,
    { title: string; text: string; language: string; image: string | null }
  >();
  let newsroom: ReturnType<typeof newsroomFeeds> | null = null;

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });

  const sendFeed = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Buffer | string,
    type: string,
  ) => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const etag = `"${crypto.createHash('sha1').update(bytes).digest('hex').slice(0, 16)}"`;
    if (req.headers['if-none-match'] === etag || req.headers['if-modified-since'] === LAST_MODIFIED) {
      res.writeHead(304, { etag, 'last-modified': LAST_MODIFIED });
      res.end();
      return;
    }
    res.writeHead(200, {
      'content-type': type,
      etag,
      'last-modified': LAST_MODIFIED,
      'content-length': bytes.length,
    });
    res.end(bytes);
  };

  const image = async (name: string): Promise<Buffer> => {
    let bytes = images.get(name);
    if (!bytes) {
      const hash = crypto.createHash('sha1').update(name).digest();
      bytes = await sharp({
        create: {
          width: 960,
          height: 540,
          channels: 3,
          background: { r: hash[0]!, g: hash[1]!, b: hash[2]! },
        },
      })
        .jpeg({ quality: 70 })
        .toBuffer();
      images.set(name, bytes);
    }
    return bytes;
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    requests.push(url.pathname + url.search);
    const route = url.pathname;

    if (route.startsWith('/corpus/')) {
      const file = corpus.get(decodeURIComponent(route.slice('/corpus/'.length)));
      if (!file) return void res.writeHead(404).end();
      return sendFeed(req, res, file.body, file.type);
    }
    if (route.startsWith('/site/')) {
      const page = corpusPages.get(url.pathname + url.search) ?? corpusPages.get(url.pathname);
      if (!page) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(articlePage(page.language, page.title, page.text ? [page.text] : [], page.image));
    }
    if (route.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600' });
      return void res.end(await image(route));
    }
    if (route.startsWith('/newsroom/')) {
      newsroom ??= newsroomFeeds(origin, now);
      if (options.pageDelayMs && route.startsWith('/newsroom/pages/')) {
        await new Promise((resolve) => setTimeout(resolve, options.pageDelayMs));
      }
      const name = route.slice('/newsroom/'.length);
      if (name === 'harbour-daily.xml' || name === 'coastal-herald.xml' || name === 'world-desk.xml') {
        return sendFeed(req, res, newsroom[name], 'application/rss+xml; charset=utf-8');
      }
      const desk = newsroom.desk.find((d) => d.link.endsWith(route));
      if (desk) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(
          articlePage(desk.language, desk.title, desk.text.split('\n\n'), desk.image, desk.language === 'ja'),
        );
      }
      const item = newsroom.items.find((i) => i.link.endsWith(route));
      if (item) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(articlePage('en', item.title, [item.description], null));
      }
      return void res.writeHead(404).end();
    }
    if (route.startsWith('/quirks/')) {
      const quirk = quirkyFeed(url, origin, now);
      if (!quirk) return void res.writeHead(404).end();
      if ('location' in quirk) return void res.writeHead(302, { location: quirk.location }).end();
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      return void res.end(quirk.body);
    }
    switch (route) {
      case '/fail/500':
        return void res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      case '/fail/404':
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      case '/fail/slow':
        await new Promise((r) => setTimeout(r, options.slowMs ?? 3000));
        return sendFeed(req, res, rss('Slow', origin, []), 'application/rss+xml');
      case '/fail/redirect-private':
        return void res.writeHead(302, { location: 'http://10.1.2.3/feed.xml' }).end();
      case '/fail/redirect-metadata':
        return void res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/fail/redirect-loop':
        return void res.writeHead(302, { location: '/fail/redirect-loop' }).end();
      case '/fail/huge': {
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        const chunk = Buffer.alloc(64 * 1024, 0x20);
        for (let i = 0; i < 200 && !res.destroyed; i++) {
          if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
        }
        return void res.end();
      }
      case '/fail/gzip-bomb': {
        const bomb = zlib.gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
        res.writeHead(200, {
          'content-type': 'application/rss+xml',
          'content-encoding': 'gzip',
          'content-length': bomb.length,
        });
        return void res.end(bomb);
      }
      case '/fail/not-a-feed':
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<!doctype html><html><body><h1>Welcome</h1><p>No feed here.</p></body></html>');
      case '/fail/wrong-charset': {
        // Latin-1 bytes under a UTF-8 label: the bytes win.
        const body = rss('Jornal da Serra', origin, [
          {
            title: 'Câmara aprova ampliação das ciclovias em São João',
            link: `${origin}/fail/wrong-charset-page`,
            description:
              'A câmara municipal aprovou na terça-feira a ampliação das ciclovias até à estação, após dois anos de obras e reclamações dos comerciantes.',
            date: new Date(now.getTime() - 3_600_000),
          },
        ]);
        return sendFeed(req, res, Buffer.from(encodeLatin1(body)), 'application/rss+xml; charset=utf-8');
      }
    }
    res.writeHead(404);
    res.end();
  }

  // A port in use rejects (npm run feeds:serve tells it in one line) instead of ending the process.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  if (hasCorpus)
    corpus = loadCorpus(origin, corpusPages, options.corpusImageEvery ?? 3, options.corpusNewestAt);

  return {
    origin,
    requests,
    corpusFeedUrls: [...corpus.keys()].map((file) => `${origin}/corpus/${encodeURIComponent(file)}`),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Reads the corpus once: each feed's absolute URLs are pointed at this server (ASCII bytes, so the rewrite is
 * safe in every legacy charset), and each item gets a page with its own title and description.
 */
function loadCorpus(
  origin: string,
  pages: Map<string, { title: string; text: string; language: string; image: string | null }>,
  imageEvery: number,
  newestAt: Date | undefined,
) {
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const file of fs
    .readdirSync(CORPUS_DIR)
    .filter((f) => !f.endsWith('.md'))
    .sort()) {
    const original = fs.readFileSync(path.join(CORPUS_DIR, file));
    // Namespace names are URIs too, but identifiers, never fetched: they stay as they are.
    const pointedHere = original
      .toString('latin1')
      .replace(
        /(?<!xmlns(?::[\w.-]+)?\s*=\s*["'])https?:\/\/([a-z0-9.-]+)(?=[/"'<\s?]|$)/gi,
        (_, host: string) => `${origin}/site/${host.toLowerCase()}`,
      );
    const rewritten = Buffer.from(newestAt ? movedDates(pointedHere, newestAt) : pointedHere, 'latin1');
    files.set(file, {
      body: rewritten,
      type: file.endsWith('.json') ? 'application/json' : 'application/xml',
    });
    const language = file.slice(0, 2);
    try {
      const feed = parseFeed(decodeDocument(rewritten, null).text);
      feed.entries.forEach((entry, i) => {
        if (!entry.link?.startsWith(`${origin}/site/`)) return;
        const key = entry.link.slice(origin.length);
        // A picture on every third page (by default) keeps the image work realistic but bounded.
        const image =
          imageEvery > 0 && i % imageEvery === 0
            ? `${origin}/img/${crypto.createHash('sha1').update(key).digest('hex').slice(0, 12)}.jpg`
            : null;
        const page = {
          title: htmlToText(entry.title),
          text: htmlToText(entry.summaryHtml).slice(0, 600),
          language,
          image,
        };
        pages.set(key, page);
        // The pipeline drops tracking parameters before it asks for the page.
        const bare = key.split('?')[0]!;
        if (!pages.has(bare)) pages.set(bare, page);
      });
    } catch {
      // A file that is no feed still gets served as it is.
    }
  }
  return files;
}

/** A feed's dates as RSS (RFC 822) and as Atom, RDF and JSON Feed (ISO 8601) write them. */
const FEED_DATES =
  /(<(?:pubDate|lastBuildDate)>\s*)([^<]+?)(\s*<)|(<(?:updated|published|dc:date|modified|issued|created)>\s*)([^<]+?)(\s*<)|("date_(?:published|modified)"\s*:\s*")([^"]+)(")/g;

/** A feed's text with every date moved by one offset, so that the newest is `newestAt` (ASCII edits only). */
function movedDates(text: string, newestAt: Date): string {
  const times = [...text.matchAll(FEED_DATES)]
    .map((m) => Date.parse(m[2] ?? m[5] ?? m[8] ?? ''))
    .filter((t) => !Number.isNaN(t));
  if (times.length === 0) return text;
  const offset = newestAt.getTime() - Math.max(...times);
  return text.replace(FEED_DATES, (whole, ...groups: Array<string | undefined>) => {
    const [rssBefore, rss, rssAfter, isoBefore, iso, isoAfter, jsonBefore, json, jsonAfter] = groups;
    const time = Date.parse(rss ?? iso ?? json ?? '');
    if (Number.isNaN(time)) return whole;
    const moved = new Date(time + offset);
    if (rss !== undefined) return `${rssBefore}${moved.toUTCString()}${rssAfter}`;
    if (iso !== undefined) return `${isoBefore}${moved.toISOString()}${isoAfter}`;
    return `${jsonBefore}${moved.toISOString()}${jsonAfter}`;
  });
}
