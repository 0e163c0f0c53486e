import { deu, eng, fra, hin, ind, jpn, kor, porBr, spa, tur, vie } from 'stopword';
import type { Language } from '#common/languages.ts';

const LISTS: Record<Language, string[]> = {
  en: eng,
  ko: kor,
  ja: jpn,
  es: spa,
  de: deu,
  fr: fra,
  id: ind,
  hi: hin,
  vi: vie,
  pt: porBr,
  tr: tur,
};
const sets = new Map<string, Set<string>>();

/** The words of a language that say nothing about a story ("the", "은", "の"), from the stopword package. */
export function stopWordsOf(language: string): Set<string> {
  let set = sets.get(language);
  if (!set) {
    set = new Set((LISTS[language as Language] ?? []).map((w) => w.toLocaleLowerCase(language)));
    sets.set(language, set);
  }
  return set;
}
