import { expect, test, type Page } from '@playwright/test';

const credentials = { username: 'admin', password: 'e2e-admin-password' };

/** Records every Content-Security-Policy violation of the page from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

const PUBLIC_PAGES = [
  '/en',
  '/ko?category=technology',
  '/ja/news/interstellar-object-confirmed-chile-observatory',
  '/hi/archive',
  '/en/about',
  '/de/contact',
  '/en/saved',
  '/en/no-such-page',
];

test('the public pages run under the security policy with no violation, drawn or from the cache', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  for (const path of PUBLIC_PAGES) {
    for (const visit of ['drawn', 'cached']) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+/);
      expect(policy, path).not.toContain("'unsafe-inline' 'self'");
      expect(/script-src[^;]*'unsafe-inline'/.test(policy), path).toBe(false);
      await page.waitForLoadState('load');
      expect(await violations(), `${path} (${visit})`).toEqual([]);
    }
  }
  // Client navigation runs React Router's data scripts, not inline ones: still nothing blocked.
  await page.goto('/en');
  await page.locator('main article h3 a, main article h2 a').first().click();
  await page.waitForURL(/\/en\/news\//);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await violations()).toEqual([]);
});

test.describe('the admin', () => {
  test.use({ httpCredentials: credentials });

  test('runs under the security policy with no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    for (const path of [
      '/admin',
      '/admin/articles',
      '/admin/translations',
      '/admin/sources',
      '/admin/readership',
    ]) {
      const response = await page.goto(path);
      expect(response?.headers()['x-cache'], path).toBeUndefined();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await violations(), path).toEqual([]);
    }
  });
});
