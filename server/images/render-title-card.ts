import sharp from 'sharp';
import { categoryStyle } from '../../common/categories.ts';
import { wrapTitle } from '../../common/text/wrap-title.ts';
import { escapeXml } from '../../common/text/escape-xml.ts';

const WIDTH = 1200;
const HEIGHT = 630;

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

/** The site's own card (home and list pages): the brand blue, no category emoji. */
const SITE_STYLE = { emoji: '', color: '#1d4ed8' };

/** Scripts without letter case: their labels are neither upper-cased nor spread (tracking breaks Devanagari's headstroke). */
const CASELESS_LANGUAGES = new Set(['ko', 'ja', 'hi']);

export interface TitleCardContent {
  title: string;
  /** The category key (its colour and emoji), or null for the site's card. */
  category: string | null;
  /** The line above the title: the category's name, or the site's. */
  label: string;
  /** The title's language (its font). */
  language: string;
  /** The label's language, when not the title's (an English title on a Korean page's card). */
  labelLanguage?: string;
  /** Written at the foot of an article's card; left off the cards shown on the site's own pages. */
  siteName?: string;
}

/**
 * Draws a title card as a 1200x630 PNG: the category colour, its emoji and name in the card's language, and the
 * title wrapped in up to three lines in its own script. With no category it is the site's card.
 */
export async function renderTitleCard(input: TitleCardContent): Promise<Buffer> {
  return sharp(Buffer.from(titleCardSvg(input)))
    .png()
    .toBuffer();
}

/**
 * Draws a title card straight at a picture size (the card sizes of VARIANT_SIZES) as WebP: the vector drawing is
 * scaled to cover the size and cut in the middle, so small cards get sharp text rather than a shrunk raster.
 */
export async function renderTitleCardPicture(
  input: TitleCardContent,
  size: { width: number; height: number | null },
): Promise<Buffer> {
  const height = size.height ?? Math.round((size.width * HEIGHT) / WIDTH);
  const scale = Math.max(size.width / WIDTH, height / HEIGHT);
  return sharp(Buffer.from(titleCardSvg(input)), { density: 72 * scale })
    .resize({ width: size.width, height, fit: 'cover', position: 'centre' })
    .webp({ quality: size.width <= 800 ? 76 : 80, effort: 4 })
    .toBuffer();
}

function titleCardSvg(input: TitleCardContent): string {
  const style = input.category === null ? SITE_STYLE : categoryStyle(input.category);
  const labelLanguage = input.labelLanguage ?? input.language;
  const caseless = CASELESS_LANGUAGES.has(labelLanguage);
  const label = caseless ? input.label : input.label.toLocaleUpperCase(labelLanguage);
  const labelX = style.emoji ? 150 : 80;
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
    ${style.emoji ? `<text x="80" y="110" font-size="44">${escapeXml(style.emoji)}</text>` : ''}
    <text x="${labelX}" y="104" font-size="30" font-weight="700"${caseless ? '' : ' letter-spacing="3"'}>${escapeXml(label)}</text>
    ${text}
    ${input.category === null || !input.siteName ? '' : `<text x="80" y="${HEIGHT - 60}" font-size="28" opacity="0.85">${escapeXml(input.siteName)}</text>`}
  </g>
</svg>`;
  return svg;
}
