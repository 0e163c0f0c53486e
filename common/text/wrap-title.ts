/** Characters of scripts written without spaces between words, which may be broken anywhere. */
const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Full-width characters take about twice the room of a Latin letter. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

function widthOf(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 2 : 1;
  return w;
}

/**
 * Wraps a title into at most `maxLines` lines of about `maxWidth` Latin characters (full-width characters count
 * double), breaking at spaces, or anywhere in Chinese and Japanese. A title that does not fit ends in "…".
 */
export function wrapTitle(title: string, maxWidth: number, maxLines: number): string[] {
  const tokens: string[] = [];
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    if (NO_SPACE_SCRIPT.test(word) || widthOf(word) > maxWidth)
      tokens.push(...[...word].map((ch, i) => (i === 0 ? ` ${ch}` : ch)));
    else tokens.push(` ${word}`);
  }
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line ? line + token : token.trimStart();
    if (line && widthOf(candidate) > maxWidth) {
      lines.push(line);
      line = token.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && widthOf(last + '…') > maxWidth) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = last.trimEnd() + '…';
  return kept;
}
