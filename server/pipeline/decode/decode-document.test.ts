import { describe, expect, it } from 'vitest';
import { TextEncoder } from '@exodus/bytes/encoding.js';
import { createSinglebyteEncoder } from '@exodus/bytes/single-byte.js';
import { decodeDocument } from './decode-document.ts';
import { repairMojibake } from './repair-mojibake.ts';

const latin1 = createSinglebyteEncoder('windows-1252');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeDocument', () => {
  it('reads CP949 bytes declared as EUC-KR (WHATWG euc-kr is the CP949 superset)', () => {
    // "똠방각하" uses 똠, a syllable only CP949 (UHC) encodes.
    const bytes = Uint8Array.from([
      0x3c, 0x3f, 0x78, 0x6d, 0x6c, 0x20, 0x65, 0x6e, 0x63, 0x6f, 0x64, 0x69, 0x6e, 0x67, 0x3d, 0x22, 0x65,
      0x75, 0x63, 0x2d, 0x6b, 0x72, 0x22, 0x3f, 0x3e, 0x8c, 0x63, 0xb9, 0xe6, 0xb0, 0xa2, 0xc7, 0xcf,
    ]);
    const decoded = decodeDocument(bytes, null);
    expect(decoded.text.endsWith('똠방각하')).toBe(true);
    expect(decoded.charsetSource).toBe('document');
  });

  it('detects Latin-1 bytes that declare nothing', () => {
    const text =
      '<rss><channel><title>Notícias: eleição e região</title><description>Ação do governo após a votação na câmara municipal de São Paulo</description></channel></rss>';
    const decoded = decodeDocument(latin1(text), null);
    expect(decoded.text).toBe(text);
    expect(decoded.charsetSource).toBe('detected');
  });

  it('does not believe an HTTP header that the bytes contradict', () => {
    const text = '<p>Größere Änderungen für München und Köln, sagte der Bürgermeister.</p>';
    const decoded = decodeDocument(latin1(text), 'text/html; charset=utf-8');
    expect(decoded.text).toBe(text);
  });

  it('prefers a byte-order mark over every declaration', () => {
    const bytes = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...utf8('<?xml version="1.0" encoding="iso-8859-1"?><a>é</a>'),
    ]);
    expect(decodeDocument(bytes, 'text/xml; charset=iso-8859-1').text).toBe(
      '<?xml version="1.0" encoding="iso-8859-1"?><a>é</a>',
    );
  });

  it('reads Shift_JIS and EUC-JP from the prolog', () => {
    const sjis = Uint8Array.from([
      ...utf8('<?xml version="1.0" encoding="Shift_JIS"?>'),
      0x93,
      0xfa,
      0x96,
      0x7b,
    ]);
    expect(decodeDocument(sjis, null).text.endsWith('日本')).toBe(true);
    const eucjp = Uint8Array.from([
      ...utf8('<?xml version="1.0" encoding="EUC-JP"?>'),
      0xc6,
      0xfc,
      0xcb,
      0xdc,
    ]);
    expect(decodeDocument(eucjp, null).text.endsWith('日本')).toBe(true);
  });

  it('repairs UTF-8 that was decoded as Windows-1252 before it was stored', () => {
    const decoded = decodeDocument(
      utf8('<title>FÃ¼hrende KÃ¶pfe der regiÃ£o â€“ â€œzitiertâ€\u009d</title>'),
      null,
    );
    expect(decoded.text).toBe('<title>Führende Köpfe der região – “zitiert”</title>');
    expect(decoded.repairedMojibake).toBe(true);
  });
});

describe('repairMojibake', () => {
  it('leaves real Latin-1 text alone', () => {
    for (const text of ['Ã la carte', 'naïve café', 'São Paulo', '½ Â']) {
      expect(repairMojibake(text)).toEqual({ text, repaired: false });
    }
  });
});
