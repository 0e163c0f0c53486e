import { AsyncResource } from 'node:async_hooks';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger.ts';
import type { PageServiceCall, PageServices } from './page-services.ts';
import {
  describeError,
  reviveError,
  type FromRenderThread,
  type RenderThreadData,
  type ToRenderThread,
} from './render-messages.ts';

/** A drawing this long is given up (answered 500) and its thread replaced: it may be stuck in a loop. */
const DRAWING_TIMEOUT_MS = 30_000;

/** A thread that stopped before it was ready (a broken build) is started again after this long, not at once. */
const RESTART_DELAY_MS = 1_000;

/** The old generation of a render thread's heap (its live data is some 20 to 30 MB after many drawings). */
const THREAD_HEAP_MB = 128;

/** Statuses whose answers have no body. */
const WITHOUT_BODY = new Set([101, 204, 205, 304]);

interface Drawing {
  /** The request's logger, with its id: what the drawing's loaders log goes here. */
  logger: Logger;
  resolve(response: Response): void;
  reject(error: Error): void;
  /** Runs a service call in the context of the request that asked for the drawing (its cache tags). */
  serve(service: PageServiceCall, args: unknown[]): Promise<unknown>;
  timer: ReturnType<typeof setTimeout>;
}

interface RenderThread {
  worker: Worker;
  drawings: Map<number, Drawing>;
  ready: Promise<void>;
  isReady: boolean;
  stopped: boolean;
}

export interface RenderThreadsOptions extends RenderThreadData {
  threads: number;
  /** How long a drawing may take (30 s unless a test says otherwise). */
  drawingTimeoutMs?: number | undefined;
  services: PageServices;
  logger: Logger;
}

/**
 * Pages drawn beside the main thread. React Router and React draw a page in one or more worker threads; the
 * main thread keeps HTTP, the response cache and the database, and answers the threads' service calls, each in
 * the context of the request it is for (so that the tags of what it read are recorded with its answer). On the
 * embedded database the two halves of an uncached page, reading and drawing, then run on two cores at once
 * (docs/benchmarks.md); a drawing that runs away no longer stops the main thread from serving the cache and
 * the API. A thread that stops is replaced; its drawings in flight fail with 500.
 */
export class RenderThreads {
  private readonly threads: RenderThread[] = [];
  private lastJob = 0;
  private closed = false;

  private constructor(private readonly options: RenderThreadsOptions) {}

