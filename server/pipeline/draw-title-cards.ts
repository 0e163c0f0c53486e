import { createInProcessPipeline, type PipelineDeps } from './run-pipeline.ts';
import { RunTally } from './run-tally.ts';

/**
 * Gives articles outside a pass their pictures with the pass's own draw-title-card job, on an in-process
 * queue (its concurrency, retries and failure log): an editor's article saved without a picture, and at start
 * those still missing one (the demo edition's). Resolves once every one is done.
 */
export async function drawTitleCards(deps: PipelineDeps, articleIds: readonly number[]): Promise<void> {
  // No pass counts this work: the tally has no ingest_runs row.
  const { queue } = createInProcessPipeline(deps, new RunTally(deps.db, null));
  for (const articleId of articleIds) await queue.send('draw-title-card', { articleId });
  await queue.drain();
}
