import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parseHTML } from 'linkedom';

// Valid pages (issue 25): every page type, as the server sends it and as the browser holds it after hydration,
// passes the Nu HTML checker without an error, has no id twice and no skipped heading level.

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const ARTICLE = '/en/news/interstellar-object-confirmed-chile-observatory';

interface PageType {
  label: string;
  path: () => string;
  status?: number;
}

/** A document to check: what a page's address answered, or what the browser held after hydration. */
interface Checked {
  label: string;
  html: string;
}

let archiveDay = '';
const PAGES: PageType[] = [
  { label: 'home en', path: () => '/en' },
  { label: 'home ko', path: () => '/ko' },
  { label: 'article', path: () => ARTICLE },
  { label: 'article ko', path: () => ARTICLE.replace('/en/', '/ko/') },
  { label: 'archive', path: () => '/en/archive' },
  { label: 'archive day', path: () => `/en/archive/${archiveDay}` },
  { label: 'archive day without articles', path: () => '/en/archive/2001-01-01' },
  { label: 'category', path: () => '/en?category=technology' },
  { label: 'search', path: () => '/en?search=bank' },
  { label: 'saved', path: () => '/en/saved' },
  { label: 'about', path: () => '/en/about' },
  { label: 'contact', path: () => '/en/contact' },
  { label: 'privacy', path: () => '/en/privacy-policy' },
  { label: 'terms', path: () => '/en/terms-of-service' },
  { label: '404 in a language', path: () => '/en/no-such-page', status: 404 },
  { label: '404 outside a language', path: () => '/definitely/not/here', status: 404 },
  { label: 'missing article', path: () => '/en/news/no-such-story', status: 404 },
];

const documents: Checked[] = [];

test.describe('valid HTML', () => {
  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const days = (await (await fetch(new URL('/api/archive?language=en', baseURL))).json()) as Array<{
      date: string;
    }>;
    archiveDay = days[0]!.date;
    for (const page of PAGES) {
      const response = await fetch(new URL(page.path(), baseURL));
      expect(response.status, page.path()).toBe(page.status ?? 200);
      documents.push({ label: `${page.label}, as sent`, html: await response.text() });
    }
    const context = await browser.newContext({ baseURL });
    const tab = await context.newPage();
    for (const page of PAGES) {
      // The page view is reported from an effect: the page has hydrated. (Not 'networkidle': Chromium may keep
      // a route-discovery request open.)
      const hydrated = tab.waitForRequest((request) => request.url().endsWith('/api/pageviews'));
      await tab.goto(page.path());
      await hydrated;
      documents.push({ label: `${page.label}, hydrated`, html: await tab.content() });
    }
    // The Saved page lists its articles only in the browser, from the device.
    await tab.goto(ARTICLE);
    await tab.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(tab.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await tab.goto('/en/saved');
    await expect(tab.getByRole('heading', { name: /interstellar/i })).toBeVisible();
    documents.push({ label: 'saved with an article, hydrated', html: await tab.content() });
    await context.close();
  });

  test('the Nu HTML checker finds no error', async () => {
    test.setTimeout(180_000);
    const { errors, warnings } = checkWithVnu(documents);
    console.log(
      `Nu HTML checker: ${documents.length} documents, ${errors.length} errors, ${warnings.length} warnings` +
        countByMessage(warnings),
    );
    expect(errors).toEqual([]);
  });

  test('no id is given twice', () => {
    const repeated = documents.flatMap(({ label, html }) => {
      const { document } = parseHTML(html);
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `${label}: ${id}`);
    });
    expect(repeated).toEqual([]);
  });

  test('headings go down one level at a time, from an h1', () => {
    const skipped = documents.flatMap(({ label, html }) =>
      skippedHeadings(html).map((heading) => `${label}: ${heading}`),
    );
    expect(skipped).toEqual([]);
  });
});

/** Each heading that is more than one level below the one before it (or the first, when it is no h1). */
function skippedHeadings(html: string): string[] {
  const { document } = parseHTML(html);
  const skipped: string[] = [];
  let previous = 0;
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    const level = Number(heading.tagName.slice(1));
    if (level > previous + 1) {
      skipped.push(
        `h${level} '${heading.textContent?.trim()}' after ${previous ? `h${previous}` : 'no heading'}`,
      );
    }
    previous = level;
  }
  return skipped;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

/** Runs the Nu HTML checker once (one Java start) on every document; its errors and warnings, named by document. */
function checkWithVnu(checked: Checked[]): { errors: string[]; warnings: string[] } {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.status !== 0) {
    throw new Error('The Nu HTML checker (vnu.jar) runs on Java: apt-get install default-jre-headless');
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-vnu-'));
  try {
    const labelOf = new Map<string, string>();
    const files = checked.map(({ label, html }, index) => {
      const file = path.join(folder, `${String(index).padStart(2, '0')}.html`);
      fs.writeFileSync(file, html);
      labelOf.set(path.basename(file), label);
      return file;
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!run.stdout) throw new Error(`vnu.jar gave no report: ${run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const named = (m: VnuMessage) =>
      `${labelOf.get(path.basename(m.url ?? '')) ?? m.url}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`;
    return {
      errors: messages.filter((m) => m.type !== 'info').map(named),
      warnings: messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(named),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

function countByMessage(warnings: string[]): string {
  const counts = new Map<string, number>();
  for (const warning of warnings) {
    const message = warning.slice(warning.indexOf(': ') + 2).replace(/ \(.*$/s, '');
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts].map(([message, count]) => `\n  ${count} × ${message}`).join('');
}
