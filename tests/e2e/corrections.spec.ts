import { expect, test, type Page } from '@playwright/test';
import type { AccuracyFigures } from '#common/contracts/accuracy.ts';
import type { Article } from '#common/contracts/article.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

const credentials = { username: 'admin', password: 'e2e-admin-password' };

/** Selects the story's summary in the page, as a reader would before reporting it; returns its text. */
async function selectSummary(page: Page): Promise<string> {
  return page.evaluate(() => {
    const summary = document.querySelector('article p.text-xl');
    if (!summary) throw new Error('no summary');
    const range = document.createRange();
    range.selectNodeContents(summary);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString().replace(/\s+/g, ' ').trim();
  });
}

test('a reader reports an error, an editor corrects the story, and the correction is public', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // Each project corrects a demo story of its own that no other browser test changes, named rather than taken
  // from the newest ones (which other tests' breaking stories move), so no run reads another's lines.
  const slug =
    testInfo.project.name === 'phone'
      ? 'estonia-post-quantum-encryption-id-cards'
      : 'danish-study-hearing-aids-memory-decline';
  const story = (await (await request.get(`/api/news/${slug}?language=en`)).json()) as Article;
  expect(story.slug).toBe(slug);
  const correction = `An earlier version of this story misstated a figure (${testInfo.project.name} check).`;

  await page.goto(`/en/news/${story.slug}`);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const sentence = await selectSummary(page);
  await page.getByRole('button', { name: 'Report an error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an error in this story' });
  await expect(dialog.getByLabel('The sentence that is wrong')).toHaveValue(sentence);
  await expectNoSeriousA11yViolations(page);
  // Too short a message is refused in the dialog, in the reader's language.
  await dialog.getByLabel('What is wrong').fill('Wrong.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Please tell us what is wrong in at least 10 characters')).toBeVisible();
  await dialog
    .getByLabel('What is wrong')
    .fill('The figure in this sentence is not the one the reports give.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Your report is with our editors.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The editor finds it in the inbox, with the story and the sentence, and corrects the story.
  const admin = await browser.newContext({ httpCredentials: credentials, viewport: page.viewportSize()! });
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/messages');
  const report = adminPage
    .getByTestId('inbox-message')
    .filter({ has: adminPage.getByTestId('reported-sentence').filter({ hasText: sentence }) })
    .first();
  await expect(report.getByText('오류 신고')).toBeVisible();
  await expect(report.getByRole('link', { name: new RegExp(escape(title)) })).toBeVisible();
  await report.getByRole('button', { name: '기사 정정하기' }).click();
  await report.getByLabel('정정 내용').fill(correction);
  await report.getByRole('button', { name: '정정 게시' }).click();
  await expect(
    adminPage.getByText('정정을 게시하고 신고를 처리 완료로 표시했습니다.', { exact: true }),
  ).toBeVisible();
  await expect(report.getByText('처리 완료', { exact: true })).toBeVisible();
  await admin.close();

  // The story shows the dated line; the public list has it, newest first.
  await page.goto(`/en/news/${story.slug}`);
  const lines = page.getByTestId('story-corrections');
  await expect(lines.getByText(correction)).toBeVisible();
  await expect(lines.getByText(/^Corrected: /).first()).toBeVisible();
  await page.goto('/en/corrections');
  const list = page.getByTestId('corrections-list');
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  await expect(list.getByText(correction)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // In Korean the line is labelled, and says in which language it is written.
  await page.goto(`/ko/news/${story.slug}`);
  await expect(
    page
      .getByTestId('story-corrections')
      .getByText(/^정정: /)
      .first(),
  ).toBeVisible();
  // Named as the correction's language ("written in English"), not as a story card's "영어 기사".
  await expect(page.getByTestId('story-corrections').getByTestId('correction-language').first()).toHaveText(
    '영어로 작성',
  );
});

test('the accuracy page shows the figure measured over the last 30 days, and how it is measured', async ({
  page,
  request,
}) => {
  // A fresh server's demo edition was checked when it was loaded: the page shows that figure, GET
  // /api/accuracy's, and says those stories were checked against their own text.
  const figures = (await (await request.get('/api/accuracy')).json()) as AccuracyFigures;
  expect(figures.share).not.toBeNull();
  expect(figures.textsCheckedWithoutReports).toBeGreaterThan(0);
  await page.goto('/en/accuracy');
  await expect(page.getByRole('heading', { level: 1, name: 'How accurate our stories are' })).toBeVisible();
  const figure = page.getByTestId('accuracy-figure');
  await expect(figure).not.toContainText('Not enough checks yet');
  const shown = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
    figures.share!,
  );
  await expect(page.getByTestId('accuracy-share')).toHaveText(shown);
  const count = (n: number) => new Intl.NumberFormat('en').format(n);
  await expect(figure).toContainText(
    `${count(figures.sentencesSupported)} of ${count(figures.sentencesChecked)} sentences.`,
  );
  await expect(page.getByTestId('accuracy-without-reports')).toContainText(
    `The demo edition’s stories have no publisher reports to check them against`,
  );
  await expect(page.getByTestId('accuracy-without-reports')).toContainText(
    `Texts checked this way: ${count(figures.textsCheckedWithoutReports)}.`,
  );
  await expect(page.getByRole('heading', { name: 'How we measure it' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What this does not cover' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(12); // a heading row and the 11 languages
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See all corrections' }).click();
  await expect(page).toHaveURL(/\/en\/corrections$/);
  await page.goto('/ko/accuracy');
  await expect(page.getByRole('heading', { level: 1, name: '기사는 얼마나 정확한가' })).toBeVisible();
  await expect(page.getByTestId('accuracy-share')).toHaveText(
    new Intl.NumberFormat('ko', { style: 'percent', maximumFractionDigits: 1 }).format(figures.share!),
  );
  await expect(page.getByTestId('accuracy-without-reports')).toContainText(
    '데모판 기사에는 대조할 언론사 보도가 없습니다',
  );
  await expectNoSeriousA11yViolations(page);
});

/** A title as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
