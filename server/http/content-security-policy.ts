import crypto from 'node:crypto';

/**
 * The pages' security policy: scripts only from this site, inline ones only when their hash is listed, and a
 * configured analytics host; images from this site and data URLs (generated placeholders); no framing.
 *
 * Hashes rather than a per-request nonce: a page is drawn once and served from the cache to many readers, and
 * a nonce shared by every reader of a cached page would protect nothing. The hashes are those of the page's
 * own inline scripts (React Router's data and hydration), computed when the page is drawn.
 */
export function contentSecurityPolicy({
  scriptHashes,
  extraOrigins,
}: {
  scriptHashes: string[];
  extraOrigins: string[];
}): string {
  const extra = extraOrigins.join(' ');
  const inline = scriptHashes.map((hash) => ` '${hash}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${inline}${extra ? ` ${extra}` : ''}`,
    `connect-src 'self'${extra ? ` ${extra}` : ''}`,
    // The service worker that keeps saved articles readable offline (public/sw.js).
    "worker-src 'self'",
    "img-src 'self' data: blob:",
    // Inline style attributes carry the category colours.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * The CSP source expressions ('sha256-…') of a document's inline scripts. Script text is raw text in HTML (no
 * character references), so the hash of the bytes between the tags is the hash the browser computes. Data
 * blocks such as JSON-LD are not scripts to the browser and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
