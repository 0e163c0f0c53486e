import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createApiRoute, jsonResponse } from '../http/openapi-helpers.ts';
import { ArchiveDaySchema, ArchiveQuerySchema } from '#common/contracts/archive.ts';
import { listArchiveDays } from './list-archive-days.ts';

const archiveRoute = createApiRoute({
  method: 'get',
  path: '/api/archive',
  operationId: 'listArchiveDays',
  tags: ['Archive'],
  summary: 'Every UTC day that has articles, newest first, with counts per category',
  description:
    'With `language`, only the articles readable in that language (in it or in English) are counted.',
  request: { query: ArchiveQuerySchema },
  responses: { 200: jsonResponse(z.array(ArchiveDaySchema), 'Archive days') },
});

/** Registers GET /api/archive. */
export function registerArchiveRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(archiveRoute, async (c) =>
    c.json(await listArchiveDays(deps.db, c.req.valid('query').language), 200),
  );
}
