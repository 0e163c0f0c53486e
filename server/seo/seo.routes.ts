import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { errorResponse } from '../http/error-handler.ts';
import { CATEGORIES } from '#common/categories.ts';
import { LanguageSchema } from '#common/contracts/enums.ts';
import {
  articlesSitemap,
  newsSitemap,
  pagesSitemap,
  parseSitemapFile,
  robotsTxt,
  sitemapFileExists,
  sitemapIndex,
} from './sitemaps.ts';
import { atomFeed, rssFeed } from './feeds.ts';
import { webAppManifest } from './web-app-manifest.ts';
import { PreviewImages } from './preview-images.ts';

/**
 * Sitemaps are written as they are read from the database and are not kept by the response cache (a file can
 * be megabytes and crawlers ask rarely); shared caches may keep one an hour.
 */
const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600';

const LanguageParamsSchema = z.object({ lang: LanguageSchema });
const CategoryLanguageParamsSchema = z.object({ lang: LanguageSchema, category: z.enum(CATEGORIES) });

function xmlAnswer(c: Context, body: string, type = 'application/xml'): Response {
  return c.body(body, 200, { 'Content-Type': `${type}; charset=utf-8` });
}

/** A response whose body is written piece by piece as the generator yields. */
function streamedXml(pieces: AsyncGenerator<string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SITEMAP_CACHE_CONTROL },
  });
}

/**
 * robots.txt, the sitemaps, RSS and Atom feeds per language and category, the link-preview cards and the web
 * app manifest.
 */
export function registerSeoRoutes(app: ApiApp, deps: AppDeps): void {
  const { siteUrl, siteName } = deps.config;

  app.get('/robots.txt', (c) => c.text(robotsTxt(siteUrl)));

  app.get('/sitemap.xml', async (c) => xmlAnswer(c, await sitemapIndex(deps.db, siteUrl)));
  app.get('/sitemaps/:file', async (c) => {
    const file = parseSitemapFile(c.req.param('file'));
    if (!file || !(await sitemapFileExists(deps.db, file)))
      return errorResponse(c, 'not_found', 'No such sitemap');
    if (file.kind === 'pages') return streamedXml(pagesSitemap(siteUrl));
    if (file.kind === 'news') return streamedXml(newsSitemap(deps.db, siteUrl, siteName, file.page));
    return streamedXml(articlesSitemap(deps.db, siteUrl, file.language, file.page));
  });

  const feed = (format: 'rss' | 'atom') => async (c: Context) => {
    const params = (c.req.param('category') ? CategoryLanguageParamsSchema : LanguageParamsSchema).safeParse(
      c.req.param(),
    );
    if (!params.success) return errorResponse(c, 'not_found', 'No such feed');
    const request = { ...params.data, language: params.data.lang, siteUrl, siteName };
    return format === 'rss'
      ? xmlAnswer(c, await rssFeed(deps.db, request), 'application/rss+xml')
      : xmlAnswer(c, await atomFeed(deps.db, request), 'application/atom+xml');
  };
  app.get('/:lang/feed.xml', feed('rss'));
  app.get('/:lang/atom.xml', feed('atom'));
  app.get('/:lang/:category/feed.xml', feed('rss'));
  app.get('/:lang/:category/atom.xml', feed('atom'));

  const previews = new PreviewImages(deps.db, siteName);
  app.get('/media/previews/:file', async (c) => {
    const answer = await previews.answer(c.req.param('file'));
    if (answer.kind === 'missing') return errorResponse(c, 'not_found', 'No such preview');
    if (answer.kind === 'moved') {
      // Kept an hour only: the card it points at changes again if the title does.
      c.header('Cache-Control', 'public, max-age=3600');
      return c.redirect(answer.path, 301);
    }
    const { bytes } = answer;
    return c.body(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Length': String(bytes.length),
    });
  });

  app.get('/:lang/manifest.webmanifest', (c) => {
    const params = LanguageParamsSchema.safeParse(c.req.param());
    if (!params.success) return errorResponse(c, 'not_found', 'No such manifest');
    return c.body(JSON.stringify(webAppManifest(params.data.lang, siteName)), 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
    });
  });
}
