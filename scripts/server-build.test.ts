import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFrom, inputsHash } from './server-build.ts';

// npm run build:server while a web process runs from build/node and workers start (npm run worker builds first):
// built here into a directory of the test's own (--out), from the checkout's sources.

let tmp: string;
let out: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-server-build-'));
  out = path.join(tmp, 'node');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function build(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-server.ts', '--out', out, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** What a process starting now needs: the entries, the build's package.json, a file read beside the code. */
const complete = () =>
  [
    'server/main.js',
    'server/worker.js',
    'server/worker-on-jemalloc.js',
    'package.json',
    'server/db/migrations',
  ].every((file) => fs.existsSync(path.join(out, file)));

describe('the server build (npm run build:server)', () => {
  it(
    'replaces a build in one step: two builds at once leave a complete build at every moment',
    { timeout: 300_000 },
    async () => {
      // A build from before the link: a plain directory.
      fs.mkdirSync(path.join(out, 'server'), { recursive: true });
      fs.writeFileSync(path.join(out, 'server', 'main.js'), '');
      const first = await build();
      expect(first.code, first.output).toBe(0);
      expect(fs.lstatSync(out).isSymbolicLink()).toBe(true);
      expect(complete()).toBe(true);
      const hash = inputsHash();
      expect(builtFrom(out)).toBe(hash);

      let checks = 0;
      let missing = 0;
      const watch = setInterval(() => {
        checks++;
        if (!complete()) missing++;
      }, 1);
      const [a, b] = await Promise.all([build(), build()]);
      clearInterval(watch);
      expect(a.code, a.output).toBe(0);
      expect(b.code, b.output).toBe(0);
      expect(checks).toBeGreaterThan(100);
      expect(missing).toBe(0);
      expect(builtFrom(out)).toBe(hash);
      // Nothing left of the builds' own directories and links; the plain one kept aside for a process using it.
      const names = fs.readdirSync(tmp);
      expect(names.filter((name) => !/^node-plain-\d+$/.test(name)).sort()).toEqual(['node', `node-${hash}`]);
      expect(names.filter((name) => /^node-plain-\d+$/.test(name))).toHaveLength(1);
    },
  );

  it(
    'with --if-changed, compiles nothing when the build in place is of the same inputs',
    { timeout: 120_000 },
    async () => {
      const hash = inputsHash();
      const target = fs.readlinkSync(out);
      const same = await build('--if-changed');
      expect(same.code, same.output).toBe(0);
      expect(same.output).toMatch(/is up to date/);
      expect(fs.readlinkSync(out)).toBe(target);

      // Pointed at a build of other inputs, it points back at the one of these (here already built).
      fs.mkdirSync(path.join(tmp, 'node-0000'));
      fs.writeFileSync(path.join(tmp, 'node-0000', 'build-inputs.txt'), '0000\n');
      fs.rmSync(out);
      fs.symlinkSync('node-0000', out);
      const changed = await build('--if-changed');
      expect(changed.code, changed.output).toBe(0);
      expect(changed.output).not.toMatch(/is up to date/);
      expect(builtFrom(out)).toBe(hash);
      expect(complete()).toBe(true);
    },
  );
});
