import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, isSameWindow, markWindow } from './fixtures.ts';

test.describe('home', () => {
  test('server-renders headlines, the breaking banner and archive days in the HTML', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('BREAKING:');
    expect(html).toContain('Latest News');
    expect(html).toMatch(/<h3[^>]*>.*<a[^>]+href="\/en\/news\//s);
    expect(html).toContain('View Archive');
    expect(html).toMatch(/rel="alternate" hrefLang="ko" href="[^"]+\/ko"/);
  });

  test('shows cards, loads more, searches and goes back, without reloading', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en');
    await markWindow(page);
    const cards = page.locator(
      '#headlines-title ~ * article, section[aria-labelledby="headlines-title"] article',
    );
    await expect(cards).toHaveCount(6);
    // The time since the newest story, not the spec's fixed "2 hours ago".
    await expect(page.getByTestId('updated')).toHaveText(/^updated (just now|an? \w+ ago|\d+ \w+ ago)$/);

    const more = page.waitForResponse((r) => r.url().includes('/api/news?') && r.url().includes('offset=6'));
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    await more;
    await expect(cards).toHaveCount(12);

    const search = page.getByRole('searchbox', { name: 'Search the news' });
    const submit = page.getByRole('search').getByRole('button', { name: 'Search' });
    await expect(submit).toBeDisabled();
    await search.fill('   ');
    await expect(submit).toBeDisabled();
    await search.fill('naira');
    const apiSearch = page.waitForResponse(
      (r) =>
        r.url().includes('/api/news?') && r.url().includes('search=naira') && r.url().includes('limit=12'),
    );
    await submit.click();
    await apiSearch;
    await expect(page.getByRole('heading', { name: /Search Results for.*naira/ })).toBeVisible();
    await expect(page.getByText('1 article found')).toBeVisible();

    await search.fill('zzzz-nothing-matches');
    await submit.click();
    await expect(page.getByText('No articles found for your search.')).toBeVisible();
    await expect(page.getByText('Try searching with different keywords.')).toBeVisible();

    await page.getByRole('button', { name: /Back to Latest News/ }).click();
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();

    // A blank submit (spaces, then Enter) leaves search mode too.
    await search.fill('naira');
    await submit.click();
    await expect(page.getByText('1 article found')).toBeVisible();
    await search.fill('   ');
    await search.press('Enter');
    await expect(page.getByRole('heading', { name: 'Latest News' })).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    expect(await isSameWindow(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('filters by category from the query string', async ({ page }) => {
    await page.goto('/en?category=business');
    await expect(page.getByRole('heading', { name: 'Economy news' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="headlines-title"] article').first()).toContainText(
      'Economy',
    );
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await page.goto('/en');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('scripts without capitals', () => {
  for (const language of ['hi', 'ko', 'ja']) {
    test(`${language}: headings and labels keep the script's own letter-spacing`, async ({ page }) => {
      await page.goto(`/${language}/news/interstellar-object-confirmed-chile-observatory`);
      const spaced = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[class*="tracking-"]')]
          .filter((el) => getComputedStyle(el).letterSpacing !== 'normal')
          .map((el) => el.textContent?.slice(0, 40)),
      );
      expect(spaced).toEqual([]);
    });
  }
});

test.describe('page views', () => {
  test('one view is counted on the first load and on every client-side path change', async ({ page }) => {
    const reported: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pageviews') {
        reported.push(request.postDataJSON());
      }
    });
    await page.goto('/ko');
    await markWindow(page);
    await expect.poll(() => reported.length).toBe(1);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: '아카이브' }).click();
    await expect(page).toHaveURL(/\/ko\/archive$/);
    await footer.getByRole('link', { name: '소개' }).click();
    await expect(page).toHaveURL(/\/ko\/about$/);
    await expect
      .poll(() => reported)
      .toEqual([
        { path: '/ko', language: 'ko' },
        { path: '/ko/archive', language: 'ko' },
        { path: '/ko/about', language: 'ko' },
      ]);
    expect(await isSameWindow(page)).toBe(true);
  });
});

test.describe('language', () => {
  test('switching swaps the path, keeps the page, stores the choice and does not reload', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en/archive');
    await markWindow(page);
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: '日本語' }).click();
    } else {
      await page.getByRole('button', { name: /Current language/ }).click();
      await page.getByRole('menuitemradio', { name: '日本語' }).click();
    }
    await expect(page).toHaveURL(/\/ja\/archive$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Archive');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');
    expect(await isSameWindow(page)).toBe(true);

    // A language reached by its URL is a change too.
    await page.goto('/de/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
  });

  test('the article page refetches and updates its title and alternates in the new language', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/en/news/interstellar-object-confirmed-chile-observatory');
    const englishTitle = await page.title();
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: '한국어' }).click();
    } else {
      await page.getByRole('button', { name: /Current language/ }).click();
      await page.getByRole('menuitemradio', { name: '한국어' }).click();
    }
    await expect(page).toHaveURL(/\/ko\/news\/interstellar-object-confirmed-chile-observatory$/);
    await expect(page).not.toHaveTitle(englishTitle);
    await expect(page.locator('h1')).toContainText('칠레');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ko\/news\//);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ko_KR');
  });
});

