import { AppError } from '../errors.ts';

/** Largest decoded upload accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Decodes a `data:image/...;base64,` URL into bytes. The declared type is not trusted: the caller sniffs the
 * bytes. Too large is 413; not a base64 data URL is 400; a declared SVG is 415.
 */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9-]+=[^;,]*)*;base64,(.*)$/is.exec(
    dataUrl.trim(),
  );
  if (!match)
    throw new AppError('bad_request', 'thumbnail must be a base64 data URL (data:image/png;base64,...)');
  const mediaType = (match[1] ?? '').toLowerCase();
  if (mediaType === 'image/svg+xml') {
    throw new AppError('unsupported_media_type', 'SVG images are not accepted: use PNG, JPEG, WebP or GIF');
  }
  const base64 = (match[2] ?? '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw new AppError('bad_request', 'thumbnail is not valid base64');
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 2) {
    throw new AppError('payload_too_large', 'thumbnail is larger than 5 MB');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError('payload_too_large', 'thumbnail is larger than 5 MB');
  if (bytes.length === 0) throw new AppError('bad_request', 'thumbnail is empty');
  return bytes;
}
