import { spawnSync } from 'node:child_process';

/**
 * Runs an ES module's statements (`await` allowed, TypeScript imports by path) in a Node process of its own
 * under tsx, so that nothing the test itself loaded is counted, and returns what it printed. Throws with its
 * errors if it fails.
 */
export function runIsolated(body: string, nodeFlags: string[] = []): string {
  const child = spawnSync(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', '--input-type=module', '-e', body],
    { encoding: 'utf8' },
  );
  if (child.status !== 0 || child.stderr !== '')
    throw new Error(`the isolated code failed:\n${child.stderr}`);
  return child.stdout;
}

/**
 * The memory a piece of code leaves held, in bytes: V8's heap in use plus array buffers, each after a full
 * collection, before and after `body` runs in a process of its own (runIsolated), after `prepare` (imports
 * whose own cost is not the question).
 */
export function retainedBytes(body: string, prepare = ''): number {
  const script = `
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const held = async () => {
      // Array buffers' memory goes once their finalizers have run, after a collection.
      globalThis.gc();
      await sleep(20);
      globalThis.gc();
      const { heapUsed, arrayBuffers } = process.memoryUsage();
      return heapUsed + arrayBuffers;
    };
    ${prepare}
    const before = await held();
    ${body}
    console.log(await held() - before);`;
  return Number(runIsolated(script, ['--expose-gc']));
}
