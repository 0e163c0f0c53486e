import { Worker, type MessagePort } from 'node:worker_threads';
import type { Logger } from '../../logger.ts';
import type { PipelineControl } from '../pipeline-runner.ts';
import type { FromPipelineThread, PipelineThreadData, ToPipelineThread } from './pipeline-thread-messages.ts';

/**
 * The old generation of the pipeline thread's heap: a pass's jobs, a page of up to 3 MB read into a DOM of some
 * tens of megabytes, the clustering window's features. A thread past it ends; the server goes on and the next
 * pass starts another.
 */
const THREAD_HEAP_MB = 256;

// The compiled server runs pipeline-thread.js; `npm run dev` and the tests run the TypeScript, through tsx.
const ENTRY = new URL(
  import.meta.url.endsWith('.ts') ? './pipeline-thread-through-tsx.mjs' : './pipeline-thread.js',
  import.meta.url,
);

type Call = { type: 'draw-title-cards'; articleIds: number[] } | { type: 'settle' | 'stop' | 'close' };

/**
 * Passes, translations and pictures of the web process on the embedded database, run in a thread of their own
 * (pipeline-thread.ts) that reaches the database's thread over a port of its own: the main thread keeps only
 * HTTP, so a pass's jobs (their rows, features and stories, their garbage) never hold a reader's request
 * (docs/decisions/025). The thread starts on the first call that needs it (a site that never ingests does not
 * hold the pipeline's code); whether a pass or a translation runs is told by the thread on every change.
 */
export class PipelineInThread implements PipelineControl {
  readonly intervalMinutes: number | null;
  private thread: Promise<Worker> | null = null;
  private passRunning = false;
  private translating = false;
  private lastId = 0;
  private readonly calls = new Map<number, () => void>();
  private scheduled = false;
  /** The thread is being ended on purpose (close): its exit is no failure. */
  private closing = false;

  constructor(
    /** A port to the embedded database's thread (its handle's `connect`), one per thread started. */
    private readonly connectDatabase: () => MessagePort,
    private readonly logger: Logger,
    intervalMs: number | null,
    readonly modelConfigured: boolean,
    private readonly entry: URL = ENTRY,
    /** How long a scheduled site waits before it starts another thread when one has died. */
    private readonly restartAfterMs = 30_000,
  ) {
    this.intervalMinutes = intervalMs === null ? null : Math.round(intervalMs / 60_000);
  }

  private started(): Promise<Worker> {
    this.thread ??= new Promise<Worker>((resolve, reject) => {
      const databasePort = this.connectDatabase();
      const worker = new Worker(this.entry, {
        workerData: { databasePort } satisfies PipelineThreadData,
        transferList: [databasePort],
        resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      });
      worker.on('message', (message: FromPipelineThread) => {
        if (message.type === 'ready') {
          // A thread started again after one died takes the schedule up where the other left it.
          if (this.scheduled) worker.postMessage({ type: 'start-schedule' } satisfies ToPipelineThread);
          resolve(worker);
        } else if (message.type === 'state') {
          this.passRunning = message.passRunning;
          this.translating = message.translating;
        } else {
          const call = this.calls.get(message.id);
          this.calls.delete(message.id);
          call?.();
        }
      });
      worker.on('error', (error) => this.logger.error({ err: error }, 'the pipeline thread failed'));
      worker.on('exit', (code) => {
        // What was running is lost with it (a pass's items are taken again by the next); calls waiting end.
        this.thread = null;
        this.passRunning = false;
        this.translating = false;
        for (const call of this.calls.values()) call();
        this.calls.clear();
        if (!this.closing) this.logger.error({ code }, 'the pipeline thread stopped');
        reject(new Error(`the pipeline thread stopped (exit code ${code})`));
        // A site read on a schedule does not wait for an editor's call to read its sources again.
        if (this.scheduled && !this.closing) {
          setTimeout(() => {
            if (this.scheduled && !this.thread) void this.started().catch(() => undefined);
          }, this.restartAfterMs).unref();
        }
      });
    });
    return this.thread;
  }

  private send(message: ToPipelineThread): void {
    void this.started()
      .then((worker) => worker.postMessage(message))
      .catch((error: unknown) => this.logger.error({ err: error }, 'the pipeline thread did not start'));
  }

  /** Sends a call and resolves once the thread has done it (or has stopped). */
  private call(message: Call): Promise<void> {
    return this.started().then(
      (worker) =>
        new Promise<void>((resolve) => {
          const id = ++this.lastId;
          this.calls.set(id, resolve);
          worker.postMessage({ ...message, id } satisfies ToPipelineThread);
        }),
      (error: unknown) => this.logger.error({ err: error }, 'the pipeline thread did not start'),
    );
  }

  start(trigger: 'admin' | 'schedule', sourceIds?: number[]): boolean {
    if (this.passRunning) return false;
    // Running from now: the thread's next state says so too, or that one was running already.
    this.passRunning = true;
    this.send({ type: 'start', trigger, sourceIds });
    return true;
  }

  isRunning(): boolean {
    return this.passRunning;
  }

  translateMissing(articleIds?: number[]): boolean {
    if (!this.modelConfigured || this.translating) return false;
    this.translating = true;
    this.send({ type: 'translate', articleIds });
    return true;
  }

  isTranslating(): boolean {
    return this.translating;
  }

  fetchImage(articleId: number, imageUrl: string): void {
    this.send({ type: 'fetch-image', articleId, imageUrl });
  }

  drawTitleCards(articleIds: readonly number[]): Promise<void> {
    if (articleIds.length === 0) return Promise.resolve();
    return this.call({ type: 'draw-title-cards', articleIds: [...articleIds] });
  }

  /** Reads the sources on their schedules (INGEST_INTERVAL), in the thread, started now for it. */
  startSchedule(): void {
    if (this.intervalMinutes === null || this.scheduled) return;
    this.scheduled = true;
    this.send({ type: 'start-schedule' });
  }

  /** Waits for the pass running now, if any, to end. */
  async settle(): Promise<void> {
    if (this.thread) await this.call({ type: 'settle' });
  }

  /** Stops scheduling and waits for a running pass, translation and pictures to end. */
  async stop(): Promise<void> {
    this.scheduled = false;
    if (this.thread) await this.call({ type: 'stop' });
  }

  /** Releases the pipeline's edges and ends the thread. Call after stop(). */
  async close(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    await this.call({ type: 'close' });
    const worker = await thread.catch(() => null);
    this.closing = true;
    try {
      await worker?.terminate();
    } finally {
      this.closing = false;
      this.thread = null;
    }
  }
}
