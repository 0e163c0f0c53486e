import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { runIsolated } from '#tests/helpers/isolated-process.ts';
import { createImageVariants } from './create-image-variants.ts';
import { renderTitleCard, renderTitleCardImage, renderTitleCardPicture } from './render-title-card.ts';

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

  it("encodes a card's sizes one after the other, so that a card holds one encoder's buffers at a time", async () => {
    let calls = 0;
    let running = 0;
    let most = 0;
    const toBuffer = sharp.prototype.toBuffer;
    const spy = vi.spyOn(sharp.prototype, 'toBuffer').mockImplementation(async function (
      this: Sharp,
      ...args: unknown[]
    ) {
      calls++;
      most = Math.max(most, ++running);
      try {
        return await (toBuffer as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } finally {
        running--;
      }
    } as typeof toBuffer);
    try {
      await renderTitleCardImage(card);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(4); // the drawing, then three sizes
    expect(most).toBe(1);
  });

  it("draws the site's name in the same face on every card: a Korean card loads no CJK regular face", () => {
    // The title and label are bold; the CJK family's regular face (16 MiB of a worker's memory once mapped)
    // would otherwise be loaded for the name alone.
    const module = JSON.stringify(path.resolve(import.meta.dirname, 'render-title-card.ts'));
    const fonts = runIsolated(`
      import fs from 'node:fs';
      const { renderTitleCardImage } = await import(${module});
      await renderTitleCardImage(${JSON.stringify(card)});
      const maps = fs.readFileSync('/proc/self/maps', 'utf8');
      console.log(JSON.stringify([...new Set(maps.match(/NotoSansCJK-\\w+/g))].sort()));`);
    expect(JSON.parse(fonts)).toEqual(['NotoSansCJK-Bold']);
  });
});

describe('renderTitleCardPicture', () => {
  it('keeps a long Latin headline inside the card when the page cuts it to 16:9', async () => {
    const bytes = await renderTitleCardPicture(
      {
        title: 'Tottenham Hotspur v Manchester United: Premier League – live!',
        category: 'sports',
        label: 'Sports',
        language: 'en',
      },
      { width: 800, height: 450 },
    );
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    // The title is white on a dark gradient: no near-white pixel in the card's last 3% on the right.
    let white = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = Math.floor(info.width * 0.97); x < info.width; x++) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) white++;
      }
    }
    expect(white).toBe(0);
  });
});
