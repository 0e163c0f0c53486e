import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { ArticleParamSchema } from '../http/id-params.ts';
import { createAdminRoute, createApiRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import {
  ArticleDetailSchema,
  ArticleSchema,
  BreakingArticleSchema,
  CreateArticleSchema,
  PatchArticleSchema,
  ReplaceArticleSchema,
} from '#common/contracts/article.ts';
import { patchArticle, replaceArticle, type ImageChange } from './edit-article.ts';
import { deleteArticle } from './delete-article.ts';
import {
  LanguageQuerySchema,
  ListNewsQuerySchema,
  ReaderLanguagesQuerySchema,
} from '#common/contracts/news-query.ts';
import { listNews } from './list-news.ts';
import { listBreaking } from './list-breaking.ts';
import { getArticle } from './get-article.ts';
import { listRelated } from './list-related.ts';
import { listTopStories } from './list-top-stories.ts';
import { TopStoriesQuerySchema, TopStorySchema } from '#common/contracts/top-stories.ts';
import { createArticle } from './create-article.ts';
import { decodeImageDataUrl } from '../images/decode-data-url.ts';
import { createImageVariants } from '../images/create-image-variants.ts';

const Slug = z.string().min(1).max(200);
const SlugParamSchema = z.object({ slug: Slug });
// One path for an article, /api/news/{article}: readers name it by slug, editors' writes by id (two templates
// differing only in the parameter's name would be one path to OpenAPI and to the router).
const ArticleSlugParamSchema = z.object({ article: Slug.describe("The article's slug") });

const listRoute = createApiRoute({
  method: 'get',
  path: '/api/news',
  operationId: 'listNews',
  tags: ['News'],
  summary: 'List articles, newest first; filter by category, UTC day or search text',
  request: { query: ListNewsQuerySchema },
  responses: { 200: jsonResponse(z.array(ArticleSchema), 'Articles') },
});

const breakingRoute = createApiRoute({
  method: 'get',
  path: '/api/news/breaking',
  operationId: 'listBreakingNews',
  tags: ['News'],
  summary: 'Breaking articles, newest first (the banner shows the first)',
  request: { query: ReaderLanguagesQuerySchema },
  responses: {
    200: jsonResponse(z.array(BreakingArticleSchema), 'Breaking articles'),
  },
});

const topRoute = createApiRoute({
  method: 'get',
  path: '/api/news/top',
  operationId: 'listTopStories',
  tags: ['News'],
  summary:
    'Top stories of the last 36 hours: the most reported (publishers and languages), weighed with recency; empty when fewer than 2',
  request: { query: TopStoriesQuerySchema },
  responses: {
    200: jsonResponse(z.array(TopStorySchema), 'Top stories, most important first'),
  },
});

const getRoute = createApiRoute({
  method: 'get',
  path: '/api/news/{article}',
  operationId: 'getArticle',
  tags: ['News'],
  summary: 'One article by slug',
  request: { params: ArticleSlugParamSchema, query: LanguageQuerySchema },
  responses: {
    200: jsonResponse(ArticleDetailSchema, 'The article with its sources'),
    ...errorResponses(404),
  },
});

const relatedRoute = createApiRoute({
  method: 'get',
  path: '/api/news/{slug}/related',
  operationId: 'listRelatedArticles',
  tags: ['News'],
  summary:
    "Up to 4 related articles: the same event's other stories first, then shared people, places or numbers, then the same category; never the article itself, never one without a summary",
  request: { params: SlugParamSchema, query: ReaderLanguagesQuerySchema },
  responses: { 200: jsonResponse(z.array(ArticleSchema), 'Related articles'), ...errorResponses(404) },
});

const createArticleRoute = createAdminRoute({
  method: 'post',
  path: '/api/news',
  operationId: 'createArticle',
  tags: ['News'],
  summary: 'Create an article with its translations and an optional thumbnail (admin)',
  request: { body: { content: { 'application/json': { schema: CreateArticleSchema } }, required: true } },
  responses: {
    201: jsonResponse(ArticleSchema, 'The created article'),
    ...errorResponses(409),
  },
});

/** Registers the /api/news calls. */
export function registerNewsRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;
  app.openapi(listRoute, async (c) => c.json(await listNews(db, c.req.valid('query')), 200));
  app.openapi(breakingRoute, async (c) => {
    const { language, languages } = c.req.valid('query');
    return c.json(await listBreaking(db, language, languages), 200);
  });
  app.openapi(topRoute, async (c) => {
    const { language, languages } = c.req.valid('query');
    return c.json(await listTopStories(db, language, { languages }), 200);
  });
  app.openapi(getRoute, async (c) =>
    c.json(await getArticle(db, c.req.valid('param').article, c.req.valid('query').language), 200),
  );
  app.openapi(relatedRoute, async (c) => {
    const { language, languages } = c.req.valid('query');
    return c.json(await listRelated(db, c.req.valid('param').slug, language, {}, languages), 200);
  });
  app.openapi(createArticleRoute, async (c) => {
    const { article, translations, thumbnail } = c.req.valid('json');
    const image = thumbnail ? await createImageVariants(decodeImageDataUrl(thumbnail)) : null;
    const created = await createArticle(db, {
      ...article,
      publishedAt: article.publishedAt ? new Date(article.publishedAt) : new Date(),
      translations,
      image: image ? { prepared: image, source: 'upload' } : null,
    });
    deps.onArticleChanged?.(created.id);
    return c.json(created, 201);
  });
}

