import type { Language } from '#common/languages.ts';

const LATIN_CAPITAL = /^\p{Lu}/u;

// German capitalises every noun: see isGermanNounPhrase.
const GERMAN_DETERMINERS = new Set(
  'der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner keines im am zum zur vom beim ins ans aufs durchs fürs sein seine ihr ihre unser unsere dieser diese dieses diesen diesem jeder jede jedes alle allen mehr viele vielen wenige mehrere beide beiden'.split(
    ' ',
  ),
);
const GERMAN_NOUN_ENDING =
  /(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|tät|täten|ismus|nis|nisse|tum|ling|linge|chen|lein|ment|ik|ie|ien|eur|eure|ler|ner|er|ern|en|e|s)$/u;
const GERMAN_ADJECTIVE_ENDING = /(?:e|en|er|es|em)$/u;
const GERMAN_DERIVED_ADJECTIVE = /(?:isch|lich|ig|bar|sam|haft|los)(?:e|en|er|es|em)$/u;
const GERMAN_BEFORE_NAMES = new Set(
  'in nach aus bei zwischen und oder gegen sagte sagt so laut wie mit für über'.split(' '),
);
const GERMAN_NOUN_SUFFIX =
  /(?:ung|ungen|heit|heiten|keit|keiten|schaft|schaften|tion|tionen|tät|täten|ismus|nis|nisse|tum|ling|chen|lein)$/u;

/**
 * Whether capitalised German words are a noun phrase rather than a name: after an article ("im Norden"), a
 * number ("9 Prozent") or an adjective ("im brasilianischen Bundesstaat Pará"); one word ending like a noun
 * ("Regierung", "Tonnen"); words led by an adjective ("Steigende Luftfrachtkosten", "Kenianische
 * Schnittblumenexporteure") or holding a word with a noun's suffix ("Zentralbank" does not, "Bauernfamilien"
 * does not, "Versorgung" does).
 */
function isGermanNounPhrase(run: string[], before: string | undefined): boolean {
  const previous = before?.toLowerCase();
  if (previous !== undefined && (GERMAN_DETERMINERS.has(previous) || /^\d/u.test(previous))) return true;
  const words = run.filter((w) => !ACRONYM.test(w)).map((w) => w.toLowerCase());
  if (words.length === 0) return false;
  // One word is a name only after a word that leads to a place or a person ("in Sandheim", "und Rosthal",
  // "sagte Merz"), not after any other ("will nun Personal einstellen", "von Gegengift").
  if (words.length === 1)
    return previous === undefined || !GERMAN_BEFORE_NAMES.has(previous) || GERMAN_NOUN_ENDING.test(words[0]!);
  // Before a name of several words, only a word that is surely an adjective ("brasilianischen"): "schicken
  // Kenias Blumenzüchter" has a verb there.
  const afterAdjective = previous !== undefined && GERMAN_DERIVED_ADJECTIVE.test(previous);
  return (
    afterAdjective || GERMAN_ADJECTIVE_ENDING.test(words[0]!) || words.some((w) => GERMAN_NOUN_SUFFIX.test(w))
  );
}

