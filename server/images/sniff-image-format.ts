/** The raster formats an upload may be in. */
export type RasterFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** What the first bytes of a file say it is: a raster format we take, an SVG, or something else. */
export function sniffImageFormat(bytes: Uint8Array): RasterFormat | 'svg' | 'unknown' {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (start: number, text: string) =>
    [...text].every((ch, i) => at(start + i) === ch.charCodeAt(0));
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  const head = Buffer.from(bytes.subarray(0, 512))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')) || head.includes('<svg'))
    return 'svg';
  return 'unknown';
}
