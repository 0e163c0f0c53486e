import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

// The operator's facts (issue 28, point 5): set at /admin/settings, shown on the About and contact pages and in
// the footer; an emptied one is gone, with nothing in its place. The demo's values are put back at the end, so
// the other specs see the demo edition's pages.

const credentials = { username: 'admin', password: 'e2e-admin-password' };
test.use({ httpCredentials: credentials });

const DEMO = {
  audience: '50M+',
  phone: '+1 (555) 010-0199',
  hours: {
    en: 'Monday to Friday, 9 AM to 6 PM EST',
    ko: '월~금요일 오전 9시~오후 6시(미국 동부 표준시, EST)',
    ja: '月曜〜金曜 9:00〜18:00（米国東部標準時）',
  },
};

async function saveSettings(page: Page, values: Record<string, string>) {
  await page.goto('/admin/settings');
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('사이트 설정을 저장했습니다.', { exact: true })).toBeVisible();
}

test('a setting edited in the admin shows on the About and contact pages and in the footer; emptied, it is gone', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: '사이트 설정' })).toBeVisible();
  // The demo edition's values are the stored ones.
  await expect(page.getByLabel('전화번호')).toHaveValue(DEMO.phone);
  await expectNoSeriousA11yViolations(page);

  // A link that is not https:// is refused in the form, and nothing typed is lost.
  await page.getByLabel('X', { exact: true }).fill('http://x.com/tidings');
  await page.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('must be a full https:// address')).toBeVisible();
  await expect(page.getByLabel('X', { exact: true })).toHaveValue('http://x.com/tidings');

  await saveSettings(page, {
    X: 'https://x.com/tidings_e2e',
    '독자 수 (예: 50M+)': '12M+',
    전화번호: '+82 2 555 0142',
  });

  await page.goto('/en/about');
  await expect(page.locator('[data-stat="readers"]')).toHaveText('12M+readers');
  await page.goto('/ko/contact');
  const info = page.getByRole('region', { name: '연락처 정보' });
  await expect(info.getByText('+82 2 555 0142')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const x = footer.getByRole('link', { name: 'Tidings X' });
  await expect(x).toHaveAttribute('href', 'https://x.com/tidings_e2e');
  await expect(x).toHaveAttribute('rel', 'me noopener');

  await saveSettings(page, { X: '', '독자 수 (예: 50M+)': '', 전화번호: '' });

  await page.goto('/en/about');
  await expect(page.locator('[data-stat="publishers"]')).toBeVisible();
  await expect(page.locator('[data-stat="readers"]')).toHaveCount(0);
  await page.goto('/ko/contact');
  await expect(page.getByRole('region', { name: '연락처 정보' }).getByText('전화')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Tidings X' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText('팔로우')).toHaveCount(0);

  await saveSettings(page, { '독자 수 (예: 50M+)': DEMO.audience, 전화번호: DEMO.phone });
});

test('the contact hours are shown in the page’s language, and in English where a language has none of its own', async ({
  page,
}) => {
  const hoursOn = async (language: string) => {
    await page.goto(`/${language}/contact`);
    return page.locator('[data-info="hours"] dd');
  };
  await expect(await hoursOn('ko')).toHaveText(DEMO.hours.ko);
  await expect(await hoursOn('ja')).toHaveText(DEMO.hours.ja);
  await expect(await hoursOn('en')).toHaveText(DEMO.hours.en);

  // The admin edits the English text, and each other language's behind a disclosure saying how many are set.
  const openHoursLanguages = async () => {
    await page.goto('/admin/settings');
    const hours = page.getByRole('group', { name: '연락처' }).locator('details').nth(1);
    await hours.getByText('다른 언어로 쓴 글 (10개 언어)').click();
  };
  await openHoursLanguages();
  await expect(page.getByLabel('업무 시간', { exact: true })).toHaveValue(DEMO.hours.en);
  await expect(page.getByLabel('업무 시간 (한국어)')).toHaveValue(DEMO.hours.ko);
  await page.getByLabel('업무 시간 (한국어)').fill('');
  await page.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('사이트 설정을 저장했습니다.', { exact: true })).toBeVisible();
  await expect(await hoursOn('ko')).toHaveText(DEMO.hours.en);
  await expect(await hoursOn('ja')).toHaveText(DEMO.hours.ja);

  await page.goto('/admin/settings');
  await page.getByRole('group', { name: '연락처' }).getByText('다른 언어로 쓴 글 (9개 언어)').click();
  await page.getByLabel('업무 시간 (한국어)').fill(DEMO.hours.ko);
  await page.getByRole('button', { name: '설정 저장' }).click();
  await expect(page.getByText('사이트 설정을 저장했습니다.', { exact: true })).toBeVisible();
  await expect(await hoursOn('ko')).toHaveText(DEMO.hours.ko);
});
