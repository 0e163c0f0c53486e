import type { Language } from '#common/languages.ts';

/** A word of a text: letters, marks and digits, with inner hyphens and apostrophes ("Jong-un", "O'Neill"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[-'’][\p{L}\p{M}\p{N}]+)*/gu;
const LATIN_CAPITAL = /^\p{Lu}/u;
const LATIN = /\p{Script=Latin}/u;

// German capitalises every noun: a single capitalised word is a name only when no article or adjective
// stands before it ("die Regierung", "neue Gesetze") and it does not end like a noun ("-ung", "-heit").
const GERMAN_DETERMINERS = new Set(
  'der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner keines im am zum zur vom beim ins ans aufs durchs fürs sein seine ihr ihre unser unsere dieser diese dieses diesen diesem jeder jede jedes alle allen mehr viele vielen wenige mehrere beide beiden'.split(
    ' ',
  ),
);
const GERMAN_NOUN_ENDING =
  /(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|tät|täten|ismus|nis|nisse|tum|ling|linge|chen|lein|ment|ik|ie|ien|eur|eure|ler|ner|er|ern|en|e|s)$/u;
const GERMAN_ADJECTIVE_ENDING = /(?:e|en|er|es|em)$/u;

/**
 * The names of a sentence in Latin script: its capitalised words, as written. The first word counts only
 * when a capitalised word follows it (a name of two words: "Friedrich Merz said"); other capitalised
 * openers are ordinary words. In German, see GERMAN_DETERMINERS.
 */
export function latinNamesIn(sentence: string, language: Language): string[] {
  const words = [...sentence.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index }));
  const names: string[] = [];
  words.forEach(({ word, index }, i) => {
    if (!LATIN_CAPITAL.test(word) || !LATIN.test(word) || word.length < 2) return;
    const next = words[i + 1];
    const previous = words[i - 1];
    const nextCapitalised =
      next !== undefined &&
      LATIN_CAPITAL.test(next.word) &&
      /^[\s]+$/u.test(sentence.slice(index + word.length, next.index));
    // "Die Regierung" opening a sentence is an article and a noun, no name of two words.
    const previousCapitalised =
      previous !== undefined &&
      LATIN_CAPITAL.test(previous.word) &&
      !(language === 'de' && GERMAN_DETERMINERS.has(previous.word.toLowerCase())) &&
      /^[\s]+$/u.test(sentence.slice(previous.index + previous.word.length, index));
    // The first word of the sentence, or of a quotation or a clause after a colon.
    const opensClause = i === 0 || /[.!?:;"“«„»「(]\s*$/u.test(sentence.slice(0, index));
    // "Low-budget Senegalese musical", "Nineteen-year-old Luisa": a compound word opens the sentence.
    if (opensClause && (!nextCapitalised || /-\p{Ll}/u.test(word))) return;
    const acronym = /^\p{Lu}[\p{Lu}\p{N}]+$/u.test(word);
    if (language === 'de' && !acronym && !nextCapitalised && !previousCapitalised) {
      const before = previous?.word.toLowerCase();
      if (before && (GERMAN_DETERMINERS.has(before) || GERMAN_ADJECTIVE_ENDING.test(before))) return;
      if (GERMAN_NOUN_ENDING.test(word.toLowerCase())) return;
    }
    if (language === 'de' && opensClause && GERMAN_DETERMINERS.has(word.toLowerCase())) return;
    names.push(word);
  });
  return names;
}

// Titles that follow a name in Korean ("윤석열 대통령") and Japanese ("岸田首相", "田中氏").
const KOREAN_TITLE =
  /([가-힣]{2,4})\s?(?:전\s)?(?:대통령|총리|장관|차관|대표|의원|위원장|회장|사장|부회장|감독|교수|대변인|시장|도지사|지사|씨|선수|원장|청장|총장|국왕|여사|의장|총재|주석|특파원|기자|변호사|판사|검사|부장)(?![가-힣]{2})/gu;
// Words before a Korean title that are no names: "신임 장관" (a new minister), "미국 대통령" stays a name.
const KOREAN_NOT_NAMES = new Set([
  '신임',
  '전임',
  '현직',
  '당시',
  '차기',
  '현재',
  '前',
  '해당',
  '이번',
  '같은',
  '정부',
]);
const JAPANESE_TITLE =
  /([\p{Script=Han}]{2,4}|[\p{Script=Katakana}ー・]{2,})(?:氏|首相|大統領|外相|社長|知事|市長|さん|選手|監督|議員|容疑者|代表|会長|長官|被告)/gu;
const KATAKANA_RUN = /[\p{Script=Katakana}ー・]{3,}/gu;
// Titles before a name in Hindi ("प्रधानमंत्री नरेंद्र मोदी"): the word after it is the name.
const HINDI_TITLE =
  /(?:प्रधानमंत्री|राष्ट्रपति|मुख्यमंत्री|मंत्री|ज़िलाधिकारी|जिलाधिकारी|अधिकारी|श्री|श्रीमती|डॉ\.?|नेता|सांसद|विधायक|अध्यक्ष|कप्तान|प्रवक्ता|जज|न्यायाधीश)\s+([\u0900-\u097f]+)/gu;
// Words before a district or after a title that are no names: postpositions, "इस" (this), "हर" (every)…
const HINDI_NOT_NAMES = new Set(
  'ने का की के को से में पर और है हैं था थे भी तो ही इस उस हर किसी जिस जिसे अपने एक कई सभी दोनों पूरे उन इन'.split(' '),
);

