import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createAdminRoute, createApiRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { AppError } from '../errors.ts';
import {
  IncompleteTranslationSchema,
  ModelWorkSchema,
  TranslateMissingSchema,
  TranslateStartedSchema,
  TranslationSummarySchema,
} from '#common/contracts/translations.ts';
import { getTranslationSummary, listIncompleteTranslations, listParkedWork } from './translation-coverage.ts';

const summaryRoute = createApiRoute({
  method: 'get',
  path: '/api/translations/summary',
  operationId: 'getTranslationSummary',
  tags: ['Translations'],
  summary:
    'Translation coverage: fully translated (11 languages), partially, English only, per-language counts',
  responses: { 200: jsonResponse(TranslationSummarySchema, 'Coverage counts') },
});

const incompleteRoute = createApiRoute({
  method: 'get',
  path: '/api/translations/incomplete',
  operationId: 'listIncompleteTranslations',
  tags: ['Translations'],
  summary: 'Articles missing languages, least complete first',
  responses: { 200: jsonResponse(z.array(IncompleteTranslationSchema), 'Incomplete articles') },
});

const modelWorkRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/model-work',
  operationId: 'getModelWork',
  tags: ['Translations'],
  summary: 'Whether a model writes and translates, and the work it gave up on with the reasons (admin)',
  responses: { 200: jsonResponse(ModelWorkSchema, 'Model work') },
});

const translateMissingRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/translations/translate-missing',
  operationId: 'translateMissing',
  tags: ['Translations'],
  summary:
    'Have the model translate the languages one article (or every article) lacks, in the background (admin)',
  request: {
    body: { content: { 'application/json': { schema: TranslateMissingSchema } }, required: true },
  },
  responses: {
    202: jsonResponse(TranslateStartedSchema, 'Translating started'),
    ...errorResponses(409),
  },
});

/** Registers the translation coverage calls, and the model's work for the admin. */
export function registerTranslationRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(summaryRoute, async (c) => c.json(await getTranslationSummary(deps.db), 200));
  app.openapi(incompleteRoute, async (c) => c.json(await listIncompleteTranslations(deps.db), 200));
  app.openapi(modelWorkRoute, async (c) =>
    c.json(
      {
        modelConfigured: deps.pipeline?.modelConfigured ?? false,
        translating: deps.pipeline?.isTranslating() ?? false,
        parked: await listParkedWork(deps.db),
      },
      200,
    ),
  );
  app.openapi(translateMissingRoute, async (c) => {
    const { articleId } = c.req.valid('json');
    if (!deps.pipeline?.modelConfigured)
      throw new AppError('conflict', 'No model is configured: set AI_BASE_URL and AI_MODEL');
    if (!deps.pipeline.translateMissing(articleId ? [articleId] : undefined))
      throw new AppError('conflict', 'Translations are already being made');
    return c.json({ started: true as const }, 202);
  });
}