test.describe('article', () => {
  test('renders structured content, source box, newsroom card and related articles', async ({ page }) => {
    await page.goto('/en/news/interstellar-object-confirmed-chile-observatory');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('interstellar');
    await expect(page.getByText('Breaking', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    const source = page.locator('aside[aria-labelledby="source-box-title"]');
    await expect(source.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(source.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Related Articles' }).locator('article')).toHaveCount(4);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('NewsArticle');
    await expectNoSeriousA11yViolations(page);
  });

  test('copies the link when the device cannot share, and saves the article on the device', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/news/nigeria-central-bank-emergency-naira-measures');
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share' }).first().click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '/en/news/nigeria-central-bank-emergency-naira-measures',
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/en/saved');
    await expect(page.getByRole('heading', { name: /Nigeria/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a missing article answers 404 with "Article Not Found"', async ({ page }) => {
    const response = await page.goto('/en/news/no-such-story');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('addresses holding a NUL character are a missing article and a plain search, never a failure', async ({
    request,
  }) => {
    expect((await request.get('/en/news/a%00b')).status()).toBe(404);
    const searched = await request.get('/en?search=climate%00change');
    expect(searched.status()).toBe(200);
    expect(await searched.text()).toContain('climate change');
  });

  test('says "Loading article..." while a slow article loads, and "Article Not Found" when it fails', async ({
    page,
  }) => {
    await page.goto('/en');
    await markWindow(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The article call is held, then fails as a broken server would.
    await page.route(/\/api\/news\/[a-z0-9-]+\?language=en$/, async (route) => {
      await released;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' });
    });
    await page.locator('main article h3 a').first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    expect(await isSameWindow(page)).toBe(true);
  });
});

test.describe('valid documents', () => {
  test('the article page as sent has no id twice, and its pictures carry no hover title', async ({
    request,
  }) => {
    // Streamed: the related articles' loading grid and the loaded one are both in the document until the swap.
    const html = await (await request.get('/en/news/interstellar-object-confirmed-chile-observatory')).text();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const path of ['/en', '/en/news/interstellar-object-confirmed-chile-observatory']) {
      const page = await (await request.get(path)).text();
      expect(page.match(/<img[^>]*\stitle=/g), path).toBeNull();
    }
  });
});

test.describe('archive', () => {
  test('lists days and opens one', async ({ page }) => {
    await page.goto('/en/archive');
    await expect(page.getByText('Browse historical news by date')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page
      .getByRole('link', { name: /View articles/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/archive\/\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText(/\d+ articles?$/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a day without articles says so', async ({ page }) => {
    await page.goto('/en/archive/2001-01-01');
    await expect(page.getByRole('heading', { name: 'No Articles' })).toBeVisible();
    await expect(page.getByText(/No articles were published on Monday, January 1, 2001\./)).toBeVisible();
  });

  test('redirects the language-less forms to English', async ({ page }) => {
    await page.goto('/archive');
    await expect(page).toHaveURL(/\/en\/archive$/);
    await page.goto('/today');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('not found', () => {
  test('answers 404 with search, recent articles, categories and quick links', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="not-found-recent"] article')).toHaveCount(3);
    await expect(page.locator('nav[aria-labelledby="not-found-categories"] a')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    const box = page.getByRole('searchbox', { name: 'Search the news' });
    await box.fill('   ');
    await expect(page.getByRole('search').getByRole('button')).toBeDisabled();
    await box.fill('cacao');
    await page.getByRole('search').getByRole('button').click();
    await expect(page).toHaveURL(/\/en\?search=cacao$/);
    await expect(page.getByText('1 article found')).toBeVisible();
  });

  test('an unknown path outside any language is 404 in the browser language', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('every way to a missing page is titled 404 and kept out of search engines', async ({ request }) => {
    for (const path of ['/nope', '/xx/about', '/en/no-such-page', '/en/archive/not-a-date']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<title>404 | Tidings</title>');
      expect(html, path).toContain('<meta name="robots" content="noindex"');
    }
  });
});

test.describe('static pages', () => {
  for (const path of ['/en/about', '/ko/privacy-policy', '/hi/terms-of-service']) {
    test(`${path} renders and is accessible`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the About page counts its publishers and languages, and states the demo’s claims as its own', async ({
    page,
  }) => {
    await page.goto('/en/about');
    const main = page.locator('#main-content');
    // Counted from the database: the source catalogue's enabled publishers, the demo edition's languages.
    await expect(main.locator('[data-stat="publishers"]')).toHaveText(/^[\d,]+publishers monitored$/);
    await expect(main.locator('[data-stat="languages"]')).toHaveText('11languages with stories');
    // The demo edition's site settings: the spec's statements (tests/e2e/site-settings.spec.ts edits them).
    await expect(main.locator('[data-stat="readers"]')).toHaveText('50M+readers');
    await expect(main.locator('[data-stat="readerCountries"]')).toHaveText('180+countries where we are read');
    await expect(main.locator('[data-stat="experience"]')).toHaveText('7+years of experience');
    await expect(main.locator('[data-claim="accuracy"]')).toContainText('98% claimed');
    await expect(main.locator('[data-claim="uptime"]')).toContainText('99.9% claimed');
  });

  test('terms have 10 sections and the green box; privacy has 8', async ({ page }) => {
    await page.goto('/en/terms-of-service');
    await expect(page.locator('article section h2')).toHaveCount(10);
    // The green box, once: readers have no accounts, so no change is announced by e-mail.
    await expect(page.getByText(/We announce significant changes on the website\./)).toHaveCount(1);
    await expect(page.getByText(/announce[^.]*by email/)).toHaveCount(0);
    await page.goto('/en/privacy-policy');
    await expect(page.locator('article section h2')).toHaveCount(8);
    await expect(page.getByText('Last updated: January 6, 2025')).toBeVisible();
  });
});

test.describe('contact', () => {
  test('shows the validation messages, then sends and resets', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Full name').fill('Mina Park');
    await page.getByLabel('Email').fill('mina@example.org');
    await page.getByLabel('Subject').fill('A question about sources');
    await page.getByLabel('Message', { exact: true }).fill('How do you choose which publishers to follow?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.status() === 201);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await sent;
    await expect(page.getByText('Message Sent!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('');
  });

  test('keeps the form and shows an error when the server refuses', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, body: '{"error":"internal","message":"x"}' }),
    );
    await page.goto('/en/contact');
    await page.getByLabel('Full name').fill('Mina Park');
    await page.getByLabel('Email').fill('mina@example.org');
    await page.getByLabel('Subject').fill('A question about sources');
    await page.getByLabel('Message', { exact: true }).fill('How do you choose which publishers to follow?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message not sent', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Mina Park');
  });
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });
  test('follows the system setting and stays readable', async ({ page }) => {
    await page.goto('/en');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  const pages = [
    '/en',
    '/ko/news/interstellar-object-confirmed-chile-observatory',
    '/hi/archive',
    '/ja/contact',
    '/vi/about',
    '/de/terms-of-service',
    '/tr/privacy-policy',
    '/en/not-a-page',
  ];
  test('no page is wider than a 320 px screen', async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
