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
 * server or a pipeline worker on another machine, arrives as a notification naming what it touched, and the
 * cache clears exactly those answers. The same code runs on the embedded database, where only this process
 * writes.
 */
export class ContentChangeFeed {
  private constructor(
    private readonly handle: DatabaseHandle,
    private readonly waiting: Map<string, () => void>,
    private readonly unlisten: () => Promise<void>,
  ) {}

  static async start(
    handle: DatabaseHandle,
    cache: ResponseCache,
    logger: Logger,
  ): Promise<ContentChangeFeed> {
    const waiting = new Map<string, () => void>();
    const unlisten = await handle.listen(CONTENT_CHANNEL, {
      onNotification: (payload) => {
        if (payload.startsWith(MARKER_PREFIX)) {
          waiting.get(payload)?.();
          return;
        }
        cache.invalidate(parseChangeTags(payload));
      },
      onReconnect: () => {
        logger.warn('the database connection that announces changes was lost and is back: cache cleared');
        cache.clear();
      },
    });
    return new ContentChangeFeed(handle, waiting, unlisten);
  }

  /**
   * Resolves once every change committed before the call has reached this process's cache. A write answers
   * after this, so that the editor's next read on this server shows the change. Notifications arrive in
   * commit order, so a marker sent now comes back after them.
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
}
