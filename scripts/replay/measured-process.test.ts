import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEMALLOC_PATHS } from '#server/worker-allocator.ts';
import { WORKER_LINE } from '../bench/server-process.ts';
import { buildServer } from '../server-build.ts';
import { startMeasured } from './measured-process.ts';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-measured-'));
  // The worker's line preloads the compiled build/node/server/worker-on-jemalloc.js.
  buildServer(undefined, { ifChanged: true });
}, 180_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('a process the replay measures', () => {
  it.runIf(process.platform === 'linux')(
    "sends its heap from npm run worker's line, on the allocator that line gives it",
    async () => {
      // Stands in for the compiled worker: lives until it is stopped.
      const probe = path.join(tmp, 'probe.mjs');
      fs.writeFileSync(probe, 'setInterval(() => {}, 1000);');
      // LD_PRELOAD empty, whatever the tests run with: the line then chooses the allocator itself.
      const measured = startMeasured('probe', WORKER_LINE, probe, {
        LD_PRELOAD: '',
      });
      try {
        // Given up before the test's own timeout, so that the probe is stopped below whatever happens.
        const heapUsed = await new Promise<number>((resolve, reject) => {
          const noReport = setTimeout(() => reject(new Error('no report from the probe in 20 s')), 20_000);
          measured.child.once('message', (message: { heapUsed: number }) => {
            clearTimeout(noReport);
            resolve(message.heapUsed);
          });
          measured.child.once('exit', (code) =>
            reject(new Error(`the probe exited (${code}) with no report`)),
          );
        });
        expect(heapUsed).toBeGreaterThan(0);
        expect(measured.peakHeapMb).toBeGreaterThan(0);
        const maps = fs.readFileSync(`/proc/${measured.child.pid}/maps`, 'utf8');
        expect(maps.includes('libjemalloc')).toBe(JEMALLOC_PATHS.some((p) => fs.existsSync(p)));
      } finally {
        measured.child.kill();
      }
    },
  );
});
