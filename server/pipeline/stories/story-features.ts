import { segmentWords } from '#common/text/segment-words.ts';
import { stopWordsOf } from '../language/stop-words.ts';

/** What two reports of one event share, whatever their wording: words, names, numbers, near-copies. */
export interface StoryFeatures {
  language: string;
  /** Word counts of the headline and lead. */
  terms: Map<string, number>;
  /** Names, acronyms and numbers: what paraphrases keep and look-alike events do not share. */
  anchors: Set<string>;
  /** The anchors its headline names: who and what the report is about. */
  titleAnchors: Set<string>;
  /** Its headline lists three subjects or more ("Iran, Ukraine and Gaza"): a report about several things. */
  isListing: boolean;
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
  'governor president vice minister prime chancellor mayor chief secretary general king queen prince pope ceo chairman chairwoman director spokesman spokeswoman spokesperson senator premier präsident präsidentin ministerin kanzler kanzlerin bürgermeister président présidente ministre maire presidente ministro ministra alcalde alcaldesa prefeito prefeita presiden menteri gubernur cumhurbaşkanı bakan başbakan vali'.split(
    ' ',
  ),
);

// Korean particles glued to the word before them ("세광전자가", "세광전자는", "노조의"): the same word, the
// particle apart, longest first.
const KOREAN_PARTICLES = [
  '에서는',
  '으로는',
  '에게서',
  '이라고',
  '까지',
  '부터',
  '에서',
  '에게',
  '으로',
  '께서',
  '라고',
  '이라',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '의',
  '에',
  '로',
  '와',
  '과',
  '도',
  '만',
];

/** A word as matching compares it: a Korean word without its particle, when two syllables or more remain. */
function stemOf(word: string, language: string): string {
  if (language !== 'ko') return word;
  for (const particle of KOREAN_PARTICLES) {
    if (word.endsWith(particle) && [...word].length - [...particle].length >= 2)
      return word.slice(0, -particle.length);
  }
  return word;
}

// Scripts without capitals give no names by case: their headline's words of two characters or more stand in
// for names, weighed by how rare they are like every name.
const CASELESS_LANGUAGES = new Set(['ko', 'ja', 'hi']);

/**
 * The capitalised runs of a text as names, lower-cased, a possessive ending one ("Hungary’s Orban" names two);
 * `opener` when it is a single word that opens a sentence, which is no name by its capital alone.
 */
