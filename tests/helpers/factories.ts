import sharp from 'sharp';
import type { Database } from '#server/db/client.ts';
import { createArticle, type NewArticle } from '#server/news/create-article.ts';
import type { Language } from '#common/languages.ts';
import { feedItems, sources, storySources } from '#server/db/schema.ts';

let counter = 0;

/** A valid POST /api/news body; override any part. */
export function makeCreatePayload(
  overrides: { slug?: string; category?: string; thumbnail?: string | null } = {},
) {
  counter++;
  return {
    article: {
      slug: overrides.slug ?? `test-article-${counter}`,
      category: overrides.category ?? 'technology',
      country: 'kr',
      readingTime: 3,
      originalUrl: 'https://news.example/story',
      publishedAt: new Date().toISOString(),
      isBreaking: false,
    },
    translations: [
      { language: 'en', title: 'A test headline', summary: 'A short summary.', content: 'Body text.' },
      { language: 'ko', title: '시험 기사 제목', summary: '짧은 요약입니다.', content: '본문입니다.' },
    ],
    thumbnail: overrides.thumbnail ?? null,
  };
}

/** Inserts an article through the use case, with defaults for everything not given. */
export async function insertArticle(
  db: Database,
  fields: Partial<Omit<NewArticle, 'translations'>> & {
    translations?: Array<{ language: Language; title?: string; summary?: string; content?: string }>;
  } = {},
) {
  counter++;
  const { translations, ...rest } = fields;
  return createArticle(db, {
    slug: `article-${counter}`,
    category: 'world',
    country: 'US',
    readingTime: 2,
    publishedAt: new Date(),
    ...rest,
    translations: (translations ?? [{ language: 'en' }]).map((t) => ({
      language: t.language,
      title: t.title ?? `Title ${counter} ${t.language}`,
      summary: t.summary ?? `Summary ${counter} ${t.language}`,
      content: t.content ?? `Content ${counter} ${t.language}`,
    })),
  });
}

/** A small real PNG as bytes. */
export async function makePng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/**
 * A PNG with what photographs have and flat test pictures lack: smooth gradients and fine grain (a fixed
 * pattern, the same every run). AVIF pays on such pictures.
 */
export async function makePhotoLikePng(width = 1600, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = (seed >>> 24) % 12;
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x / width) * 200) + grain;
      pixels[i + 1] = Math.round((y / height) * 160) + 40 + grain;
      pixels[i + 2] = Math.round(((x + y) / (width + height)) * 120) + 80 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A data URL of the given bytes, declared with any media type. */
export function toDataUrl(bytes: Buffer, mediaType = 'image/png'): string {
  return `data:${mediaType};base64,${bytes.toString('base64')}`;
}

/**
 * Lists publishers' reports under a story, as the pipeline would: each report with its own source and feed
 * item (one source per publisher, made on first use).
 */
export async function insertReports(
  db: Database,
  articleId: number,
  reports: Array<{ publisher: string; language: string; title?: string; publishedAt?: Date }>,
) {
  for (const report of reports) {
    counter++;
    const feedUrl = `https://${report.publisher.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example/feed`;
    const [source] = await db
      .insert(sources)
      .values({ name: report.publisher, feedUrl, language: report.language, country: 'US' })
      .onConflictDoUpdate({ target: sources.feedUrl, set: { name: report.publisher } })
      .returning({ id: sources.id });
    const url = `${feedUrl.replace(/\/feed$/, '')}/story-${counter}`;
    const title = report.title ?? `Report ${counter}`;
    const publishedAt = report.publishedAt ?? new Date();
    const [item] = await db
      .insert(feedItems)
      .values({
        sourceId: source!.id,
        url,
        title,
        feedText: title,
        publishedAt,
        state: 'clustered',
        articleId,
      })
      .returning({ id: feedItems.id });
    await db.insert(storySources).values({
      articleId,
      feedItemId: item!.id,
      sourceId: source!.id,
      publisher: report.publisher,
      url,
      language: report.language,
      title,
      publishedAt,
    });
  }
}

/**
 * A feed item the pipeline held back (undated, by default) with its text, from a source of its own: what
 * "publish anyway" publishes. Returns the item's and the source's ids.
 */
export async function insertHeldItem(
  db: Database,
  item: { publisher: string; title: string; text: string; reason?: 'undated' | 'title-only' },
) {
  counter++;
  const feedUrl = `https://${item.publisher.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example/feed`;
  const [source] = await db
    .insert(sources)
    .values({ name: item.publisher, feedUrl, language: 'en', country: 'NZ', trustLevel: 'high' })
    .onConflictDoUpdate({ target: sources.feedUrl, set: { name: item.publisher } })
    .returning({ id: sources.id });
  const [row] = await db
    .insert(feedItems)
    .values({
      sourceId: source!.id,
      url: `${feedUrl.replace(/\/feed$/, '')}/story-${counter}`,
      title: item.title,
      feedText: item.text,
      pageText: item.text,
      state: 'held',
      heldReason: item.reason ?? 'undated',
      publishedAt: new Date(),
      language: 'en',
    })
    .returning({ id: feedItems.id });
  return { itemId: row!.id, sourceId: source!.id };
}
