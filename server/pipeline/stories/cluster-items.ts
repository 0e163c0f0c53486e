import { minhashSimilarity, type StoryFeatures } from './story-features.ts';

/** A report to place: new ones have no story yet, known ones carry the article they belong to. */
export interface ClusterCandidate {
  key: string;
  features: StoryFeatures;
  publishedAt: Date;
  storyId: number | null;
}

/** The thresholds that decide "one event"; chosen on the labelled pairs of same-story-pairs.test.ts. */
export interface ClusterThresholds {
  /** Reports further apart in time are different stories, however alike. */
  windowHours: number;
  /** Estimated shingle Jaccard above which two reports are copies of one text. */
  nearCopy: number;
  /** Word similarity (TF-IDF cosine) enough by itself. */
  strongText: number;
  /** Word similarity enough when the names and numbers agree. */
  text: number;
  /** Share of the smaller set of names and numbers found in the other. */
  anchors: number;
  /** At least this many names and numbers in common. */
  minSharedAnchors: number;
}

export const DEFAULT_THRESHOLDS: ClusterThresholds = {
  windowHours: 48,
  nearCopy: 0.5,
  strongText: 0.6,
  text: 0.15,
  anchors: 0.5,
  minSharedAnchors: 3,
};

const COMMON_TERM_POSTINGS = 300;

/** Inverse document frequencies over the reports compared, so words every report uses weigh little. */
export function inverseDocumentFrequencies(pool: StoryFeatures[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const features of pool)
    for (const term of features.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  // A floor of 20 documents keeps small pools (two reports) from making every shared word look rare.
  const n = Math.max(pool.length, 20);
  return (term) => Math.log((n + 1) / ((df.get(term) ?? 0) + 1)) + 1;
}

function cosine(a: StoryFeatures, b: StoryFeatures, idf: (term: string) => number): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [term, count] of a.terms) {
    const weight = count * idf(term);
    normA += weight * weight;
    const other = b.terms.get(term);
    if (other) dot += weight * other * idf(term);
  }
  for (const [term, count] of b.terms) {
    const weight = count * idf(term);
    normB += weight * weight;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/**
 * Names and numbers the two sets share. A name also matches its adjective or demonym that extends it
 * ("Peru" and "Peruvian", "Kenya" and "Kenyan"), when the shorter one has four letters or more.
 */
function countSharedAnchors(first: Set<string>, second: Set<string>): number {
  // Counted from the smaller set, so the count does not depend on the order of the two reports.
  const [a, b] = first.size <= second.size ? [first, second] : [second, first];
  let shared = 0;
  for (const anchor of a) {
    if (b.has(anchor)) {
      shared++;
      continue;
    }
    if (anchor.length < 4 || anchor.startsWith('#')) continue;
    for (const other of b) {
      if (
        other.length >= 4 &&
        !other.startsWith('#') &&
        (other.startsWith(anchor) || anchor.startsWith(other))
      ) {
        shared++;
        break;
      }
    }
  }
  return shared;
}

/** How alike two reports are, by each measure, and whether that makes them one story. */
export interface StoryMatch {
  same: boolean;
  score: number;
  text: number;
  anchors: number;
  sharedAnchors: number;
  nearCopy: number;
}

/**
 * Decides whether two reports tell one event. Copies are found by MinHash; reports in other words by the
 * words they share (weighted by rarity) together with the names and numbers they share: two earthquakes on
 * one day share "earthquake" and "magnitude" but not their places and magnitudes.
 */
export function matchReports(
  a: ClusterCandidate,
  b: ClusterCandidate,
  idf: (term: string) => number,
  thresholds: ClusterThresholds = DEFAULT_THRESHOLDS,
): StoryMatch {
  const hours = Math.abs(a.publishedAt.getTime() - b.publishedAt.getTime()) / 3_600_000;
  const nearCopy = minhashSimilarity(a.features, b.features);
  const text = cosine(a.features, b.features, idf);
  const sharedAnchors = countSharedAnchors(a.features.anchors, b.features.anchors);
  const smaller = Math.min(a.features.anchors.size, b.features.anchors.size);
  const anchors = smaller ? sharedAnchors / smaller : 0;
  const sameLanguage = a.features.language === b.features.language;
  const same =
    hours <= thresholds.windowHours &&
    sameLanguage &&
    (nearCopy >= thresholds.nearCopy ||
      text >= thresholds.strongText ||
      (text >= thresholds.text &&
        anchors >= thresholds.anchors &&
        sharedAnchors >= thresholds.minSharedAnchors));
  return { same, score: Math.max(nearCopy, text) + anchors, text, anchors, sharedAnchors, nearCopy };
}

/**
 * Places new reports into stories: each joins the best-matching story among the known reports and the new
 * ones placed before it, or starts its own. Returns, for each new report's key, the story it belongs to:
 * an existing article id, or the key of the new report that starts the story.
 */
export function clusterItems(
  newReports: ClusterCandidate[],
  knownReports: ClusterCandidate[],
  thresholds: ClusterThresholds = DEFAULT_THRESHOLDS,
): Map<string, { storyId: number } | { leaderKey: string }> {
  type Story = { storyId: number } | { leaderKey: string };
  const idf = inverseDocumentFrequencies([...knownReports, ...newReports].map((r) => r.features));
  const placed: Array<{ report: ClusterCandidate; story: Story }> = [];
  // Reports are only compared when they share a word: an inverted index keeps a pass of thousands of
  // items from comparing every pair.
  const postings = new Map<string, number[]>();
  const place = (report: ClusterCandidate, story: Story) => {
    const index = placed.push({ report, story }) - 1;
    for (const term of report.features.terms.keys()) {
      const list = postings.get(term);
      if (list) list.push(index);
      else postings.set(term, [index]);
    }
  };
  for (const report of knownReports) if (report.storyId !== null) place(report, { storyId: report.storyId });

  const result = new Map<string, Story>();
  const ordered = [...newReports].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
  for (const report of ordered) {
    const candidates = new Set<number>();
    for (const term of report.features.terms.keys()) {
      const list = postings.get(term) ?? [];
      // A word hundreds of reports use does not single out a story; its rarer words will.
      if (list.length <= COMMON_TERM_POSTINGS) for (const i of list) candidates.add(i);
    }
    let best: { score: number; story: Story } | null = null;
    for (const i of candidates) {
      const other = placed[i]!;
      const match = matchReports(report, other.report, idf, thresholds);
      if (match.same && (!best || match.score > best.score))
        best = { score: match.score, story: other.story };
    }
    const story = best?.story ?? { leaderKey: report.key };
    result.set(report.key, story);
    place(report, story);
  }
  return result;
}
