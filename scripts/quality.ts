import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { openPglite } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { boilerplateIn, isCutOff } from '#server/pipeline/clean/clean-report-text.ts';
import { isDigestTitle, likenessToTitle } from '#server/pipeline/clean/judge-report-text.ts';
import { cleanReportText } from '#server/pipeline/clean/clean-report-text.ts';
import { learnRepeatedPhrases } from '#server/pipeline/clean/learn-repeated-phrases.ts';
import {
  clusterItems,
  DEFAULT_THRESHOLDS,
  inverseDocumentFrequencies,
  matchReports,
  type ClusterCandidate,
} from '#server/pipeline/stories/cluster-items.ts';
import { publisherNames, storyFeatures } from '#server/pipeline/stories/story-features.ts';
import { splitSentences } from '#server/pipeline/summarize/split-sentences.ts';
import storyPairs from '#server/pipeline/stories/fixtures/story-pairs.json' with { type: 'json' };
import newsroomEvents from '#server/pipeline/stories/fixtures/newsroom-events.json' with { type: 'json' };
import { readStructuredContent } from '#common/text/read-structured-content.ts';
import { hasCorpus, startFeedServer } from '#tests/helpers/feed-server.ts';
import { ingestLine, runScript } from './bench/run-script.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';

// npm run quality: one pass of `npm run ingest -- --feeds` over the shared corpus (the 38 feeds and the tests'
// newsroom, served on 127.0.0.1) on an empty embedded database, with no model, as a new install runs it; then
// the figures of what it published (docs/quality.md): stories, what was held and why, categories, summaries
// that repeat their title, are cut off or carry boilerplate, empty bodies; the stories of several reports and a
// seeded sample of 40 stories, listed for a reviewer; near-misses a reviewer should check for missed merges;
// and precision and recall on the labelled pairs and on the newsroom fixture. The review itself is written by
// hand in docs/quality.md, outside the sections this script owns.

if (!hasCorpus) {
  console.error('npm run quality reads ../shared/corpora/feeds, which is not beside this checkout.');
  process.exit(1);
}

const DOC = 'docs/quality.md';
const SAMPLE = 40;

const server = await startFeedServer();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-quality-'));
const feedList = path.join(tmp, 'feeds.txt');
const newsroom = ['harbour-daily.xml', 'coastal-herald.xml', 'world-desk.xml'].map(
  (f) => `${server.origin}/newsroom/${f}`,
);
fs.writeFileSync(feedList, `${[...server.corpusFeedUrls, ...newsroom].join('\n')}\n`);
const dataDir = path.join(tmp, 'data');
console.log(`A pass over ${server.corpusFeedUrls.length + newsroom.length} feeds…`);
// PGlite's initdb of a new data directory peaks far above a pass (docs/benchmarks.md): it runs first, apart.
await runScript(['scripts/migrate.ts'], dataDir);
const pass = await runScript(['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0'], dataDir);
await server.close();

const handle = await openPglite(path.join(dataDir, 'pglite'));
const { db } = handle;
const rows = <T>(query: SQL) => queryRows<T>(db, query);

const items = await rows<{ state: string; reason: string | null; n: number }>(
  sql`select state, held_reason as reason, count(*)::int as n from feed_items group by 1, 2 order by 3 desc`,
);
interface Story {
  id: number;
  slug: string;
  category: string;
  language: string;
  title: string;
  summary: string;
  content: string;
  reports: number;
  publishers: string;
  titles: string;
}
const stories = await rows<Story>(sql`
  select a.id, a.slug, a.category, t.language, t.title, t.summary, t.content,
         count(s.feed_item_id)::int as reports,
         string_agg(distinct s.publisher, ', ') as publishers,
         string_agg(s.publisher || ': ' || s.title, ' / ' order by s.published_at) as titles
  from articles a
  join article_translations t on t.article_id = a.id and t.language = a.original_language
  join story_sources s on s.article_id = a.id
  group by a.id, t.id
  order by a.id`);

const total = stories.length;
const percent = (n: number, of = total) => `${((100 * n) / Math.max(of, 1)).toFixed(1)} %`;
const byCategory = new Map<string, number>();
for (const story of stories) byCategory.set(story.category, (byCategory.get(story.category) ?? 0) + 1);
const repeating = stories.filter(
  (s) => s.summary.trim() === s.title.trim() || likenessToTitle(s.summary, s.title, s.language) >= 0.75,
);
const cutOff = stories.filter((s) => isCutOff(s.summary) || /…$|\.\.\.$/u.test(s.summary.trim()));
const boilerplate = stories.filter((s) => boilerplateIn(s.summary) !== null);
const bylines = stories.filter((s) => boilerplateIn(s.summary) === 'byline');
const twice = stories.filter((s) => {
  const sentences = splitSentences(s.summary, s.language);
  return new Set(sentences).size < sentences.length;
});
const emptyBodies = stories.filter((s) => {
  const structured = readStructuredContent(s.content);
  return structured ? !structured.mainContent?.sections.length : !s.content.trim();
});
const digests = stories.filter((s) => isDigestTitle(s.title));
const multi = stories.filter((s) => s.reports > 1);

