import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createAdminRoute, createApiRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { IdParamSchema } from '../http/id-params.ts';
import {
  CorrectionInputSchema,
  CorrectionListQuerySchema,
  CorrectionListSchema,
  CorrectionSchema,
  ErrorReportSchema,
} from '#common/contracts/corrections.ts';
import { receiveErrorReport } from './receive-error-report.ts';
import { addCorrection } from './add-correction.ts';
import { listCorrections } from './list-corrections.ts';

const errorReportRoute = createApiRoute({
  method: 'post',
  path: '/api/error-reports',
  operationId: 'reportError',
  tags: ['Corrections'],
  summary:
    "Report an error in a story to the editors' inbox (5 per address in 10 minutes, with contact messages)",
  request: { body: { content: { 'application/json': { schema: ErrorReportSchema } }, required: true } },
  responses: {
    201: jsonResponse(z.object({ status: z.literal('received') }), 'Report received'),
    ...errorResponses(404),
  },
});

const listRoute = createApiRoute({
  method: 'get',
  path: '/api/corrections',
  operationId: 'listCorrections',
  tags: ['Corrections'],
  summary: "The editors' corrections of stories, newest first (the latest 100)",
  description:
    "Each story's title is in `language` when it has one, else in English, else in another language.",
  request: { query: CorrectionListQuerySchema },
  responses: { 200: jsonResponse(CorrectionListSchema, 'Corrections') },
});

const addRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/articles/{id}/corrections',
  operationId: 'addCorrection',
  tags: ['Admin'],
  summary: "Add a dated correction under a story, answering a reader's error report or not (admin)",
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: CorrectionInputSchema } }, required: true },
  },
  responses: {
    201: jsonResponse(CorrectionSchema, 'The correction'),
    ...errorResponses(404),
  },
});

/** Registers POST /api/error-reports, GET /api/corrections and POST /api/admin/articles/{id}/corrections. */
export function registerCorrectionRoutes(app: ApiApp, deps: AppDeps): void {
  // Counted with contact messages by the rate limits in front of every route (server/http/rate-limits.ts).
  app.openapi(errorReportRoute, async (c) => {
    await receiveErrorReport(deps.db, c.req.valid('json'));
    // A bot's report gets the same answer, so it learns nothing.
    return c.json({ status: 'received' as const }, 201);
  });
  app.openapi(listRoute, async (c) =>
    c.json(await listCorrections(deps.db, c.req.valid('query').language), 200),
  );
  app.openapi(addRoute, async (c) =>
    c.json(await addCorrection(deps.db, c.req.valid('param').id, c.req.valid('json')), 201),
  );
}
