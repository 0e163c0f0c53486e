import { expect, test } from '@playwright/test';

/**
 * Bytes of JavaScript code (compressed, as sent) a page may load. React 19 and React Router take about 110 KB
 * of it; raise a budget only on purpose, with the reason in docs/benchmarks.md. The interface texts travel in
 * a file of their own under /assets/i18n/ (data, cached for good), with a budget of their own.
 */
const BUDGETS: Record<string, number> = {
  '/en': 200_000,
  '/en/news/interstellar-object-confirmed-chile-observatory': 200_000,
  '/en/archive': 200_000,
  '/en/contact': 240_000,
};
const TEXTS_BUDGET = 12_000;

test.describe('JavaScript budget', () => {
  for (const [path, budget] of Object.entries(BUDGETS)) {
    test(`${path} loads at most ${budget / 1000} KB of JavaScript`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => new URL(e.name).pathname.endsWith('.js'))
          .map((e) => ({ path: new URL(e.name).pathname, bytes: e.encodedBodySize })),
      );
      const sum = (list: typeof files) => list.reduce((total, file) => total + file.bytes, 0);
      const texts = files.filter((file) => file.path.startsWith('/assets/i18n/'));
      const code = sum(files.filter((file) => !file.path.startsWith('/assets/i18n/')));
      expect(code).toBeGreaterThan(50_000); // the measurement itself works
      expect(code).toBeLessThanOrEqual(budget);
      expect(texts).toHaveLength(1);
      expect(sum(texts)).toBeLessThanOrEqual(TEXTS_BUDGET);
    });
  }
});
