import { LRUCache } from 'lru-cache';

const KEPT_AT_MOST_MS = 10 * 60_000;

/**
 * Pictures drawn on request and kept in memory under their address, bounded in bytes and for 10 minutes at most
 * (so that the card of a deleted article stops being served from memory). A crowd asking for one picture at once
 * draws it once.
 */
export class DrawnPictures {
  private readonly kept: LRUCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => bytes.length + 64,
      ttl: KEPT_AT_MOST_MS,
    });
  }

  /** A picture already drawn under this address, without asking anything. */
  peek(path: string): Buffer | undefined {
    return this.kept.get(path);
  }

  async get(path: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.kept.get(path);
    if (kept) return kept;
    let pending = this.drawing.get(path);
    if (!pending) {
      pending = draw()
        .then((bytes) => {
          this.kept.set(path, bytes);
          return bytes;
        })
        .finally(() => this.drawing.delete(path));
      this.drawing.set(path, pending);
    }
    return pending;
  }
}
