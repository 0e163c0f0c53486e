import type { Logger } from '../logger.ts';
import type { PgBossQueue } from '../jobs/pg-boss-queue.ts';
import type { PipelineContext } from './pipeline-context.ts';
import type { LoadPipelineDeps, PipelineControl } from './pipeline-runner.ts';

/**
 * The web process's pipeline when `npm run worker` processes do its work (PIPELINE_WORKERS=1, PostgreSQL):
 * nothing runs here. "Fetch now" hands a pass to the workers, "translate missing", a published held item's
 * picture and title cards become their jobs; the workers' own ticks read the sources on their schedules.
 */
export class WorkerPipelineControl implements PipelineControl {
  private queue: Promise<PgBossQueue<PipelineContext>> | null = null;
  private deps: ReturnType<LoadPipelineDeps> | null = null;
  private readonly sending = new Set<Promise<unknown>>();
  private passesQueuing = 0;
  private translationsQueuing = 0;

  constructor(
    private readonly loadDeps: LoadPipelineDeps,
    private readonly databaseUrl: string,
    private readonly logger: Logger,
    readonly intervalMinutes: number | null,
    readonly modelConfigured: boolean,
  ) {}

  /** The pg-boss queue jobs are sent through, started on first use with the pipeline's job table. */
  private jobQueue(): Promise<PgBossQueue<PipelineContext>> {
    this.queue ??= Promise.all([import('../jobs/pg-boss-queue.ts'), import('./job-table.ts')])
      .then(([{ PgBossQueue }, { PIPELINE_TABLE }]) =>
        PgBossQueue.start<PipelineContext>(this.databaseUrl, PIPELINE_TABLE, this.logger),
      )
      .catch((error: unknown) => {
        this.queue = null;
        throw error;
      });
    return this.queue;
  }

  private pipelineDeps(): ReturnType<LoadPipelineDeps> {
    this.deps ??= this.loadDeps().catch((error: unknown) => {
      this.deps = null;
      throw error;
    });
    return this.deps;
  }

  /** Runs a send in the background; stop() waits for it, a failure is logged. */
  private background(what: string, send: () => Promise<unknown>): void {
    const task: Promise<unknown> = send()
      .catch((error: unknown) => this.logger.error({ err: error }, `${what} not handed to the workers`))
      .finally(() => this.sending.delete(task));
    this.sending.add(task);
  }

  start(trigger: 'admin' | 'schedule', sourceIds?: number[]): boolean {
    if (this.passesQueuing > 0) return false;
    this.passesQueuing++;
    this.background('pass', async () => {
      try {
        const [deps, queue, { queuePass }] = await Promise.all([
          this.pipelineDeps(),
          this.jobQueue(),
          import('./run-on-workers.ts'),
        ]);
        const queued = await queuePass(deps, queue, {
          sourceIds,
          maxAgeDays: deps.settings.maxAgeDays,
          trigger,
        });
        this.logger.info({ run: queued.runId, feeds: queued.feeds }, 'pass handed to the workers');
      } finally {
        this.passesQueuing--;
      }
    });
    return true;
  }

  /** A pass is being handed over; the workers' progress shows in its ingest_runs row. */
  isRunning(): boolean {
    return this.passesQueuing > 0;
  }

  translateMissing(articleIds?: number[]): boolean {
    if (!this.modelConfigured || this.translationsQueuing > 0) return false;
    this.translationsQueuing++;
    this.background('translations', async () => {
      try {
        const [deps, queue, { queueMissingTranslations }] = await Promise.all([
          this.pipelineDeps(),
          this.jobQueue(),
          import('./write/queue-model-work.ts'),
        ]);
        const asked = await queueMissingTranslations(deps.db, queue, { writtenOnly: false, articleIds });
        this.logger.info({ asked, articleIds }, 'translations handed to the workers');
      } finally {
        this.translationsQueuing--;
      }
    });
    return true;
  }

  isTranslating(): boolean {
    return this.translationsQueuing > 0;
  }

  fetchImage(articleId: number, imageUrl: string): void {
    this.background('lead picture', async () => {
      await (await this.jobQueue()).send('fetch-image', { articleId, imageUrl });
    });
  }

  /** Sends each article to the workers' draw-title-card job. */
  drawTitleCards(articleIds: readonly number[]): Promise<void> {
    if (articleIds.length === 0) return Promise.resolve();
    this.background('title cards', async () => {
      const queue = await this.jobQueue();
      for (const articleId of articleIds) await queue.send('draw-title-card', { articleId });
    });
    return Promise.resolve();
  }

  /** The workers read sources on their schedules: the web process has none. */
  startSchedule(): void {}

  /** Waits for what is being handed over. */
  async stop(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  /** Stops the queue's connection. Call after stop(). */
  async close(): Promise<void> {
    const queue = await this.queue?.catch(() => null);
    await queue?.stop();
    const deps = await this.deps?.catch(() => null);
    await deps?.close?.();
  }
}
