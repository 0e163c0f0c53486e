import { countEnglishEquivalentWords } from '#common/text/count-words.ts';
import { LANGUAGE_ENTRIES, type Language } from '#common/languages.ts';
import { detectLanguage } from '../../language/detect-language.ts';

// Checks of a model's text that its JSON shape cannot show: the right language, a sane length, and the
// source's numbers kept. Each returns what is wrong in a sentence the model is shown when asked again.

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;
// A number grouped in thousands ("12,000", "12.000", "12 000", "1'000") with maybe a decimal part, or a
// plain one with maybe a decimal part ("4,5", "3.75").
const NUMBER = /\d{1,3}(?:[,.\u00a0\u202f '’]\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)?/g;

// Large numbers as each language writes them with a word: "9 million", "900만", "1万2000", "90 लाख".
const SCALE_WORDS: Array<[RegExp, number]> = [
  [/mil millones|billions?|milliards?|milliarden?|miliar|tỷ|bilhões|bilhão|milyar|अरब/iu, 1e9],
  [/억|億/u, 1e8],
  [/करोड़/u, 1e7],
  [/millions?|millón|millones|millionen|juta|triệu|milhões|milhão|milyon|मिलियन/iu, 1e6],
  [/लाख/u, 1e5],
];
const MYRIAD = /(\d+)\s?[만万](?:\s?(\d+)\s?([천千])?)?/gu;

// Fractions written with numbers in Korean and Japanese ("10분의 1", "5分の1") are words elsewhere ("a
// tenth"): their numbers are no figures to keep.
const FRACTION = /\d+\s?(?:분의|分の)\s?\d+/gu;

function writeOutScales(text: string): string {
  let out = text
    .replace(FRACTION, ' ')
    .replace(MYRIAD, (_, tenThousands: string, rest?: string, thousand?: string) =>
      String(Number(tenThousands) * 10_000 + (rest ? Number(rest) * (thousand ? 1000 : 1) : 0)),
    );
  for (const [word, scale] of SCALE_WORDS) {
    const pattern = new RegExp(
      `(\\d+(?:[.,]\\d+)?)\\s?(?:${word.source})(?![\\p{L}])`,
      `g${word.flags.replace('g', '')}`,
    );
    out = out.replace(pattern, (_, value: string) =>
      String(Math.round(Number(value.replace(',', '.')) * scale)),
    );
  }
  return out;
}

/**
 * The numbers of a text as values, whatever the convention: "12,000", "12.000" and "12 000" are 12000;
 * "4,5" and "4.5" are 4.5. Full-width and Devanagari digits count. One-digit numbers are left out: a
 * translator may rightly write them as words.
 */
export function numbersIn(text: string): Set<string> {
  const normalized = writeOutScales(
    text.normalize('NFKC').replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966)),
  );
  const numbers = new Set<string>();
  for (const [raw] of normalized.matchAll(NUMBER)) {
    const groups = raw.split(/[,.\u00a0\u202f '’]/);
    // Separators before groups of exactly three digits group thousands; a last group of another length is
    // a decimal part.
    const last = groups.at(-1)!;
    const decimal = groups.length > 1 && last.length !== 3;
    const integer = (decimal ? groups.slice(0, -1) : groups).join('');
    const value = decimal ? `${Number(integer)}.${last.replace(/0+$/, '') || '0'}` : String(Number(integer));
    if (value.replace('.', '').length >= 2) numbers.add(value);
  }
  return numbers;
}

/** The source's numbers the translation lost (or changed). */
export function missingNumbers(source: string, translation: string): string[] {
  const kept = numbersIn(translation);
  return [...numbersIn(source)].filter((n) => !kept.has(n));
}

const LANGUAGE_NAMES = Object.fromEntries(LANGUAGE_ENTRIES.map((e) => [e.code, e.englishName])) as Record<
  Language,
  string
>;

/** The English name of a site language, as prompts and problems say it. */
export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language];
}

/** Whether a text is in the language it should be, by its script and the detector. */
export function languageProblem(text: string, expected: Language): string | null {
  const detected = detectLanguage(text, expected);
  if (detected === expected) return null;
  return `the text must be in ${languageName(expected)}, but it reads as ${detected ? languageName(detected) : 'another language'}`;
}

/** Translations run longer or shorter than their source within this ratio (English-equivalent words). */
const LENGTH_RATIO = { min: 0.5, max: 2 };

/** Whether a translation's length is in proportion to its source's. */
export function lengthProblem(
  source: string,
  sourceLanguage: Language,
  translation: string,
  language: Language,
): string | null {
  const from = countEnglishEquivalentWords(source, sourceLanguage);
  const to = countEnglishEquivalentWords(translation, language);
  // Very short texts (a headline) vary too much in proportion to judge.
  if (from < 20) return to === 0 ? 'the translation is empty' : null;
  const ratio = to / from;
  if (ratio < LENGTH_RATIO.min)
    return `the translation is much shorter than the source (${to} words for ${from})`;
  if (ratio > LENGTH_RATIO.max)
    return `the translation is much longer than the source (${to} words for ${from})`;
  return null;
}
