import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { jsonResponse } from '../http/openapi-helpers.ts';
import { ArchiveDaySchema } from '../../common/contracts/archive.ts';
import { listArchiveDays } from './list-archive-days.ts';

const archiveRoute = createRoute({
  method: 'get',
  path: '/api/archive',
  tags: ['Archive'],
  summary: 'Every UTC day that has articles, newest first, with counts per category',
  responses: { 200: jsonResponse(z.array(ArchiveDaySchema), 'Archive days') },
});

/** Registers GET /api/archive. */
export function registerArchiveRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(archiveRoute, async (c) => c.json(await listArchiveDays(deps.db), 200));
}
