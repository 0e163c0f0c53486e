// The thread a pass runs in inside the web process on the embedded database (pipeline-in-thread.ts starts it):
// the pipeline's jobs, their statements sent to the database's thread over a port of their own, and their CPU
// steps inline, as in a worker process. The main thread keeps only HTTP (docs/decisions/025).
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../../config.ts';
import { databaseOverPort } from '../../db/embedded-thread-client.ts';
import { createLogger } from '../../logger.ts';
import { createPipelineDeps } from '../create-pipeline-deps.ts';
import { PipelineRunner } from '../pipeline-runner.ts';
import type { FromPipelineThread, PipelineThreadData, ToPipelineThread } from './pipeline-thread-messages.ts';
import { lowerPriorityOfThreadsNamed, lowerThisThreadPriority } from './lower-thread-priority.ts';
import { inlinePassWork } from './pass-steps.ts';

/**
 * The nice value of the thread and of the process's threads that work for it: libvips' workers (the pass's
 * title cards and pictures), V8's helpers (its garbage collection) and libuv's pool (sharp's encoding, its DNS
 * look-ups). On a machine of two cores they took both, and the main thread (HTTP, the response cache) waited
 * for a core: with the thread and libvips at 10 and the helpers at 0, its answers from memory took twice as
 * long during a pass (p95 10 ms against 5 quiet); with all of them at 19, 5 to 7 ms (docs/decisions/025).
 */
const PASS_NICENESS = 19;
/** Threads of the process, by name (`comm`), that a pass keeps busy; lowered once it starts. */
const PASS_HELPER_THREADS = ['libvips worker', 'node-V8Worker', 'libuv-worker'];
/** libvips starts its workers as pictures come: the new ones are lowered this often. */
const PICTURE_THREADS_CHECK_MS = 1000;

lowerThisThreadPriority(PASS_NICENESS);
setInterval(() => {
  for (const name of PASS_HELPER_THREADS) lowerPriorityOfThreadsNamed(name, PASS_NICENESS);
}, PICTURE_THREADS_CHECK_MS).unref();
const main = parentPort!;
const post = (message: FromPipelineThread) => main.postMessage(message);
const { databasePort } = workerData as PipelineThreadData;

// The same configuration as the main thread's: the environment is the process's.
const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = databaseOverPort(databasePort);
const runner = new PipelineRunner(
  async () => {
    const deps = createPipelineDeps(config, database.db, logger);
    return { ...deps, passWork: inlinePassWork };
  },
  logger,
  config.ingestIntervalMs,
  config.ai !== null,
  () => postState(),
);

/** Tells the main thread whether a pass or a translation runs. */
function postState(): void {
  post({ type: 'state', passRunning: runner.isRunning(), translating: runner.isTranslating() });
}

/** Answers a call once its work is done, failed or not (failures are the runner's to log). */
const done = (id: number, work: Promise<unknown>) =>
  void work.catch(() => undefined).then(() => post({ type: 'done', id }));

main.on('message', (message: ToPipelineThread) => {
  switch (message.type) {
    case 'start':
      runner.start(message.trigger, message.sourceIds);
      // A pass refused because one runs is told as running: the state says so either way.
      postState();
      return;
    case 'translate':
      runner.translateMissing(message.articleIds);
      postState();
      return;
    case 'fetch-image':
      runner.fetchImage(message.articleId, message.imageUrl);
      return;
    case 'start-schedule':
      runner.startSchedule();
      return;
    case 'draw-title-cards':
      done(message.id, runner.drawTitleCards(message.articleIds));
      return;
    case 'settle':
      done(message.id, runner.settle());
      return;
    case 'stop':
      done(message.id, runner.stop());
      return;
    case 'close':
      // The main thread ends the thread once this is answered.
      done(
        message.id,
        runner.close().finally(() => database.close()),
      );
      return;
  }
});

post({ type: 'ready' });