/** A word in Latin letters, digits apart, with inner hyphens and apostrophes ("Jong-un", "O'Neill"). */
const LATIN_WORD = /[\p{Script=Latin}\p{M}\p{N}]+(?:[-'’][\p{Script=Latin}\p{M}\p{N}]+)*/gu;
const ACRONYM = /^\p{Lu}[\p{Lu}\p{N}]+$/u;
const ROMANCE_LANGUAGES = new Set<Language>(['es', 'fr', 'pt']);
const ROMANCE_ARTICLES = new Set(
  "el la los las le les l' l’ o a os as um uma un une del du des da do dos das al au aux".split(' '),
);

/**
 * The names of a sentence in Latin script, as runs of capitalised words ("Friedrich Merz", "Kellerau"). A
 * run that opens the sentence (or a quotation, or a clause after a colon) counts only when it has two words
 * or more, less a compound that opens it ("Low-budget Senegalese musical"); other capitalised openers are
 * ordinary words. German capitalises every noun: there a run counts when no article or adjective stands
 * before it ("die Regierung", "neue Gesetze") and none of its words ends like a noun ("Tausende
 * Bauernfamilien", "im Norden Chiles"); acronyms always count.
 */
export function latinNameRuns(sentence: string, language: Language, speakers = false): string[][] {
  const words = [...sentence.matchAll(LATIN_WORD)].map((m) => ({ word: m[0], index: m.index }));
  const runs: Array<{ words: string[]; at: number }> = [];
  words.forEach(({ word, index }, i) => {
    if (!LATIN_CAPITAL.test(word)) return;
    const previous = words[i - 1];
    const run = runs.at(-1);
    const joined =
      run !== undefined &&
      previous !== undefined &&
      run.at + run.words.length === i &&
      /^\s+$/u.test(sentence.slice(previous.index + previous.word.length, index));
    if (joined) run.words.push(word);
    else runs.push({ words: [word], at: i });
  });
  const names: string[][] = [];
  for (const run of runs) {
    let at = run.at;
    let found = [...run.words];
    const opensClause = (i: number) =>
      i === 0 || /[.!?:;"“«„»「(]\s*$/u.test(sentence.slice(0, words[i]!.index));
    if (language === 'de')
      while (found.length > 0 && GERMAN_DETERMINERS.has(found[0]!.toLowerCase())) {
        found = found.slice(1);
        at++;
      }
    if (found.length === 0) continue;
    // A sentence's first word is capitalised whatever it is ("Remaja Kolombia", "Friedrich Merz"): the rest of
    // its run is judged, or the whole run where who speaks is asked.
    if (at === run.at && opensClause(at) && (!speakers || found.length === 1 || /-\p{Ll}/u.test(found[0]!))) {
      found = found.slice(1);
      at++;
    }
    if (found.length === 0) continue;
    const before = words[at - 1]?.word.toLowerCase();
    if (language === 'de') {
      if (isGermanNounPhrase(found, before)) found = found.filter((w) => ACRONYM.test(w));
      // A place's or a person's genitive before a noun ("Kenias Blumenzüchter"): the name is the first word.
      else if (found.length > 1 && /s$/u.test(found[0]!)) found = found.slice(0, 1);
    }
    // Spanish, French and Portuguese capitalise institutions after an article: "el Gobierno", "le Parlement".
    if (
      ROMANCE_LANGUAGES.has(language) &&
      found.length === 1 &&
      before !== undefined &&
      ROMANCE_ARTICLES.has(before)
    )
      continue;
    if (found.length > 0) names.push(found.filter((w) => w.length >= 2));
  }
  return names.filter((run) => run.length > 0);
}

/** The names of a sentence in Latin script, word by word (latinNameRuns). */
export function latinNamesIn(sentence: string, language: Language): string[] {
  return latinNameRuns(sentence, language).flat();
}

// Titles that follow a name in Korean ("윤석열 대통령") and Japanese ("岸田首相", "田中氏").
const KOREAN_TITLE =
  /([가-힣]{2,4})\s?(?:전\s)?(?:대통령|총리|장관|차관|대표|의원|위원장|회장|사장|부회장|감독|교수|대변인|시장|도지사|지사|씨|선수|원장|청장|총장|국왕|여사|의장|총재|주석|특파원|기자|변호사|판사|검사|부장)(?![가-힣]{2})/gu;
// Words before a Korean title that are no names: "신임 장관" (a new minister), "가운데 시장의" (amid…, the
// market's: 시장 is a mayor and a market); "미국 대통령" stays a name.
const KOREAN_NOT_NAMES = new Set(
  '신임 전임 현직 당시 차기 현재 前 해당 이번 같은 정부 가운데 한편 이날 오늘 국내 해외 금융 주식 외환 증권 채권 부동산 세계 글로벌 전통 재래 노동 자본 국제 지역 농산물 수산물 수출 수입'.split(
    ' ',
  ),
);
const JAPANESE_TITLE =
  /([\p{Script=Han}]{2,4}|[\p{Script=Katakana}ー・]{2,})(?:氏|首相|大統領|外相|社長|知事|市長|さん|選手|監督|議員|容疑者|代表|会長|長官|被告)/gu;
// A foreign full name in katakana, its parts apart by a middle dot ("トマス・アリアガダ"); katakana alone is
// as often a loanword ("ボランティア", "アクセス").
const KATAKANA_FULL_NAME = /[\p{Script=Katakana}ー]{2,}(?:・[\p{Script=Katakana}ー]{2,})+/gu;
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
const JAPANESE_PLACE = /([\p{Script=Han}]{2,3}|[\p{Script=Katakana}ー・]{2,})(?:市|県|州|町|村|港|空港|駅)/gu;
const HINDI_PLACE = /([\u0900-\u097f]+)\s+(?:ज़िले|ज़िला|जिले|जिला|ब्लॉक|प्रखंड|तहसील)(?![\u0900-\u097f])/gu;

/**
 * Names in scripts without capitals that can be found as written: Korean and Japanese names before a title,
 * foreign full names in katakana, Hindi names after a title, and places named with what
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
    for (const match of sentence.matchAll(JAPANESE_PLACE)) names.push(...match[1]!.split('・'));
    for (const match of sentence.matchAll(KATAKANA_FULL_NAME)) names.push(...match[0].split('・'));
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
  const words = [...text.matchAll(LATIN_WORD)].map((m) => m[0]);
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

/**
 * Who a sentence with a quotation may say spoke: the last word of each name of two words or more in Latin
 * script ("Ingrid Salo": "Salo"), and Korean, Japanese and Hindi names before or after a title.
 */
export function speakersIn(sentence: string, language: Language): string[] {
  const speakers = latinNameRuns(sentence, language, true)
    .filter((run) => run.length >= 2)
    .map((run) => run.at(-1)!);
  return [...new Set([...speakers, ...scriptNamesIn(sentence, language)])];
}
