import { getBOMEncoding, normalizeEncoding, TextDecoder } from '@exodus/bytes/encoding.js';
import jschardet, { releaseModels } from 'jschardet';
import { repairMojibake } from './repair-mojibake.ts';

/** Where the charset that decoded a document came from. */
export type CharsetSource = 'bom' | 'http' | 'document' | 'detected' | 'fallback';

/** A document as text, with how its charset was found and whether double-encoded UTF-8 was repaired. */
export interface DecodedDocument {
  text: string;
  charset: string;
  charsetSource: CharsetSource;
  repairedMojibake: boolean;
}

// Beyond this share of broken sequences, a declared UTF-8 is taken to be wrong rather than slightly damaged.
const TOLERATED_BROKEN_UTF8 = 0.001;
/** The first bytes, where a document's markup shows which width its characters have. */
const HEAD_BYTES = 256;

/**
 * Decodes a feed or a page with the WHATWG decoders (Node's own TextDecoder mis-decodes Windows-1252 and
 * CP949, see STACK.md). The order: byte-order mark, UTF-16 told by its NUL bytes, the HTTP charset, the
 * document's own declaration (XML prolog or HTML meta), then detection when nothing is declared or the
 * declaration is contradicted by the bytes (UTF-8 declared over Latin-1 bytes, UTF-16 over 8-bit bytes). WHATWG's "euc-kr" is CP949 and "iso-8859-1" is Windows-1252,
 * which covers the common wrong declarations by themselves. Double-encoded UTF-8 is repaired afterwards.
 */
export function decodeDocument(bytes: Uint8Array, contentType: string | null): DecodedDocument {
  const bom = getBOMEncoding(bytes);
  if (bom) return finish(new TextDecoder(bom).decode(bytes), bom, 'bom');
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return finish(new TextDecoder(utf16).decode(bytes), utf16, 'detected');

  const candidates: Array<{ charset: string; source: CharsetSource }> = [];
  const fromHttp = charsetOfContentType(contentType);
  if (fromHttp) candidates.push({ charset: fromHttp, source: 'http' });
  const fromDocument = declaredCharset(bytes);
  if (fromDocument && fromDocument !== fromHttp)
    candidates.push({ charset: fromDocument, source: 'document' });

  for (const { charset, source } of candidates) {
    // UTF-16 over 8-bit bytes (no NUL among the first) is a wrong declaration: a real feed names UTF-16
    // over UTF-8. HTML has the same rule for a meta charset naming UTF-16. UTF-32 has no decoder to name.
    if (isUtf16(charset) && !bytes.subarray(0, HEAD_BYTES).includes(0)) continue;
    const text = tryDecode(bytes, charset);
    if (text !== null) return finish(text, charset, source);
  }

  const utf8 = tryDecode(bytes, 'utf-8');
  if (utf8 !== null) return finish(utf8, 'utf-8', candidates.length ? 'detected' : 'fallback');

  const detected = detectCharset(bytes);
  if (detected) return finish(new TextDecoder(detected).decode(bytes), detected, 'detected');
  return finish(new TextDecoder('windows-1252').decode(bytes), 'windows-1252', 'fallback');
}

/**
 * UTF-16 without a byte-order mark, as its bytes show it: a feed or page starts with ASCII markup, so one
 * byte of each pair is NUL (the first for big-endian, the second for little-endian). Declarations are not
 * asked: they are read as 8-bit text and cannot be found in these bytes anyway.
 */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(bytes.length, HEAD_BYTES) >> 1;
  if (pairs < 2) return null;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenNuls++;
    if (bytes[2 * i + 1] === 0) oddNuls++;
  }
  if (evenNuls >= pairs * 0.5 && oddNuls <= pairs * 0.05) return 'utf-16be';
  if (oddNuls >= pairs * 0.5 && evenNuls <= pairs * 0.05) return 'utf-16le';
  return null;
}

/** Decodes with a charset if the bytes fit it; UTF-8 must be (almost) well formed, legacy charsets fit by design. */
function tryDecode(bytes: Uint8Array, charset: string): string | null {
  if (charset === 'utf-8') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      const loose = new TextDecoder('utf-8').decode(bytes);
      const broken = countReplacementCharacters(loose);
      return broken / Math.max(1, loose.length) <= TOLERATED_BROKEN_UTF8 ? loose : null;
    }
  }
  if (isUtf16(charset)) return new TextDecoder(charset).decode(bytes);
  // A legacy multi-byte charset that leaves many holes is the wrong one (Shift_JIS declared over EUC-JP).
  const text = new TextDecoder(charset).decode(bytes);
  return countReplacementCharacters(text) > Math.max(2, text.length * 0.01) ? null : text;
}

const isUtf16 = (charset: string) => charset === 'utf-16le' || charset === 'utf-16be';

function finish(text: string, charset: string, charsetSource: CharsetSource): DecodedDocument {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { text: repaired, repaired: repairedMojibake } = repairMojibake(withoutBom);
  return { text: repaired, charset, charsetSource, repairedMojibake };
}

function countReplacementCharacters(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\ufffd'); i !== -1; i = text.indexOf('\ufffd', i + 1)) count++;
  return count;
}

/** The charset parameter of a Content-Type header, as a WHATWG encoding name. */
export function charsetOfContentType(contentType: string | null): string | null {
  const match = contentType ? /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType) : null;
  return match ? normalizeEncoding(match[1]!) : null;
}

/** The charset a document declares in its first bytes: XML prolog, or HTML meta charset / http-equiv. */
function declaredCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 2048)).toString('latin1');
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head);
  if (xml) return normalizeEncoding(xml[1]!);
  const meta =
    /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head) ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head);
  return meta ? normalizeEncoding(meta[1]!) : null;
}

/**
 * Guesses the charset of undeclared bytes; only used when nothing declares one or the declaration failed (a
 * few documents a pass). jschardet's models are let go after each guess (patches/jschardet+4.1.0.patch):
 * inflated, they are 23 MB that it would otherwise keep for the life of the process, a tenth of a worker's
 * memory, for a guess that costs 0.2-0.4 s of CPU when they are loaded again.
 */
function detectCharset(bytes: Uint8Array): string | null {
  const sample = Buffer.from(bytes.subarray(0, 64 * 1024));
  let guess: ReturnType<typeof jschardet.detect>;
  try {
    guess = jschardet.detect(sample, { minimumThreshold: 0.1 });
  } finally {
    releaseModels();
  }
  if (!guess.encoding) return null;
  const name = normalizeEncoding(guess.encoding);
  // jschardet says "ascii" for plain bytes; any superset decodes them the same.
  return name === 'utf-8' ? null : name;
}