// Near-misses: stories of one language within the window that share names and some words, looser than the
// thresholds that merge. A reviewer reads them to count the merges the newsroom missed.
const loose = { ...DEFAULT_THRESHOLDS, text: 0.1, anchors: 0.3, strongText: 0.45 };
const published = await rows<{ id: number; title: string; summary: string; language: string; at: string }>(
  sql`select a.id, t.title, t.summary, t.language, a.published_at::text as at
      from articles a join article_translations t on t.article_id = a.id and t.language = a.original_language`,
);
const candidates: ClusterCandidate[] = published.map((p) => ({
  key: String(p.id),
  features: storyFeatures(p.title, p.summary, p.language),
  publishedAt: new Date(p.at),
  storyId: null,
}));
const idf = inverseDocumentFrequencies(candidates.map((c) => c.features));
const titleOf = new Map(published.map((p) => [String(p.id), p.title]));
const nearMisses: string[] = [];
for (let i = 0; i < candidates.length; i++) {
  for (let j = i + 1; j < candidates.length; j++) {
    const a = candidates[i]!;
    const b = candidates[j]!;
    if (a.features.language !== b.features.language) continue;
    if (matchReports(a, b, idf, loose).same) {
      nearMisses.push(`- ${titleOf.get(a.key)} / ${titleOf.get(b.key)}`);
    }
  }
}

// The labelled pairs, judged pair by pair, and the newsroom fixture, placed as the pipeline places items.
const pairRows = storyPairs.pairs.map((pair, i) => {
  const at = Date.parse('2026-03-02T08:00:00Z');
  const a = {
    key: `a${i}`,
    features: storyFeatures(pair.a.title, pair.a.lead, pair.language),
    publishedAt: new Date(at),
    storyId: null,
  };
  const b = {
    key: `b${i}`,
    features: storyFeatures(pair.b.title, pair.b.lead, pair.language),
    publishedAt: new Date(at + pair.hours * 3_600_000),
    storyId: null,
  };
  return { pair, a, b };
});
const pairIdf = inverseDocumentFrequencies(pairRows.flatMap((r) => [r.a.features, r.b.features]));
const pairVerdicts = pairRows.map((r) => ({
  same: r.pair.same,
  found: matchReports(r.a, r.b, pairIdf).same,
}));
const scores = (verdicts: Array<{ same: boolean; found: boolean }>) => {
  const right = verdicts.filter((v) => v.same && v.found).length;
  const found = verdicts.filter((v) => v.found).length;
  const truth = verdicts.filter((v) => v.same).length;
  return { precision: right / Math.max(found, 1), recall: right / Math.max(truth, 1), truth };
};
const pairScores = scores(pairVerdicts);

const fixtureItems = newsroomEvents.publishers.flatMap((publisher, p) => {
  const phrases = learnRepeatedPhrases(
    publisher.items.map((i) => ({ title: i.title, text: i.lead })),
    publisher.language,
  );
  const names = publisherNames(publisher.name, publisher.language);
  return publisher.items.map((item, i) => ({
    event: item.event,
    title: item.title,
    candidate: {
      key: `${publisher.id}-${i}`,
      features: storyFeatures(
        item.title,
        cleanReportText({
          title: item.title,
          text: item.lead,
          language: publisher.language,
          repeatedPhrases: phrases,
        }),
        publisher.language,
        { ignoreNames: names },
      ),
      publishedAt: new Date(Date.parse('2026-03-06T00:00:00Z') + item.hours * 3_600_000),
      storyId: null,
      sourceId: p + 1,
    } satisfies ClusterCandidate,
  }));
});
const placedFixture = fixtureItems.filter((i) => !isDigestTitle(i.title));
const fixtureStories = clusterItems(
  placedFixture.map((i) => i.candidate),
  [],
);
const storyKey = (item: (typeof fixtureItems)[number]) =>
  JSON.stringify(fixtureStories.get(item.candidate.key) ?? item.candidate.key);
