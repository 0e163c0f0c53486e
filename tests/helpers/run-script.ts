import { spawn } from 'node:child_process';

/**
 * Runs one of the project's scripts as an operator would, in its own process, with the pipeline allowed to
 * reach the tests' own 127.0.0.1 server. `done` resolves with the exit code (null when killed) and output;
 * `output()` is what it has printed so far.
 */
export function runScript(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, LOG_LEVEL: 'error', INGEST_ALLOW_PRIVATE_NETWORKS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  return { child, done, output: () => output };
}
