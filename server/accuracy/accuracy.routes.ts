import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createApiRoute, jsonResponse } from '../http/openapi-helpers.ts';
import { AccuracyFiguresSchema } from '#common/contracts/accuracy.ts';
import { measureAccuracy } from './measure-accuracy.ts';

const accuracyRoute = createApiRoute({
  method: 'get',
  path: '/api/accuracy',
  operationId: 'getAccuracy',
  tags: ['Accuracy'],
  summary:
    'The share of checked sentences found supported by their reports over the last 30 days, per language',
  description:
    "Every accuracy check of the window counts, a draft that was rewritten and a text held for an editor too. The answer is cached like the site's other public reads (up to 5 minutes).",
  responses: { 200: jsonResponse(AccuracyFiguresSchema, 'The measured figures') },
});

/** Registers GET /api/accuracy. */
export function registerAccuracyRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(accuracyRoute, async (c) => c.json(await measureAccuracy(deps.db), 200));
}
