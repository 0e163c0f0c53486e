import { DEFAULT_LANGUAGE, type Language } from '#common/languages.ts';
import type { ReadStory } from './reading-history.ts';
import { profileStory, type ProfiledStory } from './reading-history-profile.ts';

/** The row shows once the reader has opened or saved this many stories: fewer say little about them. */
export const MIN_HISTORY = 3;
/** The most stories the row shows. */
export const MAX_RECOMMENDATIONS = 4;

// What one story of the history gives a candidate it shares something with. A shared name (a person, place or
// organisation) says most; the country and the category are broader; the first language counts only when
// it is neither the edition's own nor English, which most stories are first reported in (reading Korean
// stories on the English or Japanese pages is a sign, reading English ones is not).
const NAME_WEIGHT = 3;
const MAX_SHARED_NAMES = 2;
const COUNTRY_WEIGHT = 2;
const CATEGORY_WEIGHT = 2;
const LANGUAGE_WEIGHT = 1;
// A saved story is a stronger sign than an opened one; an old read counts half after a month.
const SAVED_WEIGHT = 1.5;
const HALF_LIFE_DAYS = 30;
// Each doubling of the publishers that report a story counts as this much newer when ordering equals.
const HOURS_PER_DOUBLING = 6;

/** A story of the page's public lists that may be recommended; top stories carry how many publishers report it. */
export interface Candidate extends ProfiledStory {
  publishedAt: string;
  publisherCount?: number;
}

/** Why a story is recommended: the story read that led to it most, or a category the reader reads often. */
export type RecommendationReason =
  | { kind: 'read'; slug: string; title: string; titleLanguage: Language }
  | { kind: 'category'; category: string };

export interface Recommendation<T extends Candidate> {
  story: T;
  reason: RecommendationReason;
}

const DAY_MS = 86_400_000;

function interest(entry: ReadStory, now: Date): number {
  const ageDays = Math.max(0, (now.getTime() - Date.parse(entry.readAt)) / DAY_MS);
  return (entry.saved ? SAVED_WEIGHT : 1) * 0.5 ** (ageDays / HALF_LIFE_DAYS);
}

/** The stories of the page's lists closest to what the reader read, each with its reason, best first. */
export function recommendStories<T extends Candidate>(
  history: readonly ReadStory[],
  candidates: readonly T[],
  { language, now, limit = MAX_RECOMMENDATIONS }: { language: Language; now: Date; limit?: number },
): Recommendation<T>[] {
  if (history.length < MIN_HISTORY) return [];
  const read = new Set(history.map((entry) => entry.slug));
  const isTelling = (first: Language) => first !== language && first !== DEFAULT_LANGUAGE;
  const weights = history.map((entry) => interest(entry, now));
  const seen = new Set<string>();
  const scored: Array<Recommendation<T> & { score: number; order: number }> = [];
  for (const story of candidates) {
    if (read.has(story.slug) || seen.has(story.slug)) continue;
    seen.add(story.slug);
    const profile = profileStory(story);
    const names = new Set(profile.names);
    let total = 0;
    let categoryPart = 0;
    let categoryMatches = 0;
    let best = { index: -1, part: 0 };
    history.forEach((entry, index) => {
      const weight = weights[index]!;
      const shared = entry.names.filter((name) => names.has(name)).length;
      const isSameCategory = entry.category === profile.category;
      const part =
        weight *
        (Math.min(shared, MAX_SHARED_NAMES) * NAME_WEIGHT +
          (entry.country !== '' && entry.country === profile.country ? COUNTRY_WEIGHT : 0) +
          (isSameCategory ? CATEGORY_WEIGHT : 0) +
          (entry.language === profile.language && isTelling(entry.language) ? LANGUAGE_WEIGHT : 0));
      total += part;
      if (isSameCategory) {
        categoryPart += weight * CATEGORY_WEIGHT;
        categoryMatches += 1;
      }
      // The newest story read wins a tie (the history is newest first).
      if (part > best.part) best = { index, part };
    });
    if (best.index < 0) continue; // shares nothing with what the reader read
    const entry = history[best.index]!;
    // The category speaks for the story when several stories read share it and it weighs most in the score.
    const reason: RecommendationReason =
      categoryMatches >= 2 && categoryPart >= total - categoryPart
        ? { kind: 'category', category: profile.category }
        : { kind: 'read', slug: entry.slug, title: entry.title, titleLanguage: entry.titleLanguage };
    const reach = Math.log2(Math.max(1, story.publisherCount ?? 1)) * HOURS_PER_DOUBLING * 3_600_000;
    scored.push({ story, reason, score: Math.round(total), order: Date.parse(story.publishedAt) + reach });
  }
  // Closest first; among equally close ones (scores rounded), the newest and most reported.
  scored.sort((a, b) => b.score - a.score || b.order - a.order);
  return scored.slice(0, limit).map(({ story, reason }) => ({ story, reason }));
}
