import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { MAX_IMAGE_BYTES, sniffImageFormat } from '#common/media/image-uploads.ts';
import { decodeImageDataUrl } from './decode-data-url.ts';
import { createImageVariants } from './create-image-variants.ts';
import { makePng, toDataUrl } from '#tests/helpers/factories.ts';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('sniffImageFormat', () => {
  it('recognises formats by their bytes', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } });
    expect(sniffImageFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(await base.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(SVG)).toBe('svg');
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?>\n<svg></svg>'))).toBe('svg');
    expect(sniffImageFormat(Buffer.from('hello, world'))).toBe('unknown');
  });
});

describe('decodeImageDataUrl', () => {
  it('decodes base64 data URLs', () => {
    expect(decodeImageDataUrl('data:image/png;base64,aGVsbG8=').toString()).toBe('hello');
  });

  it('refuses what is not a base64 data URL, SVG, and anything over 5 MB', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as AppError).code;
      }
    };
    expect(code(() => decodeImageDataUrl('https://example.com/a.png'))).toBe('bad_request');
    expect(code(() => decodeImageDataUrl('data:image/png;base64,@@@'))).toBe('bad_request');
    expect(code(() => decodeImageDataUrl(toDataUrl(SVG, 'image/svg+xml')))).toBe('unsupported_media_type');
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 10, 1);
    expect(code(() => decodeImageDataUrl(toDataUrl(big)))).toBe('payload_too_large');
  });
});

describe('createImageVariants', () => {
  it('stores four WebP sizes without metadata', async () => {
    const withExif = await sharp(await makePng(2400, 1600))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret', Artist: 'someone' } })
      .toBuffer();
    const image = await createImageVariants(withExif);
    expect(image.sourceFormat).toBe('jpeg');
    expect(image.variants.map((v) => [v.variant, v.width, v.height])).toEqual([
      ['small', 400, 225],
      ['medium', 800, 450],
      ['social', 1200, 630],
      ['large', 1600, 1067],
    ]);
    for (const v of image.variants) {
      const meta = await sharp(v.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
  });

  it('does not enlarge a small picture', async () => {
    const image = await createImageVariants(await makePng(300, 200));
    expect(image.variants.find((v) => v.variant === 'large')).toMatchObject({ width: 300, height: 200 });
  });

  it('takes a PNG declared as JPEG for what it is', async () => {
    const bytes = decodeImageDataUrl(toDataUrl(await makePng(), 'image/jpeg'));
    expect((await createImageVariants(bytes)).sourceFormat).toBe('png');
  });

  it('refuses SVG, text and corrupt images with clear errors', async () => {
    expect(await codeOf(createImageVariants(SVG))).toBe('unsupported_media_type');
    expect(await codeOf(createImageVariants(Buffer.from('just some text')))).toBe('unsupported_media_type');
    const truncated = (await makePng()).subarray(0, 200);
    expect(await codeOf(createImageVariants(truncated))).toBe('bad_request');
  });
});
