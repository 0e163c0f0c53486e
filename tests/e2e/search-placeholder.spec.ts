import { expect, test, type Locator } from '@playwright/test';

const LANGUAGES = ['en', 'ko', 'ja', 'es', 'de', 'fr', 'id', 'hi', 'vi', 'pt', 'tr'] as const;

/** How wide the placeholder is drawn in the box's font, and how wide the box's text area is (CSS pixels). */
function measurePlaceholder(input: Locator) {
  return input.evaluate((element: HTMLInputElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: element.placeholder,
      text: context.measureText(element.placeholder).width,
      room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    };
  });
}

test.use({ viewport: { width: 360, height: 780 } });

for (const language of LANGUAGES) {
  test(`the search boxes show their whole placeholder at 360 px in ${language}`, async ({ page }) => {
    // The home page's box (also the search results' page) and the not-found page's.
    for (const path of [`/${language}`, `/${language}/no-such-page`]) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const box = page.getByRole('search').getByRole('searchbox');
      await expect(box).toBeVisible();
      const { placeholder, text, room } = await measurePlaceholder(box);
      expect(placeholder.length, path).toBeGreaterThan(3);
      expect(
        text,
        `${path}: "${placeholder}" is ${Math.ceil(text)} px in a box of ${room} px`,
      ).toBeLessThanOrEqual(room);
      // The page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
}
