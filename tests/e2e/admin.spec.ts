import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { startPublisher } from '../helpers/source-feeds.ts';
import { expectNoSeriousA11yViolations } from './fixtures.ts';

const credentials = { username: 'admin', password: 'e2e-admin-password' };
test.use({ httpCredentials: credentials });

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

test('the admin area and its API ask for credentials', async ({ baseURL }) => {
  for (const path of ['/admin', '/admin/translations', '/api/admin/articles']) {
    const response = await fetch(new URL(path, baseURL));
    expect(response.status, path).toBe(401);
    expect(response.headers.get('www-authenticate'), path).toMatch(/^Basic/);
  }
});

test('nothing on the public pages links to the admin', async ({ request }) => {
  for (const path of [
    '/en',
    '/en/about',
    '/en/news/interstellar-object-confirmed-chile-observatory',
    '/robots.txt',
  ]) {
    expect(await (await request.get(path)).text()).not.toContain('/admin');
  }
});

test('an editor creates an article with a picture and two translations, edits it and deletes it', async ({
  page,
}, testInfo) => {
  const slug = `e2e-harbour-bridge-${testInfo.project.name}`;
  await page.goto('/admin');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '기사 생성' }).press('Enter');
  await expect(page.getByText('슬러그를 입력하세요.')).toBeVisible();

  await page.getByLabel('슬러그').fill(slug);
  await page.getByLabel('카테고리').selectOption('technology');
  await page.getByLabel('국가 코드').fill('kr');
  await page.getByLabel('읽는 시간 (분)').fill('4');
  await page
    .locator('#thumbnail')
    .setInputFiles({ name: 'bridge.jpg', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByTestId('thumbnail-preview')).toBeVisible();
  await page.locator('#translations-0-title').fill('Harbour bridge reopens after repairs');
  await page
    .locator('#translations-0-summary')
    .fill('The bridge carries traffic again after two years of work.');
  await page
    .locator('#translations-0-content')
    .fill('Engineers finished the repairs ahead of schedule.\n\nTraffic resumed in the morning.');
  await page.getByRole('button', { name: '번역 추가' }).click();
  await expect(page.locator('#translations-1-language')).toHaveValue('ko');
  await expect(page.locator('#translations-0-language option[value="en"]')).toBeEnabled();
  await expect(page.locator('#translations-1-language option[value="en"]')).toBeDisabled();
  await page.locator('#translations-1-title').fill('항구 다리, 보수 마치고 다시 개통');
  await page
    .locator('#translations-1-summary')
    .fill('2년간의 공사를 마친 다리에 다시 차량이 다니기 시작했다.');
  await page.locator('#translations-1-content').fill('기술진은 예정보다 일찍 보수를 끝냈다.');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/news') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '기사 생성' }).press('Enter');
  expect((await created).status()).toBe(201);
  await expect(page.getByText('기사가 성공적으로 생성되었습니다.', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '기사 보기' })).toHaveAttribute('href', `/en/news/${slug}`);
  // The link above the form stays after the toast, and opens the story in a new tab.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Harbour bridge reopens after repairs (새 탭에서 열림)' }).click();
  const story = await opened;
  await expect(story.getByRole('heading', { level: 1 })).toHaveText('Harbour bridge reopens after repairs');
  await story.close();
  await expect(page.getByLabel('슬러그')).toHaveValue('');
  await expect(page.getByLabel('읽는 시간 (분)')).toHaveValue('3');
  await expect(page.getByTestId('translation-row')).toHaveCount(1);
  await expect(page.getByTestId('thumbnail-preview')).toHaveCount(0);
  await expect(page.locator('#thumbnail')).toHaveValue(''); // the file input is emptied too

  // The same slug again fails on the server, and the form is kept.
  await page.getByLabel('슬러그').fill(slug);
  await page.getByLabel('카테고리').selectOption('technology');
  await page.getByLabel('국가 코드').fill('kr');
  await page.locator('#translations-0-title').fill('Duplicate');
  await page.locator('#translations-0-summary').fill('Duplicate summary');
  await page.locator('#translations-0-content').fill('Duplicate content');
  await page.getByRole('button', { name: '기사 생성' }).press('Enter');
  // The server's reason, in its words, after the spec's text.
  await expect(
    page.getByText(`기사 생성에 실패했습니다. 사유: The slug "${slug}" is already taken`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('이미 사용 중인 슬러그입니다.')).toBeVisible();
  await expect(page.getByLabel('슬러그')).toHaveValue(slug);

  // Readers see it at once, in both languages, with its picture.
  await page.goto('/en');
  const card = page.locator('article', { hasText: 'Harbour bridge reopens after repairs' });
  await expect(card).toBeVisible();
  await expect(card.locator('img[data-image-state="loaded"]')).toHaveAttribute(
    'src',
    /\/media\/images\/\d+\/small\.webp/,
  );
  await page.goto('/ko');
  await expect(page.getByRole('heading', { name: '항구 다리, 보수 마치고 다시 개통' })).toBeVisible();

  // Edit: the form comes filled in.
  await page.goto(`/admin/articles?search=${slug}`);
  await expect(page.getByTestId('admin-article-row')).toHaveCount(1);
  // Named by its Korean title, which opens the Korean page.
  await expect(
    page.getByRole('link', { name: '항구 다리, 보수 마치고 다시 개통 (새 탭에서 열림)' }),
  ).toHaveAttribute('href', `/ko/news/${slug}`);
  await page.getByRole('link', { name: `수정: ${slug}` }).click();
  await expect(page.locator('#translations-0-title')).toHaveValue('Harbour bridge reopens after repairs');
  await expect(page.getByTestId('translation-row')).toHaveCount(2);
  await page.locator('#translations-0-title').fill('Harbour bridge reopens to traffic');
  await page.getByRole('button', { name: '변경 사항 저장' }).press('Enter');
  await expect(page.getByText('기사가 수정되었습니다.', { exact: true })).toBeVisible();
  await page.goto(`/en/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour bridge reopens to traffic');

  // Delete, after confirming.
  await page.goto(`/admin/articles?search=${slug}`);
  await page.getByRole('button', { name: `삭제: ${slug}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('기사가 삭제되었습니다.', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/news/${slug}`)).status()).toBe(404);
});

test('the article form refuses a country ISO 3166-1 does not have and files that are not pictures', async ({
  page,
}) => {
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/news') && r.method() === 'POST') posted++;
  });
  await page.goto('/admin');
  await page.getByLabel('국가 코드').fill('ko');
  await page.getByLabel('국가 코드').blur();
  await expect(page.getByText('KO: ISO 3166-1에 없는 국가 코드입니다 (예: 대한민국은 KR).')).toBeVisible();
  await page.getByLabel('국가 코드').fill('kr');
  await expect(page.getByText('국가: 대한민국')).toBeVisible();

  // A text file named like a picture: refused on choosing it, no preview.
  const thumbnail = page.locator('#thumbnail');
  await thumbnail.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Minutes') });
  await expect(page.getByText('PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.')).toBeVisible();
  await expect(page.getByTestId('thumbnail-preview')).toHaveCount(0);
  await expect(thumbnail).toHaveValue('');
  // A PNG's first bytes over anything else: they pass, the browser cannot draw it, and no broken preview stays.
  const garbled = Buffer.concat([(await png()).subarray(0, 8), Buffer.from('not the rest of a picture')]);
  await thumbnail.setInputFiles({ name: 'garbled.png', mimeType: 'image/png', buffer: garbled });
  await expect(
    page.getByText('이미지를 읽을 수 없습니다. 파일이 손상되지 않았는지 확인하세요.'),
  ).toBeVisible();
  await expect(page.getByTestId('thumbnail-preview')).toHaveCount(0);
  // A good picture afterwards is taken.
  await thumbnail.setInputFiles({ name: 'good.png', mimeType: 'image/png', buffer: await png() });
  await expect(page.getByTestId('thumbnail-preview')).toBeVisible();
  await expect(page.locator('#thumbnail-error')).toHaveCount(0);
  expect(posted).toBe(0);
});

test('the translation dashboard shows the numbers of the API', async ({ page }) => {
  const summary = (await (await page.request.get('/api/translations/summary')).json()) as {
    totalArticles: number;
    fullyTranslated: number;
    partiallyTranslated: number;
    englishOnly: number;
    languageStats: Record<string, number>;
  };
  const incomplete = (await (await page.request.get('/api/translations/incomplete')).json()) as unknown[];
  await page.goto('/admin/translations');
  await expect(page.getByTestId('stat-total').getByTestId('stat-value')).toHaveText(
    String(summary.totalArticles),
  );
  await expect(page.getByTestId('stat-full').getByTestId('stat-value')).toHaveText(
    String(summary.fullyTranslated),
  );
  await expect(page.getByTestId('stat-partial').getByTestId('stat-value')).toHaveText(
    String(summary.partiallyTranslated),
  );
  await expect(page.getByTestId('stat-english-only').getByTestId('stat-value')).toHaveText(
    String(summary.englishOnly),
  );
  await expect(page.getByTestId('coverage-ko').getByTestId('coverage-count')).toHaveText(
    String(summary.languageStats.ko),
  );
  await expect(page.getByTestId('incomplete-item')).toHaveCount(Math.min(10, incomplete.length));
  // Each is named by its title, which opens the story.
  const first = incomplete[0] as { slug: string; title: string; language: string } | undefined;
  if (first)
    await expect(
      page
        .getByTestId('incomplete-item')
        .first()
        .getByRole('link', { name: `${first.title} (opens in a new tab)` }),
    ).toHaveAttribute('href', `/${first.language}/news/${first.slug}`);
  if (incomplete.length > 10)
    await expect(page.getByText(`... and ${incomplete.length - 10} more articles`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("readers' messages reach the inbox", async ({ page, browser }) => {
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  await readerPage.goto('/en/contact');
  await readerPage.getByLabel('Full name').fill('Inbox Tester');
  await readerPage.getByLabel('Email').fill('inbox@example.org');
  await readerPage.getByLabel('Subject').fill('Testing the inbox');
  await readerPage.getByLabel('Message', { exact: true }).fill('This message should reach the editors.');
  await readerPage.getByRole('button', { name: 'Send Message' }).click();
  await expect(readerPage.getByText('Message Sent!', { exact: true })).toBeVisible();
  await reader.close();

  await page.goto('/admin/messages');
  const message = page.getByTestId('inbox-message').filter({ hasText: 'Testing the inbox' }).first();
  await expect(message).toBeVisible();
  await message.getByRole('button', { name: '처리 완료로 표시' }).click();
  await expect(message.getByText('처리 완료', { exact: true })).toBeVisible();
});

test('the readership page counts what readers open', async ({ page, browser }) => {
  const report = async () =>
    (await (await page.request.get('/api/admin/readership')).json()) as { totalViews: number };
  const before = await report();
  // Headless Chromium names itself in its user agent, and crawlers are not counted: this reader is a phone.
  const reader = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
  });
  const readerPage = await reader.newPage();
  const counted = readerPage.waitForResponse((r) => r.url().endsWith('/api/pageviews') && r.status() === 204);
  await readerPage.goto('/vi/archive');
  await counted;
  await reader.close();

  await page.goto('/admin/readership');
  await expect(page.getByTestId('readership-total')).toHaveText(
    new Intl.NumberFormat('ko').format(before.totalViews + 1),
  );
  await expect(page.getByRole('heading', { name: '언어별 조회수' })).toBeVisible();
  await expect(page.getByText('Tiếng Việt')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: '일별 조회수' }).locator('xpath=..').locator('li'),
  ).toHaveCount(7);
  await page.getByRole('button', { name: '최근 30일' }).click();
  await expect(page.getByRole('button', { name: '최근 30일' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('heading', { name: '일별 조회수' }).locator('xpath=..').locator('li'),
  ).toHaveCount(30);
  await expectNoSeriousA11yViolations(page);
});

test('an editor adds a source, corrects a bad entry, disables it and sees the catalog', async ({
  page,
}, testInfo) => {
  // The server fetches a new source's feed before it saves it: a publisher on 127.0.0.1 serves it.
  const publisher = await startPublisher();
  const feedUrl = `${publisher.origin}/feeds/courier-${testInfo.project.name}.xml`;
  const name = `Lakeside Courier ${testInfo.project.name}`;
  await page.goto('/admin/sources');
  await expect(page.getByRole('heading', { name: '출처 관리' })).toBeVisible();
  // The shipped catalog: hundreds of publishers, grouped by language (admin-source-health.spec.ts looks closer).
  await expect(page.getByTestId('source-group').first()).toBeVisible();
  expect(await page.getByTestId('source-group').count()).toBeGreaterThanOrEqual(11);
  await expect(page.getByRole('status')).toHaveText(/자동 가져오기 꺼짐/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '새 출처 추가' }).click();
  const form = page.getByRole('form', { name: '새 출처 추가' });
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('피드 주소').fill('ftp://courier.example/feed');
  await form.getByLabel('국가 코드').fill('K1');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText('http(s) 주소를 입력하세요').first()).toBeVisible();
  await expect(form.getByText('두 글자 국가 코드를 입력하세요 (예: KR)')).toBeVisible();
  // Nothing typed is lost: correct the two fields and save.
  await expect(form.getByLabel('이름')).toHaveValue(name);
  // A web page is no feed: the server says so under the field, and nothing is saved.
  await form.getByLabel('피드 주소').fill(`${publisher.origin}/`);
  await form.getByLabel('국가 코드').fill('nz');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(form.getByText(/피드가 아니라 웹페이지입니다/)).toBeVisible();
  await form.getByLabel('피드 주소').fill(feedUrl);
  await form.getByLabel('언어').selectOption('en');
  await form.getByLabel('분야').selectOption('sports');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('출처를 저장했습니다.').first()).toBeVisible();

  await page.getByRole('searchbox', { name: '출처 검색' }).fill(name);
  const row = page.getByTestId('source-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('en · NZ · 편집자 추가');
  await expect(row).toContainText('분야 스포츠');
  await expect(row).toContainText('아직 안 가져옴');
  // The switch moves once the action's submission renders (React's state, not the input's own): a click,
  // then a retrying expectation, where uncheck() would want the change within the click itself.
  await row.getByRole('switch').click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  await page.reload();
  await page.getByRole('searchbox', { name: '출처 검색' }).fill(name);
  await expect(
    page.getByTestId('source-row').filter({ hasText: name }).getByRole('switch'),
  ).not.toBeChecked();

  // The same feed twice is refused on the feed field.
  await page.getByRole('button', { name: '새 출처 추가' }).click();
  await form.getByLabel('이름').fill('Copy');
  await form.getByLabel('피드 주소').fill(feedUrl);
  await form.getByLabel('국가 코드').fill('NZ');
  await form.getByRole('button', { name: '저장' }).click();
  await expect(
    form.getByText(`이미 등록된 출처 「${name}」와 같은 피드입니다`, { exact: false }),
  ).toBeVisible();
  await publisher.close();
});
