import fs from 'node:fs';
import path from 'node:path';
import { createServer, type IncomingMessage } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/open-database.ts';
import {
  bringDatabaseUpToDate,
  isNewDataDir,
  prepareDataDirInChild,
} from './first-start/prepare-data-dir.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';
import { resolveAdminPassword } from './admin/admin-password.ts';
import { createApp } from './http/create-app.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { articlesMissingPictures } from './images/articles-missing-pictures.ts';
import { PipelineRunner, type LoadPipelineDeps } from './pipeline/pipeline-runner.ts';
import { WorkerPipelineControl } from './pipeline/worker-pipeline-control.ts';
import { PipelineInThread } from './pipeline/threads/pipeline-in-thread.ts';
import { ResponseCache } from './cache/response-cache.ts';
import { ContentChangeFeed } from './cache/content-changes.ts';
import { serveCachedAnswer } from './http/cached-reads.ts';
import { ClientAddresses } from './http/client-address.ts';
import { requestIdOf } from './http/request-context.ts';
import { STRICT_TRANSPORT_SECURITY } from './http/transport-security.ts';
import { Metrics } from './http/metrics.ts';
import { startNewsroomChecks } from './pipeline/freshness/start-newsroom-checks.ts';
import { OverloadGuard } from './http/overload-guard.ts';
import { RateLimits, rateLimitKind } from './http/rate-limits.ts';
import { startBreakingAlerts } from './push/start-breaking-alerts.ts';
import { listenForSettingsChanges } from './settings/site-settings.ts';
import { startUptimeRecorder } from './uptime/record-uptime.ts';

/** A drawn page says "updated 5 minutes ago"; the reader's browser corrects it, a crawler reads it as drawn. */
const RESPONSE_CACHE_MAX_AGE_MS = 5 * 60_000;

const BUILD_DIR = path.resolve('build');

