import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { retainedBytes } from '#tests/helpers/isolated-process.ts';
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

  it("lets jschardet's models go after each guess instead of keeping 23 MB for good", () => {
    // Two guesses, each loading the models again, and nothing of them held after.
    const module = JSON.stringify(path.resolve(import.meta.dirname, 'decode-document.ts'));
    const held = retainedBytes(
      `
      const text = '<rss><channel><title>Notícias: eleição e região</title><description>Ação do governo após a votação</description></channel></rss>';
      for (let i = 0; i < 2; i++) {
        const decoded = decodeDocument(Buffer.from(text, 'latin1'), null);
        if (decoded.text !== text || decoded.charsetSource !== 'detected') throw new Error(JSON.stringify(decoded));
      }`,
      `const { decodeDocument } = await import(${module});`,
    );
    expect(held / 2 ** 20).toBeLessThan(5);
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

  describe('UTF-16', () => {
    const feed =
      '<?xml version="1.0" encoding="utf-16"?><rss version="2.0"><channel><title>Ünlü köprü: İzmir’de açılış</title></channel></rss>';
    const utf16 = (text: string, endian: 'le' | 'be') => {
      const bytes = new Uint8Array(text.length * 2);
      const view = new DataView(bytes.buffer);
      for (let i = 0; i < text.length; i++) view.setUint16(2 * i, text.charCodeAt(i), endian === 'le');
      return bytes;
    };

    it('reads UTF-8 bytes as UTF-8 when the prolog names UTF-16 (in any case) and there is no BOM', () => {
      for (const declared of ['utf-16', 'UTF-16', 'Utf-16LE', 'utf-16be']) {
        const text = feed.replace('utf-16', declared);
        const decoded = decodeDocument(utf8(text), null);
        expect(decoded.text).toBe(text);
        expect(decoded.charset).toBe('utf-8');
        expect(decoded.charsetSource).toBe('detected');
      }
    });

    it('reads UTF-8 bytes as UTF-8 when the HTTP header names UTF-16 too', () => {
      expect(decodeDocument(utf8(feed), 'application/rss+xml; charset=UTF-16').text).toBe(feed);
    });

    it('reads UTF-8 as UTF-8 under a UTF-32 prolog, and 8-bit bytes under UTF-16 by detection', () => {
      const utf32 = feed.replace('utf-16', 'UTF-32');
      expect(decodeDocument(utf8(utf32), null).text).toBe(utf32);
      const latin = feed.replace('’', "'");
      expect(decodeDocument(createSinglebyteEncoder('iso-8859-9')(latin), null).text).toBe(latin);
    });

    it('still reads real UTF-16 with a byte-order mark, little- and big-endian', () => {
      const le = decodeDocument(Uint8Array.from([0xff, 0xfe, ...utf16(feed, 'le')]), null);
      expect(le).toMatchObject({ text: feed, charset: 'utf-16le', charsetSource: 'bom' });
      const be = decodeDocument(Uint8Array.from([0xfe, 0xff, ...utf16(feed, 'be')]), null);
      expect(be).toMatchObject({ text: feed, charset: 'utf-16be', charsetSource: 'bom' });
    });

    it('reads real UTF-16 without a byte-order mark from where its NUL bytes fall', () => {
      const le = decodeDocument(utf16(feed, 'le'), 'text/xml; charset=utf-16');
      expect(le).toMatchObject({ text: feed, charset: 'utf-16le' });
      const be = decodeDocument(utf16(feed, 'be'), null);
      expect(be).toMatchObject({ text: feed, charset: 'utf-16be' });
    });
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
