import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from '../load/generate-articles.ts';
import { freePort } from '../bench/server-process.ts';
import {
  answerPoll,
  etagOf,
  feedAt,
  FEED_PATH,
  OLD_FEED_PATH,
  reportText,
  type ReplayItem,
  type ReplaySource,
} from './replay-world.ts';

// The replay's publishers on 127.0.0.1, one port each (a host of its own for the pipeline's per-host limit),
// the dead ones on a port nobody listens on. Each serves its feed as the world's clock has it, with 304s to
// its validators, and a page for each item it has published.

/** What one source's polls got, for the replay's 304 figure. */
export interface PollCounts {
  polls: number;
  feeds: number;
  notModified: number;
  /** Polls whose feed had not changed since the previous poll answered with a feed or a 304. */
  unchanged: number;
  unchangedNotModified: number;
  failed: number;
  redirects: number;
  pages: number;
}

export interface ReplayClock {
  /** Speed-up: simulated milliseconds per real millisecond. */
  speed: number;
  /** Real and simulated time at the start of the replay. */
  realStart: number;
  simStart: number;
  /** Real time after which nothing more is published (the feeds stay as they are then). */
  publishUntil: number;
}

/** The simulated time of a real moment. */
export function simulatedAt(clock: ReplayClock, real: number): number {
  return clock.simStart + (Math.min(real, clock.publishUntil) - clock.realStart) * clock.speed;
}

/** The real moment an item became visible in its feed. */
export function realVisibleAt(clock: ReplayClock, item: ReplayItem): number {
  return clock.realStart + (item.visibleAt - clock.simStart) / clock.speed;
}

