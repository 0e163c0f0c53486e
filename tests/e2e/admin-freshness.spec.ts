import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';
import { LANGUAGES } from '#common/languages.ts';

test.use({ httpCredentials: { username: 'admin', password: 'e2e-admin-password' } });

test('the freshness screen shows every language with its measures over a day and a week', async ({
  page,
}) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: '뉴스 신선도' }).first().click();
  await expect(page).toHaveURL(/\/admin\/freshness$/);
  await expect(page.getByRole('heading', { level: 1, name: '뉴스 신선도' })).toBeVisible();

  // One card per language of the site, each with its item-to-story table over the last 24 hours and 7 days.
  const cards = page.getByTestId('freshness-languages').getByRole('listitem');
  await expect(cards).toHaveCount(LANGUAGES.length);
  for (const language of LANGUAGES) {
    const card = page.getByTestId(`freshness-${language}`);
    const table = card.getByRole('table', { name: '항목 → 기사' });
    await expect(table.getByRole('columnheader', { name: '중앙값' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'p95' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^최근 24시간/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /^최근 7일/ })).toBeVisible();
    // Its newest story and its pace, or that there is none yet.
    await expect(card).toContainText(/최신 기사: /);
    await expect(card).toContainText(/지난 7일 기사 [\d,]+건/);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  // Read again on demand, without leaving the screen.
  await page.getByRole('button', { name: '새로고침' }).click();
  await expect(cards).toHaveCount(LANGUAGES.length);
});
