import { readFeedDocument } from './read-feed-document.ts';
import { readFetchedPage } from './read-fetched-page.ts';

/**
 * The steps of a pass that are pure CPU work on their input (parsing, extraction, language detection): run
 * inline in workers and `npm run ingest`, in a thread beside the main thread when the pass runs inside the
 * web process (pass-threads.ts). The same functions either way; only where they run differs.
 */
const PASS_STEPS = { readFetchedPage, readFeedDocument };

export type PassStepName = keyof typeof PASS_STEPS;
export type PassStepInput<Name extends PassStepName> = Parameters<(typeof PASS_STEPS)[Name]>[0];
export type PassStepResult<Name extends PassStepName> = ReturnType<(typeof PASS_STEPS)[Name]>;

/** One step to run, as it travels to a thread. */
export interface PassStepTask<Name extends PassStepName = PassStepName> {
  step: Name;
  input: PassStepInput<Name>;
}

export function runPassStep<Name extends PassStepName>(task: PassStepTask<Name>): PassStepResult<Name> {
  const step = PASS_STEPS[task.step] as (input: PassStepInput<Name>) => PassStepResult<Name>;
  return step(task.input);
}

/** Where a pass's CPU steps run. */
export interface PassWork {
  run<Name extends PassStepName>(step: Name, input: PassStepInput<Name>): Promise<PassStepResult<Name>>;
}

/** On the thread the job runs on. */
export const inlinePassWork: PassWork = {
  run: async (step, input) => runPassStep({ step, input }),
};
