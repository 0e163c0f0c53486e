import { composeCheckedStory } from '../publish/compose-checked-story.ts';
import { reportFeatures } from '../stories/report-features.ts';
import { readFeedDocument } from './read-feed-document.ts';
import { readFetchedPage } from './read-fetched-page.ts';

/**
 * The steps of a pass that are pure CPU work on their input (parsing, extraction, language detection, the
 * features clustering compares, a story told and checked without a model): run inline on the job's thread
 * (workers, `npm run ingest`, and the web process's pipeline thread on the embedded database: pipeline-thread.ts),
 * in a thread beside the main thread when the web process runs a pass on PostgreSQL (pass-threads.ts). The same
 * functions either way; only where they run differs.
 */
const PASS_STEPS = { readFetchedPage, readFeedDocument, reportFeatures, composeCheckedStory };

export type PassStepName = keyof typeof PASS_STEPS;
export type PassStepInput<Name extends PassStepName> = Parameters<(typeof PASS_STEPS)[Name]>[0];
export type PassStepResult<Name extends PassStepName> = Awaited<ReturnType<(typeof PASS_STEPS)[Name]>>;

/** One step to run, as it travels to a thread. */
export interface PassStepTask<Name extends PassStepName = PassStepName> {
  step: Name;
  input: PassStepInput<Name>;
}

/** Runs a step; async, so that a step that throws rejects, as it does in a thread. */
export async function runPassStep<Name extends PassStepName>(
  task: PassStepTask<Name>,
): Promise<PassStepResult<Name>> {
  const step = PASS_STEPS[task.step] as (
    input: PassStepInput<Name>,
  ) => PassStepResult<Name> | Promise<PassStepResult<Name>>;
  return step(task.input);
}

/** Where a pass's CPU steps run. */
export interface PassWork {
  run<Name extends PassStepName>(step: Name, input: PassStepInput<Name>): Promise<PassStepResult<Name>>;
}

/** On the thread the job runs on. */
export const inlinePassWork: PassWork = {
  run: (step, input) => runPassStep({ step, input }),
};
