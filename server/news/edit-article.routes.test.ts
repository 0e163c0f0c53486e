import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminJsonHeaders, createTestApp, TEST_SITE_URL } from '#tests/helpers/test-app.ts';
import {
  insertArticle,
  makeCreatePayload,
  makePhotoLikePng,
  makePng,
  toDataUrl,
} from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { AdminArticlePage, Article } from '#common/contracts/article.ts';
import type { InboxPage } from '#common/contracts/admin-messages.ts';
import { articlesMissingPictures } from '../images/articles-missing-pictures.ts';
import { createLogger } from '../logger.ts';
import { createSafeFetch } from '../pipeline/fetch/safe-fetch.ts';
import { DEFAULT_PIPELINE_SETTINGS } from '../pipeline/pipeline-context.ts';
import { PipelineRunner } from '../pipeline/pipeline-runner.ts';

describe.each(testDatabaseKinds())('editing articles on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const call = (method: string, path: string, body?: unknown, headers = adminJsonHeaders()) =>
    app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const create = async (slug: string, thumbnail: string | null = null) =>
    (await (await call('POST', '/api/news', makeCreatePayload({ slug, thumbnail }))).json()) as Article;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('PUT replaces fields and the whole set of translations', async () => {
    const created = await create('put-target');
    const body = makeCreatePayload({ slug: 'put-target-renamed', category: 'sports' });
    body.translations = [
      { language: 'ja', title: '新しい見出し', summary: '要約', content: '本文' },
    ] as never;
    const res = await call('PUT', `/api/news/${created.id}`, body);
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Article;
    expect(saved).toMatchObject({ id: created.id, slug: 'put-target-renamed', category: 'sports' });
    expect(saved.translations.map((t) => t.language)).toEqual(['ja']);
    expect((await app.request('/api/news/put-target')).status).toBe(404);
    expect((await app.request('/api/news/put-target-renamed?language=ja')).status).toBe(200);
  });

  it('PATCH adds or replaces translations, removes languages, switches breaking, and keeps one translation', async () => {
    const created = await create('patch-target');
    const patched = (await (
      await call('PATCH', `/api/news/${created.id}`, {
        article: { isBreaking: true },
        translations: [
          { language: 'ko', title: '고친 제목', summary: '요약', content: '본문' },
          { language: 'hi', title: 'नया शीर्षक', summary: 'सारांश', content: 'पाठ' },
        ],
      })
    ).json()) as Article;
    expect(patched.isBreaking).toBe(true);
    expect(patched.translations.map((t) => [t.language, t.title])).toEqual([
      ['en', 'A test headline'],
      ['ko', '고친 제목'],
      ['hi', 'नया शीर्षक'],
    ]);
    const removed = (await (
      await call('PATCH', `/api/news/${created.id}`, { removeLanguages: ['en', 'hi'] })
    ).json()) as Article;
    expect(removed.translations.map((t) => t.language)).toEqual(['ko']);
    const last = await call('PATCH', `/api/news/${created.id}`, { removeLanguages: ['ko'] });
    expect(last.status).toBe(400);
    expect((await call('PATCH', `/api/news/${created.id}`, {})).status).toBe(400);
  });

  it('lets an article keep a category outside the admin list, but not move to one', async () => {
    const env = await insertArticle(handle.db, { slug: 'environment-story', category: 'environment' });
    expect(
      (await call('PATCH', `/api/news/${env.id}`, { article: { category: 'environment', readingTime: 4 } }))
        .status,
    ).toBe(200);
    const other = await create('world-story');
    expect(
      (await call('PATCH', `/api/news/${other.id}`, { article: { category: 'environment' } })).status,
    ).toBe(400);
  });

  it('answers 409 for a taken slug, 404 for a missing article, 401 and 403 for the wrong caller', async () => {
    const a = await create('first-slug');
    await create('second-slug');
    expect((await call('PATCH', `/api/news/${a.id}`, { article: { slug: 'second-slug' } })).status).toBe(409);
    expect((await call('PATCH', '/api/news/999999', { article: { readingTime: 3 } })).status).toBe(404);
    expect((await call('DELETE', '/api/news/999999')).status).toBe(404);
    const anonymous = { 'Content-Type': 'application/json', Origin: TEST_SITE_URL };
    expect(
      (await call('PATCH', `/api/news/${a.id}`, { article: { readingTime: 3 } }, anonymous)).status,
    ).toBe(401);
    expect((await call('DELETE', `/api/news/${a.id}`, undefined, anonymous)).status).toBe(401);
    const foreign = adminJsonHeaders({ Origin: 'https://elsewhere.example' });
    expect((await call('DELETE', `/api/news/${a.id}`, undefined, foreign)).status).toBe(403);
    expect((await app.request(`/api/news/first-slug`)).status).toBe(200);
  });

  it('replaces and removes the picture, and deletes the article with it', async () => {
    const created = await create('with-picture', toDataUrl(await makePng()));
    const first = created.thumbnailSmall!;
    const replaced = (await (
      await call('PATCH', `/api/news/${created.id}`, { thumbnail: toDataUrl(await makePng(800, 600)) })
    ).json()) as Article;
    expect(replaced.thumbnailSmall).not.toBe(first);
    expect((await app.request(first)).status).toBe(404);
    const cleared = (await (
      await call('PATCH', `/api/news/${created.id}`, { thumbnail: null })
    ).json()) as Article;
    expect(cleared.thumbnailSmall).toBeNull();
    expect((await app.request(replaced.thumbnailSmall!)).status).toBe(404);

    const again = (await (
      await call('PATCH', `/api/news/${created.id}`, { thumbnail: toDataUrl(await makePng()) })
    ).json()) as Article;
    const deleted = await call('DELETE', `/api/news/${created.id}`);
    expect(deleted.status).toBe(204);
    expect((await app.request('/api/news/with-picture')).status).toBe(404);
    expect((await app.request(again.thumbnailSmall!)).status).toBe(404);
  });

  it('lists articles for the admin: newest first, by slug or title, page by page, with all translations for editing', async () => {
    const list = (await (await call('GET', '/api/admin/articles?pageSize=2')).json()) as AdminArticlePage;
    expect(list.items).toHaveLength(2);
    expect(list.total).toBeGreaterThanOrEqual(5);
    const bySlug = (await (
      await call('GET', '/api/admin/articles?search=environment-story')
    ).json()) as AdminArticlePage;
    expect(bySlug.items.map((i) => i.slug)).toEqual(['environment-story']);
    const byTitle = (await (
      await call('GET', `/api/admin/articles?search=${encodeURIComponent('新しい')}`)
    ).json()) as AdminArticlePage;
    expect(byTitle.items.map((i) => i.slug)).toEqual(['put-target-renamed']);
    // Each row is named in Korean, the admin's language, when the article has it, else in English or its own.
    expect(byTitle.items[0]).toMatchObject({ title: '新しい見出し', language: 'ja' });
    expect(bySlug.items[0]).toMatchObject({ title: expect.stringMatching(/ en$/), language: 'en' });
    const withKorean = (await (
      await call('GET', '/api/admin/articles?search=second-slug')
    ).json()) as AdminArticlePage;
    expect(withKorean.items[0]).toMatchObject({ title: '시험 기사 제목', language: 'ko' });
    const one = (await (await call('GET', `/api/admin/articles/${bySlug.items[0]!.id}`)).json()) as Article;
    expect(one.slug).toBe('environment-story');
    expect(
      (await call('GET', '/api/admin/articles', undefined, { 'Content-Type': 'application/json' } as never))
        .status,
    ).toBe(401);
  });

  it("keeps readers' messages in an inbox that editors can mark as handled", async () => {
    const send = (subject: string) =>
      app.request('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
        body: JSON.stringify({
          name: 'Reader',
          email: 'r@example.org',
          subject,
          message: 'A message long enough.',
        }),
      });
    await send('First question');
    await send('Second question');
    const inbox = (await (await call('GET', '/api/admin/messages')).json()) as InboxPage;
    expect(inbox.items.map((m) => m.subject)).toEqual(['Second question', 'First question']);
    expect(inbox.unhandled).toBe(2);
    const marked = await call('PATCH', `/api/admin/messages/${inbox.items[1]!.id}`, { handled: true });
    expect(((await marked.json()) as { handledAt: string | null }).handledAt).not.toBeNull();
    expect(((await (await call('GET', '/api/admin/messages')).json()) as InboxPage).unhandled).toBe(1);
    expect((await call('PATCH', '/api/admin/messages/999999', { handled: true })).status).toBe(404);
  });

  it('draws a picture for every article that has none with the draw-title-card job, off the request path', async () => {
    // The server's runner, as main.ts wires it: at start for those missing one, and for each article saved.
    const fetch = createSafeFetch({
      userAgent: 'TidingsTest/1.0',
      timeoutMs: 1000,
      maxRedirects: 0,
      isAddressAllowed: () => false,
    });
    const deps = {
      db: handle.db,
      logger: createLogger('silent'),
      fetch,
      settings: DEFAULT_PIPELINE_SETTINGS,
    };
    const runner = new PipelineRunner(async () => deps, deps.logger, null, false);
    const drawing: Promise<void>[] = [];
    app = createTestApp(handle.db, { onArticleChanged: (id) => drawing.push(runner.drawTitleCards([id])) });
    const missing = await articlesMissingPictures(handle.db);
    expect(missing.length).toBeGreaterThan(0);
    await runner.drawTitleCards(missing);
    expect(await articlesMissingPictures(handle.db)).toEqual([]);
    const list = (await (await call('GET', '/api/admin/articles?pageSize=100')).json()) as AdminArticlePage;
    expect(list.items.every((i) => i.thumbnailSmall)).toBe(true);

    // Drawn cards get no AVIF copy (pages draw them per language); a photograph gets one where it is clearly
    // smaller, served as such.
    expect(
      await handle.db.query.imageVariants.findMany({ where: (v, { eq }) => eq(v.format, 'avif') }),
    ).toEqual([]);
    const photo = await create('with-photo', toDataUrl(await makePhotoLikePng()));
    const saved = await create('saved-without-picture');
    await Promise.all(drawing);
    expect(drawing).toHaveLength(2);
    expect(await articlesMissingPictures(handle.db)).toEqual([]);
    const card = (await (await app.request('/api/news/saved-without-picture')).json()) as Article;
    expect(card).toMatchObject({ id: saved.id, thumbnailSmall: expect.stringMatching(/^\/media\/cards\//) });
    const { imageUrl, imageAvifUrl } = (await (await app.request('/api/news/with-photo')).json()) as Article;
    expect(imageAvifUrl).toMatch(/\/large\.avif$/);
    const avif = await app.request(imageAvifUrl!);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const webp = await app.request(imageUrl!);
    expect((await avif.arrayBuffer()).byteLength).toBeLessThan((await webp.arrayBuffer()).byteLength);

    // Readers see the drawn pictures as title cards in their page's language.
    const articles = (await (await app.request('/api/news?limit=50&language=ko')).json()) as Article[];
    const drawn = articles.filter((a) => a.id !== photo.id);
    expect(drawn.length).toBeGreaterThan(0);
    for (const article of drawn) expect(article.thumbnailSmall).toMatch(/^\/media\/cards\/article-\d+-ko-/);
    expect(articles.find((a) => a.id === photo.id)?.thumbnailSmall).toMatch(/^\/media\/images\/\d+\//);
    await fetch.close();
  });
});
