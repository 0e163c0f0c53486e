import {
  DEFAULT_THRESHOLDS,
  inverseDocumentFrequencies,
  matchReports,
  type ClusterCandidate,
} from './cluster-items.ts';
import { storyFeatures } from './story-features.ts';

/** A story's English version (its own, or the model's translation), as cross-language matching reads it. */
export interface EnglishVersion {
  articleId: number;
  /** The story's own language: stories of one language were already compared on their own reports. */
  language: string;
  publishedAt: Date;
  title: string;
  summary: string;
}

/**
 * Distinct words an English version needs to be compared at all: a few words (a bare headline, a translation
 * that failed to carry the story) share too little to tell one event from another, and one such story
 * would draw the others of its window into one article.
 */
const MIN_TERMS = 8;

function candidate(story: EnglishVersion): ClusterCandidate {
  return {
    key: String(story.articleId),
    features: storyFeatures(story.title, story.summary, 'en'),
    publishedAt: story.publishedAt,
    storyId: story.articleId,
  };
}

/**
 * The stories in other languages that tell the same event as `story`, best match first, compared in English
 * with the same machinery and thresholds that merge reports of one language (names, numbers and rare words
 * in common, within 48 hours). All of them, not only the best: a story compared before the others had an
 * English text is found again by the next one that matches it.
 */
export function matchAcrossLanguages(story: EnglishVersion, others: EnglishVersion[]): number[] {
  const pool = others.filter((o) => o.articleId !== story.articleId && o.language !== story.language);
  if (pool.length === 0) return [];
  const target = candidate(story);
  if (target.features.terms.size < MIN_TERMS) return [];
  const candidates = pool.map(candidate).filter((c) => c.features.terms.size >= MIN_TERMS);
  const idf = inverseDocumentFrequencies([target, ...candidates].map((c) => c.features));
  const matches: Array<{ score: number; articleId: number }> = [];
  for (const other of candidates) {
    const match = matchReports(target, other, idf, DEFAULT_THRESHOLDS);
    if (match.same) matches.push({ score: match.score, articleId: other.storyId! });
  }
  return matches.sort((a, b) => b.score - a.score).map((m) => m.articleId);
}
