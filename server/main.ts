import fs from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/open-database.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { isDatabaseEmpty, seedDatabase } from './db/seed/seed-database.ts';
import { resolveAdminPassword } from './admin/admin-password.ts';
import { createApp } from './http/create-app.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { ArticleImageGenerator } from './images/image-generator.ts';
import { seedSourceCatalog } from './pipeline/sources/seed-source-catalog.ts';
import { createPipelineDeps } from './pipeline/create-pipeline-deps.ts';
import { PipelineRunner } from './pipeline/pipeline-runner.ts';
import { ResponseCache } from './cache/response-cache.ts';
import { ContentChangeFeed } from './cache/content-changes.ts';
import { serveCachedAnswer } from './http/cached-reads.ts';

/** A drawn page says "updated 5 minutes ago"; the reader's browser corrects it, a crawler reads it as drawn. */
const RESPONSE_CACHE_MAX_AGE_MS = 5 * 60_000;

const BUILD_DIR = path.resolve('build');

// config -> db -> migrate -> seed if empty -> createApp -> listen; nothing else.
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await database.migrate();
  await seedSourceCatalog(database.db);
  if (await isDatabaseEmpty(database.db)) {
    const seeded = await seedDatabase(database.db);
    logger.info({ articles: seeded.inserted }, 'empty database: demo edition loaded');
  }
  const responseCache =
    config.responseCacheBytes > 0
      ? new ResponseCache({ maxBytes: config.responseCacheBytes, maxAgeMs: RESPONSE_CACHE_MAX_AGE_MS })
      : undefined;
  const contentChanges = responseCache
    ? await ContentChangeFeed.start(database, responseCache, logger)
    : undefined;
  const admin = resolveAdminPassword(config.adminPassword, config.dataDir);
  const renderPage = await loadPageRenderer(BUILD_DIR, config, database.db);
  const clientAssetsDir = path.join(BUILD_DIR, 'client');
  const images = new ArticleImageGenerator(database.db, config.siteName, logger);
  const pipelineDeps = createPipelineDeps(config, database.db, logger, {
    onArticleWithoutImage: (id) => images.enqueue(id),
  });
  const pipeline = new PipelineRunner(pipelineDeps, logger, config.ingestIntervalMs);
  pipeline.startSchedule();
  const app = createApp({
    db: database.db,
    config,
    logger,
    adminPassword: admin.password,
    renderPage,
    onArticleChanged: (id) => images.enqueue(id),
    pipeline,
    responseCache,
    settleContentChanges: contentChanges ? () => contentChanges.settle() : undefined,
    clientAssetsDir: fs.existsSync(clientAssetsDir)
      ? path.relative(process.cwd(), clientAssetsDir)
      : undefined,
  });
  const appListener = getRequestListener(app.fetch);
  // A cached public read is written from memory before the request reaches the app.
  const server = createServer((req, res) => {
    if (responseCache && serveCachedAnswer(responseCache, req, res)) return;
    void appListener(req, res);
  });
  server.listen(config.port, config.host, () => {
    logger.info({ database: database.kind }, `Tidings is running at ${config.siteUrl}`);
    const shown =
      admin.source === 'environment'
        ? '(from ADMIN_PASSWORD)'
        : `${admin.password} (kept in ${config.dataDir}/admin-password)`;
    void images
      .enqueueMissing()
      .then((n) => n > 0 && logger.info({ articles: n }, 'drawing missing article images'));
    console.log(
      `\n  Site:  ${config.siteUrl}\n  Admin: ${config.siteUrl}/admin  user admin, password ${shown}\n  API:   ${config.siteUrl}/api/docs\n  Feeds: ${
        pipeline.intervalMinutes === null
          ? 'not fetched on a schedule (set INGEST_INTERVAL=15m, or use Fetch now at /admin/sources)'
          : `fetched every ${pipeline.intervalMinutes} min (INGEST_INTERVAL)`
      }\n`,
    );
  });
  const stop = async () => {
    server.close();
    await pipeline.stop();
    await pipelineDeps.close();
    await contentChanges?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
