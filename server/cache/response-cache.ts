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
  /**
   * How long an answer a change from elsewhere made stale is still served, at once, while it is drawn again;
   * past it the reader waits for a fresh drawing. 60 s by default, the s-maxage of PUBLIC_READ_CACHE_CONTROL: a
   * reader who asks this server directly sees a change no later than one behind a CDN does.
   */
  maxStaleMs?: number;
}

/** What a lookup finds: an answer to serve, current or stale (then it is being drawn again, or should be). */
export interface Lookup {
  answer: CachedAnswer;
  stale: boolean;
}

/** An answer as kept, with when a change from elsewhere made it stale. */
interface Kept {
  answer: CachedAnswer;
  /** Date.now() when the first change it shows was announced; undefined while it is current. */
  staleSince?: number;
}

/**
 * How a change reaches the answers it touches. 'clear' drops them: a change this process's editor made, who
 * must see it on the next read. 'mark-stale' keeps them, served while they are drawn again: a change from
 * elsewhere (the pipeline, another server), which no reader of this server is waiting for.
 */
export type InvalidationMode = 'clear' | 'mark-stale';

/** How many recent invalidations are remembered to refuse answers drawn from data they made stale. */
const RECENT_INVALIDATIONS = 512;

interface Invalidation {
  generation: number;
  tags: ReadonlySet<ChangeTag>;
  cleared: boolean;
  /** Date.now() when it was announced. */
  at: number;
}

/** An answer drawn for every reader of its address who asks while it is being drawn. */
interface Drawing {
  result: Promise<CachedAnswer | null>;
  /** The generation it started at. */
  startedAt: number;
}

/** Answers a change from elsewhere made stale are served for this long by default (ResponseCacheOptions). */
const DEFAULT_MAX_STALE_MS = 60_000;