/** A reader has this long to send a request's headers, and its whole request. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Shutting down: requests in flight get this long to finish, then the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

// config -> (a new embedded data directory: prepared in a child process) -> db -> migrate -> seed if empty ->
// createApp -> listen; nothing else.
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (isNewDataDir(config)) await prepareDataDirInChild();
  // The embedded database runs in a thread of its own, so that its statements do not hold the thread that
  // answers readers (docs/decisions/024). If that thread dies the site cannot answer: say so and exit.
  const database = await openDatabase(config, {
    inThread: {
      onStopped: (error) => {
        logger.fatal({ err: error }, 'the embedded database stopped; exiting');
        process.exit(1);
      },
    },
  });
  await bringDatabaseUpToDate(database, logger);
  const responseCache =
    config.responseCacheBytes > 0
      ? new ResponseCache({ maxBytes: config.responseCacheBytes, maxAgeMs: RESPONSE_CACHE_MAX_AGE_MS })
      : undefined;
  const contentChanges = responseCache
    ? await ContentChangeFeed.start(database, responseCache, logger)
    : undefined;
  // Site settings are kept in memory until a change is announced, by this server or another.
  const stopSettingsListener = await listenForSettingsChanges(database, logger);
  const admin = resolveAdminPassword(config.adminPassword, config.dataDir);
  const pages = await loadPageRenderer(BUILD_DIR, config, database.db, logger);
  const clientAssetsDir = path.join(BUILD_DIR, 'client');
  // A pass run in this process on PostgreSQL reads pages and feeds in a thread of its own (docs/decisions/023).
  const loadPipelineDeps: LoadPipelineDeps = async () => {
    const [{ createPipelineDeps }, { PassThreads }] = await Promise.all([
      import('./pipeline/create-pipeline-deps.ts'),
      import('./pipeline/threads/pass-threads.ts'),
    ]);
    const deps = createPipelineDeps(config, database.db, logger);
    const passWork = new PassThreads();
    return {
      ...deps,
      passWork,
      close: async () => {
        await Promise.all([deps.close(), passWork.close()]);
      },
    };
  };
  // With workers (PIPELINE_WORKERS=1) the web process does no pipeline work: it hands it to them. On the
  // embedded database its passes run in a thread of their own, which reaches the database's thread directly
  // (docs/decisions/025).
  const connectDatabase = database.connect?.bind(database);
  const pipeline =
    config.pipelineOnWorkers && config.databaseUrl
      ? new WorkerPipelineControl(
          loadPipelineDeps,
          config.databaseUrl,
          logger,
          config.ingestIntervalMs === null ? null : Math.round(config.ingestIntervalMs / 60_000),
          config.ai !== null,
        )
      : connectDatabase
        ? new PipelineInThread(connectDatabase, logger, config.ingestIntervalMs, config.ai !== null)
        : new PipelineRunner(loadPipelineDeps, logger, config.ingestIntervalMs, config.ai !== null);
  pipeline.startSchedule();
  // Stall warnings and retention run where the pipeline runs: here (on a schedule or by hand), else in the workers.
  const newsroomChecks = config.pipelineOnWorkers ? null : startNewsroomChecks(database.db, logger, config);
  // Breaking-news alerts are sent by every server (one of them claims each): a story the pipeline marks breaking
  // is found by the periodic check, one an editor marks at once.
  const breakingAlerts = startBreakingAlerts(database.db, logger, config);
  const metrics = new Metrics(database, { modelBudgetPerPass: config.ai?.maxRequestsPerPass });
  const overload = config.overloadLagMs === null ? undefined : new OverloadGuard(config.overloadLagMs);
  const rateLimits = config.redisUrl ? RateLimits.shared(config.redisUrl, logger) : RateLimits.inMemory();
  let draining = false;
  const app = createApp({
    db: database.db,
    metrics,
    overload,
    rateLimits,
    isDraining: () => draining,
    config,
    logger,
    adminPassword: admin.password,
    renderPage: pages && ((request, requestId) => pages.render(request, requestId)),
    onArticleChanged: (id) => {
      void pipeline.drawTitleCards([id]);
      breakingAlerts.checkNow();
    },
    pipeline,
    responseCache,
    editorWrite: contentChanges ? (write) => contentChanges.editorWrite(write) : undefined,
    clientAssetsDir: fs.existsSync(clientAssetsDir)
      ? path.relative(process.cwd(), clientAssetsDir)
      : undefined,
  });
  const appListener = getRequestListener(app.fetch);
  const addresses = new ClientAddresses(config.trustedProxies);
  // A cached public read is written from memory before the request reaches the app, with the headers that
  // belong to each request (searches go through the app, where the rate limit counts them).
  const servesFromCache = (req: IncomingMessage) =>
    responseCache !== undefined &&
    // Among cached reads only a search counts against a limit; the rest skip parsing the address.
    (!req.url?.includes('search=') ||
      rateLimitKind(req.method ?? 'GET', new URL(req.url, 'http://h')) === null);
  // Timeouts are enforced by a sweep over the open connections: every second rather than Node's 30 s, so that a
  // reader who stalls is cut off near the limit.
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    if (servesFromCache(req)) {
      res.setHeader('X-Request-Id', requestIdOf(req.headers['x-request-id'] as string | undefined));
      const peer = req.socket.remoteAddress ?? 'unknown';
      const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
      if (addresses.httpsFrom(encrypted, peer, req.headers['x-forwarded-proto'] as string | undefined)) {
        res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      }
      const served = serveCachedAnswer(responseCache!, req, res);
      if (served) {
        metrics.countCacheHit(req.url ?? '/', res.statusCode, served);
        return;
      }
    }
    void appListener(req, res);
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  const metricsServer = config.metricsPort
    ? createServer((req, res) => {
        if (req.url !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        void metrics.text().then(({ body, contentType }) => {
          res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body);
        });
      })
        // A port taken is told as one line, as on the site's own port.
        .once('error', exitOnStartupError)
        .listen(config.metricsPort, config.host)
    : undefined;
  server.once('error', exitOnStartupError);
  // Each minute this server serves and its database answers is recorded: the About page's measured uptime.
  let uptimeRecorder: { stop(): void } | undefined;
  server.listen(config.port, config.host, () => {
    uptimeRecorder = startUptimeRecorder(database.db, logger);
    logger.info({ database: database.kind }, `Tidings is running at ${config.siteUrl}`);
    const shown =
      admin.source === 'environment'
        ? '(from ADMIN_PASSWORD)'
        : `${admin.password} (kept in ${config.dataDir}/admin-password)`;
    void articlesMissingPictures(database.db).then((ids) => {
      if (ids.length > 0) logger.info({ articles: ids.length }, 'drawing missing article images');
      return pipeline.drawTitleCards(ids);
    });
    console.log(
      `\n  Site:  ${config.siteUrl}\n  Admin: ${config.siteUrl}/admin  user admin, password ${shown}\n  API:   ${config.siteUrl}/api/docs\n  Feeds: ${
        config.pipelineOnWorkers
          ? 'read by the workers (npm run worker); this process hands them what editors ask for'
          : pipeline.intervalMinutes === null
            ? 'not fetched on a schedule (set INGEST_INTERVAL=15m, or use Fetch now at /admin/sources)'
            : `each on its own schedule, learned from its feed (INGEST_INTERVAL: ${pipeline.intervalMinutes} min until then)`
      }\n`,
    );
  });
  // Stop taking connections and say "not ready", let the requests in flight finish, stop the pipeline at a
  // safe point, close the database cleanly; all within SHUTDOWN_DEADLINE_MS, or exit anyway.
  const stop = async (signal: string) => {
    if (draining) return;
    draining = true;
    const started = Date.now();
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error(
        { ms: Date.now() - started },
        'shutdown deadline passed; exiting with requests unfinished',
      );
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    metricsServer?.close();
    uptimeRecorder?.stop();
    await Promise.all([closed, pipeline.stop(), newsroomChecks?.stop(), breakingAlerts.stop()]);
    await pipeline.close();
    await contentChanges?.close();
    await stopSettingsListener();
    await pages?.close();
    await rateLimits.close();
    overload?.stop();
    await database.close();
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(exitOnStartupError);
