import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations } from './fixtures.ts';

// The demo edition has stories told only in English: on the Korean edition they are listed by default,
// labelled, and left out once the reader reads Korean alone.

const headlines = (page: Page) => page.locator('section[aria-labelledby="headlines-title"] article');

async function openLanguages(page: Page) {
  const control = page.getByTestId('reader-languages');
  if (!(await control.evaluate((details: HTMLDetailsElement) => details.open)))
    await control.locator('summary').click();
  return control;
}

test.describe('the reader’s languages', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/ko');
    await page.evaluate(() => localStorage.removeItem('readerLanguages'));
  });

  test('labels the cards in another language and marks their text with its language', async ({ page }) => {
    await page.goto('/ko');
    const labelled = headlines(page).filter({ has: page.getByTestId('text-language') });
    await expect(labelled.first()).toBeVisible();
    const card = labelled.first();
    await expect(card.getByTestId('text-language')).toHaveText('영어 기사');
    await expect(card.locator('h3')).toHaveAttribute('lang', 'en');
    await expect(card.locator('p[lang]').first()).toHaveAttribute('lang', 'en');
    // Cards in Korean carry no label.
    const korean = headlines(page).filter({ has: page.locator('h3[lang="ko"]') });
    await expect(korean.first()).toBeVisible();
    await expect(korean.first().getByTestId('text-language')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('leaves out the stories of languages the reader does not read, kept on the device', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/ko');
    await expect(
      headlines(page)
        .filter({ has: page.locator('h3[lang="en"]') })
        .first(),
    ).toBeVisible();

    // The checkboxes' code loads on first use, not with the page.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(scripts.some((path) => path.includes('reader-languages-panel'))).toBe(false);
    const control = await openLanguages(page);
    const korean = control.getByRole('checkbox', { name: '한국어' });
    await expect(korean).toBeChecked();
    await expect(korean).toBeDisabled();
    await expect(control.getByRole('checkbox', { name: 'English' })).toBeChecked();
    await expect(control.getByRole('checkbox', { name: '日本語' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    const reloaded = page.waitForResponse(
      (r) => r.url().includes('/api/news?') && r.url().includes('languages=ko') && r.ok(),
    );
    await control.getByRole('checkbox', { name: 'English' }).uncheck();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('readerLanguages'))).toBe('ko');
    await expect(headlines(page).first()).toBeVisible();
    await expect(headlines(page).locator('h3[lang="en"]')).toHaveCount(0);
    await expect(headlines(page).getByTestId('text-language')).toHaveCount(0);

    // "Load more" keeps the choice.
    const more = page.getByRole('button', { name: '기사 더 보기' });
    if (await more.isVisible()) {
      const next = page.waitForResponse(
        (r) => r.url().includes('offset=6') && r.url().includes('languages=ko'),
      );
      await more.click();
      await next;
      await expect(headlines(page).locator('h3[lang="en"]')).toHaveCount(0);
    }

    // A new visit: the server draws the default, the browser loads the reader's lists after hydration.
    const afterReload = page.waitForResponse(
      (r) => r.url().includes('/api/news?') && r.url().includes('languages=ko'),
    );
    await page.reload();
    await afterReload;
    await expect(headlines(page).first()).toBeVisible();
    await expect(headlines(page).locator('h3[lang="en"]')).toHaveCount(0);

    // Related articles of a story follow the same choice.
    await headlines(page).first().locator('h3 a').click();
    await expect(page.getByRole('heading', { name: '관련 기사' })).toBeVisible();
    const related = page.locator('section[aria-labelledby="related-title"] article');
    await expect(related.first()).toBeVisible();
    await expect(related.locator('h3[lang="en"]')).toHaveCount(0);

    // Reading English again brings the English stories back, labelled.
    await page.goto('/ko');
    const back = await openLanguages(page);
    await back.getByRole('checkbox', { name: 'English' }).check();
    await expect(headlines(page).getByTestId('text-language').first()).toHaveText('영어 기사');
    expect(await page.evaluate(() => localStorage.getItem('readerLanguages'))).toBe('en,ko');
    expect(errors).toEqual([]);
  });

  test('search leaves out stories in languages the reader does not read', async ({ page }) => {
    // "Night Market Songs" is in a story told only in English.
    await page.goto('/ko?search=Night+Market+Songs');
    await expect(headlines(page)).toHaveCount(1);
    await expect(headlines(page).getByTestId('text-language')).toHaveText('영어 기사');
    await page.evaluate(() => localStorage.setItem('readerLanguages', 'ko'));
    const searched = page.waitForResponse(
      (r) => r.url().includes('search=Night') && r.url().includes('languages=ko') && r.ok(),
    );
    await page.reload();
    await searched;
    await expect(headlines(page)).toHaveCount(0);
  });

  test('an article shown in a fallback language marks its text as such', async ({ page }) => {
    await page.goto('/ko/news/senegalese-musical-film-box-office-record');
    const notice = page.getByText('이 기사는 아직 한국어로 제공되지 않아 영어로 표시됩니다.');
    await expect(notice).toHaveAttribute('lang', 'ko');
    await expect(page.locator('article h1')).toBeVisible();
    expect(
      await page.locator('article h1').evaluate((h1) => h1.closest('[lang]')?.getAttribute('lang')),
    ).toBe('en');
    // Every place the English summary appears (under the title, in the original source's preview) says so.
    const summaries = page.getByText(/^A musical comedy shot in Dakar/);
    await expect(summaries).toHaveCount(2);
    for (const summary of await summaries.all())
      expect(await summary.evaluate((p) => p.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    // The author card says what happened to this text, and no editor's check.
    const card = page.getByTestId('newsroom-card');
    await expect(card).toContainText('이 기사는 편집국이 직접 작성했습니다.');
    await expect(card).not.toContainText('검토했습니다');
  });
});
