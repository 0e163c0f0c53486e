import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { IdParamSchema } from '../http/id-params.ts';
import { createAdminRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import {
  HeldItemPageSchema,
  HeldItemQuerySchema,
  HeldTextListSchema,
  PublishedHeldItemSchema,
  PublishedHeldTextSchema,
  PublishHeldTextSchema,
} from '#common/contracts/held-items.ts';
import { discardHeldText, publishHeldText } from './accuracy/decide-held-text.ts';
import { listHeldTexts } from './accuracy/list-held-texts.ts';
import { listHeldItems } from './list-held-items.ts';
import type { PublishedStory } from './publish-held-item.ts';

const listRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/held-items',
  operationId: 'listHeldItems',
  tags: ['Pipeline'],
  summary: 'Feed items held back from publishing, newest first, with why (admin)',
  request: { query: HeldItemQuerySchema },
  responses: {
    200: jsonResponse(HeldItemPageSchema, 'One page of held items and the count for each reason'),
  },
});

const publishRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/held-items/{id}/publish',
  operationId: 'publishHeldItem',
  tags: ['Pipeline'],
  summary: 'Publish a held item anyway, as a story of its own (admin)',
  request: { params: IdParamSchema },
  responses: {
    201: jsonResponse(PublishedHeldItemSchema, 'The new article'),
    ...errorResponses(404, 409),
  },
});

const listTextsRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/held-texts',
  operationId: 'listHeldTexts',
  tags: ['Pipeline'],
  summary: 'Texts the accuracy check held for an editor, newest first, with the failing sentence (admin)',
  responses: { 200: jsonResponse(HeldTextListSchema, 'The held texts') },
});

const publishTextRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/held-texts/{id}/publish',
  operationId: 'publishHeldText',
  tags: ['Pipeline'],
  summary: 'Publish a held text as it is, or with a corrected headline and summary (admin)',
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: PublishHeldTextSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(PublishedHeldTextSchema, 'The story the text was published in'),
    ...errorResponses(404, 409, 422),
  },
});

const discardTextRoute = createAdminRoute({
  method: 'delete',
  path: '/api/admin/held-texts/{id}',
  operationId: 'discardHeldText',
  tags: ['Pipeline'],
  summary: "Discard a held text (a story's only text: the story is deleted) (admin)",
  request: { params: IdParamSchema },
  responses: { 204: { description: 'Discarded' }, ...errorResponses(404) },
});

/**
 * Registers the editors' view of held items and "publish anyway", and of texts the accuracy check held, under
 * /api/admin (admin only).
 */
export function registerHeldItemRoutes(app: ApiApp, deps: AppDeps): void {
  // The new article's picture: its publisher's, fetched by the pipeline's picture job, or a title card.
  const sendImage = ({ articleId, imageUrl }: PublishedStory) => {
    if (imageUrl && deps.pipeline?.fetchImage) deps.pipeline.fetchImage(articleId, imageUrl);
    else deps.onArticleChanged?.(articleId);
  };
  app.openapi(listRoute, async (c) => c.json(await listHeldItems(deps.db, c.req.valid('query')), 200));
  app.openapi(publishRoute, async (c) => {
    // Composing a story loads the summarizer's word lists: the server loads them on first use, not at start.
    const { publishHeldItem } = await import('./publish-held-item.ts');
    const published = await publishHeldItem(deps.db, c.req.valid('param').id, new Date(), sendImage);
    return c.json(published, 201);
  });
  app.openapi(listTextsRoute, async (c) => {
    // An editor who reads the held texts may correct one, which the accuracy rules check again: they (and
    // their language detector) start loading now rather than with the server, or with the correction.
    void import('./accuracy/check-correction.ts');
    return c.json(await listHeldTexts(deps.db), 200);
  });
  app.openapi(publishTextRoute, async (c) => {
    const published = await publishHeldText(
      deps.db,
      c.req.valid('param').id,
      c.req.valid('json'),
      new Date(),
    );
    deps.onArticleChanged?.(published.articleId);
    return c.json(published, 200);
  });
  app.openapi(discardTextRoute, async (c) => {
    await discardHeldText(deps.db, c.req.valid('param').id, new Date());
    return c.body(null, 204);
  });
}
