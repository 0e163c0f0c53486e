import {
  MAX_IMAGE_BYTES,
  RASTER_FORMATS,
  SNIFFED_BYTES,
  sniffImageFormat,
} from '#common/media/image-uploads.ts';
import { ADMIN_TEXT } from './admin-texts.ts';

const isRaster = (format: string) => (RASTER_FORMATS as readonly string[]).includes(format);

/**
 * Reads a chosen picture as a data URL, after the server's own checks of its first bytes and size: a file that
 * is no PNG, JPEG, WebP or GIF (whatever its name or declared type says) is refused here, not after saving.
 */
export async function readImageFile(file: File): Promise<{ dataUrl: string } | { error: string }> {
  const head = new Uint8Array(await file.slice(0, SNIFFED_BYTES).arrayBuffer());
  if (!isRaster(sniffImageFormat(head))) return { error: ADMIN_TEXT.errors.imageType };
  if (file.size > MAX_IMAGE_BYTES) return { error: ADMIN_TEXT.errors.imageSize };
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result) });
    reader.onerror = () => resolve({ error: ADMIN_TEXT.errors.imageUnreadable });
    reader.readAsDataURL(file);
  });
}
