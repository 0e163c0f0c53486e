import sharp from 'sharp';
import { categoryStyle } from '../../common/categories.ts';
import { wrapTitle } from '../../common/text/wrap-title.ts';

const WIDTH = 1200;
const HEIGHT = 630;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );
}

/** Font stacks per script, from the Noto families Debian ships (fonts-noto-core, fonts-noto-cjk). */
function fontFamily(language: string): string {
  const cjk = { ko: 'Noto Sans CJK KR', ja: 'Noto Sans CJK JP' }[language];
  const list = [
    cjk,
    'Noto Sans',
    'Noto Sans Devanagari',
    'Noto Sans CJK KR',
    'Noto Sans CJK JP',
    'DejaVu Sans',
    'sans-serif',
  ];
  return list.filter(Boolean).join(', ');
}

/**
 * Draws an article's title card as a 1200x630 PNG: the category colour, its emoji and name, and the title
 * wrapped in up to three lines in the article's own script.
 */
export async function renderTitleCard(input: {
  title: string;
  category: string;
  language: string;
  siteName: string;
}): Promise<Buffer> {
  const style = categoryStyle(input.category);
  const lines = wrapTitle(input.title, 30, 3);
  const fontSize = lines.length === 3 ? 60 : 68;
  const lineHeight = Math.round(fontSize * 1.3);
  const top = Math.round(HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3);
  const family = escapeXml(fontFamily(input.language));
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * lineHeight}" font-size="${fontSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <g font-family="${family}" fill="#ffffff">
    <text x="80" y="110" font-size="44">${escapeXml(style.emoji)}</text>
    <text x="150" y="104" font-size="30" font-weight="700" letter-spacing="3">${escapeXml(input.category.toUpperCase())}</text>
    ${text}
    <text x="80" y="${HEIGHT - 60}" font-size="28" opacity="0.85">${escapeXml(input.siteName)}</text>
  </g>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
