/** Characters of scripts written without spaces between words, which may be broken anywhere. */
const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Full-width characters take about twice the room of a Latin letter. */
const WIDE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Characters a Japanese line may not start with (kinsoku): closing marks, punctuation, small kana, the long vowel. */
const NO_LINE_START =
  /^[、。，．・：；？！ー〜」』）】〕〉》”’)\]}ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/u;
/** Characters a line may not end with: opening brackets and quotes. */
const NO_LINE_END = /[「『（【〔〈《“‘([{]$/u;

let japaneseWords: Intl.Segmenter | undefined;

/**
 * Splits a run of Chinese or Japanese into the pieces a line may break between: the words ICU's dictionary finds,
 * with closing marks kept on the word before them and opening marks on the word after, as Japanese typesetting
 * asks ("、" never starts a line).
 */
function breakablePieces(run: string): string[] {
  // Browsers without Intl.Segmenter (Firefox before 125) break between characters, as before.
  if (typeof Intl.Segmenter !== 'function') return [...run];
  japaneseWords ??= new Intl.Segmenter('ja', { granularity: 'word' });
  const pieces: string[] = [];
  let carry = '';
  for (const { segment } of japaneseWords.segment(run)) {
    const piece = carry + segment;
    carry = '';
    if (NO_LINE_END.test(piece)) carry = piece;
    else if (pieces.length > 0 && NO_LINE_START.test(piece)) pieces[pieces.length - 1] += piece;
    else pieces.push(piece);
  }
  if (carry) pieces.push(carry);
  return pieces;
}

function widthOf(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 2 : 1;
  return w;
}

/**
 * Wraps a title into at most `maxLines` lines of about `maxWidth` Latin characters (full-width characters count
 * double), breaking at spaces, or between words in Chinese and Japanese (never before "、" or after "「"). A title
 * that does not fit ends in "…".
 */
export function wrapTitle(title: string, maxWidth: number, maxLines: number): string[] {
  const tokens: string[] = [];
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    const pieces = NO_SPACE_SCRIPT.test(word) ? breakablePieces(word) : [word];
    for (const [i, piece] of pieces.entries()) {
      const lead = i === 0 ? ' ' : '';
      // A piece wider than a line (a long word, a URL) is broken anywhere.
      if (widthOf(piece) > maxWidth) tokens.push(...[...piece].map((ch, j) => (j === 0 ? lead + ch : ch)));
      else tokens.push(lead + piece);
    }
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
