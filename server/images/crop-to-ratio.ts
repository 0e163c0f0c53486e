import sharp from 'sharp';

/** The picture shapes search engines ask of an article (Google: 16:9, 4:3 and 1:1), by file name. */
export const PICTURE_RATIOS = { 'crop-16x9': [16, 9], 'crop-4x3': [4, 3], 'crop-1x1': [1, 1] } as const;
export type PictureRatio = keyof typeof PICTURE_RATIOS;

/** Widest crop drawn: as wide as the social card. */
const MAX_WIDTH = 1200;

/**
 * Cuts a picture to a shape, around what draws the eye, as large as the picture allows without enlarging it
 * (at most 1200 wide): a 1600x900 picture gives 1200x675, 1200x900 and 900x900.
 */
export async function cropToRatio(bytes: Buffer, ratio: PictureRatio): Promise<Buffer> {
  const [across, down] = PICTURE_RATIOS[ratio];
  const meta = await sharp(bytes).metadata();
  const sourceWidth = meta.width ?? 0;
  const sourceHeight = meta.height ?? 0;
  if (sourceWidth < 1 || sourceHeight < 1) throw new Error('the picture has no pixels');
  const width = Math.max(1, Math.floor(Math.min(MAX_WIDTH, sourceWidth, (sourceHeight * across) / down)));
  const height = Math.max(1, Math.round((width * down) / across));
  return sharp(bytes)
    .resize({ width, height, fit: 'cover', position: 'attention' })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();
}
