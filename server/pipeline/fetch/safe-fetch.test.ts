import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, isLinkLocalOrMetadata, isPublicAddress } from './is-public-address.ts';
import {
  createSafeFetch,
  FetchFailure,
  isRetryableFetchFailure,
  maxAgeOf,
  retryAfterOf,
  type FetchPolicy,
} from './safe-fetch.ts';

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
      if (req.url === '/moved') return void res.writeHead(301, { location: '/moved-again' }).end();
      if (req.url === '/moved-again') return void res.writeHead(308, { location: '/feed' }).end();
      if (req.url === '/moved-then-temporary')
        return void res.writeHead(301, { location: '/temporary' }).end();
      if (req.url === '/temporary') return void res.writeHead(302, { location: '/feed' }).end();
      if (req.url === '/to-metadata') {
        return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      }
      if (req.url === '/to-mapped-metadata') {
        return void res.writeHead(301, { location: 'http://[::ffff:a9fe:a9fe]/latest/meta-data/' }).end();
      }
      if (req.url === '/to-metadata-name') {
        return void res
          .writeHead(302, { location: 'http://metadata.google.internal/computeMetadata/v1/' })
          .end();
      }
      if (req.url === '/busy') return void res.writeHead(503, { 'retry-after': '120' }).end();
      if (req.url === '/slow-down') {
        const at = new Date(Date.now() + 90_000).toUTCString();
        return void res.writeHead(429, { 'retry-after': at }).end();
      }
      if (req.url === '/cached') {
        return void res.writeHead(200, { 'cache-control': 'public, max-age=600', etag: '"c"' }).end('<rss/>');
      }
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
  const loopbackPolicy: FetchPolicy = {
    userAgent: 'TidingsBot/1.0 (+https://tidings.example/en/about)',
    timeoutMs: 1000,
    maxRedirects: 2,
    isAddressAllowed: (a) => a === '127.0.0.1',
  };
  const loopbackToo = () => createSafeFetch(loopbackPolicy);

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

  it('tells how long to wait after a 503 or 429 (seconds or a date), and how long an answer stays fresh', async () => {
    const fetch = loopbackToo();
    const busy = await fetch({ url: `${origin}/busy`, accept: '*/*', maxBytes: 1000 }).catch(
      (e: unknown) => e,
    );
    expect(busy).toMatchObject({ reason: 'http-status', status: 503, retryAfterSeconds: 120 });
    const slowDown = (await fetch({ url: `${origin}/slow-down`, accept: '*/*', maxBytes: 1000 }).catch(
      (e: unknown) => e,
    )) as FetchFailure;
    expect(slowDown.status).toBe(429);
    // An HTTP date has a resolution of a second, and the request took some of the 90.
    expect(slowDown.retryAfterSeconds).toBeGreaterThanOrEqual(85);
    expect(slowDown.retryAfterSeconds).toBeLessThanOrEqual(90);
    const gone = await fetch({ url: `${origin}/nowhere`, accept: '*/*', maxBytes: 1000 }).catch(
      (e: unknown) => e,
    );
    expect(gone).toMatchObject({ status: 404, retryAfterSeconds: null });

    expect(await fetch({ url: `${origin}/cached`, accept: '*/*', maxBytes: 1000 })).toMatchObject({
      maxAgeSeconds: 600,
    });
    expect((await fetch({ url: `${origin}/feed`, accept: '*/*', maxBytes: 1000 })).maxAgeSeconds).toBeNull();
    await fetch.close();

    expect(retryAfterOf('Wed, 21 Oct 2026 07:28:30 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(
      30,
    );
    expect(retryAfterOf('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:29:00 GMT'))).toBe(
      0,
    );
    expect(retryAfterOf('soon', 0)).toBeNull();
    expect(maxAgeOf({ 'cache-control': 'max-age=60, s-maxage=300' })).toBe(300);
    expect(maxAgeOf({ 'cache-control': 'no-cache, max-age=60' })).toBe(0);
    expect(
      maxAgeOf({ expires: 'Wed, 21 Oct 2026 08:00:00 GMT', date: 'Wed, 21 Oct 2026 07:30:00 GMT' }),
    ).toBe(1800);
    // An Expires of 0 means already stale (RFC 9111).
    expect(maxAgeOf({ expires: '0' })).toBe(0);
    expect(maxAgeOf({ etag: '"c"' })).toBeNull();
  });

  it('gives the new address of a feed that moved for good, and none after a temporary redirect', async () => {
    const fetch = loopbackToo();
    const moved = await fetch({ url: `${origin}/moved`, accept: '*/*', maxBytes: 1000 });
    expect(moved).toMatchObject({ url: `${origin}/feed`, movedPermanentlyTo: `${origin}/feed` });
    const mixed = await fetch({ url: `${origin}/moved-then-temporary`, accept: '*/*', maxBytes: 1000 });
    expect(mixed).toMatchObject({ url: `${origin}/feed`, movedPermanentlyTo: null });
    const direct = await fetch({ url: `${origin}/feed`, accept: '*/*', maxBytes: 1000 });
    expect(direct.movedPermanentlyTo).toBeNull();
    await fetch.close();
  });

  it('admits loopback and private networks when allowed, never link-local or metadata addresses', () => {
    const allowPrivate = addressPolicy(true);
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.20',
      'fc00::1',
      '8.8.8.8',
    ]) {
      expect(allowPrivate(address), address).toBe(true);
    }
    for (const address of [
      '169.254.169.254',
      '169.254.0.1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '::a9fe:a9fe',
      // Carrier-grade NAT (Alibaba's metadata is at 100.100.100.200), unspecified, multicast: not private networks.
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      'not an address',
    ]) {
      expect(allowPrivate(address), address).toBe(false);
    }
    expect(isLinkLocalOrMetadata('fd00:ec2::254')).toBe(true);
    expect(isLinkLocalOrMetadata('fd00:ec2::253')).toBe(false);
    expect(addressPolicy(false)).toBe(isPublicAddress);
    expect(addressPolicy(false)('10.1.2.3')).toBe(false);
  });

  it('refuses a redirect to a metadata address or name without connecting, even when everything is allowed', async () => {
    const connected: string[] = [];
    const fetch = createSafeFetch({
      ...loopbackPolicy,
      isAddressAllowed: () => true,
      resolveHost: async (hostname) => {
        connected.push(hostname);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    for (const path of ['/to-metadata', '/to-mapped-metadata', '/to-metadata-name']) {
      const before = seen.length;
      const error = await fetch({ url: `${origin}${path}`, accept: '*/*', maxBytes: 1000 }).catch(
        (e: unknown) => e,
      );
      expect(error, path).toBeInstanceOf(FetchFailure);
      expect((error as FetchFailure).reason, path).toBe('private-address');
      // Only the redirect itself was asked for.
      expect(seen.slice(before).map((s) => s.path)).toEqual([path]);
    }
    // The metadata host name was refused before it was looked up.
    expect(connected).toEqual([]);
    await fetch.close();
  });

  it('refuses a host name that resolves to a link-local address, with private networks allowed', async () => {
    const fetch = createSafeFetch({
      ...loopbackPolicy,
      isAddressAllowed: addressPolicy(true),
      resolveHost: async (hostname) =>
        hostname === 'feeds.example'
          ? [{ address: '169.254.169.254', family: 4 }]
          : [{ address: '::ffff:169.254.10.10', family: 6 }],
    });
    for (const host of ['feeds.example', 'mapped.example']) {
      const url = `http://${host}:${new URL(origin).port}/feed`;
      const error = await fetch({ url, accept: '*/*', maxBytes: 1000 }).catch((e: unknown) => e);
      expect((error as FetchFailure).reason, host).toBe('private-address');
      expect((error as FetchFailure).message, host).toContain('169.254.');
    }
    // The same fetcher reaches a private feed server by name.
    const local = createSafeFetch({
      ...loopbackPolicy,
      isAddressAllowed: addressPolicy(true),
      resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    const url = `http://feeds.example:${new URL(origin).port}/feed`;
    expect(await local({ url, accept: '*/*', maxBytes: 1000 })).toMatchObject({ status: 200 });
    await Promise.all([fetch.close(), local.close()]);
  });
});
