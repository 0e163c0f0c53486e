import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAssets } from './client-assets.ts';

describe('clientAssets', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-assets-'));
  const script = Buffer.from(`export const texts = ${JSON.stringify('headline '.repeat(200))};\n`);
  let app: Hono;

  beforeAll(() => {
    fs.mkdirSync(path.join(dir, 'i18n'));
    fs.writeFileSync(path.join(dir, 'entry-abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'entry-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dir, 'entry-abc123.js.gz'), zlib.gzipSync(script));
    fs.writeFileSync(path.join(dir, 'i18n', 'ko-def456.json'), '{"save":"저장"}');
    app = new Hono();
    app.use('/assets/*', clientAssets(dir));
    app.all('*', (c) => c.text('not here', 404));
    // Read once when the app is made: a file removed afterwards is still served.
    fs.rmSync(path.join(dir, 'entry-abc123.js'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves a file from memory, compressed as the reader accepts, cached for good', async () => {
    const br = await app.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(script);

    const gzip = await app.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer()))).toEqual(script);

    const plain = await app.request('/assets/entry-abc123.js', { headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer())).toEqual(script);
    expect(plain.headers.get('content-length')).toBe(String(script.length));
  });

  it('serves files in folders, and a file without compressed copies as it is', async () => {
    const response = await app.request('/assets/i18n/ko-def456.json', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
    expect(await response.json()).toEqual({ save: '저장' });
  });

  it('answers HEAD without a body, and lets other paths and methods go on', async () => {
    const head = await app.request('/assets/entry-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(script.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    for (const address of [
      '/assets/missing.js',
      '/assets/../client-assets.ts',
      '/assets/entry-abc123.js.br',
    ]) {
      expect((await app.request(address)).status).toBe(404);
    }
    expect((await app.request('/assets/entry-abc123.js', { method: 'POST' })).status).toBe(404);
  });
});
