import { TextDecoder } from '@exodus/bytes/encoding.js';
import { createSinglebyteEncoder } from '@exodus/bytes/single-byte.js';

const encodeWindows1252 = createSinglebyteEncoder('windows-1252');
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Characters that UTF-8 bytes turn into when read as Windows-1252 (or Latin-1): a lead byte C2-F4 followed
 * by one to three continuation bytes 80-BF, where 80-9F may show as Windows-1252's typographic characters
 * or as C1 controls.
 */
const CONTINUATION =
  '[\\u0080-\\u00BF\\u0152\\u0153\\u0160\\u0161\\u0178\\u017D\\u017E\\u0192\\u02C6\\u02DC\\u2013\\u2014\\u2018\\u2019\\u201A\\u201C\\u201D\\u201E\\u2020\\u2021\\u2022\\u2026\\u2030\\u2039\\u203A\\u20AC\\u2122]';
const MOJIBAKE_RUN = new RegExp(`(?:[\\u00C2-\\u00F4]${CONTINUATION}{1,3})+`, 'g');

/**
 * Repairs text whose UTF-8 bytes were decoded as Windows-1252 somewhere upstream ("fÃ¼hrende" for
 * "führende", "regiÃ£o" for "região"). Only runs that re-encode to well-formed UTF-8 are replaced, so real
 * Latin-1 text such as "Ã la carte" or "Â°" in another context is left alone.
 */
export function repairMojibake(text: string): { text: string; repaired: boolean } {
  let repaired = false;
  const out = text.replace(MOJIBAKE_RUN, (run) => {
    let bytes: Uint8Array;
    try {
      bytes = encodeWindows1252(run);
    } catch {
      // C1 controls (U+0080-U+009F) are Latin-1 readings of the same bytes.
      bytes = Uint8Array.from([...run].map((ch) => c1OrWindows1252Byte(ch)));
      if (bytes.includes(0)) return run;
    }
    try {
      const fixed = strictUtf8.decode(bytes);
      repaired = true;
      return fixed;
    } catch {
      return run;
    }
  });
  return { text: out, repaired };
}

function c1OrWindows1252Byte(ch: string): number {
  const code = ch.codePointAt(0)!;
  if (code <= 0xff) return code;
  try {
    return encodeWindows1252(ch)[0] ?? 0;
  } catch {
    return 0;
  }
}
