import { isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, images, imageVariants } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { prepareArticleImage } from './prepare-article-image.ts';

/**
 * Draws title cards for articles that have no picture, the medium card size of pictures stored before it
 * existed, and AVIF copies of pictures where they pay, one at a time, off the request path. Articles are queued
 * when an editor creates or changes them, and all those without a picture when the server starts (the demo
 * edition's too). The pipeline's stories get theirs from its draw-title-card job, on whichever queue runs it.
 */
export class ArticleImageGenerator {
  private readonly queue = new Set<number>();
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly siteName: string,
    private readonly logger: Logger,
  ) {}

  /** Queues an article; nothing happens when it already has a picture. */
  enqueue(articleId: number): void {
    this.queue.add(articleId);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Queues every article without a picture, or whose picture lacks its medium size or untried AVIF copies. */
  async enqueueMissing(): Promise<number> {
    const rows = await this.db
      .select({ id: articles.id })
      .from(articles)
      .where(
        or(
          isNull(articles.imageId),
          sql`exists (select 1 from ${images} i where i.id = ${articles.imageId} and i.avif_checked_at is null)`,
          sql`not exists (select 1 from ${imageVariants} v where v.image_id = ${articles.imageId} and v.variant = 'medium')`,
        ),
      );
    for (const row of rows) this.enqueue(row.id);
    return rows.length;
  }

  /** Resolves when the queue is empty (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve)); // let the request that queued us finish first
    for (const id of this.queue) {
      this.queue.delete(id);
      try {
        await prepareArticleImage(this.db, id, this.siteName);
      } catch (error) {
        this.logger.warn({ err: error, articleId: id }, 'could not draw the article image');
      }
    }
  }
}
