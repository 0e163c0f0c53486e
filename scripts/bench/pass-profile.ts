import fs from 'node:fs';
import { parseArgs } from 'node:util';

// node --import tsx scripts/bench/pass-profile.ts <file.cpuprofile> [--from-s N]: where a process's main thread
// spent its time, from a profile that `node --cpu-prof` wrote (docs/benchmarks.md, "Readers during a pass"). Each
// sample is given to the pipeline step whose code is innermost on its stack (a job file, clustering, the
// title cards), else to the library that runs it (PGlite runs every statement, readers' and the pass's alike, in
// callbacks of its own), else to the rest of the server. --from-s leaves out the first N seconds (start-up).

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Steps of a pass, recognised by the file of a frame on the stack; the first that matches from the leaf up. */
const STEPS: Array<[string, RegExp]> = [
  ['read-page (page reading)', /\/pipeline\/read-page\.job\./],
  ['fetch-feed (feed parsing, saving items)', /\/pipeline\/fetch-feed\.job\./],
  ['clustering (cluster-stories)', /\/pipeline\/(cluster-stories\.job|stories\/)/],
  ['title cards (draw-title-card)', /\/(pipeline\/draw-title-card\.job|images\/)/],
  [
    'writing stories (summaries, translations, saving)',
    /\/pipeline\/(write|summarize|publish|save-story|accuracy|clean)\//,
  ],
  ['other pipeline code', /\/pipeline\//],
];
/** What runs a sample outside those steps, by the file of its leaf or an ancestor. */
const LIBRARIES: Array<[string, RegExp]> = [
  ['PGlite (statements of the pass and of readers)', /@electric-sql\/pglite|drizzle-orm/],
  [
    'page drawing and HTTP (react, hono, node:http)',
    /react|hono|node:_http|node:net|node:zlib|\/http\/|\/cache\//,
  ],
  ['garbage collection', /^\(garbage collector\)$/],
  ['idle', /^\((idle|program)\)$/],
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'from-s': { type: 'string', default: '0' } },
});
const profile = JSON.parse(fs.readFileSync(positionals[0]!, 'utf8')) as CpuProfile;
const parent = new Map<number, number>();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

function classify(id: number): string {
  const chain: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) chain.push(byId.get(at)!);
  const leaf = chain[0]!.callFrame;
  if (/^\((garbage collector|idle|program)\)$/.test(leaf.functionName)) {
    return LIBRARIES.find(([, pattern]) => pattern.test(leaf.functionName))![0];
  }
  for (const [step, pattern] of STEPS)
    if (chain.some((node) => pattern.test(node.callFrame.url))) return step;
  for (const [library, pattern] of LIBRARIES) {
    if (chain.some((node) => pattern.test(node.callFrame.url))) return library;
  }
  return 'the rest of the server';
}

const fromUs = Number(values['from-s']) * 1e6;
const totals = new Map<string, number>();
const cache = new Map<number, string>();
let at = 0;
let counted = 0;
profile.samples.forEach((id, n) => {
  const delta = profile.timeDeltas[n] ?? 0;
  at += delta;
  if (at < fromUs) return;
  let kind = cache.get(id);
  if (!kind) cache.set(id, (kind = classify(id)));
  totals.set(kind, (totals.get(kind) ?? 0) + delta);
  counted += delta;
});
const busy = counted - (totals.get('idle') ?? 0);
console.log(`${(counted / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy`);
console.log('| Main thread | ms | share of busy time |\n| --- | ---: | ---: |');
for (const [kind, us] of [...totals].sort((a, b) => b[1] - a[1])) {
  if (kind === 'idle') continue;
  console.log(`| ${kind} | ${(us / 1000).toFixed(0)} | ${((100 * us) / busy).toFixed(1)}% |`);
}
