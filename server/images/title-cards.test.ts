import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { openTestDatabase } from '#tests/helpers/test-database.ts';
import { adminJsonHeaders, createTestApp } from '#tests/helpers/test-app.ts';
import { insertArticle, makeCreatePayload, makePng, toDataUrl } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Article, ArticleDetail } from '#common/contracts/article.ts';
import { titleCardKey, titleCardPath } from '#common/media/title-cards.ts';
import { generateThumbnail } from './generate-thumbnail.ts';

describe('title cards in the page language', () => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const read = async <T>(path: string) => (await (await app.request(path)).json()) as T;
  const listed = async (id: number, language: string) =>
    (await read<Article[]>(`/api/news?limit=50&language=${language}`)).find((a) => a.id === id)!;

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('draws an English article on the Korean page with the category in Korean (경제), then with its Korean title once it has one', async () => {
    const article = await insertArticle(handle.db, {
      slug: 'rates-held',
      category: 'economy',
      translations: [{ language: 'en', title: 'Central bank holds rates' }],
    });
    await generateThumbnail(handle.db, article.id, { forceRegenerate: false }, 'Tidings');

    const english = await listed(article.id, 'en');
    const korean = await listed(article.id, 'ko');
    expect(english.thumbnailSmall).toBe(
      titleCardPath(
        article.id,
        'en',
        titleCardKey({ title: 'Central bank holds rates', label: 'Economy' }),
        'small',
      ),
    );
    // No Korean title yet: the English one, under the Korean name of the category.
    const firstKey = titleCardKey({ title: 'Central bank holds rates', label: '경제' });
    expect(korean.thumbnailSmall).toBe(titleCardPath(article.id, 'ko', firstKey, 'small'));
    expect(korean).toMatchObject({
      thumbnailMedium: titleCardPath(article.id, 'ko', firstKey, 'medium'),
      thumbnailSocial: titleCardPath(article.id, 'ko', firstKey, 'social'),
      imageUrl: titleCardPath(article.id, 'ko', firstKey, 'large'),
      imageAvifUrl: null,
    });

    const sizes: Array<[string | null, number, number]> = [
      [korean.thumbnailSmall, 400, 225],
      [korean.thumbnailMedium, 800, 450],
      [korean.thumbnailSocial, 1200, 630],
      [korean.imageUrl, 1600, 840],
    ];
    for (const [path, width, height] of sizes) {
      const res = await app.request(path!);
      expect(res.status, path!).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    const englishBytes = Buffer.from(await (await app.request(english.thumbnailSmall!)).arrayBuffer());
    const koreanBytes = Buffer.from(await (await app.request(korean.thumbnailSmall!)).arrayBuffer());
    expect(englishBytes.equals(koreanBytes)).toBe(false);

    // A Korean title arrives: the Korean page's card is drawn anew under a new address, the old one sends there.
    const patched = await app.request(`/api/news/${article.id}`, {
      method: 'PATCH',
      headers: adminJsonHeaders(),
      body: JSON.stringify({
        translations: [
          { language: 'ko', title: '중앙은행, 기준금리 동결', summary: '요약', content: '본문' },
        ],
      }),
    });
    expect(patched.status).toBe(200);
    const retitled = await listed(article.id, 'ko');
    const key = titleCardKey({ title: '중앙은행, 기준금리 동결', label: '경제' });
    expect(retitled.thumbnailSmall).toBe(titleCardPath(article.id, 'ko', key, 'small'));
    // An address never drawn whose key is not today's is sent on to today's card; one already drawn keeps
    // answering with what its key names (a page cached elsewhere still shows the card it linked).
    const moved = await app.request(`/media/cards/article-${article.id}-ko-zzzz-small.webp`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(retitled.thumbnailSmall);
    const earlier = await app.request(korean.thumbnailSmall!);
    expect(earlier.status).toBe(200);
    expect(Buffer.from(await earlier.arrayBuffer()).equals(koreanBytes)).toBe(true);
    const redrawn = Buffer.from(await (await app.request(retitled.thumbnailSmall!)).arrayBuffer());
    expect(redrawn.equals(koreanBytes)).toBe(false);
    expect((await listed(article.id, 'en')).thumbnailSmall).toBe(english.thumbnailSmall);

    // The article page has no search-engine crops of a card: its page's preview card stands for it.
    const detail = await read<ArticleDetail>(`/api/news/rates-held?language=ko`);
    expect(detail.thumbnailSmall).toBe(retitled.thumbnailSmall);
    expect(detail.pictureCrops).toEqual([]);
  });

  it('keeps an uploaded picture the same in every language', async () => {
    const res = await app.request('/api/news', {
      method: 'POST',
      headers: adminJsonHeaders(),
      body: JSON.stringify(makeCreatePayload({ slug: 'with-photo', thumbnail: toDataUrl(await makePng()) })),
    });
    const created = (await res.json()) as Article;
    const english = await listed(created.id, 'en');
    const japanese = await listed(created.id, 'ja');
    expect(english.thumbnailSmall).toMatch(/^\/media\/images\/\d+\/small\.webp$/);
    expect(japanese.thumbnailSmall).toBe(english.thumbnailSmall);
    const detail = await read<ArticleDetail>('/api/news/with-photo?language=ja');
    expect(detail.pictureCrops).toHaveLength(3);
  });

  it('answers 404 for cards of no article, of an unknown language or of an unknown size', async () => {
    const article = await insertArticle(handle.db);
    expect((await app.request(`/media/cards/article-999999-en-abc-small.webp`)).status).toBe(404);
    expect((await app.request(`/media/cards/article-${article.id}-xx-abc-small.webp`)).status).toBe(404);
    expect((await app.request(`/media/cards/article-${article.id}-en-abc-huge.webp`)).status).toBe(404);
    expect((await app.request(`/media/cards/article-${article.id}-en-abc-small.png`)).status).toBe(404);
    expect((await app.request(`/media/cards/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});
