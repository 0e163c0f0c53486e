import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { adminSecurity, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { requireAdmin } from '../http/admin-auth.ts';
import { ArticleSchema, BreakingArticleSchema, CreateArticleSchema } from '../../common/contracts/article.ts';
import { LanguageQuerySchema, ListNewsQuerySchema } from '../../common/contracts/news-query.ts';
import { listNews } from './list-news.ts';
import { listBreaking } from './list-breaking.ts';
import { getArticle } from './get-article.ts';
import { listRelated } from './list-related.ts';
import { createArticle } from './create-article.ts';
import { decodeImageDataUrl } from '../images/decode-data-url.ts';
import { createImageVariants } from '../images/create-image-variants.ts';

const SlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/news',
  tags: ['News'],
  summary: 'List articles, newest first; filter by category, UTC day or search text',
  request: { query: ListNewsQuerySchema },
  responses: { 200: jsonResponse(z.array(ArticleSchema), 'Articles'), ...errorResponses(400) },
});

const breakingRoute = createRoute({
  method: 'get',
  path: '/api/news/breaking',
  tags: ['News'],
  summary: 'Breaking articles, newest first (the banner shows the first)',
  request: { query: LanguageQuerySchema },
  responses: {
    200: jsonResponse(z.array(BreakingArticleSchema), 'Breaking articles'),
    ...errorResponses(400),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/news/{slug}',
  tags: ['News'],
  summary: 'One article by slug',
  request: { params: SlugParamSchema, query: LanguageQuerySchema },
  responses: { 200: jsonResponse(ArticleSchema, 'The article'), ...errorResponses(400, 404) },
});

const relatedRoute = createRoute({
  method: 'get',
  path: '/api/news/{slug}/related',
  tags: ['News'],
  summary: 'Up to 4 related articles: same category first, never the article itself',
  request: { params: SlugParamSchema, query: LanguageQuerySchema },
  responses: { 200: jsonResponse(z.array(ArticleSchema), 'Related articles'), ...errorResponses(400, 404) },
});

const createArticleRoute = createRoute({
  method: 'post',
  path: '/api/news',
  tags: ['News'],
  summary: 'Create an article with its translations and an optional thumbnail (admin)',
  security: adminSecurity,
  request: { body: { content: { 'application/json': { schema: CreateArticleSchema } }, required: true } },
  responses: {
    201: jsonResponse(ArticleSchema, 'The created article'),
    ...errorResponses(400, 401, 403, 409, 413, 415),
  },
});

/** Registers the /api/news calls. */
export function registerNewsRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;
  app.openapi(listRoute, async (c) => c.json(await listNews(db, c.req.valid('query')), 200));
  app.openapi(breakingRoute, async (c) => c.json(await listBreaking(db, c.req.valid('query').language), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await getArticle(db, c.req.valid('param').slug, c.req.valid('query').language), 200),
  );
  app.openapi(relatedRoute, async (c) =>
    c.json(await listRelated(db, c.req.valid('param').slug, c.req.valid('query').language), 200),
  );
  app.use('/api/news', async (c, next) =>
    c.req.method === 'POST' ? requireAdmin(deps.adminPassword, 'json')(c, next) : next(),
  );
  app.openapi(createArticleRoute, async (c) => {
    const { article, translations, thumbnail } = c.req.valid('json');
    const image = thumbnail ? await createImageVariants(decodeImageDataUrl(thumbnail)) : null;
    const created = await createArticle(db, {
      ...article,
      publishedAt: article.publishedAt ? new Date(article.publishedAt) : new Date(),
      translations,
      image: image ? { prepared: image, source: 'upload' } : null,
    });
    return c.json(created, 201);
  });
}
