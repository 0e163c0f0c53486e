import { minhashSimilarity, type StoryFeatures } from './story-features.ts';

/** A report to place: new ones have no story yet, known ones carry the article they belong to. */
export interface ClusterCandidate {
  key: string;
  features: StoryFeatures;
  publishedAt: Date;
  storyId: number | null;
  /** The feed the report came from: two reports of one feed are one story only as a clear update. */
  sourceId?: number | undefined;
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
  /** Word similarity two reports of one feed need, with their names agreeing, to be an update of one story. */
  sameSourceText: number;
  /** Word similarity needed when the names two reports share are all common in the pool (isDistinctive). */
  commonNamesText: number;
}

export const DEFAULT_THRESHOLDS: ClusterThresholds = {
  windowHours: 48,
  nearCopy: 0.5,
  strongText: 0.6,
  text: 0.15,
  anchors: 0.4,
  minSharedAnchors: 2,
  sameSourceText: 0.4,
  commonNamesText: 0.25,
};

/** How much a word or name (`@name`) tells, and whether a name is rare enough to single out an event. */
export interface Idf {
  (term: string): number;
  /** A name few reports of the pool carry (DISTINCTIVE_REPORTS or fewer). */
  isDistinctive(anchor: string): boolean;
}

/** A name in this many reports of a pool or fewer singles out an event; one in more is shared by several. */
const DISTINCTIVE_REPORTS = 6;

/** Inverse document frequencies over the reports compared, so words every report uses weigh little. */
export function inverseDocumentFrequencies(pool: StoryFeatures[]): Idf {
  const df = new Map<string, number>();
  for (const features of pool) {
    for (const term of features.terms.keys()) df.set(term, (df.get(term) ?? 0) + 1);
    // Names and numbers count apart from words ("@donald trump"): how common a name is says how much
    // sharing it tells.
    for (const anchor of features.anchors) df.set(`@${anchor}`, (df.get(`@${anchor}`) ?? 0) + 1);
  }
  return idfOfCounts(df, pool.length);
}

/**
 * Inverse document frequencies from counts: how many of `reports` reports use each word and each name
 * (`@name`), however they were counted (over a pool in memory, or over a window by the database).
 */
export function idfOfCounts(df: ReadonlyMap<string, number>, reports: number): Idf {
  // A floor of 20 documents keeps small pools (two reports) from making every shared word look rare.
  const n = Math.max(reports, 20);
  // Each weight is worked out once: matching asks for the same words again for every pair it judges. The
  // counts must not change while the Idf is in use (WindowCounts makes a new one when it counts more).
  const weights = new Map<string, number>();
  const idf = (term: string) => {
    let weight = weights.get(term);
    if (weight === undefined) {
      weight = Math.log((n + 1) / ((df.get(term) ?? 0) + 1)) + 1;
      weights.set(term, weight);
    }
    return weight;
  };
  return Object.assign(idf, {
    isDistinctive: (anchor: string) => (df.get(`@${anchor}`) ?? 0) <= DISTINCTIVE_REPORTS,
  });
}

/** A word in more reports than this does not single out a story: reports sharing only such words are not compared. */
export const COMMON_TERM_REPORTS = 300;

/**
 * How clusterItems weighs words and picks the pairs it judges when the reports it is given are not the whole
 * pool: the window's own frequencies, counted by the database (incremental clustering).
 */
export interface PoolCounts {
  idf: Idf;
  /** Tells whether a word is in more than COMMON_TERM_REPORTS reports of the window. */
  isCommonTerm(term: string): boolean;
}

/** A report's words weighed by an Idf, in the order of its terms, and the sum of their squared weights. */
interface WeighedTerms {
  terms: string[];
  idfs: Float64Array;
  weights: Float64Array;
  norm: number;
}

/** Reports' weighed words by Idf, worked out once per report: matching weighs each report against many. */
const weighedByIdf = new WeakMap<Idf, WeakMap<StoryFeatures, WeighedTerms>>();

function weighedTerms(features: StoryFeatures, idf: Idf): WeighedTerms {
  let byFeatures = weighedByIdf.get(idf);
  if (!byFeatures) {
    byFeatures = new WeakMap();
    weighedByIdf.set(idf, byFeatures);
  }
  let weighed = byFeatures.get(features);
  if (!weighed) {
    const terms = [...features.terms.keys()];
    const idfs = new Float64Array(terms.length);
    const weights = new Float64Array(terms.length);
    let norm = 0;
    terms.forEach((term, i) => {
      idfs[i] = idf(term);
      weights[i] = features.terms.get(term)! * idfs[i]!;
      norm += weights[i]! * weights[i]!;
    });
    weighed = { terms, idfs, weights, norm };
    byFeatures.set(features, weighed);
  }
  return weighed;
}