  /** Starts the threads and waits until each has loaded the server bundle (its errors surface here). */
  static async start(options: RenderThreadsOptions): Promise<RenderThreads> {
    const pool = new RenderThreads(options);
    for (let i = 0; i < options.threads; i++) pool.threads.push(pool.startThread());
    try {
      await Promise.all(pool.threads.map((thread) => thread.ready));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** Draws the page a request asks for; what its loaders log carries the request's id. */
  render(request: Request, requestId: string): Promise<Response> {
    const thread = this.leastBusyThread();
    if (!thread) return Promise.reject(new Error('No page drawing thread is running'));
    const job = ++this.lastJob;
    const { services } = this.options;
    const logger = this.options.logger.child({ requestId });
    // Bound here, in the request's own context: the thread's calls arrive as messages, outside it.
    const serve = AsyncResource.bind((service: PageServiceCall, args: unknown[]) =>
      (services[service] as (...args: unknown[]) => Promise<unknown>)(...args),
    );
    return new Promise<Response>((resolve, reject) => {
      const timeoutMs = this.options.drawingTimeoutMs ?? DRAWING_TIMEOUT_MS;
      const timer = setTimeout(() => {
        logger.error({ url: request.url }, 'drawing a page took too long; its thread is replaced');
        this.replace(thread, new Error(`Drawing ${request.url} took longer than ${timeoutMs / 1000} s`));
      }, timeoutMs);
      thread.drawings.set(job, { logger, resolve, reject, serve, timer });
      const message: ToRenderThread = {
        type: 'draw',
        job,
        url: request.url,
        method: request.method,
        headers: [...request.headers],
      };
      thread.worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.splice(0);
    for (const thread of threads) this.stop(thread, new Error('The server is shutting down'));
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private leastBusyThread(): RenderThread | undefined {
    let chosen: RenderThread | undefined;
    for (const thread of this.threads) {
      if (thread.stopped) continue;
      if (!chosen || thread.drawings.size < chosen.drawings.size) chosen = thread;
    }
    return chosen;
  }

  private startThread(): RenderThread {
    const { handlerModule, buildEntry, mode, site, extraOrigins } = this.options;
    const data: RenderThreadData = { handlerModule, buildEntry, mode, site, extraOrigins };
    // The compiled server runs render-thread.js; `npm run dev` and the tests run the TypeScript, which the
    // thread loads through tsx.
    const file = import.meta.url.endsWith('.ts') ? './render-thread-through-tsx.mjs' : './render-thread.js';
    const worker = new Worker(new URL(file, import.meta.url), {
      workerData: data,
      // A drawing holds a page's data and markup for a moment: a thread that grows past this has a leak or a
      // runaway drawing, and is ended and replaced rather than growing the whole process.
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    let markReady: () => void = () => undefined;
    let failStart: (error: Error) => void = () => undefined;
    const thread: RenderThread = {
      worker,
      drawings: new Map(),
      ready: new Promise<void>((resolve, reject) => {
        markReady = resolve;
        failStart = reject;
      }),
      isReady: false,
      stopped: false,
    };
    // Only the first start waits for a thread to be ready; a replacement that fails is logged and replaced.
    thread.ready.catch(() => undefined);
    worker.on('message', (message: FromRenderThread) => this.receive(thread, message, markReady));
    worker.on('error', (error) => {
      this.options.logger.error({ err: error }, 'a page drawing thread failed');
      failStart(error);
      this.replace(thread, error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`The page drawing thread stopped (exit code ${code})`);
      failStart(error);
      this.replace(thread, error);
    });
    return thread;
  }

  private receive(thread: RenderThread, message: FromRenderThread, markReady: () => void): void {
    switch (message.type) {
      case 'ready':
        thread.isReady = true;
        markReady();
        return;
      case 'call': {
        const drawing = thread.drawings.get(message.job);
        const answer = drawing
          ? drawing.serve(message.service, message.args)
          : Promise.reject(new Error('The drawing this call is for has ended'));
        answer.then(
          (value) => this.post(thread, { type: 'answer', call: message.call, value }),
          (error: unknown) =>
            this.post(thread, { type: 'refusal', call: message.call, error: describeError(error) }),
        );
        return;
      }
      case 'log':
        // A line of a drawing that has ended (given up) is still logged, without its request's id.
        (thread.drawings.get(message.job)?.logger ?? this.options.logger)[message.level](
          message.details,
          message.message,
        );
        return;
      case 'drawn': {
        const drawing = this.finish(thread, message.job);
        const body = WITHOUT_BODY.has(message.status) ? null : message.body;
        drawing?.resolve(
          new Response(body, {
            status: message.status,
            statusText: message.statusText,
            headers: message.headers,
          }),
        );
        return;
      }
      case 'failed':
        this.finish(thread, message.job)?.reject(reviveError(message.error));
        return;
    }
  }

  private post(thread: RenderThread, message: ToRenderThread): void {
    if (!thread.stopped) thread.worker.postMessage(message);
  }

  private finish(thread: RenderThread, job: number): Drawing | undefined {
    const drawing = thread.drawings.get(job);
    if (!drawing) return undefined;
    clearTimeout(drawing.timer);
    thread.drawings.delete(job);
    return drawing;
  }

  /** Fails a thread's drawings in flight and ends it. */
  private stop(thread: RenderThread, reason: Error): void {
    if (thread.stopped) return;
    thread.stopped = true;
    for (const job of [...thread.drawings.keys()]) this.finish(thread, job)?.reject(reason);
  }

  /** Ends a thread that failed or hangs and puts a new one in its place. */
  private replace(thread: RenderThread, reason: Error): void {
    if (thread.stopped) return;
    this.stop(thread, reason);
    void thread.worker.terminate();
    const restart = () => {
      const at = this.threads.indexOf(thread);
      if (at !== -1 && !this.closed) this.threads[at] = this.startThread();
    };
    if (thread.isReady) restart();
    else setTimeout(restart, RESTART_DELAY_MS).unref();
  }
}
