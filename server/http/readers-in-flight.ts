import type { ServerResponse } from 'node:http';

/**
 * Counts the requests the app is serving now (those the response cache answers from memory are not counted:
 * they need neither the database nor a turn of the event loop). A pass inside the web process asks it before
 * each of its statements on the embedded database and lets a reader's go first (yield-to-readers.ts).
 */
export class ReadersInFlight {
  private inFlight = 0;
  private readonly waiting = new Set<() => void>();

  get count(): number {
    return this.inFlight;
  }

  /** Counts a request until its answer is written or its connection closes, whichever comes first. */
  track(response: ServerResponse): void {
    this.begin();
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.end();
    };
    response.once('finish', end);
    response.once('close', end);
  }

  begin(): void {
    this.inFlight++;
  }

  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) return;
    for (const wake of [...this.waiting]) wake();
  }

  /** Resolves once no request is being served, or after `maxWaitMs` whatever the count: a busy site cannot starve the pass. */
  whenIdle(maxWaitMs: number): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxWaitMs);
      timer.unref();
      this.waiting.add(wake);
    });
  }
}
