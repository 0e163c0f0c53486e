import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import * as prettier from 'prettier';
import { formatShare } from '#app/features/corrections/format-share.ts';
import { checkTextAccuracy } from '#server/ai/checks/accuracy/check-text-accuracy.ts';
import { measureAccuracy } from '#server/accuracy/measure-accuracy.ts';
import {
  checkPlantedSet,
  ERROR_KINDS,
  plantedJudgeScript,
  type PlantedResult,
} from '#server/ai/checks/accuracy/fixtures/planted-set.ts';
import { openPglite } from '#server/db/client.ts';
import { queryRows } from '#server/db/query-rows.ts';
import { writtenStoryTexts } from '#server/ai/checks/accuracy/fixtures/written-story-texts.ts';
import { checkDemoArticle } from '#server/db/seed/check-demo-edition.ts';
import { loadDemoEdition } from '#server/db/seed/load-demo-edition.ts';
import { seedDatabase } from '#server/db/seed/seed-database.ts';
import { hasCorpus, startFeedServer } from '#tests/helpers/feed-server.ts';
import { startModelServer } from '#tests/helpers/model-server.ts';
import { testModel } from '#tests/helpers/test-model.ts';
import { runScript } from './bench/run-script.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';

// npm run accuracy: the figures of the accuracy check (issue 28) in docs/accuracy.md, each section this script
// owns replaced: (a) the demo edition, as seeding stores its checks (each article's original summary and
// headline checked against its own body and each translation against the original text) and measureAccuracy
// reads them; (b) a pass of the shared corpus (`npm run ingest` over
// the 38 feeds served on 127.0.0.1, no model, on an empty embedded database, as `npm run quality` runs it),
// read from the checks the pipeline stored in text_checks; (c) the planted errors, by the rules and with the
// test model's recorded answers. `--keep` keeps the pass's DATA_DIR; `--data-dir <dir>` reads the checks of an
// earlier pass instead of running one.

const DOC = 'docs/accuracy.md';
const LISTED = 40;

const { values: options } = parseArgs({
  options: { 'data-dir': { type: 'string' }, keep: { type: 'boolean', default: false } },
});

interface Tally {
  texts: number;
  failing: number;
  sentences: number;
  supported: number;
}
type Tallies = Map<string, Tally>;

function count(tallies: Tallies, language: string, sentences: number, supported: number): void {
  const tally = tallies.get(language) ?? { texts: 0, failing: 0, sentences: 0, supported: 0 };
  tally.texts++;
  if (supported < sentences) tally.failing++;
  tally.sentences += sentences;
  tally.supported += supported;
  tallies.set(language, tally);
}

