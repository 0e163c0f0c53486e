import { wordSegmenter } from './segment-words.ts';

const ELLIPSIS = '…';

let graphemes: Intl.Segmenter | undefined;

/** Characters as a reader counts them: a Hindi syllable with its vowel sign, an emoji with its modifiers, is one. */
function countCharacters(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

/**
 * The text in at most `max` characters as a reader counts them: unchanged when it fits, otherwise cut after the
 * last whole word that fits with "…" (counted within `max`), a word as the language's word breaker sees it, so
 * Japanese, Chinese and Thai, written without spaces, are cut between words too. A first word longer than
 * `max` is cut between characters.
 */
export function shortenAtWord(text: string, max: number, language: string): string {
  // Browsers without Intl.Segmenter (Firefox before 125) count code points and cut at a space.
  if (typeof Intl.Segmenter !== 'function') return shortenAtSpace(text, max);
  if (countCharacters(text) <= max) return text;
  const room = max - 1;
  let used = 0;
  let end = 0;
  for (const { segment, index, isWordLike } of wordSegmenter(language).segment(text)) {
    used += countCharacters(segment);
    if (used > room) break;
    if (isWordLike) end = index + segment.length;
  }
  if (end > 0) return text.slice(0, end) + ELLIPSIS;
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes!.segment(text)) {
    if (++count > room) break;
    kept += segment;
  }
  return kept + ELLIPSIS;
}

function shortenAtSpace(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const kept = characters.slice(0, max - 1).join('');
  const nextIsSpace = /\s/.test(characters[max - 1] ?? '');
  const lastSpace = kept.search(/\s\S*$/);
  const cut = nextIsSpace ? kept : lastSpace > 0 ? kept.slice(0, lastSpace) : kept;
  return cut.trimEnd() + ELLIPSIS;
}
