import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JEMALLOC_CONF, JEMALLOC_PATHS, jemallocEnvironment } from '#server/worker-allocator.ts';
import { WORKER_LINE } from './bench/server-process.ts';
import { buildServer } from './server-build.ts';

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-allocator-'));
  // The line's preload is the compiled build/node/server/worker-on-jemalloc.js.
  buildServer(undefined, { ifChanged: true });
}, 180_000);
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the allocator a worker runs on', () => {
  it('is jemalloc, with settings that return freed pages, when its library is found', () => {
    const library = path.join(tmp, 'libjemalloc.so.2');
    fs.writeFileSync(library, '');
    const env = jemallocEnvironment({ PATH: '/bin', MALLOC_ARENA_MAX: '2' }, [
      path.join(tmp, 'missing.so'),
      library,
    ]);
    expect(env).toEqual({
      PATH: '/bin',
      MALLOC_ARENA_MAX: '2',
      LD_PRELOAD: library,
      MALLOC_CONF: JEMALLOC_CONF,
    });
  });

  it("keeps an operator's own MALLOC_CONF", () => {
    const library = path.join(tmp, 'libjemalloc.so.2');
    fs.writeFileSync(library, '');
    expect(jemallocEnvironment({ MALLOC_CONF: 'narenas:1' }, [library])?.MALLOC_CONF).toBe('narenas:1');
  });

  it("stays glibc's when no library is found, or when LD_PRELOAD is already set (restarted, or chosen)", () => {
    const library = path.join(tmp, 'libjemalloc.so.2');
    fs.writeFileSync(library, '');
    expect(jemallocEnvironment({ MALLOC_ARENA_MAX: '2' }, [path.join(tmp, 'missing.so')])).toBeNull();
    expect(jemallocEnvironment({ LD_PRELOAD: library }, [library])).toBeNull();
  });

  it.runIf(process.platform === 'linux')(
    "npm run worker's line runs the worker under jemalloc in the same process when it is installed, else on glibc",
    async () => {
      const { env, nodeFlags } = WORKER_LINE;
      const probe = path.join(tmp, 'probe.mjs');
      fs.writeFileSync(
        probe,
        `import fs from 'node:fs';
console.log(JSON.stringify({ pid: process.pid, argv: process.argv.slice(2),
  jemalloc: fs.readFileSync('/proc/self/maps', 'utf8').includes('libjemalloc') }));`,
      );
      const { LD_PRELOAD: _preloaded, MALLOC_CONF: _conf, ...parentEnv } = process.env;
      const child = spawn(process.execPath, [...nodeFlags, probe, '--feeds', 'x'], {
        env: { ...parentEnv, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(0);
      expect(JSON.parse(output)).toEqual({
        pid: child.pid,
        argv: ['--feeds', 'x'],
        jemalloc: JEMALLOC_PATHS.some((p) => fs.existsSync(p)),
      });
    },
  );
});