const percent = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(1)} %`);

/** A table of texts and sentences per language, and all languages together. */
function tallyTable(tallies: Tallies, failingLabel: string): string {
  const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce(
    (sum, [, t]) => ({
      texts: sum.texts + t.texts,
      failing: sum.failing + t.failing,
      sentences: sum.sentences + t.sentences,
      supported: sum.supported + t.supported,
    }),
    { texts: 0, failing: 0, sentences: 0, supported: 0 },
  );
  const line = (name: string, t: Tally) =>
    `| ${name} | ${t.texts} | ${t.failing} | ${t.sentences} | ${t.supported} | ${percent(t.supported, t.sentences)} |`;
  return [
    `| language | texts checked | ${failingLabel} | sentences checked | supported | share supported |`,
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(([language, t]) => line(language, t)),
    line('**all**', total),
  ].join('\n');
}

/** A flagged sentence as a line of the document, the sentence quoted and cut when long. */
function flaggedLine(where: string, sentence: string, reason: string | null): string {
  const cut = sentence.length > 220 ? `${sentence.slice(0, 220)}…` : sentence;
  return `- ${where}: “${cut.replace(/\|/g, '\\|')}” — ${reason ?? 'unsupported'}`;
}

// (a) The demo edition, as a fresh install holds it: seeded into an empty embedded database (which checks each
// demo text and stores its check, check-demo-edition.ts) and measured by measureAccuracy, as the accuracy page
// and GET /api/accuracy measure it, so this page's figure is the one a fresh install's /en/accuracy shows.
const seededAt = new Date();
const demoDatabase = await openPglite(undefined);
await demoDatabase.migrate();
await seedDatabase(demoDatabase.db, { now: seededAt });
const demoFigures = await measureAccuracy(demoDatabase.db, seededAt);
const demoProblems = await queryRows<{
  slug: string;
  language: string;
  text_kind: string;
  problems: Array<{ sentence: string; reason: string }>;
}>(
  demoDatabase.db,
  sql`select a.slug, c.language, c.text_kind, c.problems from text_checks c join articles a on a.id = c.article_id
      where jsonb_array_length(c.problems) > 0 order by a.slug, c.language`,
);
await demoDatabase.close();
const demoTallies: Tallies = new Map(
  demoFigures.perLanguage.map((row) => [
    row.language,
    {
      texts: row.textsChecked,
      failing: row.textsHeld,
      sentences: row.sentencesChecked,
      supported: row.sentencesSupported,
    },
  ]),
);
const demoFlagged = demoProblems.flatMap((row) =>
  row.problems.map((p) => flaggedLine(`${row.slug} ${row.language} ${row.text_kind}`, p.sentence, p.reason)),
);
// What the rules left unjudged is not stored with a check: read from the same checks run again.
const demoUnjudged = new Map<string, number>();
for (const demo of loadDemoEdition())
  for (const { verdict } of await checkDemoArticle(demo))
    for (const note of verdict.unjudged ?? []) {
      const what = note.split(':')[0]!;
      demoUnjudged.set(what, (demoUnjudged.get(what) ?? 0) + 1);
    }
const demoShare = demoFigures.share === null ? 'no figure' : formatShare(demoFigures.share, 'en');
console.log('(a) The demo edition');
console.log(tallyTable(demoTallies, 'held'));
console.log(`A fresh install's /en/accuracy shows ${demoShare}.`);
console.log(demoFlagged.join('\n'));

// (a2) A story written in other words than its reports, and its translations: correct texts as a model writes
// them, where the rules must hold nothing.
const writtenTallies: Tallies = new Map();
const writtenFlagged: string[] = [];
for (const { label, text } of writtenStoryTexts()) {
  const verdict = await checkTextAccuracy(text, null);
  count(
    writtenTallies,
    text.language,
    verdict.sentences.length,
    verdict.sentences.filter((s) => s.supported).length,
  );
  for (const s of verdict.sentences.filter((s) => !s.supported))
    writtenFlagged.push(flaggedLine(label, s.sentence, s.reason));
}
console.log('\n(a2) A written story');
console.log(tallyTable(writtenTallies, 'would be held'));
console.log(writtenFlagged.join('\n'));

