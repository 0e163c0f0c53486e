import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PassStepName, PassStepInput, PassStepResult, PassStepTask, PassWork } from './pass-steps.ts';

/**
 * The old generation of the thread's heap: a page of up to 3 MB (pageMaxBytes) becomes a DOM of some tens of
 * megabytes while it is read. A thread that grows past this is ended (its step fails, the job is tried again
 * as after any error) and another started, rather than growing the web process.
 */
const THREAD_HEAP_MB = 160;

// The compiled server runs pass-thread.js; `npm run dev` and the tests run the TypeScript, through tsx.
const ENTRY = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './pass-thread-through-tsx.mjs' : './pass-thread.js',
    import.meta.url,
  ),
);

/**
 * A pass's CPU steps in one thread beside the web process's main thread when the web process runs a pass on
 * PostgreSQL (on the embedded database the whole pass runs in a thread of its own: pipeline-in-thread.ts):
 * reading pages and parsing feeds no longer hold up readers' requests (docs/decisions/023). Started on first
 * use, closed with the pipeline. An error in the thread fails its step as the same error inline would.
 */
export class PassThreads implements PassWork {
  private pool: Piscina<PassStepTask, unknown> | null = null;

  run<Name extends PassStepName>(step: Name, input: PassStepInput<Name>): Promise<PassStepResult<Name>> {
    this.pool ??= new Piscina<PassStepTask, unknown>({
      filename: ENTRY,
      minThreads: 1,
      maxThreads: 1,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    return this.pool.run({ step, input }) as Promise<PassStepResult<Name>>;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
