import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './error-handler.ts';

/** How often the event loop's lateness is measured. */
const SAMPLE_MS = 100;

/** Paths an orchestrator and a monitor must always reach, overloaded or not. */
const ALWAYS_ANSWERED = /^\/(healthz|readyz|metrics)$/;

/**
 * Watches how late the event loop runs: a timer due every SAMPLE_MS that fires late by more than the limit
 * twice in a row means the process has more work than it can do. New requests are then refused at once with
 * 503 and Retry-After instead of queueing behind the backlog, so that the requests in hand finish and a load
 * balancer sends the rest elsewhere. The next timely tick lifts the refusal. One late tick alone is one long
 * task (a module loaded, a pass's step on the embedded database), not a backlog: the requests that waited
 * behind it are answered.
 */
export class OverloadGuard {
  private readonly timer: NodeJS.Timeout;
  private lastTick = performance.now();
  private lagMs = 0;
  private previousLagMs = 0;

  constructor(private readonly limitMs: number) {
    this.timer = setInterval(() => {
      const now = performance.now();
      this.previousLagMs = this.lagMs;
      this.lagMs = Math.max(0, now - this.lastTick - SAMPLE_MS);
      this.lastTick = now;
    }, SAMPLE_MS);
    this.timer.unref();
  }

  /** How late the last tick came. */
  get currentLagMs(): number {
    return this.lagMs;
  }

  get overloaded(): boolean {
    return this.lagMs > this.limitMs && this.previousLagMs > this.limitMs;
  }

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (!this.overloaded || ALWAYS_ANSWERED.test(c.req.path)) return next();
      c.header('Retry-After', '2');
      c.header('Cache-Control', 'no-store');
      return errorResponse(c, 'unavailable', 'The server is busy; please try again in a moment');
    };
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
