import { wordSegmenter } from './segment-words.ts';

/**
 * Words each language needs for the text one English word carries, measured on parallel news text: Korean and
 * Turkish glue particles and suffixes to words, Vietnamese writes every syllable apart, Hindi writes
 * postpositions apart. Japanese has no spaces and is counted in characters (2.5 per English word).
 */
const WORDS_PER_ENGLISH_WORD: Record<string, number> = {
  en: 1,
  ko: 0.75,
  tr: 0.78,
  de: 0.95,
  id: 0.95,
  es: 1.1,
  fr: 1.1,
  pt: 1.1,
  hi: 1.2,
  vi: 1.4,
};
const JAPANESE_CHARACTERS_PER_ENGLISH_WORD = 2.5;

/** Counts the words of a text as the language's word breaker sees them. */
export function countRawWords(text: string, language: string): number {
  let count = 0;
  for (const segment of wordSegmenter(language).segment(text)) if (segment.isWordLike) count++;
  return count;
}

/** The length of a text in English-equivalent words, so one limit ("40 to 60 words") fits all 11 languages. */
export function countEnglishEquivalentWords(text: string, language: string): number {
  if (language === 'ja') {
    const letters = [...text].filter((ch) => /[\p{L}\p{N}]/u.test(ch)).length;
    return Math.round(letters / JAPANESE_CHARACTERS_PER_ENGLISH_WORD);
  }
  return Math.round(countRawWords(text, language) / (WORDS_PER_ENGLISH_WORD[language] ?? 1));
}

/** Words a reader reads in a minute, in English-equivalent words. */
const WORDS_PER_MINUTE = 230;

/** The reading time of a text in whole minutes, at least 1, the same in every language. */
export function readingMinutes(text: string, language: string): number {
  return Math.max(1, Math.round(countEnglishEquivalentWords(text, language) / WORDS_PER_MINUTE));
}
