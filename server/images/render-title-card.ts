import crypto from 'node:crypto';
import sharp from 'sharp';
import { categoryStyle } from '#common/categories.ts';
import { wrapTitle } from '#common/text/wrap-title.ts';
import { escapeXml } from '#common/text/escape-xml.ts';
import { VARIANT_SIZES, type EncodedVariant, type PreparedImage } from './create-image-variants.ts';

const WIDTH = 1200;
const HEIGHT = 630;

/**
 * Font stacks per script, from the Noto families Debian ships (fonts-noto-core, fonts-noto-cjk); `null` for
 * text in no card's language (the site's name), where no CJK face goes first.
 */
function fontFamily(language: string | null): string {
  const cjk = language === null ? undefined : { ko: 'Noto Sans CJK KR', ja: 'Noto Sans CJK JP' }[language];
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
 * Latin characters a title line holds (full-width ones count double, wrap-title.ts): at 68 px in bold, 24 of them
 * take about 1,000 px, which a page's 16:9 cut of the 1200 px card keeps whole from the 80 px margin; at 30, a
 * line of capitals ("Tottenham Hotspur v Manchester") ran off the card's edge.
 */
const TITLE_LINE_WIDTH = 24;

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

/**
 * libwebp's effort for a stored card: 2 spends half the CPU of 4 on a gradient and text, for files 1-2% larger at
 * the same quality (PSNR within 0.1 dB, measured in docs/benchmarks.md).
 */
const CARD_WEBP_EFFORT = 2;

/**
 * Draws an article's title card as the stored picture, in the sizes every image is stored in (VARIANT_SIZES):
 * the drawing is rasterised once at 1200x630 and each size cut from those pixels in the middle, as pages cut
 * theirs (renderTitleCardPicture). No saliency crop (`attention`), which finds nothing in a card we drew, and no
 * PNG to encode and decode again; the large size, never enlarged, is the social card's 1200x630, encoded once.
 */
export async function renderTitleCardImage(input: TitleCardContent): Promise<PreparedImage> {
  const svg = titleCardSvg(input);
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = async (variant: 'small' | 'medium' | 'social'): Promise<EncodedVariant> => {
    const { width, height } = VARIANT_SIZES[variant];
    const picture = sharp(data, pixels);
    const sized =
      width === info.width && height === info.height
        ? picture
        : picture.resize({ width, height: height!, fit: 'cover', position: 'centre' });
    const encoded = await sized
      .webp({ quality: variant === 'social' ? 80 : 76, effort: CARD_WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    return {
      variant,
      format: 'webp',
      width: encoded.info.width,
      height: encoded.info.height,
      bytes: encoded.data,
    };
  };
  // One size after the other: each encoding holds its own copy of the pixels and libwebp's buffers, and a
  // worker draws two cards at a time beside its other jobs.
  const small = await encode('small');
  const medium = await encode('medium');
  const social = await encode('social');
  return {
    sha256: crypto.createHash('sha256').update(svg).digest('hex'),
    sourceFormat: 'svg',
    width: info.width,
    height: info.height,
    variants: [small, medium, social, { ...social, variant: 'large' }],
  };
}

function titleCardSvg(input: TitleCardContent): string {
  const style = input.category === null ? SITE_STYLE : categoryStyle(input.category);
  const labelLanguage = input.labelLanguage ?? input.language;
  const caseless = CASELESS_LANGUAGES.has(labelLanguage);
  const label = caseless ? input.label : input.label.toLocaleUpperCase(labelLanguage);
  const labelX = style.emoji ? 150 : 80;
  const lines = wrapTitle(input.title, TITLE_LINE_WIDTH, 3);
  const fontSize = lines.length === 3 ? 60 : 68;
  const lineHeight = Math.round(fontSize * 1.3);
  const top = Math.round(HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3);
  const family = escapeXml(fontFamily(input.language));
  // The site's name in the same face on every card. On a Korean or Japanese card the CJK family would be
  // loaded in its regular weight for this one line (the rest is bold): 16 MiB more of a worker's memory.
  const siteNameFamily = escapeXml(fontFamily(null));
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
    ${input.category === null || !input.siteName ? '' : `<text x="80" y="${HEIGHT - 60}" font-size="28" opacity="0.85" font-family="${siteNameFamily}">${escapeXml(input.siteName)}</text>`}
  </g>
</svg>`;
  return svg;
}
