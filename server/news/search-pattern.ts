/** A LIKE pattern that finds `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The same characters as the class in tidings_cjk_grams (migration 0009): Hiragana, Katakana, CJK ideographs
 * (extension A, unified, compatibility), Hangul syllables and half-width Katakana.
 */
const SHORT_CJK_TERM =
  /^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]{1,2}$/u;

/**
 * Whether a search term is one or two CJK characters, which the CJK character-and-pair index answers exactly
 * (a trigram index cannot narrow a term that short).
 */
export function isShortCjkTerm(term: string): boolean {
  return SHORT_CJK_TERM.test(term);
}
