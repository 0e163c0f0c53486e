import type { Logger } from '../logger.ts';
import { isPassRunning, runPipelinePass, type PipelineDeps } from './run-pipeline.ts';

/** Starts pipeline passes inside the server: on a schedule (INGEST_INTERVAL) and when an editor asks. */
export interface PipelineControl {
  /** Starts a pass in the background; false when one is already running. */
  start(trigger: 'admin' | 'schedule', sourceIds?: number[]): boolean;
  isRunning(): boolean;
  intervalMinutes: number | null;
}

// The first scheduled pass waits for the server to settle (images, caches) after start.
const FIRST_PASS_DELAY_MS = 30_000;

/**
 * Runs passes in the server process with the in-process queue, one at a time. On the embedded database this
 * is the only way to ingest while the site runs, since the site holds DATA_DIR.
 */
export class PipelineRunner implements PipelineControl {
  private timers: NodeJS.Timeout[] = [];
  private current: Promise<unknown> | null = null;
  readonly intervalMinutes: number | null;

  constructor(
    private readonly deps: PipelineDeps,
    private readonly logger: Logger,
    private readonly intervalMs: number | null,
  ) {
    this.intervalMinutes = intervalMs === null ? null : Math.round(intervalMs / 60_000);
  }

  isRunning(): boolean {
    return isPassRunning();
  }

  start(trigger: 'admin' | 'schedule', sourceIds?: number[]): boolean {
    if (isPassRunning()) return false;
    this.current = runPipelinePass(this.deps, { trigger, sourceIds })
      .then((result) =>
        this.logger.info(
          { trigger, run: result.runId, ...result.counts, ms: result.durationMs },
          'pipeline pass finished',
        ),
      )
      .catch((error: unknown) => this.logger.error({ err: error, trigger }, 'pipeline pass failed'))
      .finally(() => {
        this.current = null;
      });
    return true;
  }

  /** Schedules passes every INGEST_INTERVAL; does nothing when it is off. */
  startSchedule(): void {
    if (this.intervalMs === null || this.timers.length > 0) return;
    const tick = () => {
      if (!this.start('schedule'))
        this.logger.info('scheduled pass skipped: the previous one is still running');
    };
    this.timers = [setTimeout(tick, FIRST_PASS_DELAY_MS), setInterval(tick, this.intervalMs)];
    for (const timer of this.timers) timer.unref();
  }

  /** Stops scheduling and waits for a running pass to end. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.current;
  }
}
