import { describe, expect, it } from 'vitest';
import { cleanReportText } from '../clean/clean-report-text.ts';
import { isDigestTitle } from '../clean/judge-report-text.ts';
import { learnRepeatedPhrases } from '../clean/learn-repeated-phrases.ts';
import eventsFile from './fixtures/newsroom-events.json' with { type: 'json' };
import { clusterItems, type ClusterCandidate } from './cluster-items.ts';
import { publisherNames, storyFeatures } from './story-features.ts';

// The newsroom's feeds as the pipeline meets them: each publisher's repeated phrases learned from its own
// items, every lead cleaned of them, its name left out of the names that count, then all items placed at once.
const START = Date.parse('2026-03-06T00:00:00Z');

interface Item {
  key: string;
  title: string;
  event: string;
  publisher: string;
  candidate: ClusterCandidate;
}

function newsroomItems(): Item[] {
  return eventsFile.publishers.flatMap((publisher, p) => {
    const phrases = learnRepeatedPhrases(
      publisher.items.map((i) => ({ title: i.title, text: i.lead })),
      publisher.language,
    );
    const names = publisherNames(publisher.name, publisher.language);
    return publisher.items.map((item, i) => {
      const key = `${publisher.id}-${i}`;
      const lead = cleanReportText({
        title: item.title,
        text: item.lead,
        language: publisher.language,
        repeatedPhrases: phrases,
      });
      return {
        key,
        title: item.title,
        event: item.event,
        publisher: publisher.id,
        candidate: {
          key,
          features: storyFeatures(item.title, lead, publisher.language, { ignoreNames: names }),
          publishedAt: new Date(START + item.hours * 3_600_000),
          storyId: null,
          sourceId: p + 1,
        },
      };
    });
  });
}

/** Pairs of items placed in one story, against the pairs that tell one event. */
function pairScores(items: Item[], storyOf: Map<string, unknown>) {
  let truePairs = 0;
  let foundPairs = 0;
  let rightPairs = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      const same = a.event === b.event;
      const merged = JSON.stringify(storyOf.get(a.key)) === JSON.stringify(storyOf.get(b.key));
      if (same) truePairs++;
      if (merged) foundPairs++;
      if (same && merged) rightPairs++;
      if (merged && !same) wrong.push(`${a.event} + ${b.event}`);
      if (same && !merged) missed.push(`${a.key} / ${b.key} (${a.event})`);
    }
  }
  return { precision: rightPairs / foundPairs, recall: rightPairs / truePairs, wrong, missed };
}

function shuffled<T>(list: T[], seed: number): T[] {
  const copy = [...list];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

describe('one story per event on feeds shaped like real ones (newsroom-events.json)', () => {
  const items = newsroomItems();
  // As the clustering job does, a digest of the day's stories is held apart, never placed in a story.
  const placed = items.filter((i) => !isDigestTitle(i.title));
  const storyOf = new Map<string, unknown>(
    clusterItems(
      placed.map((i) => i.candidate),
      [],
    ),
  );
  for (const item of items) if (!storyOf.has(item.key)) storyOf.set(item.key, { held: item.key });

  it('merges the running stories and keeps boilerplate, templates and chains apart', () => {
    const { precision, recall, wrong, missed } = pairScores(items, storyOf);
    // Measured on this set at the time of writing: precision 0.95, recall 0.63 (docs/quality.md); the look-alikes
    // it still merges are two White House events of one day and one link of a chain. A change that lowers
    // either figure fails here.
    expect(precision, `wrongly merged: ${wrong.join('; ')}`).toBeGreaterThanOrEqual(0.95);
    expect(recall, `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(0.62);
  });

  it('never chains: a roundup or a bridging report does not pull two other events into one story', () => {
    const storyOfEvent = (prefix: string) =>
      new Set(items.filter((i) => i.event.startsWith(prefix)).map((i) => JSON.stringify(storyOf.get(i.key))));
    // One chain is still joined at its second link (docs/quality.md): a carmaker's South America sales and
    // Chinese EV makers' sales there, whose headline names no maker; the other chains are kept apart.
    const allowedMixes: Record<string, number> = { 'chain-': 1, 'roundup-': 0, 'tpl-': 0, 'city-': 0 };
    for (const [family, allowed] of Object.entries(allowedMixes)) {
      const events = new Set(items.filter((i) => i.event.startsWith(family)).map((i) => i.event));
      // Every event of the family ends in stories of its own: no story holds two of them.
      const stories = new Map<string, Set<string>>();
      for (const item of items.filter((i) => i.event.startsWith(family))) {
        const story = JSON.stringify(storyOf.get(item.key));
        stories.set(story, (stories.get(story) ?? new Set()).add(item.event));
      }
      const mixed = [...stories.values()].filter((e) => e.size > 1).map((e) => [...e].join(' + '));
      expect(mixed.length, `${family} stories that mix events: ${mixed.join('; ')}`).toBeLessThanOrEqual(
        allowed,
      );
      expect(events.size).toBeGreaterThan(1);
    }
    expect(storyOfEvent('run-airport').size).toBeLessThanOrEqual(2);
  });

  it('gives the same stories whatever order the items arrive in', () => {
    const partition = (result: Map<string, unknown>) => {
      const groups = new Map<string, string[]>();
      for (const item of items) {
        const story = JSON.stringify(result.get(item.key));
        groups.set(story, [...(groups.get(story) ?? []), item.key]);
      }
      return [...groups.values()].map((g) => g.sort().join(',')).sort();
    };
    const expected = partition(storyOf);
    for (const seed of [1, 7, 42]) {
      const again = new Map<string, unknown>(
        clusterItems(
          shuffled(placed, seed).map((i) => i.candidate),
          [],
        ),
      );
      for (const item of items) if (!again.has(item.key)) again.set(item.key, { held: item.key });
      expect(partition(again)).toEqual(expected);
    }
  });

  it('joins later reports to the known story they were grouped with, whichever pass they arrive in', () => {
    // The largest story of the running airport shooting, as one pass grouped it, split over two passes.
    const groups = new Map<string, Item[]>();
    for (const item of items.filter((i) => i.event === 'run-airport-shooting')) {
      const story = JSON.stringify(storyOf.get(item.key));
      groups.set(story, [...(groups.get(story) ?? []), item]);
    }
    const story = [...groups.values()].sort((a, b) => b.length - a.length)[0]!;
    expect(story.length).toBeGreaterThanOrEqual(4);
    const ordered = [...story].sort((a, b) => +a.candidate.publishedAt - +b.candidate.publishedAt);
    const half = Math.ceil(ordered.length / 2);
    const known = ordered.slice(0, half).map((i) => ({ ...i.candidate, storyId: 900 }));
    const later = ordered.slice(half);
    const result = clusterItems(
      later.map((i) => i.candidate),
      known,
    );
    for (const item of later) expect(result.get(item.key), item.key).toEqual({ storyId: 900 });
  });
});