function cosine(a: StoryFeatures, b: StoryFeatures, idf: Idf): number {
  // The same sums in the same order as weighing both reports' words afresh: the same figure to the last bit.
  const first = weighedTerms(a, idf);
  const normA = first.norm;
  const normB = weighedTerms(b, idf).norm;
  let dot = 0;
  for (let i = 0; i < first.terms.length; i++) {
    const other = b.terms.get(first.terms[i]!);
    if (other) dot += first.weights[i]! * other * first.idfs[i]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

/** Tells whether two name anchors name the same person, place or body ("bailey", "andrew bailey"; "peru", "peruvian"). */
function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.startsWith('#') || b.startsWith('#')) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // A name and a longer form of it: "bailey" in "andrew bailey", "samsung electronics" in "national samsung
  // electronics union", word for word. (Hyphens are spelled as spaces only where there are any: this runs for
  // every two names of every pair judged.)
  const spaced = long.includes('-') ? long.replaceAll('-', ' ') : long;
  if (spaced.includes(' ')) {
    const shortSpaced = short.includes('-') ? short.replaceAll('-', ' ') : short;
    // Word for word implies within at all, which is cheaper to ask first.
    if (spaced.includes(shortSpaced) && ` ${spaced} `.includes(` ${shortSpaced} `)) return true;
  }
  // A name and its adjective or demonym: "peru" and "peruvian", "kenya" and "kenyan".
  return !short.includes(' ') && !long.includes(' ') && short.length >= 4 && long.startsWith(short);
}

/** The anchor of a set that names the same as `anchor` (sameName), if any. */
function findAnchor(set: Set<string>, anchor: string): string | undefined {
  if (set.has(anchor)) return anchor;
  if (anchor.startsWith('#')) return undefined;
  for (const other of set) if (sameName(anchor, other)) return other;
  return undefined;
}

/** Tells whether a set of anchors has one that names the same as `anchor` (sameName). */
function hasAnchor(set: Set<string>, anchor: string): boolean {
  return findAnchor(set, anchor) !== undefined;
}

/**
 * Names and numbers the two sets share, each counted once (a name matches its longer or shorter form and
 * its demonym: sameName), and their weight by rarity against the smaller set's: sharing "Donald Trump" and
 * "White House", which many stories name, tells less than sharing "Sandford-Lee". Counted from the smaller
 * set, so neither depends on the order.
 */
function sharedAnchorsOf(
  first: Set<string>,
  second: Set<string>,
  idf: Idf,
): { count: number; share: number; distinctive: number } {
  const [a, b] = first.size <= second.size ? [first, second] : [second, first];
  let count = 0;
  let distinctive = 0;
  let sharedWeight = 0;
  let weight = 0;
  for (const anchor of a) {
    const w = idf(`@${anchor}`);
    weight += w;
    const match = findAnchor(b, anchor);
    if (match !== undefined) {
      count++;
      sharedWeight += w;
      // Rare on both sides: "us-iran" matched to "iran", which every story of the day names, is not.
      if (!anchor.startsWith('#') && idf.isDistinctive(anchor) && idf.isDistinctive(match)) distinctive++;
    }
  }
  return { count, share: weight ? sharedWeight / weight : 0, distinctive };
}

/**
 * The name a headline is most about: its rarest name in the pool (a company, a person, a town), which a
 * report of the same event names too, in its headline or its lead.
 */
