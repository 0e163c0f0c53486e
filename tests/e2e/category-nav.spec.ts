import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, isSameWindow, markWindow } from './fixtures.ts';

test.describe('category pages', () => {
  test('are reached from the home page’s row of categories, without a reload', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en');
    await markWindow(page);
    const row = page.getByRole('navigation', { name: 'Categories' });
    await expect(row.getByRole('link', { name: 'All categories' })).toHaveAttribute('aria-current', 'page');
    await expect(row.getByRole('link')).toHaveCount(10);

    await row.getByRole('link', { name: 'Technology' }).click();
    await expect(page).toHaveURL(/\/en\?category=technology$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Technology');
    await expect(page).toHaveTitle('Technology | Tidings');
    await expect(row.getByRole('link', { name: 'Technology' })).toHaveAttribute('aria-current', 'page');
    const cards = page.locator('section[aria-labelledby="headlines-title"] article');
    await expect(cards.first()).toContainText('Technology');
    expect(await isSameWindow(page)).toBe(true);

    await row.getByRole('link', { name: 'All categories' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Technology');
    expect(errors).toEqual([]);
  });

  test('name their category in the page’s language, with their own canonical address', async ({ page }) => {
    await page.goto('/ko?category=sports');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('스포츠');
    await expect(page).toHaveTitle('스포츠 | Tidings');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ko\?category=sports$/);
    await expect(
      page.getByRole('navigation', { name: '카테고리' }).getByRole('link', { name: '스포츠' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.goto('/hi?category=health');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('स्वास्थ्य');
    await expect(page).toHaveTitle('स्वास्थ्य | Tidings');
  });

  test('fit the screen: the row scrolls on its own on a phone, and the page does not', async ({ page }) => {
    await page.goto('/de?category=economy');
    const row = page.getByRole('navigation', { name: 'Kategorien' });
    await expect(row).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Every category can be reached by scrolling the row itself.
    const last = row.getByRole('link', { name: 'Umwelt' });
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await expectNoSeriousA11yViolations(page);
  });
});
