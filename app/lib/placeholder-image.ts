import { categoryStyle } from '#common/categories.ts';
import { wrapTitle } from '#common/text/wrap-title.ts';

const WIDTH = 400;
const HEIGHT = 225;
const WRAP_AT = 30;
const MAX_LINES = 3;
const SHOWN_PER_LINE = 25;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The lines drawn on a placeholder: wrapped at 30 characters, at most 3, each cut to 25 characters. */
export function placeholderLines(title: string): string[] {
  return wrapTitle(title, WRAP_AT, MAX_LINES).map((line) => {
    const chars = [...line];
    return chars.length > SHOWN_PER_LINE ? chars.slice(0, SHOWN_PER_LINE - 1).join('') + '…' : line;
  });
}

/** A 400x225 SVG in the category's colour with its emoji and the title, as a data URL. */
export function placeholderImage(title: string, category: string): string {
  const style = categoryStyle(category);
  const lines = placeholderLines(title);
  const top = 130 - ((lines.length - 1) * 24) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="200" y="${top + i * 24}" text-anchor="middle" font-size="18" font-weight="600" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${style.color}"/>` +
    `<text x="200" y="70" text-anchor="middle" font-size="40">${style.emoji}</text>` +
    `<g font-family="system-ui, sans-serif">${text}</g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
