import type { CardTranslation } from '#common/contracts/article.ts';
import type { Language } from '#common/languages.ts';

/** The most names kept for one story: its title and summary name a handful of people, places and bodies. */
export const MAX_NAMES = 16;

/** What the recommendations need to know about one story, read from its public data alone. */
export interface StoryProfile {
  slug: string;
  category: string;
  /** The story's country (ISO 3166-1 alpha-2), as the site files it. */
  country: string;
  /** The language the story was first reported in. */
  language: Language;
  /** People, places and organisations named in its title and summary, normalised (see normaliseName). */
  names: string[];
}

/** A story as the pages hold it: a card or an article, with the texts of one or more languages. */
export interface ProfiledStory {
  slug: string;
  category: string;
  country: string;
  originalLanguage: Language;
  translations: Pick<CardTranslation, 'language' | 'title' | 'summary'>[];
}

// German capitalises every noun, so a single capitalised word there says nothing; a run of them may.
const SINGLE_WORD_NAMES = new Set<string>(['en', 'es', 'fr', 'pt', 'id', 'vi', 'tr']);
// Capitalised in English mid-sentence, yet no name a reader follows.
const NOT_NAMES = new Set([
  'i',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  // Country and bloc abbreviations and currencies name no one a reader follows: "US dollars" links a film's
  // budget to a central bank. Places count through the story's country instead.
  'us',
  'usa',
  'uk',
  'eu',
  'un',
  'usd',
  'eur',
  'gdp',
]);
// Languages whose script has no capitals: a Latin word opening their sentence is capitalised for itself.
const UNCASED_SCRIPTS = new Set<string>(['ko', 'ja', 'hi']);
// Short lowercase words that join the parts of one name: "Bank of England", "Cerro de Pasco", "Ho Chi Minh".
const JOINERS = new Set(['of', 'de', 'del', 'da', 'do', 'dos', 'la', 'le', 'du', 'van', 'von', 'al', 'bin']);

/** A name as compared: lower case, without accents, a possessive or a dotted abbreviation's dots. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']s$/u, '')
    .replace(/\./g, '')
    .toLowerCase()
    .trim();
}

const isCapitalised = (word: string) => /^\p{Lu}/u.test(word) && /^\p{Script=Latin}/u.test(word);
const isAcronym = (words: string[]) => words.length === 1 && /^\p{Lu}{2,6}$/u.test(words[0]!);

/**
 * The names in one Latin-script text: runs of capitalised words ("Cerro Verdeluna Observatory"), acronyms
 * ("NASA"), and in languages that capitalise only names, single capitalised words within a sentence. A
 * sentence's first word alone counts only where the text capitalises it elsewhere too. Other scripts (Korean,
 * Japanese, Hindi) give only the Latin-script names they contain; nothing is guessed for them.
 */
export function findNames(text: string, language: Language): string[] {
  const sentences = text.split(/(?<=[.!?。！？:;])\s+|\n+|\s[–—-]\s/u);
  // Latin-script words with where they start and end: in "NASA도" the word is "NASA", and a run of words
  // breaks wherever anything but spaces comes between two of them.
  const words = (sentence: string) =>
    [...sentence.matchAll(/[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}\p{M}’'.-]*/gu)].map((m) => {
      const word = m[0].replace(/[.’'-]+$/u, '');
      return { word, start: m.index, end: m.index + m[0].length };
    });
  const firstLetter = (sentence: string) =>
    UNCASED_SCRIPTS.has(language) ? -1 : sentence.search(/[\p{L}\p{N}]/u);
  const midSentence = new Set<string>();
  for (const sentence of sentences) {
    const lead = firstLetter(sentence);
    for (const { word, start } of words(sentence))
      if (start !== lead && isCapitalised(word)) midSentence.add(word);
  }
  const found: string[] = [];
  const allowSingle = SINGLE_WORD_NAMES.has(language);
  for (const sentence of sentences) {
    const lead = firstLetter(sentence);
    let run: string[] = [];
    let runEnd = 0;
    // A sentence's first word capitalised nowhere else may still begin a name ("Central Bank of Nigeria …"):
    // the run is kept both with it and without it.
    let opensSentence = false;
    const keep = (names: string[]) => {
      while (names.length > 0 && JOINERS.has(names[names.length - 1]!)) names.pop();
      if (names.length > 1 || isAcronym(names) || (names.length === 1 && allowSingle)) {
        found.push(names.join(' '));
      }
    };
    const close = () => {
      if (opensSentence) {
        if (run.length > 1 || isAcronym(run)) keep([...run]);
        keep(run.slice(1));
      } else keep(run);
      run = [];
      opensSentence = false;
    };
    for (const { word, start, end } of words(sentence)) {
      if (run.length > 0 && !/^\s+$/u.test(sentence.slice(runEnd, start))) close();
      const isLead = start === lead && !midSentence.has(word);
      if (isCapitalised(word) || (run.length > 0 && JOINERS.has(word))) {
        if (run.length === 0) opensSentence = isLead;
        run.push(word);
        runEnd = end;
      } else close();
    }
    close();
  }
  return found;
}

/** The distinct names of a story's titles and summaries in every language it came with, at most MAX_NAMES. */
export function storyNames(story: Pick<ProfiledStory, 'translations'>): string[] {
  const names = new Set<string>();
  for (const text of story.translations) {
    for (const name of findNames(`${text.title}.\n${text.summary}`, text.language)) {
      const key = normaliseName(name);
      if (key.length > 1 && !NOT_NAMES.has(key)) names.add(key);
    }
  }
  return [...names].slice(0, MAX_NAMES);
}

/** The profile of a story the page holds: its filing, first language and the names it mentions. */
export function profileStory(story: ProfiledStory): StoryProfile {
  return {
    slug: story.slug,
    category: story.category,
    country: story.country.toUpperCase(),
    language: story.originalLanguage,
    names: storyNames(story),
  };
}
