import { expect, test, type Page } from '@playwright/test';
import { isSameWindow, markWindow, waitForQuietPage } from './fixtures.ts';

/** Paths of the scripts the page has loaded so far. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

test('menus, the phone menu and toasts load their code on first use, and work', async ({
  page,
  isMobile,
}) => {
  await page.goto('/en');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const first = await loadedScripts(page);
  // The not-found page's code is in the file of the not-found route.
  for (const onUse of ['language-dropdown-menu', 'mobile-menu', 'toast-panel', '/assets/not-found']) {
    expect(
      first.some((path) => path.includes(onUse)),
      onUse,
    ).toBe(false);
  }

  if (isMobile) {
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // It opens on its first link, and the keyboard walks the links before the languages.
    const menuLinks = page.getByRole('dialog').getByRole('navigation').getByRole('link');
    await expect(menuLinks.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menuLinks.nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
  } else {
    await page.getByRole('button', { name: /Current language/ }).click();
    await expect(page.getByRole('menuitemradio', { name: '한국어' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // A card's tooltip shows on hover and goes with Escape.
    const share = page.locator('main article').first().getByRole('button', { name: /Share/ });
    await share.hover();
    const tip = share.locator('xpath=following-sibling::span[1]');
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText('Share');
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  }

  // Saving shows a toast, whose code arrives with it.
  await page.locator('main article').first().getByRole('button', { name: /^Save/ }).click();
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  expect((await loadedScripts(page)).some((path) => path.includes('toast-panel'))).toBe(true);
});

test('the report dialog loads its code, form and schema when first opened, and a story without corrections loads none of theirs', async ({
  page,
  request,
}) => {
  // A story the corrections test leaves alone (it corrects the newest two).
  const stories = (await (await request.get('/api/news?language=en&limit=5')).json()) as { slug: string }[];
  const story = stories[4]!;
  const hydrated = page.waitForRequest((r) => r.url().endsWith('/api/pageviews'));
  await page.goto(`/en/news/${story.slug}`);
  await hydrated;
  await waitForQuietPage(page);
  await expect(page.getByTestId('story-corrections')).toHaveCount(0);
  const first = await loadedScripts(page);
  // The dialog, react-hook-form with zod (the forms file), Radix Dialog, and the correction lines.
  for (const onUse of ['report-error-dialog', '/assets/forms-', 'correction-lines']) {
    expect(
      first.some((path) => path.includes(onUse)),
      onUse,
    ).toBe(false);
  }

  const button = page.getByRole('button', { name: 'Report an error' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Report an error in this story' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('What is wrong')).toBeVisible();
  const after = await loadedScripts(page);
  for (const onUse of ['report-error-dialog', '/assets/forms-']) {
    expect(
      after.some((path) => path.includes(onUse)),
      onUse,
    ).toBe(true);
  }
  // Escape closes it, and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the not-found page loads its code when a page is missing, drawn by the server or in the browser', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/xx/archive'); // no such language
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect
    .poll(async () => (await loadedScripts(page)).some((path) => path.includes('/assets/not-found')))
    .toBe(true);

  // The page view is reported from an effect: the router listens for history changes once that has run.
  const hydrated = page.waitForRequest((request) => request.url().endsWith('/api/pageviews'));
  await page.goto('/en');
  await hydrated;
  await markWindow(page);
  // A missing page reached in the browser: the router draws it without a reload.
  await page.evaluate(() => window.history.pushState(null, '', '/en/archive/not-a-day'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('searchbox')).toBeVisible();
  expect(await isSameWindow(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a page hydrates without a mismatch when its texts file arrives after the app', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.route('**/assets/i18n/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  // Hydrated: the page's own navigation works without a reload.
  await page.getByRole('link', { name: '아카이브' }).first().click();
  await expect(page).toHaveURL(/\/ko\/archive$/);
  expect(errors).toEqual([]);
});
