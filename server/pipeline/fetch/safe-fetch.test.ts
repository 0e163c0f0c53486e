import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './is-public-address.ts';
import { createSafeFetch, FetchFailure, isRetryableFetchFailure } from './safe-fetch.ts';

describe('createSafeFetch', () => {
  let server: http.Server;
  let origin: string;
  const seen: Array<{ path: string; userAgent: string | undefined; ifNoneMatch: string | undefined }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({
        path: req.url ?? '',
        userAgent: req.headers['user-agent'],
        ifNoneMatch: req.headers['if-none-match'],
      });
      if (req.url === '/feed') {
        if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304, { etag: '"v1"' }).end();
        return void res.writeHead(200, { etag: '"v1"', 'content-type': 'application/rss+xml' }).end('<rss/>');
      }
      if (req.url === '/to-feed') return void res.writeHead(301, { location: '/feed' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const publicOnly = () =>
    createSafeFetch({
      userAgent: 'TidingsBot/1.0 (+https://tidings.example/en/about)',
      timeoutMs: 1000,
      maxRedirects: 2,
      isAddressAllowed: isPublicAddress,
    });
  const loopbackToo = () =>
    createSafeFetch({
      userAgent: 'TidingsBot/1.0 (+https://tidings.example/en/about)',
      timeoutMs: 1000,
      maxRedirects: 2,
      isAddressAllowed: (a) => a === '127.0.0.1',
    });

  it('refuses private, loopback and metadata addresses by default, by IP or by name', async () => {
    const fetch = publicOnly();
    for (const url of [
      'http://10.0.0.1/feed',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/feed',
      `${origin}/feed`,
      'http://localhost/feed',
    ]) {
      const error = await fetch({ url, accept: '*/*', maxBytes: 1000 }).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(FetchFailure);
      expect((error as FetchFailure).reason, url).toBe('private-address');
      expect(isRetryableFetchFailure(error)).toBe(false);
    }
    expect(seen).toHaveLength(0);
    await fetch.close();
  });

  it('refuses other schemes and credentials in the URL', async () => {
    const fetch = publicOnly();
    for (const url of [
      'file:///etc/passwd',
      'ftp://feeds.example/rss',
      'gopher://x.example/',
      'https://user:secret@feeds.example/rss',
    ]) {
      const error = await fetch({ url, accept: '*/*', maxBytes: 1000 }).catch((e: unknown) => e);
      expect((error as FetchFailure).reason, url).toBe('bad-url');
    }
    await fetch.close();
  });

  it('names the site in its User-Agent, follows a redirect and asks conditionally', async () => {
    const fetch = loopbackToo();
    const first = await fetch({ url: `${origin}/to-feed`, accept: 'application/rss+xml', maxBytes: 1000 });
    expect(first).toMatchObject({ url: `${origin}/feed`, status: 200, etag: '"v1"', notModified: false });
    const again = await fetch({
      url: `${origin}/feed`,
      accept: 'application/rss+xml',
      maxBytes: 1000,
      etag: '"v1"',
    });
    expect(again).toMatchObject({ status: 304, notModified: true, body: null });
    expect(seen.every((s) => s.userAgent === 'TidingsBot/1.0 (+https://tidings.example/en/about)')).toBe(
      true,
    );
    expect(seen.at(-1)!.ifNoneMatch).toBe('"v1"');
    await fetch.close();
  });
});
