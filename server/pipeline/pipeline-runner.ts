import type { Logger } from '../logger.ts';
import { claimDueSources } from './claim-due-sources.ts';
import type { PassResult, PipelineDeps } from './run-pipeline.ts';

/** Starts pipeline work for the server: each source on its schedule (INGEST_INTERVAL), and when an editor asks. */
export interface PipelineControl {
  /** Starts a pass in the background; false when one is already running. */
  start(trigger: 'admin' | 'schedule', sourceIds?: number[]): boolean;
  isRunning(): boolean;
  /** Sources are read on their own schedules, starting at this many minutes; null when scheduling is off. */
  intervalMinutes: number | null;
  /** A model is configured (AI_BASE_URL, AI_MODEL): stories are written and translated. */
  modelConfigured: boolean;
  /** Starts translating what articles lack (all, or the given ones) in the background; false while one runs. */
  translateMissing(articleIds?: number[]): boolean;
  isTranslating(): boolean;
  /** Fetches a story's lead picture in the background with the pipeline's picture job (a held item published anyway). */
  fetchImage?(articleId: number, imageUrl: string): void;
}

/** The pipeline's edges, made on the first pass; `close` releases them (the fetcher's connections). */
export type LoadPipelineDeps = () => Promise<PipelineDeps & { close?(): Promise<void> }>;

// The first scheduled pass waits for the server to settle (images, caches) after start.
const FIRST_PASS_DELAY_MS = 30_000;
/** How often the schedule looks for sources whose turn has come. */
export const SCHEDULE_TICK_MS = 30_000;
/** Sources one tick takes at most; the rest are taken by the next ticks, the longest waiting first. */
const SOURCES_PER_TICK = 200;

/** Logs how a pass ended: a warning when feeds failed, so that a pass of dead feeds does not look fine. */
export function logPassEnd(logger: Logger, trigger: string, result: PassResult): void {
  const fields = { trigger, run: result.runId, ...result.counts, ms: result.durationMs };
  if (result.status === 'failed') logger.warn(fields, 'pipeline pass failed: every source failed');
  else if (result.counts.feedsFailed > 0) logger.warn(fields, 'pipeline pass finished with failed sources');
  else logger.info(fields, 'pipeline pass finished');
}

/**
 * Runs passes in the server process with the in-process queue, one at a time. On the embedded database this
 * is the only way to ingest while the site runs, since the site holds DATA_DIR.
 *
 * The pipeline's code (feed and page parsers, encoding and language detection, the model's client) and its
 * edges are loaded on the first pass or translation, not at start: a site that never ingests (the demo, or
 * instances behind `npm run worker`) does not hold them in memory: about 50 MB of modules and their data.
 */
export class PipelineRunner implements PipelineControl {
  private timers: NodeJS.Timeout[] = [];
  private current: Promise<unknown> | null = null;
  private translating: Promise<unknown> | null = null;
  private readonly images = new Set<Promise<unknown>>();
  /** Articles sent to draw-title-card and not done: a second save meanwhile finds its picture on the way. */
  private readonly drawing = new Set<number>();
  private deps: ReturnType<LoadPipelineDeps> | null = null;
  readonly intervalMinutes: number | null;

  constructor(
    private readonly loadDeps: LoadPipelineDeps,
    private readonly logger: Logger,
    private readonly intervalMs: number | null,
    /** A model is configured: whether translations can be asked for, known before anything is loaded. */
    readonly modelConfigured: boolean,
    /** Told when a pass or a translation starts or ends (the runner in a thread tells the main thread). */
    private readonly onChange?: () => void,
  ) {
    this.intervalMinutes = intervalMs === null ? null : Math.round(intervalMs / 60_000);
  }

  private pipelineDeps(): ReturnType<LoadPipelineDeps> {
    this.deps ??= this.loadDeps().catch((error: unknown) => {
      this.deps = null;
      throw error;
    });
    return this.deps;
  }

  isTranslating(): boolean {
    return this.translating !== null;
  }

  translateMissing(articleIds?: number[]): boolean {
    if (!this.modelConfigured || this.translating) return false;
    this.translating = Promise.all([this.pipelineDeps(), import('./write/translate-missing.ts')])
      .then(([deps, { translateMissing }]) => translateMissing(deps, { articleIds }))
      .then((result) => this.logger.info({ ...result, articleIds }, 'translations made'))
      .catch((error: unknown) => this.logger.error({ err: error }, 'translating failed'))
      .finally(() => {
        this.translating = null;
        this.onChange?.();
      });
    this.onChange?.();
    return true;
  }

