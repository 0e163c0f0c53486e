import { describe, expect, it } from 'vitest';
import pairsFile from './fixtures/story-pairs.json' with { type: 'json' };
import { storyFeatures } from './story-features.ts';
import {
  clusterItems,
  couldBeSameStory,
  inverseDocumentFrequencies,
  matchReports,
  type ClusterCandidate,
} from './cluster-items.ts';

const T0 = new Date('2026-03-02T08:00:00Z');

function candidate(
  key: string,
  title: string,
  lead: string,
  language: string,
  hours = 0,
  storyId: number | null = null,
): ClusterCandidate {
  return {
    key,
    features: storyFeatures(title, lead, language),
    publishedAt: new Date(T0.getTime() + hours * 3_600_000),
    storyId,
  };
}

describe('same story or look-alike (labelled pairs)', () => {
  const rows = pairsFile.pairs.map((pair, i) => ({
    pair,
    a: candidate(`a${i}`, pair.a.title, pair.a.lead, pair.language),
    b: candidate(`b${i}`, pair.b.title, pair.b.lead, pair.language, pair.hours),
  }));
  const idf = inverseDocumentFrequencies(rows.flatMap((r) => [r.a.features, r.b.features]));
  const decided = rows.map((r) => ({ ...r, match: matchReports(r.a, r.b, idf) }));

  it('reaches precision 0.97 and recall 0.9 on paraphrased reports and look-alike events', () => {
    const truePositives = decided.filter((r) => r.pair.same && r.match.same).length;
    const falsePositives = decided.filter((r) => !r.pair.same && r.match.same).map((r) => r.pair.b.title);
    const falseNegatives = decided.filter((r) => r.pair.same && !r.match.same).map((r) => r.pair.b.title);
    const precision = truePositives / (truePositives + falsePositives.length);
    const recall = truePositives / (truePositives + falseNegatives.length);
    expect(precision, `merged look-alikes: ${falsePositives.join('; ')}`).toBeGreaterThanOrEqual(0.97);
    expect(recall, `missed: ${falseNegatives.join('; ')}`).toBeGreaterThanOrEqual(0.9);
    // The set has both kinds in several languages, so the figures mean something.
    expect(decided.filter((r) => r.pair.same).length).toBeGreaterThanOrEqual(20);
    expect(new Set(decided.map((r) => r.pair.language)).size).toBeGreaterThanOrEqual(5);
  });

  it('needs more than a near-copy detector: paraphrases share few word triples', () => {
    const paraphrases = decided.filter((r) => r.pair.same);
    const foundByCopiesAlone = paraphrases.filter((r) => r.match.nearCopy >= 0.5).length;
    expect(foundByCopiesAlone / paraphrases.length).toBeLessThan(0.2);
  });
});

describe('couldBeSameStory', () => {
  // Every report of the labelled pairs against every other, both ways, of two feeds and of one.
  const reports = pairsFile.pairs.flatMap((pair, i) => [
    candidate(`a${i}`, pair.a.title, pair.a.lead, pair.language),
    candidate(`b${i}`, pair.b.title, pair.b.lead, pair.language, pair.hours),
  ]);
  const idf = inverseDocumentFrequencies(reports.map((r) => r.features));
  const judged = [1, undefined].flatMap((otherSource) =>
    reports.flatMap((a) =>
      reports
        .filter((b) => b !== a)
        .map((b) => {
          const other = { ...b, sourceId: otherSource ?? 2 };
          const first = { ...a, sourceId: 1 };
          return { same: matchReports(first, other, idf).same, could: couldBeSameStory(first, other) };
        }),
    ),
  );

  it('never rules out a pair that matchReports finds one story', () => {
    const same = judged.filter((j) => j.same);
    expect(same.length).toBeGreaterThanOrEqual(40);
    expect(same.filter((j) => !j.could)).toEqual([]);
  });

  it('rules out most pairs that are not', () => {
    const different = judged.filter((j) => !j.same);
    expect(different.filter((j) => !j.could).length / different.length).toBeGreaterThan(0.5);
  });
});

describe('clusterItems', () => {
  const quakeA = [
    'Magnitude 6.8 earthquake shakes southern Peru, two dead',
    'A strong earthquake of magnitude 6.8 struck southern Peru on Tuesday, killing two people in the Arequipa region and damaging colonial churches, the national emergency office said.',
  ] as const;
  const quakeB = [
    'Two killed as strong quake hits Arequipa',
    "Peruvian authorities said two people died after a 6.8-magnitude tremor rattled Arequipa. Several old churches were cracked and roads were blocked by landslides, according to Peru's emergency institute.",
  ] as const;
  const otherQuake = [
    'Magnitude 5.9 earthquake jolts eastern Turkey, no casualties reported',
    'An earthquake of magnitude 5.9 struck Malatya province in eastern Turkey on Tuesday, the disaster agency AFAD said, with no immediate reports of casualties or serious damage.',
  ] as const;

  it('joins a new report to the known story it tells, and keeps a look-alike apart', () => {
    const known = candidate('known', ...quakeA, 'en', 0, 41);
    const result = clusterItems(
      [candidate('new-b', ...quakeB, 'en', 2), candidate('new-t', ...otherQuake, 'en', 1)],
      [known],
    );
    expect(result.get('new-b')).toEqual({ storyId: 41 });
    expect(result.get('new-t')).toEqual({ leaderKey: 'new-t' });
  });

  it('groups new reports of one event among themselves, led by the earliest', () => {
    const result = clusterItems(
      [candidate('late', ...quakeB, 'en', 3), candidate('early', ...quakeA, 'en', 0)],
      [],
    );
    expect(result.get('early')).toEqual({ leaderKey: 'early' });
    expect(result.get('late')).toEqual({ leaderKey: 'early' });
  });

  it('keeps a report about a list of subjects out of a story about one of them', () => {
    const list = candidate(
      'list',
      'Envoys try to settle three crises in Veloria, Ostmark and Caldera this week',
      'The envoys will meet officials from Veloria, Ostmark and Caldera in Geneva, hoping for progress on all three disputes before the summit.',
      'en',
      1,
    );
    const single = candidate(
      'single',
      'Anger grows in Veloria after crackdown as envoys arrive in Geneva',
      'Protesters in Veloria said the crackdown had hardened opinion as the envoys arrived in Geneva for talks with officials.',
      'en',
      2,
    );
    const result = clusterItems([list, single], []);
    expect(result.get('list')).toEqual({ leaderKey: 'list' });
    expect(result.get('single')).toEqual({ leaderKey: 'single' });
  });

  it('merges a copy of the same wire text, but not across the time window', () => {
    const copy = candidate('copy', ...quakeA, 'en', 5);
    expect(clusterItems([copy], [candidate('k', ...quakeA, 'en', 0, 7)]).get('copy')).toEqual({ storyId: 7 });
    const weekLater = candidate('later', ...quakeA, 'en', 24 * 7);
    expect(clusterItems([weekLater], [candidate('k', ...quakeA, 'en', 0, 7)]).get('later')).toEqual({
      leaderKey: 'later',
    });
  });
});
