/**
 * Runs tasks with at most `perHost` at a time for one host and `total` overall, so that a pass is polite to
 * every publisher and bounded for this machine. Waiting tasks start in the order they arrived.
 */
export class HostLimiter {
  private running = 0;
  private readonly perHostRunning = new Map<string, number>();
  private readonly waiting: Array<{ host: string; start: () => void }> = [];

  constructor(
    private readonly perHost: number,
    private readonly total: number,
  ) {}

  /** Runs `task` once the host and the total have room. */
  async run<T>(url: string, task: () => Promise<T>): Promise<T> {
    const host = hostOf(url);
    await new Promise<void>((resolve) => {
      this.waiting.push({ host, start: resolve });
      this.drain();
    });
    try {
      return await task();
    } finally {
      this.running--;
      this.perHostRunning.set(host, (this.perHostRunning.get(host) ?? 1) - 1);
      this.drain();
    }
  }

  private drain(): void {
    for (let i = 0; i < this.waiting.length && this.running < this.total;) {
      const next = this.waiting[i]!;
      const hostCount = this.perHostRunning.get(next.host) ?? 0;
      if (hostCount >= this.perHost) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      this.running++;
      this.perHostRunning.set(next.host, hostCount + 1);
      next.start();
    }
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}
