import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  freePort,
  memoryOf,
  sleep,
  startSite,
  START_COMMAND,
  stopped,
  waitForHttp,
  waitUntilIdle,
} from './bench/server-process.ts';
import { fromManyReaders, LOAD_PROXY } from './bench/many-readers.ts';
import { currentCommit } from './bench/current-commit.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';

// npm run soak [-- --burst-seconds 60 --steady-minutes 10 --rate 150]: the production server on an empty
// DATA_DIR (demo edition) under (1) a burst of 200 connections of mixed traffic (home pages in several
// languages, articles, searches, the archive, pictures, the API) with a trickle of editors' writes beside it,
// then (2) a steady rate for minutes with the server's memory sampled every 10 s. Reports errors, latency and
// the memory slope, and writes them to docs/reliability.md. Everything goes to 127.0.0.1.

const { values } = parseArgs({
  options: {
    'burst-seconds': { type: 'string', default: '60' },
    'steady-minutes': { type: 'string', default: '10' },
    rate: { type: 'string', default: '150' },
  },
});
const BURST_SECONDS = Number(values['burst-seconds']);
const STEADY_MINUTES = Number(values['steady-minutes']);
const RATE = Number(values.rate);
for (const [name, value] of [
  ['--burst-seconds', BURST_SECONDS],
  ['--steady-minutes', STEADY_MINUTES],
  ['--rate', RATE],
] as const) {
  if (!Number.isFinite(value) || value <= 0 || value > 100_000) {
    console.error(`${name} takes a positive number`);
    process.exit(2);
  }
}

const ADMIN = `Basic ${Buffer.from('admin:bench-admin-password').toString('base64')}`;
const SAMPLE_MS = 10_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-soak-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const site = startSite(port, dataDir, { TRUSTED_PROXIES: LOAD_PROXY });

/** The mix of a reader crowd: what the pages and their scripts ask for. */
function mixedRequests(slugs: string[], pictures: string[], day: string): autocannon.Request[] {
  const get = (p: string): autocannon.Request => ({
    method: 'GET',
    path: p,
    headers: { 'accept-encoding': 'br, gzip' },
    setupRequest: fromManyReaders,
  });
  const terms = ['climate', 'election', '경제', '気候', 'बाज़ार', 'economía'];
  return [
    get('/en'),
    get('/ko'),
    get('/ja'),
    get('/hi'),
    get('/es'),
    ...slugs.slice(0, 6).map((slug, i) => get(`/${['en', 'ko', 'de', 'vi', 'pt', 'tr'][i]}/news/${slug}`)),
    ...terms.map((term) => get(`/api/news?language=en&search=${encodeURIComponent(term)}`)),
    get('/ko?search=%EA%B8%B0%ED%9B%84'),
    get('/en/archive'),
    get(`/fr/archive/${day}`),
    get('/api/news?language=ja&limit=6'),
    get('/api/archive?language=en'),
    ...pictures.slice(0, 4).map(get),
    get('/en/feed.xml'),
  ];
}

