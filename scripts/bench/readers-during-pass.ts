import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, inArray } from 'drizzle-orm';
import { openPglite } from '#server/db/client.ts';
import { sources } from '#server/db/schema.ts';
import { addFeedList } from '#server/pipeline/sources/add-feed-list.ts';
import { currentCommit } from './current-commit.ts';
import { readerAddress } from './many-readers.ts';
import {
  freePort,
  memoryOf,
  sleep,
  START_COMMAND,
  startNode,
  startSite,
  stopped,
  waitForHttp,
  waitUntilIdle,
} from './server-process.ts';
import { writeBenchmarkSection } from './write-benchmark-section.ts';

// npm run bench -- --during-pass: what a pass inside the web process costs its readers on the embedded
// database. The production server on an empty DATA_DIR (the demo edition), its sources replaced by the corpus
// feeds `npm run feeds:serve` serves on 127.0.0.1; readers ask for the API and pages at a steady rate while the
// server is quiet, then the same while a pass it was asked for (POST /api/admin/ingest) runs, in the same run.

const ADMIN = `Basic ${Buffer.from('admin:bench-admin-password').toString('base64')}`;
/** How often the sources screen asks whether the pass still runs (app/features/admin/use-followed-overview.ts). */
const STATUS_EVERY_MS = 3000;
/** Requests a second, sent on a clock whether or not the earlier ones have been answered (open loop). */
const RATE = 20;

/** What readers ask for, in turn: the API's lists and a search, a page, as the site's visitors do. */
const READS = [
  '/api/news?language=en&limit=6',
  '/api/news?language=ko&limit=6',
  '/api/news?language=en&limit=12&offset=6',
  `/api/news?language=en&search=${encodeURIComponent('climate')}`,
  '/en',
];

interface ReaderFigures {
  requests: number;
  /** p95 of each address of READS, in its order. */
  p95ByRead: number[];
  /** Answers and their p95 by how the response cache answered (X-Cache: HIT, STALE, MISS; none: not cached). */
  byCacheState: Record<string, { requests: number; p95: number }>;
  p50: number;
  p95: number;
  max: number;
  unavailable: number;
  otherErrors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * A page's own files, asked for beside the readers (a first visit's script and style sheet): served from memory
 * (server/http/client-assets.ts), they wait for no disk and no thread of the pool a pass's pictures hold.
 */
const ASSET_RATE = 5;

