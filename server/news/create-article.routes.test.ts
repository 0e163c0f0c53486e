import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { openTestDatabase, testDatabaseKinds } from '#tests/helpers/test-database.ts';
import { adminAuthHeader, adminJsonHeaders, createTestApp } from '#tests/helpers/test-app.ts';
import { makeCreatePayload, makePng, toDataUrl } from '#tests/helpers/factories.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { queryRows } from '../db/query-rows.ts';
import { createArticle } from './create-article.ts';
import type { Article } from '#common/contracts/article.ts';

describe.each(testDatabaseKinds())('POST /api/news on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  const post = (body: unknown, headers: Record<string, string> = adminJsonHeaders()) =>
    app.request('/api/news', {
      method: 'POST',
      headers,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const count = async () =>
    Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from articles`))[0]?.n);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    app = createTestApp(handle.db);
  });
  afterAll(async () => handle.close());

  it('refuses a date PostgreSQL cannot hold or no story has (the year 0000, the year 3000) with 400, storing nothing', async () => {
    const before = await count();
    for (const publishedAt of ['0000-01-01T00:00:00Z', '1899-12-31T23:00:00Z', '3000-01-01T00:00:00Z']) {
      const payload = makeCreatePayload();
      const res = await post({ ...payload, article: { ...payload.article, publishedAt } });
      expect(res.status, publishedAt).toBe(400);
      expect(await res.json()).toEqual({
        error: 'bad_request',
        message: expect.stringContaining('publishedAt must be a date between the years 1900 and 2999'),
        field: 'article.publishedAt',
      });
    }
    expect(await count()).toBe(before);
  });

  it('creates an article with translations and an uploaded image', async () => {
    const payload = makeCreatePayload({
      slug: 'bridge-opens',
      thumbnail: toDataUrl(await makePng(1600, 900)),
    });
    const res = await post(payload);
    expect(res.status).toBe(201);
    const article = (await res.json()) as Article;
    expect(article).toMatchObject({ slug: 'bridge-opens', country: 'KR', readingTime: 3, isBreaking: false });
    expect(article.availableLanguages).toEqual(['en', 'ko']);
    expect(article.thumbnailSmall).toMatch(/^\/media\/images\/\d+\/small\.webp$/);

    const image = await app.request(article.thumbnailSmall!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 225]);

    const social = await sharp(
      Buffer.from(await (await app.request(article.thumbnailSocial!)).arrayBuffer()),
    ).metadata();
    expect([social.width, social.height]).toEqual([1200, 630]);

    const thumb = await app.request(`/api/thumbnails/${article.id}`);
    expect(thumb.status).toBe(200);
    expect(((await thumb.json()) as { imageBase64: string }).imageBase64).toMatch(
      /^data:image\/webp;base64,/,
    );
  });

  it('answers 401 with a challenge, and writes nothing, without the right credentials', async () => {
    const before = await count();
    for (const headers of [
      { 'Content-Type': 'application/json' } as Record<string, string>,
      { ...adminJsonHeaders(), Authorization: adminAuthHeader('wrong-password') },
    ]) {
      const res = await post(makeCreatePayload(), headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(await res.json()).toMatchObject({ error: 'unauthorized' });
    }
    expect(await count()).toBe(before);
  });

  it('refuses cross-site writes (403) and bodies that are not JSON (415)', async () => {
    const foreign = await post(makeCreatePayload(), adminJsonHeaders({ Origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    const form = await post(
      'slug=x',
      adminJsonHeaders({ 'Content-Type': 'application/x-www-form-urlencoded' }),
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers 409 for a slug that is taken', async () => {
    expect((await post(makeCreatePayload({ slug: 'same-slug' }))).status).toBe(201);
    const again = await post(makeCreatePayload({ slug: 'same-slug' }));
    expect(again.status).toBe(409);
    // The field lets the admin form show the refusal on the slug.
    expect(await again.json()).toMatchObject({ error: 'conflict', field: 'article.slug' });
  });

  it('answers 400 for invalid fields and malformed JSON', async () => {
    const bad = makeCreatePayload();
    bad.article.slug = 'Not A Slug';
    const res = await post(bad);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: expect.stringMatching(/^article\.slug: /),
      field: 'article.slug',
    });
    expect((await post('{"article":')).status).toBe(400);
  });

  it('refuses a country code ISO 3166-1 does not have ("KO" for Korea), naming the field, and takes KR', async () => {
    const payload = makeCreatePayload({ slug: 'seoul-subway-line' });
    const refused = await post({ ...payload, article: { ...payload.article, country: 'KO' } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'bad_request',
      message: 'article.country: "KO" is not an ISO 3166-1 country code (Korea is KR)',
      field: 'article.country',
    });
    expect((await post({ ...payload, article: { ...payload.article, country: 'KR' } })).status).toBe(201);
  });

  it('refuses SVG (415), files that are not images (415) and images over 5 MB (413)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const thumbnail of [
      toDataUrl(svg, 'image/svg+xml'),
      toDataUrl(svg, 'image/png'),
      toDataUrl(Buffer.from('text')),
    ]) {
      const res = await post(makeCreatePayload({ thumbnail }));
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ field: 'thumbnail' });
    }
    const huge = await post(
      makeCreatePayload({ thumbnail: toDataUrl(Buffer.alloc(5 * 1024 * 1024 + 100, 7)) }),
    );
    expect(huge.status).toBe(413);
    const tooBig = await post({ padding: 'x'.repeat(9 * 1024 * 1024) });
    expect(tooBig.status).toBe(413);
  });

  it('writes nothing when any part fails (one transaction)', async () => {
    const before = await count();
    await expect(
      createArticle(handle.db, {
        slug: 'half-written',
        category: 'world',
        country: 'US',
        readingTime: 2,
        publishedAt: new Date(),
        // The same language twice breaks the unique index on the second translation row.
        translations: [
          { language: 'en', title: 'a', summary: 'b', content: 'c' },
          { language: 'en', title: 'a', summary: 'b', content: 'c' },
        ],
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it('never answers 5xx to any JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            article: fc.record(
              {
                slug: fc.oneof(fc.string(), fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,8})?$/)),
                category: fc.oneof(fc.string(), fc.constantFrom('world', 'economy', 'environment')),
                country: fc.oneof(fc.string({ maxLength: 3 }), fc.constant('US')),
                readingTime: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double(), fc.string()),
                originalUrl: fc.oneof(fc.webUrl(), fc.string(), fc.constant(null)),
              },
              { requiredKeys: [] },
            ),
            translations: fc.array(
              fc.record(
                {
                  language: fc.oneof(fc.constantFrom('en', 'ko', 'ja', 'xx'), fc.string()),
                  title: fc.string(),
                  summary: fc.string(),
                  content: fc.string(),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 3 },
            ),
            thumbnail: fc.oneof(fc.constant(null), fc.string(), fc.constant('data:image/png;base64,AAAA')),
          }),
        ),
        async (body) => {
          const res = await post(body);
          expect(res.status).toBeGreaterThanOrEqual(200);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
