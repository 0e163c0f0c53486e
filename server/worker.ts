import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { exitOnStartupError, StartupError } from '#server/exit-on-startup-error.ts';
import { createLogger } from '#server/logger.ts';
import { startNewsroomChecks } from '#server/pipeline/freshness/start-newsroom-checks.ts';
import { createPipelineDeps } from '#server/pipeline/create-pipeline-deps.ts';
import { startWorker } from '#server/pipeline/run-on-workers.ts';
import { startScheduleOnWorkers } from '#server/pipeline/schedule-on-workers.ts';

// npm run worker: takes pipeline jobs from pg-boss on the PostgreSQL of DATABASE_URL until stopped. Run as
// many as you like, on as many machines: each job goes to one of them. With INGEST_INTERVAL set, each also
// ticks the sources' schedule every 30 s, handing the due ones to the workers (a source goes to one tick);
// `npm run ingest -- --queue` hands them a pass of every source at once. `npm run worker` runs this file compiled
// (build/node/server/worker.js, built first when its sources changed: docs/decisions/011); `node --import tsx
// server/worker.ts` runs it from the sources.

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new StartupError(
      'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database, passes run in one process: npm run ingest, or INGEST_INTERVAL with npm start.',
    );
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  await database.migrate();
  const deps = createPipelineDeps(config, database.db, logger);
  const queue = await startWorker(deps, config.databaseUrl);
  const schedule = config.ingestIntervalMs === null ? null : startScheduleOnWorkers(deps, queue);
  const newsroomChecks = startNewsroomChecks(database.db, logger, config);
  console.log(
    `Worker ${process.pid} is taking pipeline jobs${schedule ? ' and reading the sources on their schedules' : ''}.`,
  );

  const stop = async () => {
    await schedule?.stop();
    await newsroomChecks.stop();
    await queue.stop();
    console.log(`Worker ${process.pid} stopped after ${queue.jobsProcessed} jobs.`);
    await deps.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch(exitOnStartupError);
