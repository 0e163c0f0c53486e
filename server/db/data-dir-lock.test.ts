import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirError, DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a directory a live process holds, with a clear message', () => {
    const dir = tempDir();
    // A live process other than this one: the parent of the test worker.
    fs.writeFileSync(path.join(dir, 'tidings.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Tidings process/);
  });

  it('takes over the lock of a process that was killed hard', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    fs.writeFileSync(path.join(dir, 'tidings.lock'), dead.stdout);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'tidings.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'tidings.lock'))).toBe(false);
  });

  it('can be taken again after release', () => {
    const dir = tempDir();
    lockDataDir(dir)();
    const again = lockDataDir(dir);
    again();
  });

  it('says in one line why a directory cannot be used, and leaves no probe behind', () => {
    const blocker = path.join(tempDir(), 'a-file');
    fs.writeFileSync(blocker, 'in the way');
    expect(() => lockDataDir(path.join(blocker, 'data'))).toThrow(DataDirError);
    expect(() => lockDataDir(path.join(blocker, 'data'))).toThrow(/is not a directory/);
    const fine = tempDir();
    lockDataDir(fine)();
    expect(fs.readdirSync(fine)).toEqual([]);
  });

  it('stops the server with that one line and exit code 1, not a stack trace', () => {
    const blocker = path.join(tempDir(), 'a-file');
    fs.writeFileSync(blocker, 'in the way');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: path.join(blocker, 'data'), PORT: '3997' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^DATA_DIR .* is not a directory/)]);
  });
});
