import type { ApiApp, AppDeps } from '../http/app-env.ts';
import { IdParamSchema } from '../http/id-params.ts';
import { createAdminRoute, errorResponses, jsonResponse } from '../http/openapi-helpers.ts';
import { AppError } from '../errors.ts';
import type { SafeFetch } from './fetch/safe-fetch.ts';
import {
  SourceInputSchema,
  SourcePatchSchema,
  SourceSchema,
  PipelineStatusSchema,
  SourcesOverviewSchema,
  StartPassSchema,
} from '#common/contracts/sources.ts';
import {
  assertSourceExists,
  countItemsByState,
  createSource,
  listIngestRuns,
  listSources,
  setSourceEnabled,
  updateSource,
} from './sources/manage-sources.ts';
import { listSourceHealth, summarizeHealthByLanguage } from './sources/list-source-health.ts';

const jsonBody = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const overviewRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/sources',
  operationId: 'getSourcesOverview',
  tags: ['Pipeline'],
  summary:
    'Every source with the state of its last fetch and its health, grouped by language, and the last passes (admin)',
  responses: { 200: jsonResponse(SourcesOverviewSchema, 'Sources and passes') },
});

const statusRoute = createAdminRoute({
  method: 'get',
  path: '/api/admin/sources/status',
  operationId: 'getPipelineStatus',
  tags: ['Pipeline'],
  summary:
    'Whether a pass runs, the last passes and the items by stage: what the sources screen follows during a pass (admin)',
  responses: { 200: jsonResponse(PipelineStatusSchema, 'The pipeline’s state') },
});

const createSourceRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/sources',
  operationId: 'createSource',
  tags: ['Pipeline'],
  summary: 'Add a source, once its feed was fetched and read (admin)',
  description:
    "The feed is fetched once with the pipeline's policy and parsed first: 422 (field feedUrl, with the reason) when it does not answer, answers an error, is no feed (a web page) or is too large; 409 when another source reads the same feed (same final URL after redirects). A feed that moved for good (301, 308) is stored at its new address.",
  request: { body: jsonBody(SourceInputSchema) },
  responses: {
    201: jsonResponse(SourceSchema, 'The new source'),
    ...errorResponses(409, 422),
  },
});

const replaceSourceRoute = createAdminRoute({
  method: 'put',
  path: '/api/admin/sources/{id}',
  operationId: 'replaceSource',
  tags: ['Pipeline'],
  summary: 'Edit a source; a new feed URL is fetched and read first, as when adding (admin)',
  request: { params: IdParamSchema, body: jsonBody(SourceInputSchema) },
  responses: {
    200: jsonResponse(SourceSchema, 'The source'),
    ...errorResponses(404, 409, 422),
  },
});

const patchSourceRoute = createAdminRoute({
  method: 'patch',
  path: '/api/admin/sources/{id}',
  operationId: 'setSourceEnabled',
  tags: ['Pipeline'],
  summary: 'Enable or disable a source (admin)',
  request: { params: IdParamSchema, body: jsonBody(SourcePatchSchema) },
  responses: { 200: jsonResponse(SourceSchema, 'The source'), ...errorResponses(404) },
});

const fetchSourceRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/sources/{id}/fetch',
  operationId: 'fetchSource',
  tags: ['Pipeline'],
  summary: 'Fetch one source now, in the background (admin)',
  request: { params: IdParamSchema },
  responses: {
    202: jsonResponse(StartPassSchema, 'The pass started'),
    ...errorResponses(404, 409),
  },
});

const fetchAllRoute = createAdminRoute({
  method: 'post',
  path: '/api/admin/ingest',
  operationId: 'startPass',
  tags: ['Pipeline'],
  summary: 'Run a pass over every enabled source now, in the background (admin)',
  responses: { 202: jsonResponse(StartPassSchema, 'The pass started'), ...errorResponses(409) },
});

/** Registers the sources and passes of the newsroom pipeline under /api/admin (admin only). */
export function registerSourceRoutes(app: ApiApp, deps: AppDeps): void {
  // Made on the first save when the app was given none: the pipeline's policy from the configuration. Its HTTP
  // client is loaded then, not at start (server/startup-imports.test.ts).
  let configuredFetch: Promise<SafeFetch> | undefined;
  const feedFetch = async (): Promise<SafeFetch> =>
    deps.feedFetch ??
    (configuredFetch ??= Promise.all([
      import('./fetch/safe-fetch.ts'),
      import('./fetch/pipeline-fetch-policy.ts'),
    ]).then(([{ createSafeFetch }, { pipelineFetchPolicy }]) =>
      createSafeFetch(pipelineFetchPolicy(deps.config)),
    ));
  const start = (sourceIds?: number[]) => {
    if (!deps.pipeline) throw new AppError('conflict', 'This server does not run pipeline passes');
    if (!deps.pipeline.start('admin', sourceIds)) throw new AppError('conflict', 'A pass is already running');
  };
  app.openapi(overviewRoute, async (c) => {
    const [sources, health, runs, items] = await Promise.all([
      listSources(deps.db),
      listSourceHealth(deps.db),
      listIngestRuns(deps.db),
      countItemsByState(deps.db),
    ]);
    return c.json(
      {
        sources,
        health,
        languages: summarizeHealthByLanguage(sources, health),
        runs,
        items,
        passRunning: deps.pipeline?.isRunning() ?? false,
        intervalMinutes: deps.pipeline?.intervalMinutes ?? null,
      },
      200,
    );
  });
  app.openapi(statusRoute, async (c) => {
    const [runs, items] = await Promise.all([listIngestRuns(deps.db), countItemsByState(deps.db)]);
    return c.json({ passRunning: deps.pipeline?.isRunning() ?? false, runs, items }, 200);
  });
  app.openapi(createSourceRoute, async (c) =>
    c.json(await createSource(deps.db, await feedFetch(), c.req.valid('json')), 201),
  );
  app.openapi(replaceSourceRoute, async (c) =>
    c.json(await updateSource(deps.db, await feedFetch(), c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(patchSourceRoute, async (c) =>
    c.json(await setSourceEnabled(deps.db, c.req.valid('param').id, c.req.valid('json').enabled), 200),
  );
  app.openapi(fetchSourceRoute, async (c) => {
    const { id } = c.req.valid('param');
    await assertSourceExists(deps.db, id);
    start([id]);
    return c.json({ started: true as const }, 202);
  });
  app.openapi(fetchAllRoute, async (c) => {
    start();
    return c.json({ started: true as const }, 202);
  });
}
