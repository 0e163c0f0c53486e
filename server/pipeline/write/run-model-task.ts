import type { JobAttempt } from '../../jobs/define-job.ts';
import {
  ModelOutputError,
  ModelStoppedError,
  ModelUnavailableError,
  type LanguageModel,
} from '../../ai/language-model.ts';
import type { PipelineContext } from '../pipeline-context.ts';
import { parkModelWork, unparkModelWork } from './park-model-work.ts';

/**
 * Runs one piece of model work and decides what a failure means: an unusable answer (after the model was
 * asked again) or a last failed try parks the work with its reason; a spent budget leaves it for a later
 * pass (so does a model server that cannot be reached); anything else (a 500 after the client's retries) throws, so the job is tried again after its back-off.
 */
export async function runModelTask(
  context: PipelineContext,
  attempt: JobAttempt,
  work: { articleId: number; task: 'write' | 'translate'; language: string; runId: number | undefined },
  run: () => Promise<void>,
): Promise<void> {
  try {
    await run();
    await unparkModelWork(context.db, work.articleId, work.task, work.language);
  } catch (error) {
    if (error instanceof ModelStoppedError) {
      // An unreachable server is news to the operator; a spent budget is the setting doing its job.
      const level = error instanceof ModelUnavailableError ? 'warn' : 'info';
      context.logger[level]({ articleId: work.articleId, task: work.task }, error.message);
      return;
    }
    if (!(error instanceof ModelOutputError) && !attempt.isLast) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    await parkModelWork(context.db, work.articleId, work.task, work.language, reason, context.now());
    await context.tally.add({ modelParked: 1 }, work.runId);
  }
}

/**
 * A model job's run (a story to write, a translation): its work gets the pass's model with the work's first
 * request set aside as the job begins, before it reads anything, so that jobs begun in priority order (the
 * newest story's English first) ask the model in that order, whatever the database takes to answer them. No
 * model, or one that takes no more work, leaves the job undone for a later pass.
 */
export function withModelRequestSetAside<Data extends { runId?: number | undefined }>(
  work: (data: Data, context: PipelineContext, model: LanguageModel, attempt: JobAttempt) => Promise<void>,
): (data: Data, context: PipelineContext, attempt: JobAttempt) => Promise<void> {
  return async (data, context, attempt) => {
    const model = context.modelFor(data.runId);
    await model?.withFirstRequest(() => work(data, context, model, attempt));
  };
}