const fixtureVerdicts: Array<{ same: boolean; found: boolean }> = [];
for (let i = 0; i < fixtureItems.length; i++) {
  for (let j = i + 1; j < fixtureItems.length; j++) {
    fixtureVerdicts.push({
      same: fixtureItems[i]!.event === fixtureItems[j]!.event,
      found: storyKey(fixtureItems[i]!) === storyKey(fixtureItems[j]!),
    });
  }
}
const fixtureScores = scores(fixtureVerdicts);

// A sample a reviewer can find again: the stories whose slugs hash first.
const sample = [...stories]
  .sort((a, b) => hash(a.slug) - hash(b.slug) || a.slug.localeCompare(b.slug))
  .slice(0, SAMPLE);
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

await handle.close();
fs.rmSync(tmp, { recursive: true, force: true });

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();
const figures = `## Figures (npm run quality)

Written by scripts/quality.ts on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${os.cpus().length} cores, no model. One pass of
\`npm run ingest -- --feeds FILE --max-age-days 0\` (run as package.json runs it: \`${ingestLine.join(' ')}\`) over the
${server.corpusFeedUrls.length} feeds of \`../shared/corpora/feeds\` and the tests' 3 newsroom feeds, served on 127.0.0.1 with a page
for every item (the corpus pages repeat their item's own description, so a page adds no text), on an empty
embedded database (created and migrated first, apart): ${pass.seconds.toFixed(1)} s, peak ${pass.peakMb} MB.

| Figure | Now | Issue 24 found |
| --- | ---: | ---: |
| Stories published | ${total} | 1,476 to 1,481 |
| Items held back: only a headline | ${items.find((i) => i.reason === 'title-only')?.n ?? 0} | – |
| Items held back: not a story (menu, listing, house ad, digest) | ${items.find((i) => i.reason === 'not-a-story')?.n ?? 0} | – |
| Items held back: not news (a personal site) | ${items.find((i) => i.reason === 'not-news')?.n ?? 0} | – |
| Items held back: undated, first fetch | ${items.find((i) => i.reason === 'undated')?.n ?? 0} | – |
| Stories filed under "world" | ${byCategory.get('world') ?? 0} (${percent(byCategory.get('world') ?? 0)}) | 81 to 87 % |
| Summaries repeating their title | ${repeating.length} | 17.8 % |
| Summaries cut off ("…") | ${cutOff.length} | 94 |
| Summaries with boilerplate (read more, credits, datelines) | ${boilerplate.length} | 39 |
| Summaries that are or carry a byline | ${bylines.length} | some |
| Summaries with a sentence twice | ${twice.length} | some |
| Stories without a body | ${emptyBodies.length} | 90 % |
| Digests published as stories | ${digests.length} | – |
| Stories of several reports | ${multi.length} | 63 |
| Labelled pairs (${pairRows.length}, ${pairScores.truth} same): precision, recall | ${pairScores.precision.toFixed(2)}, ${pairScores.recall.toFixed(2)} | targets 0.97, 0.92 |
| Newsroom fixture (${fixtureItems.length} reports, ${fixtureScores.truth} same-event pairs): precision, recall | ${fixtureScores.precision.toFixed(2)}, ${fixtureScores.recall.toFixed(2)} | – |

Categories: ${[...byCategory]
  .sort((a, b) => b[1] - a[1])
  .map(([category, n]) => `${category} ${n} (${percent(n)})`)
  .join(', ')}.
`;

const several = `## Stories of several reports (npm run quality)

Every story the pass made of two reports or more, with its reports in order (for the review of wrong merges).

${multi.map((s) => `- \`${s.slug}\` (${s.reports}): ${cell(s.titles)}`).join('\n')}

Near-misses for the review of missed merges: pairs of published stories of one language that share names and
words below the thresholds that merge (${nearMisses.length}).

${nearMisses.join('\n') || '- none'}
`;

const sampleSection = `## Sample of ${SAMPLE} stories (npm run quality)

The ${SAMPLE} stories whose slugs hash first (FNV-1a), as the site publishes them (for the review of what is publishable).

| Slug | Category | Title | Summary | Reports |
| --- | --- | --- | --- | --- |
${sample.map((s) => `| \`${s.slug}\` | ${s.category} | ${cell(s.title)} | ${cell(s.summary)} | ${cell(s.publishers)} |`).join('\n')}
`;

if (!fs.existsSync(DOC)) fs.writeFileSync(DOC, '# Newsroom output quality\n');
writeBenchmarkSection('## Figures (npm run quality)', figures, { doc: DOC });
writeBenchmarkSection('## Stories of several reports (npm run quality)', several, { doc: DOC });
writeBenchmarkSection(`## Sample of ${SAMPLE} stories (npm run quality)`, sampleSection, { doc: DOC });
console.log(figures);
console.log(`Written to ${DOC}.`);
process.exit(0);
