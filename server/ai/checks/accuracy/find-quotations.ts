// Quotations as the site's languages mark them: “…” ‘…’ (English, Korean, Hindi…), «…» ‹…› (French,
// Spanish), „…“ „…” »…« (German), 「…」 『…』 (Japanese), ”…” (in some feeds) and straight quotes.
const PAIRED =
  /“([^“”]+)”|„([^„“”]+)[“”]|«\s?([^«»]+?)\s?»|‹\s?([^‹›]+?)\s?›|»([^»«]+)«|「([^「」]+)」|『([^『』]+)』|”([^”“]+)”/gu;
// Straight double quotes pair in order; single quotes only when they open after a space or a bracket and
// close before one or a Korean syllable (‘클라라’호), so that apostrophes ("don't", "Ankara'da", "’90s") are no quotes.
const STRAIGHT_DOUBLE = /"([^"]+)"/gu;
const SINGLE = /(?<=^|[\s([—–-])[‘']([^‘’'\n]+?)[’'](?=$|[\s,.;:!?)\]—–-]|[가-힣])/gu;
/** An ellipsis inside a quotation leaves words out: each part must be found, not the whole. */
const ELLIPSIS = /\s*(?:…|\.\.\.|\[…\]|\(…\)|\[\.\.\.\]|\(\.\.\.\))\s*/u;

/** The quotations of a sentence, as written (without their marks). */
export function quotationsIn(sentence: string): string[] {
  const found: string[] = [];
  for (const pattern of [PAIRED, STRAIGHT_DOUBLE, SINGLE]) {
    for (const match of sentence.matchAll(pattern)) {
      const quoted = match
        .slice(1)
        .find((group) => group !== undefined)
        ?.trim()
        .replace(/[,;:]$/u, '');
      if (quoted) found.push(quoted);
    }
  }
  return found;
}

/**
 * A text as quotations are compared: NFKC, lower case, and only its letters, marks and digits, so that
 * spacing, punctuation and the style of quotes inside never make a word-for-word quotation differ.
 */
export function quotationKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

/** A text as its words are found in one another: NFKC, lower case, words apart by one space, padded. */
export function spacedWords(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()} `;
}

/** The opening of a quotation as spacedWords writes it (up to an ellipsis), without its padding. */
export function quotationOpening(quotation: string): string {
  return spacedWords(quotation.split(ELLIPSIS)[0] ?? '').trim();
}

/** The parts of a quotation that must each be in a report: those an ellipsis separates. */
export function quotationParts(quotation: string): string[] {
  return quotation
    .split(ELLIPSIS)
    .map(quotationKey)
    .filter((key) => key.length > 0);
}
