import { AppError } from '../errors.ts';
import { MAX_IMAGE_BYTES } from '#common/media/image-uploads.ts';

// Every refusal here is about the request's picture.
const field = 'thumbnail';

/**
 * Decodes a `data:image/...;base64,` URL into bytes. The declared type is not trusted: the caller sniffs the
 * bytes. Too large is 413; not a base64 data URL is 400; a declared SVG is 415.
 */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(?:;[a-z0-9-]+=[^;,]*)*;base64,(.*)$/is.exec(
    dataUrl.trim(),
  );
  if (!match)
    throw new AppError('bad_request', 'thumbnail must be a base64 data URL (data:image/png;base64,...)', {
      field,
    });
  const mediaType = (match[1] ?? '').toLowerCase();
  if (mediaType === 'image/svg+xml') {
    throw new AppError('unsupported_media_type', 'SVG images are not accepted: use PNG, JPEG, WebP or GIF', {
      field,
    });
  }
  const base64 = (match[2] ?? '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw new AppError('bad_request', 'thumbnail is not valid base64', { field });
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 2) {
    throw new AppError('payload_too_large', 'thumbnail is larger than 5 MB', { field });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError('payload_too_large', 'thumbnail is larger than 5 MB', { field });
  if (bytes.length === 0) throw new AppError('bad_request', 'thumbnail is empty', { field });
  return bytes;
}