// Places named with what they are: "해솔시", "중앙역", "인천공항"; "横浜市", "大阪港"; "रामगढ़ ज़िले", "बेलापुर ब्लॉक"
// (not "शहर", a city, nor "राज्य", a state: "जिसे शहर प्रशासन…", "राज्य सरकार" name none).
const KOREAN_PLACE = /(?<![가-힣])([가-힣]{2,4})(?:시|항|공항|역)(?=[\s은는이가을를의에도와과로서,.]|$)/gu;
const JAPANESE_PLACE = /([\p{Script=Han}]{2,3})(?:市|県|町|村|港|空港|駅)/gu;
const HINDI_PLACE = /([\u0900-\u097f]+)\s+(?:ज़िले|ज़िला|जिले|जिला|ब्लॉक|प्रखंड|तहसील)(?![\u0900-\u097f])/gu;

/**
 * Names in scripts without capitals that can be found as written: Korean and Japanese names before a title,
 * Japanese words in katakana (mostly foreign names), Hindi names after a title, and places named with what
 * they are (a city, a port, a station, a district).
 */
export function scriptNamesIn(sentence: string, language: Language): string[] {
  const names: string[] = [];
  if (language === 'ko') {
    for (const match of sentence.matchAll(KOREAN_TITLE))
      if (!KOREAN_NOT_NAMES.has(match[1]!)) names.push(match[1]!);
    for (const match of sentence.matchAll(KOREAN_PLACE)) names.push(match[1]!);
  } else if (language === 'ja') {
    for (const match of sentence.matchAll(JAPANESE_TITLE)) names.push(match[1]!);
    for (const match of sentence.matchAll(JAPANESE_PLACE)) names.push(match[1]!);
    for (const match of sentence.matchAll(KATAKANA_RUN)) names.push(match[0]);
  } else if (language === 'hi') {
    for (const pattern of [HINDI_TITLE, HINDI_PLACE])
      for (const match of sentence.matchAll(pattern))
        if (!HINDI_NOT_NAMES.has(match[1]!)) names.push(match[1]!);
  }
  return [...new Set(names)];
}

/** A word as names are compared: NFKC, lower case, a possessive or a Turkish suffix after an apostrophe cut. */
export function nameKey(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’].*$/u, '');
}

/** The words of a text as names are looked up: all as keys, the capitalised ones also by their stems. */
export interface NameIndex {
  keys: Set<string>;
  /** Each capitalised word's opening of 3 letters and more: where an inflected name is found. */
  prefixes: Set<string>;
  /** The initials of each run of two to five words: where an acronym is found spelled out ("AI"). */
  initials: Set<string>;
}

/** Indexes the words of a text for hasName. */
export function indexNames(text: string): NameIndex {
  const index: NameIndex = { keys: new Set(), prefixes: new Set(), initials: new Set() };
  const words = [...text.matchAll(WORD)].map((m) => m[0]);
  words.forEach((word, i) => {
    const key = nameKey(word);
    index.keys.add(key);
    if (key.includes('-')) for (const part of key.split('-')) index.keys.add(part);
    if (LATIN_CAPITAL.test(word)) for (let n = 3; n <= key.length; n++) index.prefixes.add(key.slice(0, n));
    let initials = key.charAt(0);
    for (let n = 1; n < 5 && i + n < words.length; n++) {
      initials += nameKey(words[i + n]!).charAt(0);
      index.initials.add(initials);
    }
  });
  return index;
}

// Adjectives of a people or a place ("Polish", "Kenyan", "Congolese"): found by the name's opening
// ("Poland", "Kenya", "Congo").
const DEMONYM = /(?:ish|ese|ian|ean|an|i|ic|ch)$/u;
// …and those that do not open like their place.
const IRREGULAR_DEMONYMS: Record<string, string> = {
  danish: 'denmark',
  dutch: 'netherlands',
  swiss: 'switzerland',
  french: 'france',
  welsh: 'wales',
  filipino: 'philippines',
  argentine: 'argentina',
};

/**
 * Whether a name of the checked text is among a report's words, allowing for inflection ("Berlins",
 * "Merz'", "Koreas"): the same word in any case, or a capitalised word of a report that shares all but
 * the name's last two letters (four at least), so that "Costa" is not found in "cost"; an acronym
 * spelled out ("AI": "artificial intelligence"); an adjective by its place's opening ("Polish": "Poland").
 */
export function hasName(index: NameIndex, name: string): boolean {
  const key = nameKey(name);
  if (index.keys.has(key)) return true;
  if (key.includes('-') && key.split('-').every((part) => index.keys.has(part))) return true;
  if (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(name) && index.initials.has(key)) return true;
  const stem = key.slice(0, Math.max(4, key.length - 2));
  if (stem.length >= 4 && index.prefixes.has(stem)) return true;
  const place = IRREGULAR_DEMONYMS[key];
  if (place && index.keys.has(place)) return true;
  return DEMONYM.test(key) && key.length >= 5 && index.prefixes.has(key.slice(0, 3));
}

const NAME_RUN = /\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)+/gu;

/**
 * Who a sentence with a quotation may say spoke: the last word of each run of capitalised words in Latin
 * script ("Ingrid Salo": "Salo"), and Korean, Japanese and Hindi names before or after a title.
 */
export function speakersIn(sentence: string, language: Language): string[] {
  const speakers = [...sentence.matchAll(NAME_RUN)]
    .filter((m) => LATIN.test(m[0]))
    .map((m) => m[0].split(/\s+/u).at(-1)!);
  return [...new Set([...speakers, ...scriptNamesIn(sentence, language)])];
}