/**
 * Rendered pages and API answers in memory, least recently used first out when the byte bound is reached,
 * each tagged with what it shows so that a change clears exactly the answers it touches.
 *
 * A change from elsewhere marks the answers it touches stale rather than dropping them: during a pass stories
 * are published every few hundred milliseconds, and readers would otherwise draw nearly every answer again,
 * waiting behind the pass's own statements. A stale answer is served at once while one drawing of it runs
 * (`revalidate`), for at most `maxStaleMs`; a change of this process's editor clears them (`InvalidationMode`).
 *
 * A change can be announced while an answer is being drawn from the data before it. A fill records the
 * generation it started at, and `store` keeps such an answer as stale when the changes since only marked
 * answers stale, and refuses it when one of them cleared.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Kept>;
  private readonly keysByTag = new Map<CacheTag, Set<string>>();
  private readonly recent: Invalidation[] = [];
  private readonly pending = new Map<string, Drawing>();
  private readonly maxStaleMs: number;
  private currentGeneration = 0;
  /** The generation of the last invalidation that cleared: drawings begun before it are not joined. */
  private clearedAt = 0;
  readonly stats = { hits: 0, staleHits: 0, misses: 0, stores: 0, refused: 0, cleared: 0, markedStale: 0 };

  constructor(options: ResponseCacheOptions) {
    this.maxStaleMs = options.maxStaleMs ?? DEFAULT_MAX_STALE_MS;
    this.entries = new LRUCache<string, Kept>({
      maxSize: options.maxBytes,
      ttl: options.maxAgeMs,
      ttlAutopurge: false,
      sizeCalculation: (kept) => Math.max(1, sizeOf(kept.answer)),
      dispose: (kept, key) => this.unindex(key, kept.answer.tags),
    });
  }

  /** Counts every invalidation; fills compare it with the value they started at. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** The answer to serve for a key: current, or stale for less than `maxStaleMs`; else none. */
  lookup(key: string): Lookup | undefined {
    const kept = this.entries.get(key);
    if (kept?.staleSince === undefined) {
      if (kept) this.stats.hits++;
      else this.stats.misses++;
      return kept && { answer: kept.answer, stale: false };
    }
    if (Date.now() - kept.staleSince > this.maxStaleMs) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.staleHits++;
    return { answer: kept.answer, stale: true };
  }

  /** Whether the answer for a key is being drawn (a stale one needs no other drawing). */
  isDrawing(key: string): boolean {
    return this.pending.has(key);
  }

  /**
   * Draws an answer once for all concurrent requests of the same key: the first runs `draw`, the others wait
   * for its result, unless it began before a change that cleared (it may show the data before an editor's
   * write). `draw` returns null for an answer that must not be shared (an error, a private page).
   */
  async fill(key: string, draw: () => Promise<CachedAnswer | null>): Promise<CachedAnswer | null> {
    const waiting = this.pending.get(key);
    if (waiting && waiting.startedAt >= this.clearedAt) return waiting.result;
    const startedAt = this.currentGeneration;
    const result = draw().then((answer) => {
      if (answer) this.store(key, answer, startedAt);
      // What a stale answer showed is no longer shared (deleted, or failing now): the next reader draws it.
      else if (this.entries.peek(key)?.staleSince !== undefined) this.entries.delete(key);
      return answer;
    });
    const drawing = { result, startedAt };
    this.pending.set(key, drawing);
    try {
      return await result;
    } finally {
      if (this.pending.get(key) === drawing) this.pending.delete(key);
    }
  }

  /**
   * Draws a stale answer again for the readers after the one who found it, unless it is being drawn already.
   * Resolves when done; never rejects: a drawing that fails (refused by a full line, the database gone) leaves
   * the stale answer, and the next reader to find it starts another.
   */
  async revalidate(key: string, draw: () => Promise<CachedAnswer | null>): Promise<void> {
    if (this.pending.has(key)) return;
    await this.fill(key, draw).catch(() => undefined);
  }

  /**
   * Keeps an answer drawn since `startedAt`: as current when no change to what it shows was announced
   * meanwhile, as stale when such changes only marked answers stale; refused when one of them cleared.
   */
  store(key: string, answer: CachedAnswer, startedAt: number): boolean {
    const overlap = this.changesSince(startedAt, answer.tags);
    if (overlap === 'cleared' || sizeOf(answer) > this.entries.maxSize) {
      this.stats.refused++;
      return false;
    }
    this.entries.set(key, { answer, staleSince: overlap?.staleSince });
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.stats.stores++;
    return true;
  }

  /**
   * Clears, or marks stale, every answer that depends on one of the tags. 'everything' always clears: it is
   * announced when what changed is not known.
   */
  invalidate(tags: Iterable<ChangeTag>, mode: InvalidationMode = 'clear'): void {
    const changed = new Set(tags);
    if (changed.size === 0) return;
    const clears = mode === 'clear' || changed.has('everything');
    const now = Date.now();
    this.currentGeneration++;
    if (clears) this.clearedAt = this.currentGeneration;
    this.recent.push({ generation: this.currentGeneration, tags: changed, cleared: clears, at: now });
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
        if (clears) {
          if (this.entries.delete(key)) this.stats.cleared++;
          continue;
        }
        // Stale since the first change it shows, however many follow before it is drawn again.
        const kept = this.entries.peek(key);
        if (kept && kept.staleSince === undefined) {
          kept.staleSince = now;
          this.stats.markedStale++;
        }
      }
    }
  }

  /** Drops everything (a lost connection to the change feed may have missed changes). */
  clear(): void {
    this.invalidate(['everything']);
  }

  /**
   * The changes since `startedAt` to what an answer with these tags shows: none (undefined), only marks of
   * staleness (since the first of them), or at least one that cleared.
   */
  private changesSince(
    startedAt: number,
    tags: ReadonlySet<CacheTag>,
  ): 'cleared' | { staleSince: number } | undefined {
    if (startedAt === this.currentGeneration) return undefined;
    const oldest = this.recent[0];
    // More changes than remembered happened meanwhile: assume one of them cleared this answer.
    if (!oldest || oldest.generation > startedAt + 1) return 'cleared';
    let first: Invalidation | undefined;
    for (const change of this.recent) {
      if (change.generation <= startedAt) continue;
      if (!change.tags.has('everything') && ![...tags].some((tag) => change.tags.has(tag))) continue;
      if (change.cleared) return 'cleared';
      first ??= change;
    }
    return first && { staleSince: first.at };
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
