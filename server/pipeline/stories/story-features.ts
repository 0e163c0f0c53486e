import { segmentWords } from '../../../common/text/segment-words.ts';
import { stopWordsOf } from '../language/stop-words.ts';

/** What two reports of one event share, whatever their wording: words, names, numbers, near-copies. */
export interface StoryFeatures {
  language: string;
  /** Word counts of the headline and lead. */
  terms: Map<string, number>;
  /** Names, acronyms and numbers: what paraphrases keep and look-alike events do not share. */
  anchors: Set<string>;
  /** MinHash signature of word 3-shingles, for near-copies (wire copy, syndication). */
  minhash: Uint32Array;
}

const MINHASH_SIZE = 64;
/** Characters of a report's text that matching reads: its lead. */
export const LEAD_CHARACTERS = 700;
const NUMBER = /\d[\d.,]*/gu;
const NAME =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:of|de|del|da|do|von|van|al|bin|el|la|le|du|des)?\s*\p{Lu}[\p{L}\p{M}'’-]*)*/gu;
const KATAKANA_RUN = /[\u30a0-\u30ff]{3,}/gu;
const CALENDAR_SUFFIX = /^[日月年時分일월년시분]/u;
// Capitalised in English and German, yet shared by every story of the same day.
const CALENDAR_WORDS = new Set(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz juni juli oktober dezember'.split(
    ' ',
  ),
);

// Capitalised before a name ("Governor Kazuo Ueda", "Presidente Lula"), yet shared by look-alike events:
// two central banks both have a governor.
const ROLE_WORDS = new Set(
  'governor president minister prime chancellor mayor chief secretary general king queen prince pope ceo chairman chairwoman director spokesman spokeswoman spokesperson senator premier präsident präsidentin ministerin kanzler kanzlerin bürgermeister président présidente ministre maire presidente ministro ministra alcalde alcaldesa prefeito prefeita presiden menteri gubernur cumhurbaşkanı bakan başbakan vali'.split(
    ' ',
  ),
);

/** Numbers as written in any convention ("4,5" and "4.5"; "12,000" and "12.000"), minus trailing marks. */
function normalizeNumber(raw: string): string | null {
  const trimmed = raw.replace(/[.,]+$/, '');
  const digits = trimmed.replace(/[.,](?=\d{3}(\D|$))/g, '').replace(',', '.');
  // Years and small counts are common to unrelated stories; keep numbers that identify (not 1-10).
  if (/^\d$/.test(digits) || digits === '10') return null;
  return digits;
}

function fnv1a(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The features of one report: its headline weighs double, its lead counts once. Names are capitalised word
 * runs that do not open a sentence (in scripts with capitals), Katakana runs in Japanese, and numbers.
 */
export function storyFeatures(title: string, lead: string, language: string): StoryFeatures {
  const leadText = lead.slice(0, LEAD_CHARACTERS);
  const terms = new Map<string, number>();
  const stopWords = stopWordsOf(language);
  const add = (word: string, weight: number) => {
    if (!stopWords.has(word)) terms.set(word, (terms.get(word) ?? 0) + weight);
  };
  const titleWords = segmentWords(title, language);
  const leadWords = segmentWords(leadText, language);
  for (const word of titleWords) add(word, 2);
  for (const word of leadWords) add(word, 1);

  const anchors = new Set<string>();
  for (const text of [title, leadText]) {
    for (const match of text.matchAll(NUMBER)) {
      // "26日", "11일", "9時": dates and times are shared by every story of the day.
      if (CALENDAR_SUFFIX.test(text.slice(match.index + match[0].length, match.index + match[0].length + 1)))
        continue;
      const number = normalizeNumber(match[0]);
      if (number) anchors.add(`#${number}`);
    }
    for (const match of text.matchAll(NAME)) {
      const before = text.slice(Math.max(0, match.index - 2), match.index);
      const opensSentence = match.index === 0 || /[.!?:"“«]\s*$/.test(before);
      // "Dhaka's" names Dhaka: the possessive goes.
      const words = match[0]
        .toLocaleLowerCase(language)
        .replace(/['’]s\b/gu, '')
        .split(/\s+/);
      // A single capitalised word that opens a sentence is not a name by its capital alone.
      if (opensSentence && words.length === 1 && !/^\p{Lu}{2,}$/u.test(match[0])) continue;
      for (const word of words) {
        if (word.length > 1 && !stopWords.has(word) && !CALENDAR_WORDS.has(word) && !ROLE_WORDS.has(word))
          anchors.add(word);
      }
    }
    for (const match of text.matchAll(KATAKANA_RUN)) anchors.add(match[0]);
  }

  const shingleWords = [...titleWords, ...leadWords];
  const minhash = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  for (let i = 0; i + 2 < shingleWords.length; i++) {
    const shingle = `${shingleWords[i]} ${shingleWords[i + 1]} ${shingleWords[i + 2]}`;
    for (let k = 0; k < MINHASH_SIZE; k++) {
      const hash = fnv1a(shingle, k * 0x9e3779b1);
      if (hash < minhash[k]!) minhash[k] = hash;
    }
  }
  return { language, terms, anchors, minhash };
}

/** The estimated Jaccard similarity of two reports' 3-shingles: near 1 for copies of one wire story. */
export function minhashSimilarity(a: StoryFeatures, b: StoryFeatures): number {
  let same = 0;
  let filled = 0;
  for (let k = 0; k < MINHASH_SIZE; k++) {
    if (a.minhash[k] === 0xffffffff && b.minhash[k] === 0xffffffff) continue;
    filled++;
    if (a.minhash[k] === b.minhash[k]) same++;
  }
  return filled ? same / filled : 0;
}