export interface ReplayServer {
  feedUrl(source: ReplaySource): string;
  counts: PollCounts[];
  /** The real moments each source's feed was polled, oldest first (failed polls too). */
  pollTimes: number[][];
  close(): Promise<void>;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function feedBody(
  source: ReplaySource,
  origin: string,
  listed: ReplayItem[],
  seed: number,
  clock: ReplayClock,
): string {
  const entries = listed.map((item) => ({
    link: `${origin}/a/${item.id}.html`,
    date: new Date(realVisibleAt(clock, item)),
    ...reportText(seed, item, source.language),
  }));
  const updated = entries[0]?.date ?? new Date(clock.realStart);
  if (source.format === 'atom') {
    return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${source.language}"><title>${escapeXml(source.name)}</title><id>${origin}/</id><link href="${origin}/"/><updated>${updated.toISOString()}</updated>
${entries
  .map(
    (e) =>
      `<entry><id>${e.link}</id><title>${escapeXml(e.title)}</title><link href="${e.link}"/><published>${e.date.toISOString()}</published><updated>${e.date.toISOString()}</updated><summary>${escapeXml(e.lead)}</summary></entry>`,
  )
  .join('\n')}
</feed>`;
  }
  const ttl =
    source.ttlMinutes === null
      ? ''
      : `<ttl>${Math.max(1, Math.round(source.ttlMinutes / clock.speed))}</ttl>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escapeXml(source.name)}</title><link>${origin}/</link><language>${source.language}</language><lastBuildDate>${updated.toUTCString()}</lastBuildDate>${ttl}
${entries
  .map(
    (e) =>
      `<item><title>${escapeXml(e.title)}</title><link>${e.link}</link><guid isPermaLink="true">${e.link}</guid><pubDate>${e.date.toUTCString()}</pubDate><description>${escapeXml(e.lead)}</description></item>`,
  )
  .join('\n')}
</channel></rss>`;
}

const MENU = ['World', 'Politics', 'Business', 'Science', 'Sport', 'Culture', 'Opinion', 'Weather', 'Video'];

function pageBody(
  source: ReplaySource,
  origin: string,
  item: ReplayItem,
  seed: number,
  clock: ReplayClock,
): string {
  const text = reportText(seed, item, source.language);
  const date = new Date(realVisibleAt(clock, item)).toISOString();
  return `<!doctype html><html lang="${source.language}"><head><meta charset="utf-8"><title>${escapeXml(text.title)} | ${escapeXml(source.name)}</title>
<meta name="description" content="${escapeXml(text.lead)}"><meta property="og:title" content="${escapeXml(text.title)}"><link rel="canonical" href="${origin}/a/${item.id}.html"></head>
<body><header><a href="${origin}/">${escapeXml(source.name)}</a><nav><ul>${MENU.map((m) => `<li><a href="${origin}/${m.toLowerCase()}">${m}</a></li>`).join('')}</ul></nav></header>
<main><article><h1>${escapeXml(text.title)}</h1><time datetime="${date}">${date}</time>
${text.paragraphs.map((p) => `<p>${escapeXml(p)}</p>`).join('\n')}
</article><aside><h2>More</h2><ul>${MENU.map((m, i) => `<li><a href="${origin}/more/${i}">${m}</a></li>`).join('')}</ul></aside></main>
<footer><p>© ${escapeXml(source.name)}</p></footer></body></html>`;
}

/** Starts a server per living source on 127.0.0.1; dead sources get a port that was free and stays closed. */
export async function startReplayServer(
  sources: ReplaySource[],
  items: ReplayItem[],
  seed: number,
  clock: ReplayClock,
): Promise<ReplayServer> {
  const bySource = sources.map(() => [] as ReplayItem[]);
  for (const item of items) bySource[item.source]!.push(item);
  const byId = new Map(items.map((item) => [item.id, item]));
  const counts: PollCounts[] = sources.map(() => ({
    polls: 0,
    feeds: 0,
    notModified: 0,
    unchanged: 0,
    unchangedNotModified: 0,
    failed: 0,
    redirects: 0,
    pages: 0,
  }));
  const pollTimes: number[][] = sources.map(() => []);
  const origins: string[] = [];
  const servers: http.Server[] = [];
  for (const source of sources) {
    if (source.failure === 'dead') {
      origins.push(''); // given a port once every living source has one, so that none of theirs is taken
      continue;
    }
    const rolls = seededRandom(seed * 613 + source.index);
    const count = counts[source.index]!;
    let previousPoll = -Infinity;
    let previousEtag: string | null = null;
    const server = http.createServer((request, response) => {
      const origin = origins[source.index]!;
      const path = new URL(request.url ?? '/', origin).pathname;
      const now = Date.now();
      const page = /^\/a\/(\d+)\.html$/.exec(path);
      if (page) {
        const item = byId.get(Number(page[1]));
        if (!item || item.source !== source.index || item.visibleAt > simulatedAt(clock, now)) {
          response.writeHead(404).end();
          return;
        }
        count.pages++;
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(pageBody(source, origin, item, seed, clock));
        return;
      }
      if (path !== FEED_PATH && path !== OLD_FEED_PATH) {
        response.writeHead(404).end();
        return;
      }
      count.polls++;
      pollTimes[source.index]!.push(now);
      const listed = feedAt(bySource[source.index]!, source, simulatedAt(clock, now));
      const etag = etagOf(source, listed);
      const lastModified = new Date(
        listed[0] ? realVisibleAt(clock, listed[0]) : clock.realStart,
      ).toUTCString();
      const answer = answerPoll(source, {
        path,
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
        etag,
        lastModified,
        roll: rolls(),
        sincePreviousMs: now - previousPoll,
        speed: clock.speed,
      });
      previousPoll = now;
      switch (answer.kind) {
        case 'redirect':
          count.redirects++;
          response.writeHead(301, { location: answer.location }).end();
          return;
        case 'hang':
          count.failed++;
          // No answer: the socket is dropped after a minute, long after the pipeline gave up.
          setTimeout(() => response.destroy(), 60_000).unref();
          return;
        case 'status':
          count.failed++;
          response
            .writeHead(
              answer.status,
              answer.retryAfterSeconds ? { 'retry-after': String(answer.retryAfterSeconds) } : {},
            )
            .end();
          return;
      }
      if (previousEtag === etag) {
        count.unchanged++;
        if (answer.kind === 'not-modified') count.unchangedNotModified++;
      }
      previousEtag = etag;
      const headers: Record<string, string> = {
        'content-type':
          source.format === 'atom'
            ? 'application/atom+xml; charset=utf-8'
            : 'application/rss+xml; charset=utf-8',
      };
      if (source.validators.includes('etag')) headers.etag = etag;
      if (source.validators.includes('last-modified')) headers['last-modified'] = lastModified;
      if (source.maxAgeSeconds !== null)
        headers['cache-control'] = `max-age=${Math.max(1, Math.round(source.maxAgeSeconds / clock.speed))}`;
      if (answer.kind === 'not-modified') {
        count.notModified++;
        response.writeHead(304, headers).end();
        return;
      }
      count.feeds++;
      response.writeHead(200, headers).end(feedBody(source, origin, listed, seed, clock));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origins.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    servers.push(server);
  }
  const taken = new Set(origins);
  for (const source of sources) {
    if (source.failure !== 'dead') continue;
    let origin = '';
    while (!origin || taken.has(origin)) origin = `http://127.0.0.1:${await freePort()}`;
    taken.add(origin);
    origins[source.index] = origin;
  }
  return {
    feedUrl: (source) => `${origins[source.index]}${source.failure === 'moved' ? OLD_FEED_PATH : FEED_PATH}`,
    counts,
    pollTimes,
    async close() {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
