// Words after which a full stop does not end a sentence, in the site's languages ("Dr.", "z. B.", "डॉ.").
const ABBREVIATIONS = new Set(
  [
    'mr',
    'mrs',
    'ms',
    'dr',
    'prof',
    'st',
    'sr',
    'jr',
    'gen',
    'gov',
    'sen',
    'rep',
    'lt',
    'col',
    'capt',
    'sgt',
    'no',
    'nr',
    'nos',
    'inc',
    'ltd',
    'co',
    'corp',
    'vs',
    'etc',
    'approx',
    'dept',
    'est',
    'fig',
    'vol',
    'jan',
    'feb',
    'mar',
    'apr',
    'aug',
    'sep',
    'sept',
    'oct',
    'nov',
    'dec',
    'mt',
    'ft',
    'sr',
    'sra',
    'srta',
    'dra',
    'av',
    'avda',
    'mme',
    'mlle',
    'me',
    'hr',
    'fr',
    'frau',
    'bzw',
    'ca',
    'vgl',
    'usw',
    'ggf',
    'z.b',
    'u.a',
    'd.h',
    'bd',
    'prov',
    'kab',
    'jl',
    'tn',
    'ny',
    'bpk',
    'ibu',
    'dkk',
    'ông',
    'bà',
    'tp',
    'dr',
    'doç',
    'yrd',
    'av',
    'sn',
    'डॉ',
    'श्री',
    'सं',
    'प्रो',
  ].map((word) => word.normalize('NFC')),
);
const INITIALS = /(^|[\s(])(\p{Lu}\.){1,4}$/u;
const OPENERS = /[「『（(“‘«[【〈《"']+$/u;

const segmenters = new Map<string, Intl.Segmenter>();
function sentenceSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** Tells whether a piece ends with an abbreviation or an initial, so the next piece continues its sentence. */
function endsWithAbbreviation(piece: string): boolean {
  const trimmed = piece.trimEnd();
  if (!trimmed.endsWith('.')) return false;
  if (INITIALS.test(trimmed)) return true;
  const lastWord = /([\p{L}\p{M}.]+)\.$/u.exec(trimmed)?.[1]?.toLowerCase();
  return !!lastWord && (ABBREVIATIONS.has(lastWord) || lastWord.length === 1);
}

/**
 * Splits a text into sentences with the language's rules (Intl.Segmenter: "。", "।", "?", "!"…), one
 * paragraph at a time, then repairs what the segmenter gets wrong in news text: splits after abbreviations
 * and initials ("U.S.", "Dr.", "डॉ.") and an opening quote left at the end of the previous sentence ("。「").
 */
export function splitSentences(text: string, language: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\n/)) {
    const trimmed = paragraph.trim();
    if (!trimmed) continue;
    const pieces: string[] = [];
    for (const { segment } of sentenceSegmenter(language).segment(trimmed)) {
      const previous = pieces.at(-1);
      if (previous !== undefined && (endsWithAbbreviation(previous) || /^\s*\p{Ll}/u.test(segment))) {
        pieces[pieces.length - 1] = previous + segment;
      } else {
        pieces.push(segment);
      }
    }
    for (let i = 0; i < pieces.length - 1; i++) {
      const opener = OPENERS.exec(pieces[i]!.trimEnd())?.[0];
      if (opener) {
        pieces[i] = pieces[i]!.trimEnd().slice(0, -opener.length);
        pieces[i + 1] = opener + pieces[i + 1]!;
      }
    }
    sentences.push(...pieces.map((p) => p.trim()).filter(Boolean));
  }
  return sentences;
}
