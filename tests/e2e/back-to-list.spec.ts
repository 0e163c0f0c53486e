import { expect, test, type Page } from '@playwright/test';

const headlines = (page: Page) => page.locator('section[aria-labelledby="headlines-title"] article');

/** The scroll position once it has stopped changing (the router restores it after the list is drawn). */
async function settledScroll(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await page.evaluate(() => Math.round(window.scrollY));
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
}

test('Back from a story opened after "Load more" returns to the same list at the same place', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(headlines(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await expect(headlines(page)).toHaveCount(12);
  // The list's pages are in the address, in the same history entry.
  await expect(page).toHaveURL(/\/en\?page=2$/);

  const story = headlines(page).nth(9);
  await story.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 40);
  const place = await settledScroll(page);
  expect(place).toBeGreaterThan(300);
  const title = (await story.getByRole('heading').textContent())!.trim();

  await story.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goBack();

  await expect(page).toHaveURL(/\/en\?page=2$/);
  await expect(headlines(page)).toHaveCount(12);
  await expect(headlines(page).nth(9).getByRole('heading')).toHaveText(title);
  expect(Math.abs((await settledScroll(page)) - place)).toBeLessThanOrEqual(2);

  // A reload draws the same list on the server, and the next "Load more" goes on from there. The list's
  // canonical address is the list without its pages.
  await page.reload();
  await expect(headlines(page)).toHaveCount(12);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
  const next = page.waitForResponse((r) => r.url().includes('/api/news?') && r.url().includes('offset=12'));
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await next;
  await expect(page).toHaveURL(/\/en\?page=3$/);
});