function subjectOf(features: StoryFeatures, idf: Idf): string | null {
  let best: string | null = null;
  let bestWeight = 0;
  for (const anchor of features.titleAnchors) {
    // Two letters ("US", "EU", "UN") name a country or a body that many events share, not a subject.
    if (anchor.startsWith('#') || anchor.length < 3) continue;
    const weight = idf(`@${anchor}`);
    if (weight > bestWeight || (weight === bestWeight && best !== null && anchor < best)) {
      best = anchor;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * Tells whether a report names a subject: as one of its names, or any word of it among its words (a run of
 * capitals may hold two names: "Hale County Ardent owners").
 */
function names(features: StoryFeatures, subject: string): boolean {
  if (hasAnchor(features.anchors, subject)) return true;
  return subject.split(' ').some((word) => word.length >= 3 && features.terms.has(word));
}

/** Tells whether `listing`’s headline lists subjects of which `other` names half or fewer. */
function isPartOfList(listing: StoryFeatures, other: StoryFeatures): boolean {
  if (!listing.isListing) return false;
  const subjects = [...listing.titleAnchors].filter((anchor) => !anchor.startsWith('#'));
  return subjects.filter((subject) => names(other, subject)).length * 2 <= subjects.length;
}

/** A report's anchors split into numbers and names, once per set of anchors: matching splits each for many pairs. */
const splitAnchors = new WeakMap<Set<string>, { numbers: Set<string>; names: Set<string> }>();

function anchorsSplit(anchors: Set<string>): { numbers: Set<string>; names: Set<string> } {
  let split = splitAnchors.get(anchors);
  if (!split) {
    split = {
      numbers: new Set([...anchors].filter((a) => a.startsWith('#'))),
      names: new Set([...anchors].filter((a) => !a.startsWith('#'))),
    };
    splitAnchors.set(anchors, split);
  }
  return split;
}

function numbersOf(anchors: Set<string>): Set<string> {
  return anchorsSplit(anchors).numbers;
}

function namesOf(anchors: Set<string>): Set<string> {
  return anchorsSplit(anchors).names;
}

/**
 * Tells, more cheaply than matchReports, whether it could find two reports one story: false only where it
 * would not, because they are too far apart in time, in two languages, or neither copies of one text nor
 * sharing the names and numbers it asks of them (of one feed, two; else one, or a near-copy). Most pairs that
 * share a rare word share nothing else, and judging each of them in full was most of clustering's time.
 */
export function couldBeSameStory(
  a: ClusterCandidate,
  b: ClusterCandidate,
  thresholds: ClusterThresholds = DEFAULT_THRESHOLDS,
): boolean {
  const hours = Math.abs(a.publishedAt.getTime() - b.publishedAt.getTime()) / 3_600_000;
  if (hours > thresholds.windowHours || a.features.language !== b.features.language) return false;
  const sameSource = a.sourceId !== undefined && a.sourceId === b.sourceId;
  if (!sameSource && minhashSimilarity(a.features, b.features) >= thresholds.nearCopy) return true;
  // The fewest anchors in common that `alike` in matchReports accepts; counted as sharedAnchorsOf counts them.
  const needed = sameSource ? 2 : Math.min(1, thresholds.minSharedAnchors);
  const [small, large] =
    a.features.anchors.size <= b.features.anchors.size
      ? [a.features.anchors, b.features.anchors]
      : [b.features.anchors, a.features.anchors];
  let shared = 0;
  for (const anchor of small) {
    if (shared >= needed) break;
    if (findAnchor(large, anchor) !== undefined) shared++;
  }
  return shared >= needed;
}

/** How alike two reports are, by each measure, and whether that makes them one story. */
export interface StoryMatch {
  same: boolean;
  /** The two name different subjects, other figures of a template: different events, whatever else they share. */
  conflict: boolean;
  score: number;
  text: number;
  anchors: number;
  sharedAnchors: number;
  nearCopy: number;
}

/**
 * Decides whether two reports tell one event. Copies are found by MinHash; reports in other words by the
 * words they share (weighted by rarity) together with the names and numbers they share: two earthquakes on
 * one day share "earthquake" and "magnitude" but not their places and magnitudes. Reports that each name
 * people or places and share none of them are different events however alike their words (a publisher's
 * template: a match result, a rate decision, a court notice). Two reports of one feed are one story only when
 * one clearly updates the other.
 */
export function matchReports(
  a: ClusterCandidate,
  b: ClusterCandidate,
  idf: Idf,
  thresholds: ClusterThresholds = DEFAULT_THRESHOLDS,
): StoryMatch {
  const hours = Math.abs(a.publishedAt.getTime() - b.publishedAt.getTime()) / 3_600_000;
  const nearCopy = minhashSimilarity(a.features, b.features);
  const text = cosine(a.features, b.features, idf);
  const {
    count: sharedAnchors,
    share: anchors,
    distinctive,
  } = sharedAnchorsOf(a.features.anchors, b.features.anchors, idf);
  const namesA = namesOf(a.features.anchors);
  const namesB = namesOf(b.features.anchors);
  // Each names someone or somewhere, and not the same ones: look-alikes, not one event.
  const namesConflict =
    namesA.size > 0 && namesB.size > 0 && sharedAnchorsOf(namesA, namesB, idf).count === 0;
  // Each headline's subject goes unnamed by the other report: a match result, a rate decision, a court
  // notice, a chain of reports that share a place or a market but not who they are about.
  const subjectA = subjectOf(a.features, idf);
  const subjectB = subjectOf(b.features, idf);
  const subjectsConflict =
    subjectA !== null && subjectB !== null && !names(b.features, subjectA) && !names(a.features, subjectB);
  const sameSource = a.sourceId !== undefined && a.sourceId === b.sourceId;
  // One publisher's two headlines each name someone the other report does not: its template filled twice
  // (two matches of one tournament, two quakes), not an update.
  const titlesConflict =
    sameSource &&
    [...a.features.titleAnchors].some((n) => !n.startsWith('#') && !names(b.features, n)) &&
    [...b.features.titleAnchors].some((n) => !n.startsWith('#') && !names(a.features, n));
  // A publisher's daily template (markets, weather) a day apart, with other figures: another day's event.
  const numbersA = numbersOf(a.features.anchors);
  const numbersB = numbersOf(b.features.anchors);
  const figuresConflict =
    sameSource &&
    hours >= 12 &&
    Math.min(numbersA.size, numbersB.size) >= 2 &&
    sharedAnchorsOf(numbersA, numbersB, idf).count * 2 < Math.min(numbersA.size, numbersB.size);
  const alike = sameSource
    ? (nearCopy >= thresholds.nearCopy || text >= thresholds.sameSourceText) &&
      anchors >= thresholds.anchors &&
      sharedAnchors >= 2
    : nearCopy >= thresholds.nearCopy ||
      (text >= thresholds.strongText && sharedAnchors >= 1) ||
      // Names many stories of the day share ("US", "Iran", "Trump") need more words in common than a rare one.
      (text >= (distinctive > 0 ? thresholds.text : thresholds.commonNamesText) &&
        anchors >= thresholds.anchors &&
        sharedAnchors >= thresholds.minSharedAnchors);
  // A headline that lists several subjects joins a report only about most of them, not one of the list.
  const listingConflict = isPartOfList(a.features, b.features) || isPartOfList(b.features, a.features);
  const conflict = namesConflict || subjectsConflict || titlesConflict || figuresConflict || listingConflict;
  const same =
    hours <= thresholds.windowHours && a.features.language === b.features.language && !conflict && alike;
  return {
    same,
    conflict,
    score: Math.max(nearCopy, text) + anchors,
    text,
    anchors,
    sharedAnchors,
    nearCopy,
  };
}

/** Reports of a known story that a new one is compared with: its newest, enough to judge the story as a whole. */
const MEMBERS_COMPARED = 10;

/**
 * The pairs between two groups that must match for the groups to be one story: a third of them, and at least
 * one. With no pair in conflict (conflict in StoryMatch), a report joins a story by its likeness to the
 * story as a whole: several of its reports agreeing, none telling another event.
 */
function pairsNeeded(pairs: number): number {
  return Math.max(1, Math.ceil(pairs / 3));
}

/**
 * Places new reports into stories. Every pair of reports that share a rare word is judged (matchReports);
 * then, strongest match first, two groups become one story when most pairs between them match (pairsNeeded).
 * Known stories never merge with each other; new reports join one of them or form stories of their own.
 * The outcome depends on the set of reports, not the order they arrive in: ties are broken by time, then key.
 * Returns, for each new report's key, the story it belongs to: an existing article id, or the key of the
 * earliest new report of the story. Without `pool`, the reports given are the pool that weighs words; with
 * it, they are the candidates the story_keys index found in a window that `pool` counts.
 */
export function clusterItems(
  newReports: ClusterCandidate[],
  knownReports: ClusterCandidate[],
  thresholds: ClusterThresholds = DEFAULT_THRESHOLDS,
  pool?: PoolCounts,
): Map<string, { storyId: number } | { leaderKey: string }> {
  const known = knownReports.filter((r) => r.storyId !== null);
  const all = [...known, ...newReports];
  const idf = pool?.idf ?? inverseDocumentFrequencies(all.map((r) => r.features));
  const byOrder = (x: ClusterCandidate, y: ClusterCandidate) =>
    x.publishedAt.getTime() - y.publishedAt.getTime() || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0);

  // Groups: each known story, and each new report alone to begin with.
  type Group = { members: ClusterCandidate[]; storyId: number | null };
  const groupOf = new Map<ClusterCandidate, Group>();
  const storyGroups = new Map<number, Group>();
  for (const report of known) {
    let group = storyGroups.get(report.storyId!);
    if (!group) {
      group = { members: [], storyId: report.storyId };
      storyGroups.set(report.storyId!, group);
    }
    group.members.push(report);
    groupOf.set(report, group);
  }
  for (const report of newReports) groupOf.set(report, { members: [report], storyId: null });

  // Reports are only compared when they share a word that few reports use: an inverted index keeps a pass
  // of thousands of items from comparing every pair.
  const postings = new Map<string, ClusterCandidate[]>();
  for (const report of all) {
    for (const term of report.features.terms.keys()) {
      const list = postings.get(term);
      if (list) list.push(report);
      else postings.set(term, [report]);
    }
  }
  // Only the verdicts that matter later are kept (one event, or a conflict): the hundreds of thousands of
  // pairs that are neither would fill the memory of a worker for nothing, and are cheap to judge again.
  const verdicts = new Map<string, StoryMatch>();
  const judge = (a: ClusterCandidate, b: ClusterCandidate): StoryMatch => {
    const id = a.key < b.key ? `${a.key}|${b.key}` : `${b.key}|${a.key}`;
    let verdict = verdicts.get(id);
    if (!verdict) {
      verdict = matchReports(a, b, idf, thresholds);
      if (verdict.same || verdict.conflict) verdicts.set(id, verdict);
    }
    return verdict;
  };
  const edges: Array<{ a: ClusterCandidate; b: ClusterCandidate; score: number }> = [];
  for (const report of newReports) {
    const candidates = new Set<ClusterCandidate>();
    for (const term of report.features.terms.keys()) {
      const list = postings.get(term)!;
      // A word hundreds of reports use does not single out a story; its rarer words will.
      if (pool ? !pool.isCommonTerm(term) : list.length <= COMMON_TERM_REPORTS)
        for (const other of list) if (other !== report) candidates.add(other);
    }
    for (const other of candidates) {
      // Each pair of new reports once.
      if (other.storyId === null && other.key < report.key) continue;
      if (!couldBeSameStory(report, other, thresholds)) continue;
      const match = judge(report, other);
      if (match.same) edges.push({ a: report, b: other, score: match.score });
    }
  }
  edges.sort((x, y) => y.score - x.score || byOrder(x.a, y.a) || byOrder(x.b, y.b));

  // A report that matches two reports of clearly different events through different names is a bridge
  // between them (a roundup of the day's news; a report that shares a market with one story and a town with
  // another): it stays a story of its own. A report of one event shares the same names with each of them.
  const sharedWith = (report: ClusterCandidate, other: ClusterCandidate) =>
    new Set([...report.features.anchors].filter((anchor) => hasAnchor(other.features.anchors, anchor)));
  const neighbours = new Map<ClusterCandidate, ClusterCandidate[]>();
  for (const { a, b } of edges) {
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const bridges = new Set<ClusterCandidate>();
  for (const [report, list] of neighbours) {
    if (report.storyId !== null) continue;
    search: for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        if (!judge(list[i]!, list[j]!).conflict) continue;
        const first = sharedWith(report, list[i]!);
        const second = sharedWith(report, list[j]!);
        if ([...first].some((anchor) => second.has(anchor))) continue;
        bridges.add(report);
        break search;
      }
    }
  }

  const newest = (group: Group) =>
    group.members.length <= MEMBERS_COMPARED
      ? group.members
      : [...group.members].sort(byOrder).slice(-MEMBERS_COMPARED);
  for (const { a, b } of edges) {
    const first = groupOf.get(a)!;
    const second = groupOf.get(b)!;
    if (first === second || (first.storyId !== null && second.storyId !== null)) continue;
    if (bridges.has(a) || bridges.has(b)) continue;
    const left = newest(first);
    const right = newest(second);
    let matched = 0;
    let conflicts = 0;
    for (const x of left) {
      for (const y of right) {
        const verdict = judge(x, y);
        if (verdict.same) matched++;
        else if (verdict.conflict) conflicts++;
      }
    }
    if (conflicts > 0 || matched < pairsNeeded(left.length * right.length)) continue;
    const [into, from] = second.storyId !== null ? [second, first] : [first, second];
    for (const member of from.members) {
      into.members.push(member);
      groupOf.set(member, into);
    }
  }

  const result = new Map<string, { storyId: number } | { leaderKey: string }>();
  for (const report of newReports) {
    const group = groupOf.get(report)!;
    if (group.storyId !== null) {
      result.set(report.key, { storyId: group.storyId });
    } else {
      const leader = [...group.members].sort(byOrder)[0]!;
      result.set(report.key, { leaderKey: leader.key });
    }
  }
  return result;
}
