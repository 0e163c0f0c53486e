import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { parseChangeTags } from './cache-tags.ts';
import type { ResponseCache } from './response-cache.ts';

/** The channel the database's triggers announce changes on (migration 0008). */
export const CONTENT_CHANNEL = 'tidings_content';

/** Payloads starting with this are this process's own markers (see `settle`), not changes. */
const MARKER_PREFIX = 'marker:';

/** How long a write waits for its own changes to come back before answering anyway. */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Keeps a response cache in step with the database: every committed change, from this process, another
 * server or a pipeline worker on another machine, arrives as a notification naming what it touched. A change
 * announced while one of this process's editors is writing clears the answers it touches (`editorWrite`); any
 * other marks them stale, served while they are drawn again (a reconnection, which may have missed changes,
 * clears everything). The same code runs on the embedded database, where only this process writes.
 */
export class ContentChangeFeed {
  private readonly waiting = new Map<string, () => void>();
  /** Editors' writes under way in this process, from their start until their changes have arrived. */
  private editorWrites = 0;
  private unlisten: () => Promise<void> = async () => undefined;

  private constructor(
    private readonly handle: DatabaseHandle,
    private readonly cache: ResponseCache,
  ) {}

  static async start(
    handle: DatabaseHandle,
    cache: ResponseCache,
    logger: Logger,
  ): Promise<ContentChangeFeed> {
    const feed = new ContentChangeFeed(handle, cache);
    feed.unlisten = await handle.listen(CONTENT_CHANNEL, {
      onNotification: (payload) => feed.received(payload),
      onReconnect: () => {
        logger.warn('the database connection that announces changes was lost and is back: cache cleared');
        cache.clear();
      },
    });
    return feed;
  }

  /**
   * Runs an editor's write and resolves once its changes have cleared the answers they touch in this process's
   * cache, so that the editor's next read on this server shows them. A notification does not say which
   * process's transaction sent it: every change announced from the write's start until then clears, including
   * the pipeline's meanwhile. `write` resolves to whether it may have written (a refused request did not: it
   * answers without waiting).
   */
  async editorWrite(write: () => Promise<boolean>): Promise<void> {
    this.editorWrites++;
    try {
      if (await write()) await this.settle();
    } finally {
      this.editorWrites--;
    }
  }

  /**
   * Resolves once every change committed before the call has reached this process's cache (an editor's write
   * answers after this: `editorWrite`). Notifications arrive in commit order, so a marker sent now comes back
   * after them.
   */
  async settle(): Promise<void> {
    const marker = `${MARKER_PREFIX}${crypto.randomUUID()}`;
    const arrived = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      this.waiting.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.handle.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${marker})`);
      await arrived;
    } finally {
      this.waiting.delete(marker);
    }
  }

  async close(): Promise<void> {
    await this.unlisten();
  }

  private received(payload: string): void {
    if (payload.startsWith(MARKER_PREFIX)) {
      this.waiting.get(payload)?.();
      return;
    }
    this.cache.invalidate(parseChangeTags(payload), this.editorWrites > 0 ? 'clear' : 'mark-stale');
  }
}