// (b) A pass of the shared corpus, as the pipeline checked it.
interface CheckRow {
  article_id: number;
  language: string;
  text_kind: string;
  method: string;
  sentences_checked: number;
  sentences_supported: number;
  outcome: string;
  problems: Array<{ sentence: string; reason: string }>;
}
let corpusSection = '';
let dataDir = options['data-dir'];
/** The pass's own folder, removed once read unless --keep. */
let passDir: string | null = null;
if (!dataDir && hasCorpus) {
  const server = await startFeedServer();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-accuracy-'));
  passDir = tmp;
  const feedList = path.join(tmp, 'feeds.txt');
  fs.writeFileSync(feedList, `${server.corpusFeedUrls.join('\n')}\n`);
  dataDir = path.join(tmp, 'data');
  console.log(`\n(b) A pass over ${server.corpusFeedUrls.length} feeds in ${dataDir}…`);
  await runScript(['scripts/migrate.ts'], dataDir);
  await runScript(['scripts/ingest.ts', '--feeds', feedList, '--max-age-days', '0'], dataDir);
  await server.close();
}
if (dataDir) {
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  const checks = await queryRows<CheckRow>(
    handle.db,
    sql`select article_id, language, text_kind, method, sentences_checked, sentences_supported, outcome, problems
        from text_checks order by article_id, language, id`,
  );
  const [counts] = await queryRows<{ texts: number; feeds: number; items: number }>(
    handle.db,
    sql`select (select count(*)::int from article_translations) as texts,
               (select count(distinct source_id)::int from feed_items) as feeds,
               (select count(*)::int from feed_items) as items`,
  );
  await handle.close();
  if (passDir && !options.keep) fs.rmSync(passDir, { recursive: true, force: true });
  else if (passDir) console.log(`The pass's data is kept in ${dataDir} (--data-dir reads it again).`);
  // The first check of each text says how it was written; the last one what became of it.
  const texts = new Map<string, CheckRow[]>();
  for (const row of checks) {
    const key = `${row.article_id}:${row.language}`;
    texts.set(key, [...(texts.get(key) ?? []), row]);
  }
  const tallies: Tallies = new Map();
  const outcomes = new Map<string, number>();
  const flagged: string[] = [];
  for (const rows of texts.values()) {
    const first = rows[0]!;
    count(tallies, first.language, first.sentences_checked, first.sentences_supported);
    const outcome = rows.at(-1)!.outcome;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    for (const problem of first.problems)
      flagged.push(
        flaggedLine(
          `story ${first.article_id} ${first.language} (${outcome})`,
          problem.sentence,
          problem.reason,
        ),
      );
  }
  const methods = new Set(checks.map((c) => c.method));
  console.log(tallyTable(tallies, 'failed the first check'));
  console.log(Object.fromEntries(outcomes));
  console.log(flagged.join('\n'));
  corpusSection = `## A pass of the shared corpus

\`npm run ingest\` over the shared corpus (\`../shared/corpora/feeds\`: ${counts?.items ?? 0} items of ${counts?.feeds ?? 0} feeds, served on
127.0.0.1) on an empty embedded database with no model, so every text is a story composed from its reports' own
sentences and checked by the rules (methods stored: ${[...methods].join(', ') || 'none'}). The pipeline checks each text
before it publishes it and stores the check in \`text_checks\`; the figures read those rows: the first check of each
text (the text as composed) and what became of it (${[...outcomes.entries()].map(([k, v]) => `${v} ${k}`).join(', ') || 'none'}).
${counts?.texts ?? 0} texts are published.

${tallyTable(tallies, 'failed the first check')}

${
  flagged.length === 0
    ? 'No sentence failed.'
    : `The sentences the first checks found unsupported${flagged.length > LISTED ? ` (the first ${LISTED} of ${flagged.length})` : ''}:\n\n${flagged.slice(0, LISTED).join('\n')}`
}
`;
} else {
  console.log('\n(b) skipped: ../shared/corpora/feeds is not beside this checkout.');
}

// (c) The planted errors, by the rules and with the test model's recorded answers.
const withoutModel = await checkPlantedSet(null);
const modelServer = await startModelServer(plantedJudgeScript);
const withModel = await checkPlantedSet(testModel(modelServer.baseUrl, 10_000)());
const requests = modelServer.requests.length;
await modelServer.close();

/** Caught of planted, by a key (a kind or a language). */
function caughtBy(
  results: PlantedResult[],
  key: (r: PlantedResult) => string,
): Map<string, [number, number]> {
  const by = new Map<string, [number, number]>();
  for (const r of results.filter((r) => r.kind !== null)) {
    const [caught, all] = by.get(key(r)) ?? [0, 0];
    by.set(key(r), [caught + (r.caught ? 1 : 0), all + 1]);
  }
  return by;
}

function plantedTable(title: string, key: (r: PlantedResult) => string, order: string[]): string {
  const rules = caughtBy(withoutModel, key);
  const model = caughtBy(withModel, key);
  const all = (m: Map<string, [number, number]>) =>
    [...m.values()].reduce(([c, a], [c2, a2]) => [c + c2, a + a2], [0, 0]);
  const cell = ([caught, of]: [number, number]) => `${caught} of ${of} (${percent(caught, of)})`;
  return [
    `| ${title} | caught by the rules | caught with the model's recorded answers |`,
    '|---|---:|---:|',
    ...order
      .filter((k) => rules.has(k))
      .map((k) => `| ${k} | ${cell(rules.get(k)!)} | ${cell(model.get(k)!)} |`),
    `| **all** | ${cell(all(rules) as [number, number])} | ${cell(all(model) as [number, number])} |`,
  ].join('\n');
}

