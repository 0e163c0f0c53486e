import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/** A small RSS feed with one item. */
export const rss = (title: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>${title}</title><link>https://courier.example/</link>` +
  `<item><title>Harbour reopens</title><link>https://courier.example/harbour</link></item></channel></rss>`;

/**
 * A publisher on 127.0.0.1 for the tests that add sources (a source's feed is fetched before it is saved):
 * a feed at every /feeds/NAME.xml, /feed.xml and /sports.xml, a feed that moved for good (/old-home.xml), an
 * alias under another host name (/alias.xml), a web page (/), a gzip bomb and an oversized body.
 */
export async function startPublisher(): Promise<{ origin: string; port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    const feed = (title: string) =>
      void res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(title));
    if (req.url?.startsWith('/feeds/')) return feed(req.url.slice('/feeds/'.length));
    switch (req.url) {
      case '/feed.xml':
        return feed('Lakeside Courier');
      case '/sports.xml':
        return feed('Lakeside Courier: sports');
      case '/new-home.xml':
        return feed('Lakeside Courier, moved');
      case '/old-home.xml':
        return void res.writeHead(301, { location: '/new-home.xml' }).end();
      // The same feed under another host name, sent on to the address already a source.
      case '/alias.xml':
        return void res.writeHead(302, { location: `http://127.0.0.1:${port}/feed.xml` }).end();
      case '/':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end('<!doctype html><html><body><h1>Lakeside Courier</h1></body></html>');
      case '/bomb.xml': {
        // 12 KB on the wire, 10 MB inflated: past the 5 MB cap.
        const bomb = zlib.gzipSync(Buffer.alloc(10 * 1024 * 1024, 0x20));
        res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
        return void res.end(bomb);
      }
      case '/huge.xml':
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        return void res.end(Buffer.alloc(6 * 1024 * 1024, 0x20));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was open a moment ago and is closed now: nothing answers there. */
export async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
