// The entry of the thread that runs a pass's CPU steps (pass-threads.ts): piscina calls its default export with
// each task.
export { runPassStep as default } from './pass-steps.ts';
