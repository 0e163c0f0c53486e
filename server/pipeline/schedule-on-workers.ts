import type { JobQueue } from '../jobs/define-job.ts';
import { claimDueSources } from './claim-due-sources.ts';
import { SCHEDULE_TICK_MS } from './pipeline-runner.ts';
import { queuePass } from './run-on-workers.ts';
import type { PipelineDeps } from './run-pipeline.ts';

/** Sources one worker's tick hands over at most; the longest waiting first, the rest on the next ticks. */
const SOURCES_PER_TICK = 500;

/**
 * One tick of the schedule on the workers: claims the sources whose turn has come and hands a pass of just
 * those to the workers (a fetch-feed job each, on pg-boss). Every worker ticks; the claim is atomic, so a
 * source goes to one of them. The passes are recorded as the schedule's. Returns the pass, or null when nothing was due.
 */
export async function queueDueSources(
  deps: PipelineDeps,
  queue: JobQueue,
): Promise<{ runId: number; feeds: number } | null> {
  const due = await claimDueSources(deps.db, (deps.now ?? (() => new Date()))(), SOURCES_PER_TICK);
  if (due.length === 0) return null;
  return queuePass(deps, queue, {
    sourceIds: due.map((source) => source.id),
    maxAgeDays: deps.settings.maxAgeDays,
    trigger: 'schedule',
  });
}

/**
 * Ticks at once, then every SCHEDULE_TICK_MS, one tick at a time (a slow one delays the next rather than
 * overlapping it), sending through the worker's own queue; `stop` ends the ticking and waits for a tick
 * under way.
 */
export function startScheduleOnWorkers(deps: PipelineDeps, queue: JobQueue): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    current = queueDueSources(deps, queue)
      .then((pass) => {
        if (pass)
          deps.logger.info({ run: pass.runId, feeds: pass.feeds }, 'due sources handed to the workers');
      })
      .catch((error: unknown) => deps.logger.error({ err: error }, 'scheduled sources not handed over'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, SCHEDULE_TICK_MS);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
