import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogFile } from '../i18n/catalog-files.server.ts';
import { loader } from './catalog-file.ts';

type LoaderArgs = Parameters<typeof loader>[0];

function get(name: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://localhost/assets/i18n/${name}`, { headers });
  return loader({ params: { file: name }, request } as unknown as LoaderArgs);
}

describe('the interface texts file', () => {
  const file = catalogFile('hi');

  it('is sent Brotli-compressed at quality 11 to a browser that takes Brotli, and decodes to the same text', async () => {
    const response = await get(file.name, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(file.body);
    // Smaller than Brotli at quality 6, which answers compressed as they are drawn get.
    const atSix = zlib.brotliCompressSync(Buffer.from(file.body), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    expect(bytes.length).toBeLessThan(atSix.length);
  });

  it('is sent gzipped to a browser without Brotli, and plain to one that takes neither', async () => {
    const gzipped = await get(file.name, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(file.body);
    const plain = await get(file.name);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(file.body);
  });

  it('has a validator per encoding and answers 304 to a browser that holds that form', async () => {
    const br = await get(file.name, { 'accept-encoding': 'br' });
    const gzip = await get(file.name, { 'accept-encoding': 'gzip' });
    const etag = br.headers.get('etag');
    expect(etag).toMatch(/^"hi-.+-br"$/);
    expect(gzip.headers.get('etag')).not.toBe(etag);
    const again = await get(file.name, { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('is not found under an old name', async () => {
    expect((await get('hi-old.js')).status).toBe(404);
  });
});