function namesIn(
  text: string,
  language: string,
  keep: (word: string) => boolean,
): Array<{ name: string; opener: boolean }> {
  const names: Array<{ name: string; opener: boolean }> = [];
  for (const match of text.matchAll(NAME)) {
    const before = text.slice(Math.max(0, match.index - 2), match.index);
    const opensSentence = match.index === 0 || /[.!?:"“«]\s*$/.test(before);
    // A possessive ends a name ("Hungary’s Orban"), and so does a role or a label between two
    // ("US President Donald Trump" names the US and Donald Trump).
    const runs: string[][] = [];
    for (const run of match[0].split(/['’]s\s+/u)) {
      let current: string[] = [];
      for (const word of run
        .toLocaleLowerCase(language)
        .replace(/['’]s\b/gu, '')
        .split(/\s+/)) {
        if (ROLE_WORDS.has(word) || LABEL_WORDS.has(word)) {
          runs.push(current);
          current = [];
        } else if (keep(word)) current.push(word);
      }
      runs.push(current);
    }
    for (const words of runs) {
      if (words.length === 0) continue;
      const opener =
        runs.length === 1 && opensSentence && words.length === 1 && !/^\p{Lu}{2,}$/u.test(match[0]);
      names.push({ name: words.join(' '), opener });
    }
  }
  return names;
}

/** Tells whether a headline capitalises most of its longer words, as English headlines in title case do. */
function isTitleCase(title: string): boolean {
  const words = title.split(/\s+/u).filter((word) => /^\p{L}{4,}/u.test(word));
  if (words.length < 3) return false;
  return words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6;
}

// A headline that lists three names or more: "Iran, Ukraine and Gaza", "Haddad, Ciro e Alckmin".
const LISTING =
  /\p{Lu}[\p{L}\p{M}'’-]*,\s+\p{Lu}[\p{L}\p{M}'’-]*,?\s+(?:and|y|e|et|und|ve|và|dan|och|&)\s+\p{Lu}/u;

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

/** What else a report's features must leave out: its publisher's own names ("reuters", "massa news"). */
export interface FeatureOptions {
  ignoreNames?: ReadonlySet<string>;
}

/**
 * The names a publisher goes by, as name anchors: each part of its feed's name ("World – The Indian Express"
 * gives "world" and "indian express"). A publisher's name in its own texts is no evidence of one event.
 */
export function publisherNames(name: string, language: string): Set<string> {
  const stopWords = stopWordsOf(language);
  const names = new Set<string>();
  for (const part of name.split(/\s[|–—:-]\s|[|(),:]/u)) {
    const words = part
      .toLocaleLowerCase(language)
      .split(/[^\p{L}\p{M}\p{N}'’.]+/u)
      .filter((word) => word.length > 1 && !stopWords.has(word));
    if (words.length > 0) names.add(words.join(' '));
  }
  return names;
}

// Labels publishers put before a headline in capitals ("BREAKING:", "UPDATE", "EXKLUSIV"): not a name.
const LABEL_WORDS = new Set(
  'breaking update updated exclusive live analysis explainer opinion watch video photos factbox interview urgent eilmeldung exklusiv exclusivo exclusif urgente última hora ao vivo en direct direkt canlı son dakika terkini 속보 단독 速報 独自'.split(
    ' ',
  ),
);

// Wire services named in other publishers' texts ("(Reuters)", "AFP said"): a credit, not a party to the event.
const AGENCY_NAMES = new Set(
  'reuters ap afp efe dpa ep ansa lusa xinhua yonhap kyodo bloomberg pti ians ani antara bernama tass ria anadolu aa'.split(
    ' ',
  ),
);

/**
 * The features of one report: its headline weighs double, its lead counts once. Names are capitalised word
 * runs that do not open a sentence (in scripts with capitals), Katakana runs in Japanese, and numbers. A name
 * of several words is one anchor ("andrew bailey"), so that a person or place counts once, however many words
 * it takes; role words before it ("Governor") and the publisher's own name are left out.
 */
export function storyFeatures(
  title: string,
  lead: string,
  language: string,
  options: FeatureOptions = {},
): StoryFeatures {
  const leadText = lead.slice(0, LEAD_CHARACTERS);
  const terms = new Map<string, number>();
  const stopWords = stopWordsOf(language);
  const ignored = options.ignoreNames ?? new Set<string>();
  const add = (word: string, weight: number) => {
    if (!stopWords.has(word)) terms.set(word, (terms.get(word) ?? 0) + weight);
  };
  const titleWords = segmentWords(title, language).map((word) => stemOf(word, language));
  const leadWords = segmentWords(leadText, language).map((word) => stemOf(word, language));
  for (const word of titleWords) add(word, 2);
  for (const word of leadWords) add(word, 1);

  const anchors = new Set<string>();
  const titleAnchors = new Set<string>();
  const numbersIn = (text: string, found: Set<string>) => {
    for (const match of text.matchAll(NUMBER)) {
      // "26日", "11일", "9時": dates and times are shared by every story of the day.
      if (CALENDAR_SUFFIX.test(text.slice(match.index + match[0].length, match.index + match[0].length + 1)))
        continue;
      const number = normalizeNumber(match[0]);
      if (number) found.add(`#${number}`);
    }
  };
  numbersIn(leadText, anchors);
  numbersIn(title, titleAnchors);
  const nameFilter = (word: string) =>
    word.length > 1 &&
    !stopWords.has(word) &&
    !CALENDAR_WORDS.has(word) &&
    !ROLE_WORDS.has(word) &&
    !AGENCY_NAMES.has(word) &&
    !LABEL_WORDS.has(word);
  for (const { name, opener } of namesIn(leadText, language, nameFilter))
    if (!opener && !ignored.has(name)) anchors.add(name);
  for (const match of leadText.matchAll(KATAKANA_RUN)) anchors.add(match[0]);
  // A headline capitalises more than names ("Marco Rubio Stresses Trump’s Support", "BREAKING: Shots Fired"):
  // its names are those its lead names too, and its own capitalised runs only when it is not in title case.
  const titleCase = isTitleCase(title);
  for (const { name: candidate, opener } of namesIn(title, language, nameFilter)) {
    const words = candidate.split(' ').filter((word) => word.length >= 3);
    const inLead = [...anchors].filter(
      (anchor) => !anchor.startsWith('#') && anchor.split(' ').some((word) => words.includes(word)),
    );
    if (inLead.length > 0) for (const anchor of inLead) titleAnchors.add(anchor);
    else if (!titleCase && !opener && !ignored.has(candidate)) titleAnchors.add(candidate);
  }
  for (const match of title.matchAll(KATAKANA_RUN)) titleAnchors.add(match[0]);
  if (CASELESS_LANGUAGES.has(language)) {
    for (const word of titleWords) {
      if ([...word].length >= 2 && !stopWords.has(word) && !/^\d/u.test(word)) titleAnchors.add(word);
    }
  }
  for (const anchor of titleAnchors) anchors.add(anchor);

  const shingleWords = [...titleWords, ...leadWords];
  const minhash = new Uint32Array(MINHASH_SIZE).fill(0xffffffff);
  for (let i = 0; i + 2 < shingleWords.length; i++) {
    const shingle = `${shingleWords[i]} ${shingleWords[i + 1]} ${shingleWords[i + 2]}`;
    for (let k = 0; k < MINHASH_SIZE; k++) {
      const hash = fnv1a(shingle, k * 0x9e3779b1);
      if (hash < minhash[k]!) minhash[k] = hash;
    }
  }
  return { language, terms, anchors, titleAnchors, isListing: LISTING.test(title), minhash };
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
