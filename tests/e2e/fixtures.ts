import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Marks the window, to tell later whether a navigation reloaded the page. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __e2eMarker: number }).__e2eMarker = 1));
}

export async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker === 1);
}

/** Collects page errors (uncaught exceptions) to assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Waits until the page has loaded and then asked for nothing, and received nothing, for `quietMs`. Not
 * Playwright's 'networkidle', which waits for every request to end: Chromium may keep one open (React Router's
 * route discovery), and a test then waits out its whole timeout (seen in CI, budget.spec.ts).
 */
export async function waitForQuietPage(page: Page, quietMs = 700): Promise<void> {
  let lastActivity = Date.now();
  const active = () => {
    lastActivity = Date.now();
  };
  page.on('request', active);
  page.on('requestfinished', active);
  page.on('requestfailed', active);
  try {
    await page.waitForLoadState('load');
    while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', active);
    page.off('requestfinished', active);
    page.off('requestfailed', active);
  }
}
