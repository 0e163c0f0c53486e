import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeBenchmarkSection } from './bench/write-benchmark-section.ts';
import { currentCommit } from './bench/current-commit.ts';
import {
  freePort,
  START_COMMAND,
  startSite,
  stopped,
  waitForHttp,
  waitUntilIdle,
} from './bench/server-process.ts';

// npm run audit: Lighthouse (the npm package) with Debian's Chromium, on its default mobile settings (a
// mid-range phone, simulated slow 4G), against the production server as `npm start` runs it on an empty
// DATA_DIR with the demo edition. Home, an article and the archive, in English and Korean: the four scores and
// LCP, CLS and TBT, written to docs/benchmarks.md. Nothing leaves 127.0.0.1.

const CHROMIUM = '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  console.error(`Lighthouse drives Debian's Chromium at ${CHROMIUM}: apt-get install chromium`);
  process.exit(1);
}
if (!fs.existsSync('build/server/index.js')) {
  console.error('No production build: run it as npm run audit (it builds first).');
  process.exit(1);
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS_PER_PAGE = 3;

/**
 * One Lighthouse run; a run that could not measure the page (Chromium's protocol timing out on a busy machine)
 * is tried once more, and a second failure stops the audit rather than writing a zero.
 */
async function measure(
  url: string,
  port: number,
  attempt = 1,
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (result && !result.lhr.runtimeError) return result;
  const reason = result?.lhr.runtimeError?.message ?? 'no result';
  if (attempt >= 2) throw new Error(`Lighthouse could not measure ${url}: ${reason}`);
  console.warn(`Lighthouse could not measure ${url} (${reason}); trying once more`);
  return measure(url, port, attempt + 1);
}

interface Row {
  page: string;
  path: string;
  scores: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-audit-'));
const port = await freePort();
const site = startSite(port, dataDir);
const origin = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  await waitForHttp(`${origin}/api/news?language=en&limit=1`);
  await waitUntilIdle(site.pid!);
  const [first] = (await (await fetch(`${origin}/api/news?language=en&limit=1`)).json()) as Array<{
    slug: string;
  }>;
  const pages: Array<[string, string]> = [];
  for (const language of ['en', 'ko']) {
    pages.push([`Home (${language})`, `/${language}`]);
    pages.push([`Article (${language})`, `/${language}/news/${first!.slug}`]);
    pages.push([`Archive (${language})`, `/${language}/archive`]);
  }

  const rows: Row[] = [];
  for (const [page, urlPath] of pages) {
    // One unmeasured visit first: the page is then drawn and in the server's cache, as readers mostly get it.
    await fetch(`${origin}${urlPath}`);
    // Lighthouse's figures vary from run to run on a shared machine (TBT most): the run with the median
    // Performance score of three stands for the page, as Lighthouse's own guidance on variability advises.
    const runs = [];
    for (let run = 0; run < RUNS_PER_PAGE; run++)
      runs.push(await measure(`${origin}${urlPath}`, chrome.port));
    runs.sort(
      (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const result = runs[Math.floor(runs.length / 2)]!;
    const { categories, audits } = result.lhr;
    const row: Row = {
      page,
      path: urlPath,
      scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    };
    rows.push(row);
    const failing = CATEGORIES.flatMap((c) =>
      (categories[c]?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${a!.id} ${a!.displayValue ?? ''}`.trim()),
    );
    console.log(
      `${page.padEnd(14)} ${row.scores.join(' / ')}  LCP ${(row.lcpMs / 1000).toFixed(1)} s  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(row.tbtMs)} ms`,
    );
    if (failing.length) console.log(`  below 0.9: ${[...new Set(failing)].join('; ')}`);
  }

  const commit = currentCommit();
  const lighthouseVersion = (
    JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
  ).version;
  const chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  const table = rows.map(
    (r) =>
      `| ${r.page} | \`${r.path.length > 40 ? `${r.path.slice(0, 37)}…` : r.path}\` | ${r.scores.join(' | ')} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
  );
  writeBenchmarkSection(
    '## Lighthouse, mobile (npm run audit)',
    `## Lighthouse, mobile (npm run audit)

Written by scripts/audit.ts on ${new Date().toISOString().slice(0, 10)} at commit ${commit}: Lighthouse ${lighthouseVersion}
on its default mobile settings (simulated mid-range phone and slow 4G) with ${chromiumVersion}, against the production
server run as \`npm start\` runs it (\`${START_COMMAND}\`) on an empty DATA_DIR with the demo edition, on ${os.cpus().length}
cores. Each page is visited once before it is measured, so it comes from the server's cache as readers mostly get it,
then measured three times; the run with the median Performance score is shown.
Targets (issue 11): Performance 95 or more on every page; Accessibility, Best Practices and SEO 100.

| Page | Address | Performance | Accessibility | Best Practices | SEO | LCP | CLS | TBT |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table.join('\n')}
`,
  );
  console.log('Written to docs/benchmarks.md.');
} finally {
  chrome.kill();
  await stopped(site);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
