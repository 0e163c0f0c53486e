import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { IdParamSchema } from '../http/id-params.ts';
import { createAdminRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import {
  AdminArticlePageSchema,
  AdminArticleQuerySchema,
  EditableArticleSchema,
} from '#common/contracts/article.ts';
import {
  InboxMessageSchema,
  InboxPageSchema,
  InboxQuerySchema,
  MarkMessageSchema,
} from '#common/contracts/admin-messages.ts';
import { listAdminArticles } from '../news/list-admin-articles.ts';
import { loadArticleForEditing } from '../news/load-article-for-editing.ts';
import { listInbox, markMessage } from '../contact/inbox.ts';
import { ReadershipQuerySchema, ReadershipReportSchema } from '#common/contracts/readership.ts';
import { readershipReport } from '../analytics/readership-report.ts';
import { FreshnessReportSchema } from '#common/contracts/freshness.ts';
import { freshnessReport } from '../pipeline/freshness/freshness-report.ts';

const listArticlesRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/articles',
  operationId: 'listAdminArticles',
  tags: ['Admin'],
  summary: 'Articles newest first, searched by slug or title, page by page (admin)',
  request: { query: AdminArticleQuerySchema },
  responses: {
    200: jsonResponse(AdminArticlePageSchema, 'One page of articles'),
  },
});

const getArticleRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/articles/{id}',
  operationId: 'getArticleForEditing',
  tags: ['Admin'],
  summary: 'One article with all its translations, for editing (admin)',
  request: { params: IdParamSchema },
  responses: { 200: jsonResponse(EditableArticleSchema, 'The article'), ...errorResponses(404) },
});

const inboxRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/messages',
  operationId: 'listMessages',
  tags: ['Admin'],
  summary: "Readers' messages, newest first (admin)",
  request: { query: InboxQuerySchema },
  responses: { 200: jsonResponse(InboxPageSchema, 'One page of messages') },
});

const markRoute = createAdminRoute({
  method: 'patch',
  path: '/api/admin/messages/{id}',
  operationId: 'markMessage',
  tags: ['Admin'],
  summary: 'Mark a message as handled or not (admin)',
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: MarkMessageSchema } }, required: true },
  },
  responses: {
    200: jsonResponse(InboxMessageSchema, 'The message'),
    ...errorResponses(404),
  },
});

const readershipRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/readership',
  operationId: 'getReadership',
  tags: ['Admin'],
  summary: 'Page views of the last days: per day, per language, most read pages (admin)',
  request: { query: ReadershipQuerySchema },
  responses: {
    200: jsonResponse(ReadershipReportSchema, 'The readership report'),
  },
});

const freshnessRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/freshness',
  operationId: 'getFreshness',
  tags: ['Admin'],
  summary:
    'How fresh the stories are per language: item-to-story and story-to-translation, median and p95 over the last 24 hours and 7 days, the newest story and stalls (admin)',
  responses: {
    200: jsonResponse(FreshnessReportSchema, 'The freshness report'),
  },
});

/** Registers the editors' reading calls under /api/admin, all behind the admin's credentials. */
export function registerAdminRoutes(app: ApiApp, deps: AppDeps): void {
  app.openapi(listArticlesRoute, async (c) =>
    c.json(await listAdminArticles(deps.db, c.req.valid('query')), 200),
  );
  app.openapi(getArticleRoute, async (c) =>
    c.json(await loadArticleForEditing(deps.db, c.req.valid('param').id), 200),
  );
  app.openapi(inboxRoute, async (c) => c.json(await listInbox(deps.db, c.req.valid('query')), 200));
  app.openapi(markRoute, async (c) =>
    c.json(await markMessage(deps.db, c.req.valid('param').id, c.req.valid('json').handled), 200),
  );
  app.openapi(readershipRoute, async (c) =>
    c.json(await readershipReport(deps.db, c.req.valid('query').days), 200),
  );
  app.openapi(freshnessRoute, async (c) => c.json(await freshnessReport(deps.db, new Date()), 200));
}
