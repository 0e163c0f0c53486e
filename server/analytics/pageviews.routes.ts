import { isbot } from 'isbot';
import { z } from 'zod';
import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { createApiRoute } from '../http/openapi-helpers.ts';
import { LanguageSchema } from '#common/contracts/enums.ts';
import { recordPageView } from './record-page-view.ts';

export const PageViewSchema = z.object({
  path: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'path must start with / and hold no query'),
  language: LanguageSchema,
});

const pageViewRoute = createApiRoute({
  method: 'post',
  path: '/api/pageviews',
  operationId: 'countPageView',
  tags: ['Analytics'],
  summary: 'Count one page view (path, language, day; nothing about the reader is kept)',
  request: { body: { content: { 'application/json': { schema: PageViewSchema } }, required: true } },
  responses: { 204: { description: 'Counted' } },
});

/** Registers POST /api/pageviews. */
export function registerPageViewRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(pageViewRoute, async (c) => {
    // Crawlers are not readers.
    if (!isbot(c.req.header('user-agent') ?? '')) {
      await recordPageView(deps.db, { ...c.req.valid('json'), at: new Date() });
    }
    return c.body(null, 204);
  });
}
