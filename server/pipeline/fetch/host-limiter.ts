/**
 * Slots per host shared by every process that fetches (the workers and the web process), so that N processes
 * together still make at most the limit of requests to one publisher. A slot is a lease that expires: a
 * killed process's slots free themselves.
 */
export interface SharedHostSlots {
  /** Waits (briefly, bounded) for one of `limit` slots of `host`; resolves to what gives it back. */
  take(host: string, limit: number): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Runs tasks with at most `perHost` at a time for one host and `total` overall, so that a pass is polite to
 * every publisher and bounded for this machine. Waiting tasks start in the order they arrived. With shared
 * slots, a task also holds one of the host's slots among all processes while it runs.
 */
export class HostLimiter {
  private running = 0;
  private readonly perHostRunning = new Map<string, number>();
  private readonly waiting: Array<{ host: string; start: () => void }> = [];

  constructor(
    private readonly perHost: number,
    private readonly total: number,
    private readonly shared?: SharedHostSlots | undefined,
  ) {}

  /** Runs `task` once the host and the total have room. */
  async run<T>(url: string, task: () => Promise<T>): Promise<T> {
    const host = hostOf(url);
    await new Promise<void>((resolve) => {
      this.waiting.push({ host, start: resolve });
      this.drain();
    });
    try {
      // This process's own cap comes first, so at most perHost of its tasks ask the shared slots of a host.
      const release = await this.shared?.take(host, this.perHost);
      try {
        return await task();
      } finally {
        await release?.();
      }
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

/** The host a URL's requests count against (with its port: two servers on one machine are two hosts). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return url;
  }
}

/** How long a slot waits before it asks again: from 20 ms doubling to half a second, each with jitter. */
export function nextBackOffMs(attempt: number): number {
  const base = Math.min(500, 20 * 2 ** attempt);
  return base / 2 + Math.random() * base;
}
