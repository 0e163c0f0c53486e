import { expect, test } from '@playwright/test';

const ARTICLE = '/ko/news/interstellar-object-confirmed-chile-observatory';

test.describe("the reader's clock", () => {
  test.use({ timezoneId: 'Asia/Seoul' });

  test('times show in the reader’s zone after hydration, in UTC (named) as the server draws them', async ({
    page,
    request,
  }) => {
    const drawn = await (await request.get(ARTICLE)).text();
    expect(drawn).toMatch(/\d{1,2}:\d{2} \(UTC\)/);

    // Script errors (a hydration mismatch among them); pictures still being drawn may answer 404 meanwhile.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on(
      'console',
      (message) =>
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource') &&
        errors.push(message.text()),
    );
    await page.goto(ARTICLE);
    const published = page.locator('main time').first();
    await expect(published).not.toContainText('(UTC)');
    // The machine-readable time is the same instant; the text is Seoul's wall clock for it.
    const iso = await published.getAttribute('datetime');
    const seoul = new Intl.DateTimeFormat('ko', {
      dateStyle: 'long',
      timeStyle: 'short',
      hourCycle: 'h23',
      timeZone: 'Asia/Seoul',
    }).format(new Date(iso!));
    await expect(published).toHaveText(seoul);
    expect(errors).toEqual([]);
  });

  test('archive pages say once that their days are UTC days', async ({ page }) => {
    await page.goto('/ko/archive');
    await expect(page.getByText('날짜는 협정 세계시(UTC)를 기준으로 나눕니다.')).toHaveCount(1);
  });
});
