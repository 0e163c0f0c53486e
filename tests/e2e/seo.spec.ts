import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { parseHTML } from 'linkedom';

// What search engines, feed readers and chat apps read from the server's first HTML, fetched without a browser:
// for each page type in en, ko and hi.

const LANGUAGES = ['en', 'ko', 'ja', 'es', 'de', 'fr', 'id', 'hi', 'vi', 'pt', 'tr'];
const OG_LOCALES: Record<string, string> = { en: 'en_US', ko: 'ko_KR', hi: 'hi_IN' };
const HOSTILE_TITLE = '</script><script>alert(1)</script> "Quotes" & ampersands \u202Eright-to-left\u202C';
const ADMIN = `Basic ${Buffer.from('admin:e2e-admin-password').toString('base64')}`;

let base = '';
let demoSlug = '';
let archiveDay = '';
const created: number[] = [];

/** The head of a page as the server sends it. */
async function head(path: string) {
  const response = await fetch(new URL(path, base));
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const { document } = parseHTML(html);
  const meta = (key: string) =>
    document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const metas = (key: string) =>
    [...document.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'));
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
  );
  // React writes the attribute as "hrefLang"; HTML attribute names are case-insensitive, linkedom's are not.
  const hreflang = Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"]')]
      .map((l) => [l.getAttribute('hreflang') ?? l.getAttribute('hrefLang'), l.getAttribute('href')])
      .filter(([language]) => language !== null),
  );
  return { html, document, meta, metas, jsonLd, hreflang };
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function createArticle(body: unknown): Promise<number> {
  const response = await fetch(new URL('/api/news', base), {
    method: 'POST',
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  const article = (await response.json()) as { id: number };
  created.push(article.id);
  return article.id;
}

test.describe('what the server tells search engines and link previews', () => {
  test.beforeAll(async ({ baseURL }) => {
    base = baseURL!;
    // A demo story in all 11 languages, named: the newest one may be another test's story in fewer languages.
    demoSlug = 'interstellar-object-confirmed-chile-observatory';
    const days = (await (await fetch(new URL('/api/archive?language=en', base))).json()) as Array<{
      date: string;
    }>;
    archiveDay = days[0]!.date;
    // Long ago, so that they sit below everything the other tests look at.
    const article = (slug: string) => ({
      slug,
      category: 'technology',
      country: 'us',
      readingTime: 2,
      originalUrl: 'https://news.example/story',
      publishedAt: '2020-02-02T10:00:00.000Z',
      isBreaking: false,
    });
    await createArticle({
      article: article('seo-hostile-title'),
      translations: [
        { language: 'en', title: HOSTILE_TITLE, summary: `${HOSTILE_TITLE} summary`, content: 'Body.' },
        { language: 'hi', title: HOSTILE_TITLE, summary: 'सारांश', content: 'मुख्य भाग।' },
      ],
      thumbnail: null,
    });
    await createArticle({
      article: { ...article('seo-korean-only'), originalLanguage: 'ko' },
      translations: [
        { language: 'ko', title: '한국어로만 쓴 기사', summary: '요약입니다.', content: '본문입니다.' },
      ],
      thumbnail: null,
    });
  });

  test.afterAll(async () => {
    for (const id of created) {
      await fetch(new URL(`/api/news/${id}`, base), {
        method: 'DELETE',
        headers: { Authorization: ADMIN, Origin: base },
      });
    }
  });

  const pages = [
    { type: 'home', path: () => '' },
    { type: 'article', path: () => `/news/${demoSlug}` },
    { type: 'archive', path: () => '/archive' },
    { type: 'archive day', path: () => `/archive/${archiveDay}` },
    { type: 'about', path: () => '/about' },
    { type: 'contact', path: () => '/contact' },
    { type: 'privacy', path: () => '/privacy-policy' },
    { type: 'terms', path: () => '/terms-of-service' },
  ];

  for (const language of ['en', 'ko', 'hi']) {
    for (const page of pages) {
      test(`${page.type} in ${language}: title, description, canonical, hreflang, Open Graph, card, feeds, manifest`, async () => {
        const path = `/${language}${page.path()}`;
        const { document, meta, metas, hreflang, jsonLd } = await head(path);
        const canonical = `${base}${path}`;
        expect(document.title.trim()).not.toBe('');
        expect(meta('description')?.trim()).toBeTruthy();
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
        // Demo articles exist in all 11 languages, like the site's own pages.
        expect(Object.keys(hreflang).sort()).toEqual([...LANGUAGES, 'x-default'].sort());
        for (const l of LANGUAGES) expect(hreflang[l]).toBe(`${base}/${l}${page.path()}`);
        expect(hreflang['x-default']).toBe(`${base}/en${page.path()}`);

        expect(meta('og:type')).toBe(page.type === 'article' ? 'article' : 'website');
        expect(meta('og:title')).toBeTruthy();
        expect(meta('og:description')).toBeTruthy();
        expect(meta('og:url')).toBe(canonical);
        expect(meta('og:site_name')).toBe('Tidings');
        expect(meta('og:locale')).toBe(OG_LOCALES[language]);
        expect(metas('og:locale:alternate')).toHaveLength(10);
        expect(meta('og:image')).toMatch(
          new RegExp(`^${base}/media/previews/(site|article-\\d+)-${language}-\\w+\\.png$`),
        );
        expect(meta('og:image:width')).toBe('1200');
        expect(meta('og:image:height')).toBe('630');
        expect(meta('og:image:alt')).toBeTruthy();
        expect(meta('twitter:card')).toBe('summary_large_image');

        expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
          `/${language}/manifest.webmanifest`,
        );
        expect(document.querySelector('link[type="application/rss+xml"]')?.getAttribute('href')).toBe(
          `/${language}/feed.xml`,
        );
        expect(document.querySelector('link[type="application/atom+xml"]')?.getAttribute('href')).toBe(
          `/${language}/atom.xml`,
        );

        const types = jsonLd.map((d) => d['@type']);
        if (page.type === 'home') {
          const site = jsonLd.find((d) => d['@type'] === 'WebSite')!;
          expect(site.potentialAction).toMatchObject({
            '@type': 'SearchAction',
            target: { urlTemplate: `${base}/${language}?search={search_term_string}` },
            'query-input': 'required name=search_term_string',
          });
        }
        if (page.type === 'archive' || page.type === 'archive day') {
          const trail = jsonLd.find((d) => d['@type'] === 'BreadcrumbList')!;
          const items = trail.itemListElement as Array<{ position: number; item: string; name: string }>;
          expect(items.map((i) => i.item)).toEqual([
            `${base}/${language}`,
            `${base}/${language}/archive`,
            ...(page.type === 'archive day' ? [canonical] : []),
          ]);
          expect(items.every((i) => i.name.trim() !== '')).toBe(true);
        }
        if (page.type === 'article') {
          expect(document.title).toMatch(/ \| Tidings$/);
          expect(meta('article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
          expect(meta('article:modified_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
          expect(meta('article:section')).toBeTruthy();
          const news = jsonLd.find((d) => d['@type'] === 'NewsArticle')!;
          expect(news).toMatchObject({
            '@context': 'https://schema.org',
            inLanguage: language,
            isAccessibleForFree: true,
            mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
            publisher: { '@type': 'Organization', name: 'Tidings', logo: { '@type': 'ImageObject' } },
          });
          expect(`${news.headline as string} | Tidings`).toBe(document.title);
          for (const field of ['description', 'datePublished', 'dateModified', 'author'])
            expect(news[field]).toBeTruthy();
          // The demo article has no photograph: its picture is a title card, which crops would cut, so search
          // engines get the page's own preview card, in the page's language (crops of photographs are tested
          // in server/images/title-cards.test.ts).
          expect(news.image).toEqual([meta('og:image')]);
          expect(meta('og:image')).toMatch(
            new RegExp(`/media/previews/article-\\d+-${language}-\\w+\\.png$`),
          );
        } else {
          expect(types).not.toContain('NewsArticle');
        }
      });
    }
  }

  test('the preview pictures are 1200x630 PNGs, cached for good', async () => {
    for (const path of ['/ko', `/hi/news/${demoSlug}`, '/en/news/seo-hostile-title']) {
      const { meta } = await head(path);
      const response = await fetch(meta('og:image')!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    }
  });

  test('a hostile title is text everywhere: the title, Open Graph, JSON-LD and the preview', async () => {
    for (const language of ['en', 'hi']) {
      const { html, document, meta, jsonLd } = await head(`/${language}/news/seo-hostile-title`);
      expect(html).not.toContain('<script>alert(1)');
      expect(document.title).toBe(`${HOSTILE_TITLE} | Tidings`);
      expect(meta('og:title')).toBe(HOSTILE_TITLE);
      const news = jsonLd.find((d) => d['@type'] === 'NewsArticle')!;
      expect(news.headline).toBe(HOSTILE_TITLE);
      // The data script holds no "<" at all: the title cannot close it.
      const raw = [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => s.innerHTML)
        .join('');
      expect(raw).not.toContain('<');
    }
  });

  test('an article read in a language it lacks points search engines at the language it has', async () => {
    const { document, hreflang, meta } = await head('/en/news/seo-korean-only');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${base}/ko/news/seo-korean-only`,
    );
    expect(hreflang).toEqual({
      ko: `${base}/ko/news/seo-korean-only`,
      'x-default': `${base}/ko/news/seo-korean-only`,
    });
    expect(meta('og:url')).toBe(`${base}/ko/news/seo-korean-only`);
    // The Korean text is marked as Korean inside the English page, and the page says it is shown as a fallback.
    expect(document.querySelector('article')?.getAttribute('lang')).toBe('ko');
    expect(document.querySelector('article h1')?.textContent).toBe('한국어로만 쓴 기사');
    expect(document.querySelector('article p[lang="en"]')?.textContent).toBe(
      'This article is not yet available in your language; it is shown in Korean.',
    );
  });

  test('the About page states "7+ years of experience" in every language', async () => {
    // The figure is the demo edition's site setting (the spec's "7+"), its label the page's own text.
    for (const language of LANGUAGES) {
      const catalog = JSON.parse(fs.readFileSync(`app/i18n/locales/${language}/pages.json`, 'utf8')) as {
        about: { stats: { experience: string } };
      };
      const { document } = await head(`/${language}/about`);
      const figures = [...document.querySelectorAll('main li')].map((li) => li.textContent ?? '');
      expect(figures, language).toContainEqual(expect.stringContaining('7+'));
      const experience = figures.find((text) => text.includes('7+'));
      expect(experience, language).toContain(catalog.about.stats.experience);
    }
  });

  test('robots.txt names the sitemap, whose files are reachable', async () => {
    const robots = await (await fetch(new URL('/robots.txt', base))).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    const index = await (await fetch(new URL('/sitemap.xml', base))).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${base}/sitemaps/articles-hi-1.xml`);
    for (const file of files) expect((await fetch(file)).status, file).toBe(200);
  });
});
