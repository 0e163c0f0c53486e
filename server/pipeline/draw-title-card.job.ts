import { z } from 'zod';
import { AppError } from '../errors.ts';
import { defineJob } from '../jobs/define-job.ts';
import { prepareArticleImage } from '../images/prepare-article-image.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { passRunId } from './queued-runs.ts';

/**
 * Draws the title card of a story that has no picture of its own (none in its reports, or one that could not
 * be had) and stores it as the article's picture; pages then draw it in each language. A story that has a
 * picture by now (an editor's) is left as it is, one merged away meanwhile too.
 */
export const drawTitleCardJob = defineJob({
  name: 'draw-title-card',
  schema: z.object({ articleId: z.number().int(), runId: passRunId }),
  retryLimit: 1,
  retryDelaySeconds: 2,
  // Drawing and encoding are CPU work, and a card's pixels and encoders' buffers are where a worker's memory
  // peaks: one at a time kept a worker's peak 11 to 14 MiB lower for a pass 10 to 14% longer
  // (docs/benchmarks.md, "Where a worker's memory goes"); two workers still draw two at once.
  concurrency: 1,
  // The stories are published before their cards (a page shows none until then), and every story of a
  // language waits for its clustering: a process that places stories draws no card meanwhile.
  yieldsTo: ['cluster-stories'],
  async run({ articleId }, context: PipelineContext) {
    try {
      await prepareArticleImage(context.db, articleId, context.siteName);
    } catch (error) {
      // A story merged into another meanwhile has no card to draw.
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    }
  },
});
