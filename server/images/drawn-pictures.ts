import { LRUCache } from 'lru-cache';

/**
 * Pictures drawn on request and kept in memory under their address, bounded in bytes. A crowd asking for one
 * picture at once draws it once.
 */
export class DrawnPictures {
  private readonly kept: LRUCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(maxBytes: number) {
    this.kept = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      sizeCalculation: (bytes) => bytes.length + 64,
    });
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