/** Reads `reads` in turn at `rate` a second until `until` resolves, each timed from when it was due. */
async function read(
  origin: string,
  until: Promise<unknown>,
  reads: readonly string[] = READS,
  rate = RATE,
): Promise<ReaderFigures> {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  const timesByRead: number[][] = reads.map(() => []);
  const timesByState = new Map<string, number[]>();
  let unavailable = 0;
  let otherErrors = 0;
  const inFlight: Array<Promise<void>> = [];
  const start = performance.now();
  for (let n = 0; !done; n++) {
    const due = start + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const url = `${origin}${reads[n % reads.length]!}`;
    const took = (ms: number) => {
      times.push(ms);
      timesByRead[n % reads.length]!.push(ms);
    };
    inFlight.push(
      fetch(url, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': readerAddress() } }).then(
        async (response) => {
          await response.arrayBuffer();
          const ms = performance.now() - due;
          took(ms);
          const state = response.headers.get('x-cache') ?? 'none';
          timesByState.set(state, [...(timesByState.get(state) ?? []), ms]);
          if (response.status === 503) unavailable++;
          else if (!response.ok) otherErrors++;
        },
        () => {
          took(performance.now() - due);
          otherErrors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p95ByRead: timesByRead.map((list) =>
      percentile(
        list.sort((a, b) => a - b),
        95,
      ),
    ),
    byCacheState: Object.fromEntries(
      [...timesByState].map(([state, list]) => [
        state,
        {
          requests: list.length,
          p95: percentile(
            list.sort((a, b) => a - b),
            95,
          ),
        },
      ]),
    ),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
    unavailable,
    otherErrors,
  };
}

/** Replaces the demo's sources by the feed list, on the data directory while no server holds it. */
async function useFeeds(dataDir: string, feedList: string): Promise<number> {
  const handle = await openPglite(dataDir);
  try {
    await handle.db.update(sources).set({ enabled: false }).where(eq(sources.enabled, true));
    const urls = fs.readFileSync(feedList, 'utf8').trim().split('\n');
    // A feed list's sources are left out of scheduled passes: these are the server's own now.
    const ids = await addFeedList(handle.db, urls);
    await handle.db.update(sources).set({ enabled: true }).where(inArray(sources.id, ids));
    return ids.length;
  } finally {
    await handle.close();
  }
}

export async function readersDuringPass(quietSeconds: number): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-bench-pass-'));
  const dataDir = path.join(tmp, 'data');
  const feedList = path.join(tmp, 'feeds.txt');
  const [sitePort, feedPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${sitePort}`;
  const feeds = startNode(
    ['--import', 'tsx', 'scripts/serve-feeds.ts', '--port', String(feedPort), '--list', feedList, '--fresh'],
    {},
  );
  const siteEnv = { INGEST_ALLOW_PRIVATE_NETWORKS: '1', TRUSTED_PROXIES: '127.0.0.1', SITE_URL: origin };
  let site = startSite(sitePort, dataDir, siteEnv);
  try {
    // The first start makes the demo edition; then the sources are swapped while the server is stopped.
    await waitForHttp(`${origin}/api/news?language=en&limit=1`, 900_000);
    await waitUntilIdle(site.pid!);
    await stopped(site);
    while (!fs.existsSync(feedList)) await sleep(100);
    const feedCount = await useFeeds(path.join(dataDir, 'pglite'), feedList);
    site = startSite(sitePort, dataDir, siteEnv);
    await waitForHttp(`${origin}/api/news?language=en&limit=1`, 300_000);
    await waitUntilIdle(site.pid!);
    // The home page's script and style sheet, as a browser finds them.
    const home = await (await fetch(`${origin}/en`)).text();
    const assets = [
      /<script[^>]+type="module"[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ??
        /href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1],
      /href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1],
    ].filter((asset): asset is string => asset !== undefined);
    // Warm-up: every address once, so that neither phase pays for compiling the code that serves it.
    await Promise.all([read(origin, sleep(3000)), read(origin, sleep(3000), assets, ASSET_RATE)]);
    const before = memoryOf(site.pid!);

    const quietPhase = sleep(quietSeconds * 1000);
    const [quiet, quietAssets] = await Promise.all([
      read(origin, quietPhase),
      read(origin, quietPhase, assets, ASSET_RATE),
    ]);
    const passStarted = performance.now();
    const started = await fetch(`${origin}/api/admin/ingest`, {
      method: 'POST',
      headers: { authorization: ADMIN, origin, 'content-type': 'application/json' },
      body: '{}',
    });
    if (started.status !== 202) throw new Error(`POST /api/admin/ingest answered ${started.status}`);
    // What the sources screen follows while a pass runs (GET /api/admin/sources/status, every 3 s): an editor
    // watching the pass is part of the load, as on a real site.
    const status = async () => {
      // The admin's reads wait and may be refused like any reader's: asked again until answered.
      for (;;) {
        const response = await fetch(`${origin}/api/admin/sources/status`, {
          headers: { authorization: ADMIN },
        }).catch(() => null);
        if (response?.ok)
          return (await response.json()) as {
            passRunning: boolean;
            runs: Array<{
              feeds: number;
              feedsFailed: number;
              itemsNew: number;
              storiesNew: number;
              storiesMerged: number;
            }>;
          };
        await sleep(500);
      }
    };
    const passEnded = (async () => {
      for (;;) {
        await sleep(STATUS_EVERY_MS);
        if (!(await status()).passRunning) return;
      }
    })();
    const [during, duringAssets] = await Promise.all([
      read(origin, passEnded),
      read(origin, passEnded, assets, ASSET_RATE),
    ]);
    const passSeconds = (performance.now() - passStarted) / 1000;
    const peakDuring = memoryOf(site.pid!).peak;
    await waitUntilIdle(site.pid!);
    // Memory that a pass leaves is what the next one finds: measured once the process has settled.
    await sleep(10_000);
    const after = memoryOf(site.pid!);
    const run = (await status()).runs[0]!;

    const row = (label: string, f: ReaderFigures) =>
      `| ${label} | ${f.requests} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.max.toFixed(0)} | ${f.unavailable} | ${f.otherErrors} |`;
    const within = during.p95 <= quiet.p95 * 1.2;
    const table = [
      '| Readers | Requests | p50 ms | p95 ms | Slowest ms | 503 | Other errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      row(`Quiet server (${quietSeconds} s)`, quiet),
      row(`During the pass (${passSeconds.toFixed(0)} s)`, during),
    ].join('\n');
    const byRead = [
      '| Address | p95 ms, quiet | p95 ms, during the pass |',
      '| --- | ---: | ---: |',
      ...READS.map(
        (read, i) =>
          `| \`${read}\` | ${quiet.p95ByRead[i]!.toFixed(0)} | ${during.p95ByRead[i]!.toFixed(0)} |`,
      ),
    ].join('\n');
    const summary = `p95 during the pass ${(during.p95 / quiet.p95).toFixed(2)} times the quiet server's (target: at most 1.2, ${within ? 'met' : 'not met'}); ${during.unavailable} answered 503 (target: none). Server memory: ${before.rss} MB resident before the pass, peak ${peakDuring} MB during it, ${after.rss} MB ten seconds after it had settled.`;
    const byState = (f: ReaderFigures) =>
      Object.entries(f.byCacheState)
        .map(([state, { requests, p95 }]) => `${state} ${requests} (p95 ${p95.toFixed(0)} ms)`)
        .join(', ');
    const files = `The page's files (${assets.map((a) => `\`${a}\``).join(', ')}), ${ASSET_RATE} requests a second beside the readers: p95 ${quietAssets.p95.toFixed(1)} ms quiet, ${duringAssets.p95.toFixed(1)} ms during the pass (${(duringAssets.p95 / quietAssets.p95).toFixed(2)} times), slowest ${duringAssets.max.toFixed(0)} ms, ${duringAssets.otherErrors + duringAssets.unavailable} errors.`;
    const cacheStates = `How the response cache answered (X-Cache): quiet, ${byState(quiet)}; during the pass, ${byState(during)}.`;
    console.log(table);
    console.log(byRead);
    console.log(cacheStates);
    console.log(files);
    console.log(summary);
    console.log(run);
    writeBenchmarkSection(
      '## Readers during a pass (npm run bench -- --during-pass)',
      `## Readers during a pass (npm run bench -- --during-pass)

Written by scripts/bench/readers-during-pass.ts on ${new Date().toISOString().slice(0, 10)} at commit ${currentCommit()}: Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end (the machine is shared). The production server, run as \`npm start\` runs it
(\`${START_COMMAND}\`), on an empty DATA_DIR (the demo edition, on the embedded database), its sources replaced by the
${feedCount} feeds \`npm run feeds:serve\` serves on 127.0.0.1 (INGEST_ALLOW_PRIVATE_NETWORKS=1). Readers ask for ${READS.map((r) => `\`${r}\``).join(', ')} in turn, ${RATE} requests a second on a clock (open loop: a late answer does not slow the
next request; each is timed from when it was due), first on the quiet server, then from an admin's "Fetch now"
(POST /api/admin/ingest) until the pass has ended, while the sources screen follows it (its status every 3 s). The pass: ${run.feeds} feeds (${run.feedsFailed} failed), ${run.itemsNew} new items, ${run.storiesNew} stories, ${run.storiesMerged} reports merged.

${table}

${byRead}

${cacheStates}

${files}

${summary}
`,
    );
  } finally {
    // A server stopped during a pass finishes it first: it is waited for, not left running on its own.
    feeds.kill('SIGTERM');
    await stopped(site);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