/** One editor changing an article's headline every two seconds while the crowd reads. */
function writeTrickle(slug: string, id: number, stop: { done: boolean }) {
  const result = { writes: 0, failed: 0 };
  const loop = (async () => {
    for (let n = 0; !stop.done; n++) {
      const answer = await fetch(`${origin}/api/news/${id}`, {
        method: 'PATCH',
        headers: { Authorization: ADMIN, 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({
          translations: [
            { language: 'en', title: `Soak edit ${n} of ${slug}`, summary: `Edited ${n}.`, content: 'Body.' },
          ],
        }),
      }).catch(() => null);
      if (answer?.status === 200) result.writes++;
      else result.failed++;
      await sleep(2000);
    }
  })();
  return { result, loop };
}

const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;

try {
  await waitForHttp(`${origin}/readyz`, 120_000);
  await waitUntilIdle(site.pid!);
  const list = (await (await fetch(`${origin}/api/news?language=en&limit=12`)).json()) as Array<{
    id: number;
    slug: string;
    thumbnailSmall: string | null;
    publishedAt: string;
  }>;
  const slugs = list.map((a) => a.slug);
  const pictures = list.flatMap((a) => (a.thumbnailSmall ? [a.thumbnailSmall] : []));
  const day = list[0]!.publishedAt.slice(0, 10);
  const requests = mixedRequests(slugs, pictures, day);
  const edited = list.at(-1)!;
  const idle = memoryOf(site.pid!);

  console.log(`Burst: 200 connections, ${requests.length} kinds of request, ${BURST_SECONDS} s…`);
  const stopBurstWrites = { done: false };
  const burstWrites = writeTrickle(edited.slug, edited.id, stopBurstWrites);
  const burst = await autocannon({
    url: origin,
    connections: 200,
    duration: BURST_SECONDS,
    timeout: 10,
    requests,
  });
  stopBurstWrites.done = true;
  await burstWrites.loop;
  const afterBurst = memoryOf(site.pid!);
  console.log(
    `  ${burst.requests.total} requests, ${errorsOf(burst)} errors, p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms; ${burstWrites.result.writes} writes, ${burstWrites.result.failed} failed`,
  );

  console.log(`Steady: ${RATE} requests/s for ${STEADY_MINUTES} min, memory every ${SAMPLE_MS / 1000} s…`);
  const samples: Array<{ minute: number; rss: number }> = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    samples.push({ minute: (Date.now() - started) / 60_000, rss: memoryOf(site.pid!).rss });
  }, SAMPLE_MS);
  const stopSteadyWrites = { done: false };
  const steadyWrites = writeTrickle(edited.slug, edited.id, stopSteadyWrites);
  const steady = await autocannon({
    url: origin,
    connections: 20,
    overallRate: RATE,
    duration: STEADY_MINUTES * 60,
    timeout: 10,
    requests,
  });
  clearInterval(sampler);
  stopSteadyWrites.done = true;
  await steadyWrites.loop;

  // Garbage collection makes memory a sawtooth, so the samples' own slope says little. The lowest sample of each
  // minute after the first (the caches fill in it) is the floor the process returns to: its least-squares slope,
  // against the swing, tells whether memory keeps growing.
  const slopeOf = (points: Array<{ x: number; y: number }>) => {
    const meanX = points.reduce((a, p) => a + p.x, 0) / points.length;
    const meanY = points.reduce((a, p) => a + p.y, 0) / points.length;
    return (
      points.reduce((a, p) => a + (p.x - meanX) * (p.y - meanY), 0) /
      points.reduce((a, p) => a + (p.x - meanX) ** 2, 0)
    );
  };
  const floors = new Map<number, number>();
  for (const sample of samples.filter((s) => s.minute >= 1)) {
    const minute = Math.min(Math.floor(sample.minute), Math.max(1, Math.floor(STEADY_MINUTES) - 1));
    floors.set(minute, Math.min(floors.get(minute) ?? Infinity, sample.rss));
  }
  const floorPoints = [...floors].map(([minute, rss]) => ({ x: minute + 0.5, y: rss }));
  const slope = floorPoints.length >= 2 ? slopeOf(floorPoints) : NaN;
  const rssValues = samples.map((s) => s.rss);
  console.log(
    `  ${steady.requests.total} requests, ${errorsOf(steady)} errors, p50 ${steady.latency.p50} ms, p99 ${steady.latency.p99} ms; RSS ${Math.min(...rssValues)}–${Math.max(...rssValues)} MB, floor slope ${slope.toFixed(2)} MB/min`,
  );

  const section = `## Load and soak (npm run soak)

Written by scripts/soak.ts on ${new Date().toISOString().slice(0, 10)} at commit ${currentCommit()}: Node ${process.version}, ${os.cpus().length} cores, the server as
\`npm start\` runs it (\`${START_COMMAND}\`) on an empty DATA_DIR with the demo edition, load from autocannon on the
same machine. Each request comes from another reader's address (\`X-Forwarded-For\` through a trusted proxy), so
the per-reader rate limits apply as they would to a crowd. The mix (${requests.length} kinds): home pages in en, ko,
ja, hi and es; six articles in six languages; searches in English, Korean, Japanese, Hindi and Spanish, on the API
and a page; the archive and a day; the news and archive APIs; four card pictures; the English feed. Beside it,
an editor changes a headline every 2 s (which clears the cached answers that show it).

| Phase | Requests | Errors | p50 ms | p99 ms | Editor's writes (failed) |
| --- | ---: | ---: | ---: | ---: | ---: |
| Burst: 200 connections, ${BURST_SECONDS} s | ${burst.requests.total} (${Math.round(burst.requests.average)}/s) | ${errorsOf(burst)} | ${burst.latency.p50} | ${burst.latency.p99} | ${burstWrites.result.writes} (${burstWrites.result.failed}) |
| Steady: ${RATE}/s, ${STEADY_MINUTES} min | ${steady.requests.total} | ${errorsOf(steady)} | ${steady.latency.p50} | ${steady.latency.p99} | ${steadyWrites.result.writes} (${steadyWrites.result.failed}) |

Memory (RSS): ${idle.rss} MB idle after start, ${afterBurst.rss} MB after the burst; during the steady phase
${Math.min(...rssValues)} to ${Math.max(...rssValues)} MB over ${samples.length} samples, a sawtooth of garbage collection. The lowest sample of
each minute after the first: ${floorPoints.map((p) => p.y).join(', ')} MB, a least-squares slope of ${slope.toFixed(1)} MB per minute, or
${(slope * STEADY_MINUTES).toFixed(0)} MB over the run against a swing of ${Math.max(...rssValues) - Math.min(...rssValues)} MB: ${
    Math.abs(slope * STEADY_MINUTES) < (Math.max(...rssValues) - Math.min(...rssValues)) / 2
      ? 'no climb the swing does not cover; a longer run would say more'
      : 'memory keeps climbing: look into it'
  }.

Samples (minute: MB): ${samples.map((s) => `${s.minute.toFixed(1)}: ${s.rss}`).join(', ')}.
`;
  writeBenchmarkSection('## Load and soak (npm run soak)', section, { doc: 'docs/reliability.md' });
  console.log('Written to docs/reliability.md.');
} finally {
  await stopped(site);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
