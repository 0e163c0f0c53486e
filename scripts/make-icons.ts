import fs from 'node:fs';
import sharp from 'sharp';

// npm run icons: draws the web app's PNG icons from public/icon.svg into public/icons (committed; run again
// after changing the SVG). The maskable icon keeps the mark inside the middle 80% that every launcher shows,
// on the mark's own blue to the edges.
const svg = fs.readFileSync(new URL('../public/icon.svg', import.meta.url));
const out = new URL('../public/icons/', import.meta.url);
fs.mkdirSync(out, { recursive: true });

async function plain(size: number, name: string) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}

async function maskable(size: number, name: string) {
  const inner = Math.round(size * 0.8);
  const mark = await sharp(svg, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#1d4ed8' } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}

await plain(192, 'icon-192.png');
await plain(512, 'icon-512.png');
await plain(180, 'apple-touch-icon.png');
await maskable(512, 'maskable-512.png');
console.log('public/icons: icon-192.png, icon-512.png, apple-touch-icon.png, maskable-512.png');
