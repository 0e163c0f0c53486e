import { spawn, type ChildProcess } from 'node:child_process';
import { jemallocEnvironment } from '#server/worker-allocator.ts';

const MEMORY_REPORTER = 'scripts/replay/report-memory.ts';

/** A measured process: its peaks of resident memory (from /proc) and of V8 heap (from report-memory.ts). */
export interface Measured {
  label: string;
  child: ChildProcess;
  peakRssMb: number;
  peakHeapMb: number;
}

/**
 * Starts `file` as its npm line runs it (packageLine), with report-memory.ts preloaded to send its heap over an IPC
 * channel. It starts under jemalloc when `npm run worker` would restart itself under it
 * (server/worker-on-jemalloc.ts): that restart is an execve, which keeps only stdin, stdout and stderr, so the
 * restarted worker had no channel and its heap read 0; started under jemalloc, it does not restart and is the
 * same process on the same allocator.
 */
export function startMeasured(
  label: string,
  line: { env: Record<string, string>; nodeFlags: string[] },
  file: string,
  env: Record<string, string>,
): Measured {
  const flags = [...line.nodeFlags];
  // After the line's own preloads (tsx's, the allocator's); Node strips the reporter's types where no tsx is.
  flags.push('--import', `./${MEMORY_REPORTER}`);
  // eslint-disable-next-line no-restricted-properties -- handed on to the child, not read here
  const childEnv = { ...process.env, ...line.env, ...env };
  const onJemalloc = flags.some((flag) => flag.endsWith('/worker-on-jemalloc.js'))
    ? jemallocEnvironment(childEnv)
    : null;
  const child = spawn(process.execPath, [...flags, file], {
    env: onJemalloc ?? childEnv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const measured: Measured = { label, child, peakRssMb: 0, peakHeapMb: 0 };
  child.on('message', (message: { heapUsed?: number; rss?: number }) => {
    measured.peakHeapMb = Math.max(measured.peakHeapMb, (message.heapUsed ?? 0) / 1048576);
    measured.peakRssMb = Math.max(measured.peakRssMb, (message.rss ?? 0) / 1048576);
  });
  return measured;
}
