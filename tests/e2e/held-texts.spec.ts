import { expect, test } from '@playwright/test';
import type { HeldText, HeldTextList, PublishHeldText } from '#common/contracts/held-items.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

const credentials = { username: 'admin', password: 'e2e-admin-password' };
test.use({ httpCredentials: credentials });

const FAILING = 'The new lamp can be seen 40 kilometres out at sea.';

/** A text the accuracy check held, as GET /api/admin/held-texts lists it. */
function heldText(id: number, language: HeldText['language'], textKind: HeldText['textKind']): HeldText {
  return {
    id,
    articleId: 100 + id,
    slug: `kestrel-point-lighthouse-${id}`,
    originalLanguage: 'en',
    language,
    textKind,
    title: 'Kestrel Point lighthouse shines again after eighty years',
    summary: `Volunteers finished restoring the Kestrel Point lighthouse lamp on Saturday. ${FAILING}`,
    preview: `The lamp will be lit every evening in summer and serve as a museum by day. ${FAILING} Repairs took three years.`,
    model: textKind === 'original' ? null : 'translator-1',
    failingSentence: FAILING,
    reason: 'the number 40 is in no report',
    sentencesChecked: 5,
    sentencesSupported: 4,
    heldAt: new Date().toISOString(),
  };
}

// The site's pipeline holds a text only when its check fails twice, which a story composed from its reports'
// own sentences does not (and the browser tests run no model): the list and the editor's decisions are
// answered here, as the API answers them (server/pipeline/accuracy/accuracy-pipeline.test.ts tests the API).
test('an editor sees a held text with its failing sentence, and publishes it corrected', async ({
  page,
}, testInfo) => {
  let texts = [heldText(1, 'en', 'original'), heldText(2, 'fr', 'translation')];
  const published: Array<{ id: string; body: PublishHeldText }> = [];
  await page.route('**/api/admin/held-texts', (route) =>
    route.fulfill({ json: { texts, total: texts.length } satisfies HeldTextList }),
  );
  await page.route('**/api/admin/held-texts/*/publish', async (route) => {
    const id = /held-texts\/(\d+)\/publish/.exec(route.request().url())![1]!;
    published.push({ id, body: route.request().postDataJSON() as PublishHeldText });
    texts = texts.filter((t) => String(t.id) !== id);
    await route.fulfill({
      json: { articleId: 100 + Number(id), slug: `kestrel-point-lighthouse-${id}`, language: 'en' },
    });
  });

  await page.goto('/admin/held');
  const section = page.getByTestId('held-texts');
  await expect(section.getByRole('heading', { name: /정확성 검사로 보류된 글/ })).toBeVisible();
  const story = section.getByTestId('held-text').filter({ hasText: '기사 본문' });
  await expect(story).toHaveCount(1);
  await expect(story.getByTestId('failing-sentence')).toHaveText(FAILING);
  await expect(story).toContainText('the number 40 is in no report');
  await expect(story).toContainText('문장 5개 중 4개 확인됨');
  // The sentence is marked where it stands in the summary and the text.
  await expect(story.locator('mark')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`held-texts-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The editor corrects the summary of the story's own text, and publishes it.
  await story.getByRole('button', { name: /고쳐서 게시/ }).click();
  const summary = story.getByLabel('요약');
  await summary.fill('Volunteers finished restoring the Kestrel Point lighthouse lamp on Saturday.');
  await story.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.getByText('게시했습니다.').first()).toBeVisible();
  await expect(section.getByTestId('held-text')).toHaveCount(1);
  expect(published).toEqual([
    {
      id: '1',
      body: { summary: 'Volunteers finished restoring the Kestrel Point lighthouse lamp on Saturday.' },
    },
  ]);

  // The translation is published as it is.
  await section
    .getByTestId('held-text')
    .getByRole('button', { name: /그대로 게시/ })
    .click();
  await expect(section.getByText('정확성 검사로 보류된 글이 없습니다.')).toBeVisible();
  expect(published[1]).toEqual({ id: '2', body: {} });
});
