import crypto from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import { sniffImageFormat, type RasterFormat } from '#common/media/image-uploads.ts';

export type VariantName = 'small' | 'medium' | 'social' | 'large';

/**
 * The sizes every image is stored in: card thumbnail, the card on a phone's dense screen (a 390 px card at
 * twice its pixels), social card, and the picture capped in width.
 */
export const VARIANT_SIZES: Record<VariantName, { width: number; height: number | null }> = {
  small: { width: 400, height: 225 },
  medium: { width: 800, height: 450 },
  social: { width: 1200, height: 630 },
  large: { width: 1600, height: null },
};

export interface EncodedVariant {
  variant: VariantName;
  format: 'webp';
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PreparedImage {
  sha256: string;
  /** What it was made from: an uploaded or fetched raster, or the drawing of a title card. */
  sourceFormat: RasterFormat | 'svg';
  width: number;
  height: number;
  variants: EncodedVariant[];
}

const MAX_PIXELS = 40_000_000;
// Every refusal here is about the request's picture.
const field = 'thumbnail';

/**
 * Checks that the bytes really are a PNG, JPEG, WebP or GIF picture by decoding them, then encodes the three
 * WebP variants. EXIF orientation is applied and all metadata (EXIF, GPS, ICC comments) is dropped.
 */
export async function createImageVariants(bytes: Buffer): Promise<PreparedImage> {
  const format = sniffImageFormat(bytes);
  if (format === 'svg') {
    throw new AppError('unsupported_media_type', 'SVG images are not accepted: use PNG, JPEG, WebP or GIF', {
      field,
    });
  }
  if (format === 'unknown') {
    throw new AppError('unsupported_media_type', 'the thumbnail is not a PNG, JPEG, WebP or GIF image', {
      field,
    });
  }
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    width = meta.autoOrient?.width ?? meta.width ?? 0;
    height = meta.autoOrient?.height ?? meta.height ?? 0;
    // Decoding the whole picture catches truncated or corrupt files that a header read lets through.
    await sharp(bytes, { limitInputPixels: MAX_PIXELS }).raw().toBuffer({ resolveWithObject: false });
  } catch {
    throw new AppError('bad_request', `the thumbnail is not a readable ${format.toUpperCase()} image`, {
      field,
    });
  }
  if (width < 1 || height < 1) throw new AppError('bad_request', 'the thumbnail has no pixels', { field });

  const encode = async (variant: VariantName): Promise<EncodedVariant> => {
    const size = VARIANT_SIZES[variant];
    const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
    const resized =
      size.height === null
        ? pipeline.resize({ width: size.width, withoutEnlargement: true })
        : pipeline.resize({ width: size.width, height: size.height, fit: 'cover', position: 'attention' });
    const { data, info } = await resized
      .webp({ quality: variant === 'small' || variant === 'medium' ? 76 : 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { variant, format: 'webp', width: info.width, height: info.height, bytes: data };
  };

  const variants = await Promise.all((['small', 'medium', 'social', 'large'] as const).map(encode));
  return {
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    sourceFormat: format,
    width,
    height,
    variants,
  };
}
