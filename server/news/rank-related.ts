import { segmentWords } from '#common/text/segment-words.ts';
import { hasRealSummary } from '#common/text/has-real-summary.ts';
import { DEFAULT_LANGUAGE, type Language } from '#common/languages.ts';
import { storyFeatures } from '../pipeline/stories/story-features.ts';
import { stopWordsOf } from '../pipeline/language/stop-words.ts';
import { SAME_EVENT_HOURS, type RelatedCandidate } from './related-candidate.ts';

const HOUR = 3_600_000;

/** How a candidate relates to the article it is shown under. */
export interface Relation {
  /** 3 the same event, 2 shares a person, place or number, 1 the same category, 0 none of these. */
  tier: number;
  /** Within a tier: shared headline words and names (event), or shared names. */
  strength: number;
}

// Korean and Japanese headlines run words and particles together ("폭우로", "東京都心で"): they are compared by
// pairs of characters instead of words.
const CHARACTER_PAIR_LANGUAGES = new Set(['ko', 'ja']);

/** A headline's words that say what it is about: no stop words, no lone digits; character pairs in ko and ja. */
export function headlineTerms(title: string, language: string): Set<string> {
  const terms = new Set<string>();
  if (CHARACTER_PAIR_LANGUAGES.has(language)) {
    for (const run of title.toLocaleLowerCase(language).match(/[\p{L}\p{M}]+/gu) ?? []) {
      const chars = [...run];
      for (let i = 0; i + 1 < chars.length; i++) terms.add(chars[i]! + chars[i + 1]!);
    }
    return terms;
  }
  const stopWords = stopWordsOf(language);
  for (const word of segmentWords(title, language)) {
    if (stopWords.has(word) || /^\d$/.test(word) || word.length < 2) continue;
    terms.add(word);
  }
  return terms;
}

/** Characters of a summary read for names: its opening, where a summary names who and where. */
const SUMMARY_READ = 300;

interface TextFeatures {
  headline: Set<string>;
  headlineNames: Set<string>;
  names: Set<string>;
}

function featuresOf(text: { title: string; summary: string }, language: string): TextFeatures {
  // The pipeline's names and numbers ("fort lauderdale", "#26"), read once for headline and summary together;
  // the headline's are those it spells.
  const names = storyFeatures(text.title, text.summary.slice(0, SUMMARY_READ), language).anchors;
  const headline = text.title.toLocaleLowerCase(language);
  return {
    headline: headlineTerms(text.title, language),
    headlineNames: new Set([...names].filter((name) => headline.includes(name.replace(/^#/, '')))),
    names,
  };
}

function shared(a: Set<string>, b: Set<string>): number {
  let count = 0;
  for (const item of a) if (b.has(item)) count++;
  return count;
}

/** The text an article's card shows, as loadArticles picks it: the page's language, English, its own. */
export function shownText(candidate: RelatedCandidate, language: Language) {
  return (
    candidate.texts.get(language) ??
    candidate.texts.get(DEFAULT_LANGUAGE) ??
    candidate.texts.get(candidate.originalLanguage)
  );
}

/**
 * How surely two headlines tell one event (0: they do not). A name counts once, however many words it takes
 * ("Fort Lauderdale" is one thing, not two words and a name); the other shared words count one each. One event
 * needs a shared name and another shared word, or three shared words, making up at least 30 % of the shorter
 * headline; and two headlines that each name people, places or numbers but share none of them are a template
 * told twice ("Magnitude 6.1 earthquake strikes Turkey", "Magnitude 5.2 earthquake strikes Chile"), not one event.
 */
function sameEventStrength(a: TextFeatures, b: TextFeatures): number {
  const sharedNames = [...a.headlineNames].filter((name) => b.headlineNames.has(name));
  if (a.headlineNames.size > 0 && b.headlineNames.size > 0 && sharedNames.length === 0) return 0;
  const nameWords = new Set(sharedNames.flatMap((name) => name.split(' ')));
  const words = [...a.headline].filter((word) => b.headline.has(word));
  const otherWords = words.filter((word) => !nameWords.has(word)).length;
  const shorter = Math.min(a.headline.size, b.headline.size);
  const enough = (sharedNames.length > 0 && otherWords > 0) || otherWords >= 3;
  return enough && shorter > 0 && words.length / shorter >= 0.3 ? sharedNames.length + otherWords : 0;
}

/**
 * How an article relates to the target, compared in the page's language, else English, else any other both
 * are told in.
 * The same event: published within 48 hours of each other, with headlines that tell it (sameEventStrength),
 * e.g. "Gunman kills five at Fort Lauderdale airport" and "Fort Lauderdale airport shooting: five dead".
 * Otherwise a shared person, place or number (in headline or summary), otherwise the same category.
 */
export function relationTo(
  target: RelatedCandidate,
  candidate: RelatedCandidate,
  language: string = DEFAULT_LANGUAGE,
  cache: Map<RelatedCandidate, Map<string, TextFeatures>> = new Map(),
): Relation {
  const features = (article: RelatedCandidate, language: string) => {
    let byLanguage = cache.get(article);
    if (!byLanguage) cache.set(article, (byLanguage = new Map()));
    let found = byLanguage.get(language);
    if (!found) byLanguage.set(language, (found = featuresOf(article.texts.get(language)!, language)));
    return found;
  };
  const close = Math.abs(target.publishedAt - candidate.publishedAt) <= SAME_EVENT_HOURS * HOUR;
  // One language is enough to compare in (reading every text's names costs a millisecond or two): the page's,
  // else English, else any both are told in.
  const common = [language, DEFAULT_LANGUAGE, ...target.texts.keys()].find(
    (code) => target.texts.has(code) && candidate.texts.has(code),
  );
  if (common === undefined) return { tier: target.category === candidate.category ? 1 : 0, strength: 0 };
  const a = features(target, common);
  const b = features(candidate, common);
  const event = close ? sameEventStrength(a, b) : 0;
  const names = shared(a.names, b.names);
  if (event > 0) return { tier: 3, strength: event };
  if (names > 0) return { tier: 2, strength: names };
  return { tier: target.category === candidate.category ? 1 : 0, strength: 0 };
}

/**
 * The related articles of a target among candidates, best first: the same event's other stories, then those
 * sharing people, places or numbers, then the same category, then the rest; within each, the reader's
 * languages first (a text in the page's language, then in another language the reader chose), then the closer
 * relation, then the newest. Never one whose card would show no summary, or only its headline again.
 */
export function rankRelated(
  target: RelatedCandidate,
  candidates: RelatedCandidate[],
  language: Language,
  limit: number,
  languages: readonly Language[] = [],
): number[] {
  const cache = new Map<RelatedCandidate, Map<string, TextFeatures>>();
  return candidates
    .filter((candidate) => {
      const text = shownText(candidate, language);
      return candidate.id !== target.id && text !== undefined && hasRealSummary(text.title, text.summary);
    })
    .map((candidate) => ({
      candidate,
      relation: relationTo(target, candidate, language, cache),
      readerLanguage: candidate.texts.has(language)
        ? 2
        : languages.some((l) => candidate.texts.has(l))
          ? 1
          : 0,
    }))
    .sort(
      (a, b) =>
        b.relation.tier - a.relation.tier ||
        b.readerLanguage - a.readerLanguage ||
        b.relation.strength - a.relation.strength ||
        b.candidate.publishedAt - a.candidate.publishedAt ||
        b.candidate.id - a.candidate.id,
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate.id);
}
