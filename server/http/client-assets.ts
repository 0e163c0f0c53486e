import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding } from './cached-reads.ts';

/** Hashed files of the build: a new build gives changed files new names, so browsers keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface ClientAsset {
  type: string;
  identity: Buffer;
  /** The build's compressed copies (vite.config.ts), when it wrote them. */
  br: Buffer | null;
  gzip: Buffer | null;
}

/**
 * Every file of the build's assets folder with its compressed copies, read once, by its path under the folder
 * ("app-abc123.js"). The whole folder is some 2 MB.
 */
function loadClientAssets(dir: string): Map<string, ClientAsset> {
  const assets = new Map<string, ClientAsset>();
  if (!fs.existsSync(dir)) return assets;
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  for (const entry of files) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : null);
    assets.set(path.relative(dir, file).split(path.sep).join('/'), {
      type: getMimeType(entry.name) ?? 'application/octet-stream',
      identity: fs.readFileSync(file),
      br: copy('.br'),
      gzip: copy('.gz'),
    });
  }
  return assets;
}

/**
 * Serves /assets/* from memory, compressed as the reader accepts. Read from disk on each request, a file
 * waited for a thread of libuv's pool, which a pass shares with its pictures' encoding at the lowest priority
 * (docs/decisions/025): a script's p95 was 2.6 times the quiet server's during a pass. A path the build did
 * not write goes on (to a 404).
 */
export function clientAssets(assetsDir: string): MiddlewareHandler {
  const assets = loadClientAssets(assetsDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const asset = assets.get(c.req.path.slice('/assets/'.length));
    if (!asset) return next();
    const available = (['br', 'gzip'] as const).filter((coding) => asset[coding] !== null);
    const [coding] = chooseEncoding(c.req.header('accept-encoding') ?? '', available);
    const body = coding ? asset[coding]! : asset.identity;
    c.header('Content-Type', asset.type);
    c.header('Cache-Control', IMMUTABLE);
    if (available.length > 0) c.header('Vary', 'Accept-Encoding');
    if (coding) c.header('Content-Encoding', coding);
    c.header('Content-Length', String(body.length));
    if (c.req.method === 'HEAD') return c.body(null);
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length));
  };
}
