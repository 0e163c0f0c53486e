import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { fromManyReaders, LOAD_PROXY } from './bench/many-readers.ts';
import { readersDuringPass } from './bench/readers-during-pass.ts';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { currentCommit } from './bench/current-commit.ts';
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
} from './bench/server-process.ts';

// npm run bench [-- --seconds 5]: the site as readers load it, over real HTTP on 127.0.0.1. It starts the
// production server on an empty DATA_DIR (the demo edition on the embedded database), waits for its start-up
// work to end, and loads each address with autocannon at 10 and 100 connections, side by side with a bare
// node:http server answering a fixed 30 KB page in the same run. Requests ask for compressed answers, as
// browsers do. Then it restarts the server on the same data with its response cache off (RESPONSE_CACHE_MB=0)
// and loads the pages and API reads again: uncached rendering; and once more with pages drawn in the main thread
// (RENDER_THREADS=0), the render thread's baseline. Writes its section of docs/benchmarks.md. With
// --during-pass it measures readers during a pass inside the server instead (scripts/bench/readers-during-pass.ts).

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, 'during-pass': { type: 'boolean', default: false } },
});
const SECONDS = Number(values.seconds);
if (!Number.isInteger(SECONDS) || SECONDS < 1 || SECONDS > 120) {
  console.error(`--seconds takes 1 to 120, not "${values.seconds}"`);
  process.exit(2);
}
const CONNECTIONS = [10, 100];
const WARM_UP_SECONDS = 3;
const BARE_PAGE_BYTES = 30 * 1024;

if (!fs.existsSync('build/server/index.js')) {
  console.error('No production build: run it as npm run bench (it builds first).');
  process.exit(1);
}

// npm run bench -- --during-pass: readers on a quiet server, then during a pass inside it (its own section).
if (values['during-pass']) {
  await readersDuringPass(30);
  process.exit(0);
}

// The bare server answers a fixed 30 KB page from memory. At /compressed the page's bytes are what a compressed
// page is on the wire (bytes without pattern, from a fixed seed); at /letters they are one repeated letter.
// autocannon's own parsing costs several times more per byte for the former (measured: about 2,600 against
// 16,000 answers a second with 10 connections on this machine), so /letters would measure the load tool's fast
// path, not a server: the site's pages travel compressed, and they are compared with /compressed.
const BARE_SERVER = `
const http = require('node:http');
const crypto = require('node:crypto');
const size = ${BARE_PAGE_BYTES};
const compressed = Buffer.alloc(size);
for (let block = 0, at = 0; at < size; block++, at += 32) crypto.createHash('sha256').update('tidings-bench-' + block).digest().copy(compressed, at);
const letters = Buffer.from('<!doctype html><html><body>' + 'x'.repeat(size - 42) + '</body></html>');
http.createServer((req, res) => {
  const page = req.url === '/letters' ? letters : compressed;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length };
  if (page === compressed) headers['content-encoding'] = 'br';
  res.writeHead(200, headers);
  res.end(page);
}).listen(Number(process.argv[1]), '127.0.0.1');
`;

