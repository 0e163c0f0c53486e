import { LRUCache } from 'lru-cache';
import type { CacheTag, ChangeTag } from './cache-tags.ts';

/** One stored answer, compressed once when stored so that a hit costs no compression. */
export interface CachedAnswer {
  status: number;
  /** The answer's own headers, without Content-Length and Content-Encoding. */
  headers: [name: string, value: string][];
  /** A strong validator of the uncompressed body. */
  etag: string;
  /**
   * The uncompressed body; empty when there is a gzip form, from which the few readers who take no
   * compression get it (identityOf): kept, it would be three quarters of what a page costs to keep.
   */
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  tags: Set<CacheTag>;
}

export interface ResponseCacheOptions {
  /** Upper bound of the stored bodies (every encoding kept) in bytes. */
  maxBytes: number;
  /**
   * How long an answer may be served without a change having cleared it: pages carry times relative to
   * when they were drawn ("updated 5 minutes ago"), which the reader's browser corrects, but a crawler does not.
   */
  maxAgeMs: number;
}

/** How many recent invalidations are remembered to refuse answers drawn from data they made stale. */
const RECENT_INVALIDATIONS = 512;

interface Invalidation {
  generation: number;
  tags: ReadonlySet<ChangeTag>;
}

/**
 * Rendered pages and API answers in memory, least recently used first out when the byte bound is reached,
 * each tagged with what it shows so that a change clears exactly the answers it touches.
 *
 * A change can be announced while an answer is being drawn from the data before it. Such an answer must not
 * be stored: a fill records the generation it started at, and `store` refuses it when an invalidation
 * touching its tags happened since.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private readonly keysByTag = new Map<CacheTag, Set<string>>();
  private readonly recent: Invalidation[] = [];
  private readonly pending = new Map<string, Promise<CachedAnswer | null>>();
  private currentGeneration = 0;
  readonly stats = { hits: 0, misses: 0, stores: 0, refused: 0, cleared: 0 };

  constructor(options: ResponseCacheOptions) {
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: options.maxBytes,
      ttl: options.maxAgeMs,
      ttlAutopurge: false,
      sizeCalculation: (answer) => Math.max(1, sizeOf(answer)),
      dispose: (answer, key) => this.unindex(key, answer.tags),
    });
  }

  /** Counts every invalidation; fills compare it with the value they started at. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.entries.calculatedSize };
  }

  get(key: string): CachedAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer) this.stats.hits++;
    else this.stats.misses++;
    return answer;
  }

  /**
   * Draws an answer once for all concurrent requests of the same key: the first runs `draw`, the others wait
   * for its result. `draw` returns null for an answer that must not be shared (an error, a private page).
   */
  async fill(key: string, draw: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const startedAt = this.currentGeneration;
    const drawing = draw().then((answer) => {
      if (answer) this.store(key, answer, startedAt);
      return answer;
    });
    this.pending.set(key, drawing);
    try {
      return await drawing;
    } finally {
      this.pending.delete(key);
    }
  }

  /** Keeps an answer drawn since `startedAt` unless a change to what it shows was announced meanwhile. */
  store(key: string, answer: CachedAnswer, startedAt: number): boolean {
    if (this.staleSince(startedAt, answer.tags) || sizeOf(answer) > this.entries.maxSize) {
      this.stats.refused++;
      return false;
    }
    this.entries.set(key, answer);
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.stats.stores++;
    return true;
  }

  /** Clears every answer that depends on one of the tags. */
  invalidate(tags: Iterable<ChangeTag>): void {
    const changed = new Set(tags);
    if (changed.size === 0) return;
    this.currentGeneration++;
    this.recent.push({ generation: this.currentGeneration, tags: changed });
    if (this.recent.length > RECENT_INVALIDATIONS) this.recent.shift();
    if (changed.has('everything')) {
      this.stats.cleared += this.entries.size;
      this.entries.clear();
      return;
    }
    for (const tag of changed as Set<CacheTag>) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) {
        if (this.entries.delete(key)) this.stats.cleared++;
      }
    }
  }

  /** Drops everything (a lost connection to the change feed may have missed changes). */
  clear(): void {
    this.invalidate(['everything']);
  }

  private staleSince(startedAt: number, tags: ReadonlySet<CacheTag>): boolean {
    if (startedAt === this.currentGeneration) return false;
    const oldest = this.recent[0];
    // More changes than remembered happened meanwhile: assume one of them touched this answer.
    if (!oldest || oldest.generation > startedAt + 1) return true;
    return this.recent.some(
      (change) =>
        change.generation > startedAt &&
        (change.tags.has('everything') || [...tags].some((tag) => change.tags.has(tag))),
    );
  }

  private unindex(key: string, tags: ReadonlySet<CacheTag>): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}

function sizeOf(answer: CachedAnswer): number {
  return answer.identity.length + answer.gzip.length + answer.br.length + 512;
}