  fetchImage(articleId: number, imageUrl: string): void {
    const task: Promise<unknown> = Promise.all([this.pipelineDeps(), import('./fetch-story-image.ts')])
      .then(([deps, { fetchStoryImage }]) => fetchStoryImage(deps, articleId, imageUrl))
      .catch((error: unknown) => this.logger.warn({ err: error, articleId }, 'lead picture not fetched'))
      .finally(() => this.images.delete(task));
    this.images.add(task);
  }

  /**
   * Gives articles their pictures in the background with the pipeline's draw-title-card job (an editor's
   * article saved without one, those missing one at start); resolves once done, failures logged.
   */
  drawTitleCards(articleIds: readonly number[]): Promise<void> {
    const ids = articleIds.filter((id) => !this.drawing.has(id));
    if (ids.length === 0) return Promise.resolve();
    for (const id of ids) this.drawing.add(id);
    // Not waited for on stop(): a start's sweep may have hundreds to draw, and a card not drawn is drawn on the
    // next start.
    return Promise.all([this.pipelineDeps(), import('./draw-title-cards.ts')])
      .then(([deps, { drawTitleCards }]) => drawTitleCards(deps, ids))
      .catch((error: unknown) =>
        this.logger.warn({ err: error, articleIds: ids }, 'article pictures not drawn'),
      )
      .finally(() => {
        for (const id of ids) this.drawing.delete(id);
      });
  }

  /** A pass started here is running (passes run only through this runner in the server). */
  isRunning(): boolean {
    return this.current !== null;
  }

  start(trigger: 'admin' | 'schedule', sourceIds?: number[]): boolean {
    return this.runPass(trigger, () => Promise.resolve(sourceIds));
  }

  /**
   * Runs a pass in the background over the sources `choose` names (all enabled when undefined; none: no
   * pass); false when one is already running.
   */
  private runPass(
    trigger: 'admin' | 'schedule',
    choose: (deps: PipelineDeps) => Promise<number[] | undefined>,
  ): boolean {
    if (this.current !== null) return false;
    this.current = Promise.all([this.pipelineDeps(), import('./run-pipeline.ts')])
      .then(async ([deps, { runPipelinePass }]) => {
        const sourceIds = await choose(deps);
        if (sourceIds?.length === 0) return;
        logPassEnd(this.logger, trigger, await runPipelinePass(deps, { trigger, sourceIds }));
      })
      .catch((error: unknown) => this.logger.error({ err: error, trigger }, 'pipeline pass failed'))
      .finally(() => {
        this.current = null;
        this.onChange?.();
      });
    this.onChange?.();
    return true;
  }

  /**
   * One tick of the schedule: claims the sources whose turn has come (claimDueSources) and runs a pass of
   * just those in the background; false when a pass is still running (its sources wait for the next tick).
   */
  pollDueSources(): boolean {
    return this.runPass('schedule', async (deps) => {
      const due = await claimDueSources(deps.db, (deps.now ?? (() => new Date()))(), SOURCES_PER_TICK);
      return due.map((source) => source.id);
    });
  }

  /** Looks for due sources every SCHEDULE_TICK_MS when INGEST_INTERVAL turns scheduling on. */
  startSchedule(): void {
    if (this.intervalMs === null || this.timers.length > 0) return;
    const tick = () => void this.pollDueSources();
    this.timers = [setTimeout(tick, FIRST_PASS_DELAY_MS), setInterval(tick, SCHEDULE_TICK_MS)];
    for (const timer of this.timers) timer.unref();
  }

  /** Waits for the pass running now, if any, to end (tests, and ticks driven by hand). */
  async settle(): Promise<void> {
    await this.current;
  }

  /** Stops scheduling and waits for a running pass to end. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await Promise.all([this.current, this.translating, ...this.images]);
  }

  /** Releases the pipeline's edges, if a pass or translation made them. Call after stop(). */
  async close(): Promise<void> {
    const deps = await this.deps?.catch(() => null);
    await deps?.close?.();
  }
}
