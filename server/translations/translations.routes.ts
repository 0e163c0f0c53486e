import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { jsonResponse } from '../http/openapi-helpers.ts';
import {
  IncompleteTranslationSchema,
  TranslationSummarySchema,
} from '../../common/contracts/translations.ts';
import { getTranslationSummary, listIncompleteTranslations } from './translation-coverage.ts';

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/translations/summary',
  tags: ['Translations'],
  summary:
    'Translation coverage: fully translated (11 languages), partially, English only, per-language counts',
  responses: { 200: jsonResponse(TranslationSummarySchema, 'Coverage counts') },
});

const incompleteRoute = createRoute({
  method: 'get',
  path: '/api/translations/incomplete',
  tags: ['Translations'],
  summary: 'Articles missing languages, least complete first',
  responses: { 200: jsonResponse(z.array(IncompleteTranslationSchema), 'Incomplete articles') },
});

/** Registers the translation coverage calls. */
export function registerTranslationRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(summaryRoute, async (c) => c.json(await getTranslationSummary(deps.db), 200));
  app.openapi(incompleteRoute, async (c) => c.json(await listIncompleteTranslations(deps.db), 200));
}
