/** Public reads drawn at once when no cache holds them; the rest wait their turn. */
export const DRAWING_AT_ONCE = 8;

/** Reads that may wait for their turn; one more is refused with 503 at once. */
export const DRAWING_MAX_WAITING = 200;

/**
 * Public reads that no cache holds (pages, API lists) are drawn a few at a time, first come first served. The
 * database answers a few statements at a time (the embedded one, one), and a page asks it several times in
 * turn: with a hundred pages drawn at once, every page's statements queued behind everyone else's, so the
 * pages in hand each took as long as the whole backlog and some waited past a client's timeout (10 s in the
 * benchmark). Drawn a few at a time, a page waits for its place in line only, and a full line is refused at
 * once with 503 and Retry-After instead of timing out, as the overload guard refuses when the event loop lags.
 */
export class DrawingQueue {
  private drawing = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly atOnce = DRAWING_AT_ONCE,
    private readonly maxWaiting = DRAWING_MAX_WAITING,
  ) {}

  /** How many reads are being drawn and how many wait (for metrics and tests). */
  get state(): { drawing: number; waiting: number } {
    return { drawing: this.drawing, waiting: this.waiting.length };
  }

  /** Runs `draw` when its turn comes; returns `{ refused: true }` without running it when the line is full. */
  async run<T>(draw: () => Promise<T>): Promise<{ refused: false; value: T } | { refused: true }> {
    if (this.drawing >= this.atOnce) {
      if (this.waiting.length >= this.maxWaiting) return { refused: true };
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.drawing++;
    }
    try {
      return { refused: false, value: await draw() };
    } finally {
      // The turn passes straight to the next in line (the count stays), or the slot is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.drawing--;
    }
  }
}
