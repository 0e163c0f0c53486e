import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { inCpuGroup } from './cpu-quota.ts';
import { packageLine } from './package-line.ts';
import { cpuSecondsOf } from './server-process.ts';

// A pass runs as `npm run ingest` runs it: the environment and node flags of its line in package.json (a
// small heap ceiling, so that V8 collects a batch's garbage instead of growing, and two malloc arenas
// instead of one per thread).
const INGEST_LINE = packageLine('ingest', 'scripts/ingest.ts');
export const ingestLine = [
  ...Object.entries(INGEST_LINE.env).map(([k, v]) => `${k}=${v}`),
  'node',
  ...INGEST_LINE.nodeFlags,
];

export interface PassFigures {
  seconds: number;
  peakMb: number;
  /** CPU seconds it used, its threads included (sampled: the last 50 ms may be missed). */
  cpuSeconds: number;
  summary: Record<string, string>;
}

/** A script started as an operator would start it, its output gathered and its peak memory sampled. */
export interface ScriptProcess {
  child: ChildProcess;
  /** What it has printed so far. */
  output(): string;
  /** Its peak resident memory so far (VmHWM), in MB. */
  peakMb(): number;
  /** CPU seconds it has used so far, its threads included. */
  cpuSeconds(): number;
  /** Resolves with its exit code; stops sampling. */
  exited: Promise<number>;
}

/**
 * Starts a script as `line` runs it (`npm run ingest`'s unless told: WORKER_LINE for the compiled worker); with
 * `cpuGroupProcs`, inside that cgroup (scripts/bench/cpu-quota.ts) from its first instruction.
 */
export function startScript(
  args: string[],
  dataDir: string,
  databaseUrl = '',
  cpuGroupProcs?: string,
  line: { env: Record<string, string>; nodeFlags: string[] } = INGEST_LINE,
): ScriptProcess {
  const command = [process.execPath, ...line.nodeFlags, ...args];
  const [file, ...commandArgs] = cpuGroupProcs ? inCpuGroup(cpuGroupProcs, command) : command;
  const child = spawn(file!, commandArgs, {
    env: {
      // eslint-disable-next-line no-restricted-properties -- handed on to the child, not read here
      ...process.env,
      ...line.env,
      DATA_DIR: dataDir,
      INGEST_ALLOW_PRIVATE_NETWORKS: '1',
      LOG_LEVEL: 'error',
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let peakKb = 0;
  let cpuSeconds = 0;
  const sampler = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      cpuSeconds = cpuSecondsOf(child.pid!);
    } catch {
      // the process has just ended
    }
  }, 50);
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (c) => {
      clearInterval(sampler);
      resolve(c ?? 1);
    }),
  );
  return {
    child,
    output: () => output,
    peakMb: () => Math.round(peakKb / 1024),
    cpuSeconds: () => cpuSeconds,
    exited,
  };
}

/** Runs a script as an operator would and samples its peak resident memory (VmHWM) while it runs. */
export async function runScript(
  args: string[],
  dataDir: string,
  databaseUrl = '',
  cpuGroupProcs?: string,
): Promise<PassFigures> {
  const started = performance.now();
  const script = startScript(args, dataDir, databaseUrl, cpuGroupProcs);
  const code = await script.exited;
  const output = script.output();
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}:\n${output}`);
  const lines = output.trim().split('\n');
  const headerIndex = lines.findIndex((l) => l.startsWith('feeds  unchanged'));
  const header = headerIndex === -1 ? [] : lines[headerIndex]!.split(/\s{2,}/);
  const values = headerIndex === -1 ? [] : lines[headerIndex + 1]!.split(/\s{2,}/);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: script.peakMb(),
    cpuSeconds: script.cpuSeconds(),
    summary: Object.fromEntries(header.map((h, i) => [h.trim(), values[i]?.trim() ?? ''])),
  };
}