interface Figures {
  label: string;
  path: string;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * Rows whose label ends with this ask for another address each time (a query parameter the page ignores), so
 * that every request misses the response cache: a crawler walking pages no reader has opened yet, each drawn,
 * compressed both ways and kept, as any page is after an edit cleared it.
 */
const NEW_ADDRESS = ', a new address each time';

async function load(
  label: string,
  origin: string,
  urlPath: string,
  connections: number,
  seconds = SECONDS,
): Promise<Figures> {
  // Searches are rate-limited per reader: they come from many readers' addresses (through the trusted proxy).
  const searched = urlPath.includes('search=');
  let visit = 0;
  const newAddress = (request: autocannon.Request): autocannon.Request => ({
    ...request,
    path: `${urlPath}${urlPath.includes('?') ? '&' : '?'}visit=${++visit}`,
  });
  const result = await autocannon({
    url: `${origin}${urlPath}`,
    headers: { 'accept-encoding': 'br, gzip' },
    connections,
    duration: seconds,
    timeout: 10,
    ...(searched ? { requests: [{ method: 'GET', path: urlPath, setupRequest: fromManyReaders }] } : {}),
    ...(label.endsWith(NEW_ADDRESS)
      ? { requests: [{ method: 'GET', path: urlPath, setupRequest: newAddress }] }
      : {}),
  });
  return {
    label,
    path: urlPath,
    connections,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-bench-'));
const [sitePort, barePort] = [await freePort(), await freePort()];
const startBenchSite = (responseCacheMb: string, extra: Record<string, string> = {}) =>
  startSite(sitePort, dataDir, { RESPONSE_CACHE_MB: responseCacheMb, TRUSTED_PROXIES: LOAD_PROXY, ...extra });
let site = startBenchSite('');
const bare = startNode(['-e', BARE_SERVER, String(barePort)], {});
const origin = `http://127.0.0.1:${sitePort}`;
const bareOrigin = `http://127.0.0.1:${barePort}`;

try {
  const startedAt = Date.now();
  await waitForHttp(`${origin}/api/news?language=en&limit=1`);
  await waitForHttp(`${bareOrigin}/`);
  const startMs = Date.now() - startedAt;
  // Start-up work: the demo edition's pictures are drawn in the background after listening.
  await waitUntilIdle(site.pid!);
  const idle = memoryOf(site.pid!);

  const list = (await (await fetch(`${origin}/api/news?language=en&limit=6`)).json()) as Array<{
    slug: string;
    thumbnailSmall: string | null;
  }>;
  const first = list[0]!;
  const thumbnail = list.find((a) => a.thumbnailSmall)?.thumbnailSmall;
  const targets: Array<[string, string, string]> = [
    ['Bare node:http, fixed 30 KB page', bareOrigin, '/compressed'],
    ['Bare node:http, 30 KB of one letter', bareOrigin, '/letters'],
    ['Home, English', origin, '/en'],
    ['Home, Korean', origin, '/ko'],
    ['Article page', origin, `/en/news/${first.slug}`],
    ['Archive', origin, '/en/archive'],
    ['News list API', origin, '/api/news?language=en&limit=6'],
    ['Search API, English', origin, `/api/news?language=en&search=${encodeURIComponent('climate')}`],
    ['Search API, Korean', origin, `/api/news?language=ko&search=${encodeURIComponent('경제')}`],
    ...(thumbnail ? [['Thumbnail image', origin, thumbnail] as [string, string, string]] : []),
    [`Home, English${NEW_ADDRESS}`, origin, '/en'],
    [`Article page${NEW_ADDRESS}`, origin, `/en/news/${first.slug}`],
  ];

  const figures: Figures[] = [];
  // After a restart, each address is loaded for a while unmeasured first: a restarted server's code (and its
  // render thread's) is not yet compiled, which would otherwise be counted against the first rows.
  const measureAll = async (list: Array<[string, string, string]>, suffix = '', warmUp = false) => {
    for (const [label, base, urlPath] of list) {
      if (warmUp) await load(label, base, urlPath, CONNECTIONS[0]!, WARM_UP_SECONDS);
      for (const connections of CONNECTIONS) {
        const measured = { ...(await load(label, base, urlPath, connections)), label: label + suffix };
        figures.push(measured);
        console.log(
          `${measured.label.padEnd(44)} ${String(connections).padStart(3)} conn  ${measured.perSecond.toFixed(0).padStart(6)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms  errors ${measured.errors}`,
        );
      }
    }
  };
  // Memory after the readers' load, then after the walk through new addresses, which fills the response cache
  // (RESPONSE_CACHE_MB, 64 MB by default) with pages nobody asks for twice.
  await measureAll(targets.filter(([label]) => !label.endsWith(NEW_ADDRESS)));
  const after = memoryOf(site.pid!);
  await measureAll(targets.filter(([label]) => label.endsWith(NEW_ADDRESS)));
  const afterWalk = memoryOf(site.pid!);

  // Uncached rendering: the same server and data with the response cache off.
  await stopped(site);
  site = startBenchSite('0');
  await waitForHttp(`${origin}/api/news?language=en&limit=1`);
  await waitUntilIdle(site.pid!);
  await measureAll(
    targets.filter(
      ([label, base]) => base === origin && !label.startsWith('Thumbnail') && !label.endsWith(NEW_ADDRESS),
    ),
    ', cache off',
    true,
  );

  // The baseline of the render thread (decision 012): the same pages drawn in the main thread.
  await stopped(site);
  site = startBenchSite('0', { RENDER_THREADS: '0' });
  await waitForHttp(`${origin}/api/news?language=en&limit=1`);
  await waitUntilIdle(site.pid!);
  await measureAll(
    targets.filter(([label]) => label === 'Home, English' || label === 'Article page'),
    ', cache off, drawn in the main thread',
    true,
  );

  const bareAt = new Map(
    figures.filter((f) => f.path === '/compressed').map((f) => [f.connections, f.perSecond]),
  );
  const ratio = (f: Figures) => (f.perSecond / (bareAt.get(f.connections) ?? 1)).toFixed(3);
  const rows = figures.map(
    (f) =>
      `| ${f.label} | \`${f.path.length > 48 ? `${f.path.slice(0, 45)}…` : f.path}\` | ${f.connections} | ${f.perSecond.toFixed(0)} | ${ratio(f)} | ${f.p50} | ${f.p99} | ${f.errors} |`,
  );
  const commit = currentCommit();
  const section = `## Site over HTTP (npm run bench)

Written by scripts/bench.ts on ${new Date().toISOString().slice(0, 10)} at commit ${commit}: Node ${process.version},
${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GB. The production
server, run as \`npm start\` runs it (\`${START_COMMAND}\`), on an empty DATA_DIR with the demo edition on the embedded database,
started ${(startMs / 1000).toFixed(1)} s before it answered (a first start creates the database, loads the demo and draws its pictures in a child
process first), then left until any start-up work was done. autocannon in the benchmark's process loads each address for ${SECONDS} s at 10 and 100
connections, asking for compressed answers as browsers do; a bare \`node:http\` server answering a fixed 30 KB page from
memory, in its own process, is the baseline of the same run ("of bare" is the ratio of requests per second). Its page
is 30 KB of bytes without pattern, as compressed pages travel: autocannon parses such bytes several times slower
than a page of one repeated letter (the second bare row), and that cost, not the server's, would otherwise set the
figures. The rows marked
"a new address each time" add a query parameter the page ignores, another one per request, so that each request
misses the cache: drawn, compressed with gzip and Brotli and kept, as a crawler's walk through pages nobody has
opened gets them. The rows marked "cache off" come from the same server restarted on the same data with
\`RESPONSE_CACHE_MB=0\`: every request is rendered and compressed for its reader alone (uncached rendering). Pages are
drawn in a render thread beside the main thread, as \`npm start\` does; the rows "drawn in the main thread" restart
the server once more with \`RENDER_THREADS=0\` as well, the same pages drawn without it. After each restart every
address is loaded for ${WARM_UP_SECONDS} s at 10 connections before it is measured, so that the restarted server's code is compiled.

| What | Address | Connections | Requests/s | Of bare | p50 ms | p99 ms | Errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Server memory (cached run): ${idle.rss} MB resident when idle after start-up, ${after.rss} MB after the load (peak ${after.peak} MB),
${afterWalk.rss} MB after the walk through new addresses had filled the response cache (peak ${afterWalk.peak} MB).
`;
  writeBenchmarkSection('## Site over HTTP (npm run bench)', section);
  console.log(
    `\nMemory: ${idle.rss} MB idle, ${after.rss} MB after, peak ${after.peak} MB; ${afterWalk.rss} MB after the walk. Written to docs/benchmarks.md.`,
  );
} finally {
  site.kill('SIGTERM');
  bare.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
