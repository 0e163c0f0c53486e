import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

test.use({ httpCredentials: { username: 'admin', password: 'e2e-admin-password' } });

const catalog = JSON.parse(fs.readFileSync('server/pipeline/sources/source-catalog.json', 'utf8')) as {
  sources: Array<{ name: string; language: string }>;
};

test('the sources screen groups the catalog by language, with each source’s health', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/sources');
  // Hundreds of sources open as one heading per language with its counts; no row is drawn until asked for.
  const groups = page.getByTestId('source-group');
  await expect(groups.first()).toBeVisible();
  expect(await groups.count()).toBeGreaterThanOrEqual(11);
  const total = Number((await page.getByText(/^출처 \d+곳 중/).textContent())!.match(/출처 (\d+)곳/)![1]);
  expect(total).toBeGreaterThanOrEqual(catalog.sources.length);
  await expect(page.getByTestId('source-row')).toHaveCount(0);
  const korean = catalog.sources.filter((s) => s.language === 'ko');
  const ko = page.getByRole('region', { name: `🇰🇷 한국어 (ko) ${korean.length}곳` });
  // Sources not fetched yet (the test server reads no feed) are counted apart, never as healthy.
  await expect(ko.getByTestId('source-group-counts')).toHaveText(
    /^정상 \d+( · 아직 안 가져옴 \d+)? · 실패 \d+ · 꺼짐 \d+$/,
  );
  await expectNoSeriousA11yViolations(page);

  // The language menu opens a language's group: its rows, each with its health, on one screen's width.
  await page
    .getByRole('navigation', { name: '언어로 이동' })
    .getByRole('link', { name: /한국어/ })
    .click();
  await expect(ko.getByTestId('source-row')).toHaveCount(korean.length);
  // A source the test switches off below, as the other project's run may have left it, shows no next fetch.
  const switchedOff = ['국민일보', '세계일보'];
  const shown = korean.find((source) => !switchedOff.includes(source.name))!;
  const first = ko.getByTestId('source-row').filter({ hasText: shown.name }).first();
  await expect(first).toContainText('마지막 성공');
  await expect(first).toContainText('기사 반영 지연(중앙값, 7일)');
  await expect(first).toContainText('304 비율');
  await expect(first).toContainText('다음 수집');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A source switched off is counted as such and comes first among its language's problems.
  const name = testInfo.project.name === 'phone' ? switchedOff[1]! : switchedOff[0]!;
  await page.getByRole('searchbox', { name: '출처 검색' }).fill(name);
  const row = page.getByTestId('source-row').filter({ hasText: name });
  // The switch moves once the action's submission renders (React's state, not the input's own): a click, then
  // retrying expectations, where uncheck() would want the change within the click itself.
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  await expect(row.getByTestId('source-health-state')).toHaveText('꺼짐');
  await page.getByRole('searchbox', { name: '출처 검색' }).fill('');
  await page.getByLabel('상태').selectOption('problems');
  const problems = page.getByRole('region', { name: /한국어 \(ko\)/ });
  await expect(problems.getByTestId('source-row').filter({ hasText: name })).toBeVisible();
  await expect(problems.getByTestId('source-group-counts')).toHaveText(/꺼짐 [1-9]/);
  await expectNoSeriousA11yViolations(page);

  // Back as it was, for the other project's run.
  await problems.getByTestId('source-row').filter({ hasText: name }).getByRole('switch').click();
  await expect(problems.getByTestId('source-row').filter({ hasText: name })).toHaveCount(0);
});
