import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createImageVariants } from './create-image-variants.ts';
import { renderTitleCard, renderTitleCardImage } from './render-title-card.ts';

const card = {
  title: '시의회, 학교와 도로 예산 승인',
  category: 'world',
  label: '세계',
  language: 'ko',
  siteName: 'Tidings',
};

describe('renderTitleCardImage', () => {
  it('stores a card in the sizes and format of any image, as the drawn PNG cut into them would be', async () => {
    const drawn = await renderTitleCardImage(card);
    const fromPng = await createImageVariants(await renderTitleCard(card));
    const shape = (v: { variant: string; format: string; width: number; height: number }) => ({
      variant: v.variant,
      format: v.format,
      width: v.width,
      height: v.height,
    });
    expect(drawn.variants.map(shape)).toEqual(fromPng.variants.map(shape));
    expect(drawn.variants.map(shape)).toEqual([
      { variant: 'small', format: 'webp', width: 400, height: 225 },
      { variant: 'medium', format: 'webp', width: 800, height: 450 },
      { variant: 'social', format: 'webp', width: 1200, height: 630 },
      { variant: 'large', format: 'webp', width: 1200, height: 630 },
    ]);
    expect({ width: drawn.width, height: drawn.height, sourceFormat: drawn.sourceFormat }).toEqual({
      width: 1200,
      height: 630,
      sourceFormat: 'svg',
    });
    for (const variant of drawn.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('draws the same picture as the PNG: each size differs from its cut of the PNG only by encoding', async () => {
    const drawn = await renderTitleCardImage(card);
    const png = await renderTitleCard(card);
    for (const variant of drawn.variants) {
      const expected = await sharp(png)
        .resize({ width: variant.width, height: variant.height, fit: 'cover', position: 'centre' })
        .removeAlpha()
        .raw()
        .toBuffer();
      const actual = await sharp(variant.bytes).removeAlpha().raw().toBuffer();
      let squaredError = 0;
      for (let i = 0; i < expected.length; i++) squaredError += (expected[i]! - actual[i]!) ** 2;
      const psnr = 10 * Math.log10((255 * 255) / (squaredError / expected.length));
      expect(psnr, variant.variant).toBeGreaterThan(35);
    }
  });
});
