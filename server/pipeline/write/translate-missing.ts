import { createInProcessPipeline, type PipelineDeps } from '../run-pipeline.ts';
import { RunTally, type RunCounts } from '../run-tally.ts';
import { queueMissingTranslations } from './queue-model-work.ts';

/** What a round of "translate missing" did. */
export interface TranslateMissingResult {
  asked: number;
  translated: number;
  parked: number;
  /** The model stopped taking work (its budget spent, or its server unreachable) before every text was made. */
  stopped: boolean;
}

/**
 * Has the model translate every article (or the given ones) into the languages it lacks, hand-written
 * articles included, in this process, with one request budget: `npm run translate` and the dashboard's
 * "translate missing". Texts that fail their checks twice are parked; a spent budget leaves the rest.
 */
export async function translateMissing(
  deps: PipelineDeps,
  options: { articleIds?: number[] | undefined; onProgress?: (counts: RunCounts) => void } = {},
): Promise<TranslateMissingResult> {
  const tally = new RunTally(deps.db, null, options.onProgress);
  const { queue, context } = createInProcessPipeline(deps, tally);
  const model = context.modelFor(undefined);
  if (!model) throw new Error('translateMissing needs a model');
  const asked = await queueMissingTranslations(deps.db, queue, {
    writtenOnly: false,
    articleIds: options.articleIds,
  });
  await queue.drain();
  const { translationsNew, modelParked } = tally.counts;
  return {
    asked,
    translated: translationsNew,
    parked: modelParked,
    stopped: !model.canWork(),
  };
}
