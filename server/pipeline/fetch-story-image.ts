import { createInProcessPipeline, type PipelineDeps } from './run-pipeline.ts';
import { RunTally } from './run-tally.ts';

/**
 * Fetches one story's lead picture outside a pass, with the pass's own picture job (an editor published a
 * held item): stored through the image pipeline, or a title card when the picture cannot be had or its
 * address is refused. Resolves once the job (and the title card's) is done.
 */
export async function fetchStoryImage(
  deps: PipelineDeps,
  articleId: number,
  imageUrl: string,
): Promise<void> {
  // No pass counts this work: the tally has no ingest_runs row.
  const { queue } = createInProcessPipeline(deps, new RunTally(deps.db, null));
  const sent = await queue.send('fetch-image', { articleId, imageUrl }).catch(() => false);
  if (!sent) await queue.send('draw-title-card', { articleId });
  await queue.drain();
}
