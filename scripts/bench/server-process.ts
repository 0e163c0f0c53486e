import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { packageLine } from './package-line.ts';

// Running the site's production server as a benchmark's subject: on a port of its own, as `npm start` runs it,
// left until its start-up work is done.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resident and peak resident memory of a process, in MB (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU seconds a process has used so far, its threads included (Linux). */
export function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until a process has used under 5% of a core for three seconds in a row. */
export async function waitUntilIdle(pid: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let last = cpuSecondsOf(pid);
  while (quiet < 3 && Date.now() < deadline) {
    await sleep(1000);
    const now = cpuSecondsOf(pid);
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a node process with extra environment; its errors go to this process's stderr. */
export function startNode(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    // eslint-disable-next-line no-restricted-properties -- handed on to the child, not read here
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${args.join(' ')} exited with ${code}`);
  });
  return child;
}

/** How `npm start` runs the server: the environment and node flags of its line in package.json. */
/** The compiled server `npm start` runs (scripts/server-build.ts). */
export const SERVER_ENTRY = 'build/node/server/main.js';
export const START_LINE = packageLine('start', SERVER_ENTRY);
/** The compiled worker `npm run worker` runs, and how its line runs it (built first: server-build.ts). */
export const WORKER_ENTRY = 'build/node/server/worker.js';
export const WORKER_LINE = packageLine('worker', WORKER_ENTRY);

/** The command line `npm start` runs, for the reports. */
export const START_COMMAND = `${Object.entries(START_LINE.env)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')} node ${START_LINE.nodeFlags.join(' ')} ${SERVER_ENTRY}`;

/** The production server on 127.0.0.1 as `npm start` runs it, on a data directory of the caller's. */
export function startSite(
  port: number,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): ChildProcess {
  return startNode([...START_LINE.nodeFlags, SERVER_ENTRY], {
    ...START_LINE.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'warn',
    INGEST_INTERVAL: '',
    ...extraEnv,
  });
}

/** Stops a process and resolves when it has exited. */
export function stopped(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