const falseAlarms = (results: PlantedResult[]) => results.filter((r) => r.kind === null && !r.passed).length;
const correct = withoutModel.filter((r) => r.kind === null).length;
const sameLanguage = (r: PlantedResult) =>
  r.story.endsWith('-translation') ? 'translations' : 'same language';
const missed = withoutModel
  .filter((r) => r.kind !== null && !r.caught)
  .map((r) => `- ${r.story}, ${r.kind}: “${r.changed}”`);
const plantedSection = `## Planted errors

${withoutModel.length - correct} corrupted summaries and their ${correct} correct ones (server/ai/checks/accuracy/fixtures/
planted-errors.json), each corrupted one changing one thing, checked against their stories' short reports. An error
is caught when the sentence it is in is found unsupported. Correct summaries held: ${falseAlarms(withoutModel)} by the rules,
${falseAlarms(withModel)} with the model's answers. The model was asked ${requests} times, once per summary (one request
judges all the sentences the rules let through).

${plantedTable('kind', (r) => r.kind!, [...ERROR_KINDS])}

${plantedTable('language', (r) => r.language, ['en', 'ko', 'ja', 'es', 'de', 'fr', 'hi'])}

${plantedTable('text', sameLanguage, ['same language', 'translations'])}

Missed by the rules, left to the model:

${missed.join('\n') || '- none'}
`;
console.log(`\n(c) ${plantedSection}`);

const demoSection = `## The demo edition

The demo edition has no reports of its own. Loading it (a first start on an empty database, \`npm run seed\`)
checks each of its texts by the rules and stores the check in \`text_checks\`, as the pipeline stores its own
(server/db/seed/check-demo-edition.ts): each article's headline and summary in its original language against the
article's own body, and each translation (headline, summary and body) against the original text (its headline,
summary and body). A translation's quotations and names cannot be compared word for word with a text in another
language: the rules leave them unjudged (quotations in ${demoUnjudged.get('quotations') ?? 0} texts, names in ${demoUnjudged.get('names') ?? 0}) and judge its numbers
and dates. The figures below are measureAccuracy's over a freshly seeded database, the function the accuracy page
and \`GET /api/accuracy\` use: a fresh install's \`/en/accuracy\` shows **${demoShare}** (${demoFigures.sentencesSupported} of ${demoFigures.sentencesChecked}
sentences, ${demoFigures.textsChecked} texts, ${demoFigures.textsHeld} held) and says that these stories were checked
against their own full text, not against reports. A test (check-demo-edition.test.ts) keeps every demo text
passing.

${tallyTable(demoTallies, 'held')}

${demoFlagged.length === 0 ? 'No sentence failed.' : `The sentences found unsupported:\n\n${demoFlagged.join('\n')}`}
`;

const writtenSection = `## A story written in other words

The solar-farm story of the test model's recorded answers (server/ai/fixtures/solar-farm-model.json, written by the
team as a model would write it, in other words than its reports'): the story written in English from its reports in
four languages, its translations into the 10 other languages (checked against the reports and the English text),
and its Korean, Japanese and Hindi reports' stories put into English (each against its report). All are correct, so
every sentence the rules hold is a false alarm.

${tallyTable(writtenTallies, 'would be held')}

${writtenFlagged.length === 0 ? 'No sentence failed.' : `The sentences found unsupported:\n\n${writtenFlagged.join('\n')}`}
`;

writeBenchmarkSection('## The demo edition', demoSection, { doc: DOC, before: '## What it does not cover' });
writeBenchmarkSection('## A story written in other words', writtenSection, {
  doc: DOC,
  before: '## A pass of the shared corpus',
});
if (corpusSection)
  writeBenchmarkSection('## A pass of the shared corpus', corpusSection, {
    doc: DOC,
    before: '## What it does not cover',
  });
writeBenchmarkSection('## Planted errors', plantedSection, { doc: DOC, before: '## What it does not cover' });
// The tables and lines as the repository's Prettier writes Markdown, so that a run changes only figures.
const written = fs.readFileSync(DOC, 'utf8');
fs.writeFileSync(
  DOC,
  await prettier.format(written, { ...(await prettier.resolveConfig(DOC)), filepath: DOC }),
);
console.log(`\nWrote ${DOC}.`);
