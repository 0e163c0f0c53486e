import { parseHTML } from 'linkedom';

// Elements whose content is never part of the story's text.
const DROPPED =
  'script, style, noscript, iframe, object, embed, svg, canvas, template, form, button, select, nav, aside, figure figcaption';
const BLOCK = new Set([
  'P',
  'DIV',
  'BR',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'TR',
  'TABLE',
  'PRE',
  'FIGURE',
  'DD',
  'DT',
  'HR',
]);
// Feed teasers end with a link back to the article; it says nothing about the story.
const READ_MORE =
  /^(continue reading|read more|read the full (story|article)|lire la suite|weiterlesen|mehr lesen|leia mais|leer más|seguir leyendo|devamını oku|devamı|baca selengkapnya|xem thêm|続きを読む|続きはこちら(から)?|더보기|기사 더보기|और पढ़ें)\W*$/i;

/**
 * Reduces publisher HTML to plain text: paragraphs separated by a blank line, whitespace collapsed, entities
 * decoded, and no markup, script or tracking pixel left. Text without tags is only entity-decoded.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  if (!/[<&]/.test(html)) return normalizeParagraphs(html.split(/\n\s*\n/));
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const element of document.querySelectorAll(DROPPED)) element.remove();
  const paragraphs: string[] = [];
  let current = '';
  const walk = (node: Node): void => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 3) {
        current += child.textContent ?? '';
      } else if (child.nodeType === 1) {
        const block = BLOCK.has((child as Element).tagName);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  };
  const flush = () => {
    if (current.trim()) paragraphs.push(current);
    current = '';
  };
  walk(document.body);
  flush();
  return normalizeParagraphs(paragraphs);
}

function normalizeParagraphs(paragraphs: string[]): string {
  return paragraphs
    .map((p) => p.replace(/[\s\u00a0\u200b]+/g, ' ').trim())
    .filter((p) => p && !READ_MORE.test(p))
    .join('\n\n');
}
