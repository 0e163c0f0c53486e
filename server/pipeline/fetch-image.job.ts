import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { articles } from '../db/schema.ts';
import { defineJob } from '../jobs/define-job.ts';
import { createImageVariants } from '../images/create-image-variants.ts';
import { storeImage } from '../images/store-image.ts';
import { isRetryableFetchFailure } from './fetch/safe-fetch.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { passRunId } from './queued-runs.ts';

/**
 * Fetches a story's lead picture from its publisher and stores it through the image pipeline (WebP sizes,
 * metadata stripped, long-cached files). When the picture cannot be had, the article gets a title card.
 */
export const fetchImageJob = defineJob({
  name: 'fetch-image',
  schema: z.object({ articleId: z.number().int(), imageUrl: z.url(), runId: passRunId }),
  retryLimit: 1,
  retryDelaySeconds: 2,
  // Encoding is CPU work: two at a time keep a 2-core machine responsive.
  concurrency: 2,
  // As title cards (draw-title-card.job.ts): not beside a language's clustering in one process.
  yieldsTo: ['cluster-stories'],
  async run({ articleId, imageUrl, runId }, context: PipelineContext, attempt) {
    // An article that has a picture by now (an editor's, or a retry's) needs no download.
    const [article] = await context.db
      .select({ imageId: articles.imageId })
      .from(articles)
      .where(eq(articles.id, articleId));
    if (!article || article.imageId !== null) return;
    try {
      const picture = await context.limiter.run(imageUrl, () =>
        context.fetch({
          url: imageUrl,
          accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
          maxBytes: context.settings.imageMaxBytes,
        }),
      );
      if (!picture.body) throw new Error('no picture in the answer');
      const prepared = await createImageVariants(Buffer.from(picture.body));
      await context.db.transaction(async (tx) => {
        const imageId = await storeImage(tx, prepared, 'publisher');
        await tx
          .update(articles)
          .set({ imageId })
          .where(and(eq(articles.id, articleId), isNull(articles.imageId)));
      });
    } catch (error) {
      if (isRetryableFetchFailure(error) && !attempt.isLast) throw error;
      context.logger.debug(
        { articleId, imageUrl, err: String(error) },
        'lead picture not used; drawing a title card',
      );
      await context.queue.send('draw-title-card', { articleId, runId });
    }
  },
});
