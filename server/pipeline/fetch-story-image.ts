import { InProcessQueue } from '../jobs/in-process-queue.ts';
import { fetchImageJob } from './fetch-image.job.ts';
import type { PipelineContext } from './pipeline-context.ts';
import { createPipelineContext, type PipelineDeps } from './run-pipeline.ts';
import { RunTally } from './run-tally.ts';

/**
 * Fetches one story's lead picture outside a pass, with the pass's own picture job (an editor published a
 * held item): stored through the image pipeline, or a title card when the picture cannot be had or its
 * address is refused. Resolves once the job is done.
 */
export async function fetchStoryImage(
  deps: PipelineDeps,
  articleId: number,
  imageUrl: string,
): Promise<void> {
  const queue = new InProcessQueue<PipelineContext>(deps.logger, undefined, deps.sleep);
  // No pass counts this work: the tally has no ingest_runs row.
  const context = createPipelineContext(deps, queue, new RunTally(deps.db, null));
  queue.bind(context);
  const sent = await queue.send(fetchImageJob, { articleId, imageUrl }).catch(() => false);
  if (!sent) context.onArticleWithoutImage(articleId);
  await queue.drain();
}
