/** The raster formats an uploaded picture may be in. */
export const RASTER_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

/** Their media types, as a file input's accept list names them. */
export const RASTER_MEDIA_TYPES: readonly string[] = RASTER_FORMATS.map((format) => `image/${format}`);

/** Largest picture accepted, in bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** How many first bytes sniffImageFormat reads. */
export const SNIFFED_BYTES = 512;

/**
 * What the first bytes of a file say it is: a raster format we take, an SVG, or something else. The server
 * decides by this, never by a declared type, and the admin form checks a chosen file the same way.
 */
export function sniffImageFormat(bytes: Uint8Array): RasterFormat | 'svg' | 'unknown' {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (start: number, text: string) =>
    [...text].every((ch, i) => at(start + i) === ch.charCodeAt(0));
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  const head = new TextDecoder()
    .decode(bytes.subarray(0, SNIFFED_BYTES))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg'))
    return 'svg';
  return 'unknown';
}