const replaceRoute = createAdminRoute({
  method: 'put',
  path: '/api/news/{article}',
  operationId: 'replaceArticle',
  tags: ['News'],
  summary:
    'Replace an article: fields, the whole set of translations, and the thumbnail (null removes it) (admin)',
  request: {
    params: ArticleParamSchema,
    body: { content: { 'application/json': { schema: ReplaceArticleSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(ArticleSchema, 'The article with all its translations'),
    ...errorResponses(404, 409),
  },
});

const patchRoute = createAdminRoute({
  method: 'patch',
  path: '/api/news/{article}',
  operationId: 'patchArticle',
  tags: ['News'],
  summary:
    'Change part of an article: some fields, add or replace translations, remove languages, the thumbnail (admin)',
  request: {
    params: ArticleParamSchema,
    body: { content: { 'application/json': { schema: PatchArticleSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(ArticleSchema, 'The article with all its translations'),
    ...errorResponses(404, 409),
  },
});

const deleteRoute = createAdminRoute({
  method: 'delete',
  path: '/api/news/{article}',
  operationId: 'deleteArticle',
  tags: ['News'],
  summary: 'Delete an article with its translations and picture (admin)',
  request: { params: ArticleParamSchema },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(404) },
});

/** A thumbnail field: a new picture from a data URL, null to remove it, undefined to keep it. */
async function readImageChange(thumbnail: string | null | undefined): Promise<ImageChange> {
  if (thumbnail === undefined) return undefined;
  if (thumbnail === null || thumbnail === '') return null;
  return { prepared: await createImageVariants(decodeImageDataUrl(thumbnail)), source: 'upload' };
}

/** Registers the editors' PUT, PATCH and DELETE /api/news/{article}, by the article's id. */
export function registerArticleEditingRoutes(app: ApiApp, deps: AppDeps): void {
  const { db } = deps;
  app.openapi(replaceRoute, async (c) => {
    const { article, translations, thumbnail } = c.req.valid('json');
    const image = await readImageChange(thumbnail);
    const saved = await replaceArticle(db, c.req.valid('param').article, { article, translations, image });
    deps.onArticleChanged?.(saved.id);
    return c.json(saved, 200);
  });
  app.openapi(patchRoute, async (c) => {
    const { article, translations, removeLanguages, thumbnail } = c.req.valid('json');
    const image = await readImageChange(thumbnail);
    const saved = await patchArticle(db, c.req.valid('param').article, {
      article,
      translations,
      removeLanguages,
      image,
    });
    deps.onArticleChanged?.(saved.id);
    return c.json(saved, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deleteArticle(db, c.req.valid('param').article);
    return c.body(null, 204);
  });
}
