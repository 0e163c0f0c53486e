import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCpuGroup, findCpuController, inCpuGroup, quotaMicroseconds } from './cpu-quota.ts';

// A temporary directory stands in for /sys/fs/cgroup: the files the kernel would offer are made by hand.
let cgroupFs: string;
beforeEach(() => {
  cgroupFs = fs.mkdtempSync(path.join(os.tmpdir(), 'tidings-cgroup-'));
});
afterEach(() => fs.rmSync(cgroupFs, { recursive: true, force: true }));

const file = (relative: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(cgroupFs, relative)), { recursive: true });
  fs.writeFileSync(path.join(cgroupFs, relative), text);
};
const read = (relative: string) => fs.readFileSync(path.join(cgroupFs, relative), 'utf8');

describe('quotaMicroseconds', () => {
  it('is the share of a core of a 100 ms period, at least the 1 ms the kernel takes', () => {
    expect(quotaMicroseconds(0.5)).toBe(50_000);
    expect(quotaMicroseconds(0.4)).toBe(40_000);
    expect(quotaMicroseconds(1.5)).toBe(150_000);
    expect(quotaMicroseconds(0.0001)).toBe(1000);
  });

  it('refuses a share that is not a positive number', () => {
    for (const share of [0, -0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => quotaMicroseconds(share)).toThrow(/positive number of cores/);
    }
  });
});

describe('findCpuController', () => {
  it('finds none where no hierarchy offers the cpu controller', () => {
    expect(findCpuController(cgroupFs)).toBeNull();
    // A hybrid layout whose v2 part has no controllers (cpu is bound to v1, which is missing here).
    file('unified/cgroup.controllers', '\n');
    file('unified/cgroup.subtree_control');
    expect(findCpuController(cgroupFs)).toBeNull();
  });

  it("prefers v1's cpu hierarchy", () => {
    file('cpu/cpu.cfs_quota_us', '-1\n');
    file('unified/cgroup.controllers', 'cpu io\n');
    file('unified/cgroup.subtree_control');
    expect(findCpuController(cgroupFs)).toEqual({ version: 1, root: path.join(cgroupFs, 'cpu') });
  });

  it('finds v2 at the mount or under unified/ when it lists cpu', () => {
    file('unified/cgroup.controllers', 'cpuset cpu io memory\n');
    file('unified/cgroup.subtree_control');
    expect(findCpuController(cgroupFs)).toEqual({ version: 2, root: path.join(cgroupFs, 'unified') });
    file('cgroup.controllers', 'cpu\n');
    file('cgroup.subtree_control');
    expect(findCpuController(cgroupFs)).toEqual({ version: 2, root: cgroupFs });
  });
});

describe('createCpuGroup', () => {
  it('writes a v1 quota, period and weight, reads its throttling, and is removed by rmdir', async () => {
    const group = createCpuGroup({ version: 1, root: cgroupFs }, 'pass-0', 0.5);
    expect(read('pass-0/cpu.cfs_period_us')).toBe('100000');
    expect(read('pass-0/cpu.cfs_quota_us')).toBe('50000');
    expect(read('pass-0/cpu.shares')).toBe('102400');
    expect(group.procsFile).toBe(path.join(cgroupFs, 'pass-0', 'cgroup.procs'));
    file('pass-0/cpu.stat', 'nr_periods 200\nnr_throttled 150\nthrottled_time 9000000\n');
    expect(group.throttled()).toEqual({ periods: 200, throttledPeriods: 150 });
    // The kernel's control files go with the group; here they are removed first, as rmdir needs.
    for (const name of fs.readdirSync(group.dir)) fs.rmSync(path.join(group.dir, name));
    await group.remove();
    expect(fs.existsSync(group.dir)).toBe(false);
  });

  it('hands the cpu controller down in v2 and writes cpu.max and cpu.weight', () => {
    file('cgroup.subtree_control', 'memory\n');
    createCpuGroup({ version: 2, root: cgroupFs }, 'pass-1', 0.4);
    expect(read('cgroup.subtree_control')).toBe('+cpu');
    expect(read('pass-1/cpu.max')).toBe('40000 100000');
    expect(read('pass-1/cpu.weight')).toBe('10000');
  });
});

describe('inCpuGroup', () => {
  it('writes the pid of the process that then runs the command into the group', () => {
    const procs = path.join(cgroupFs, 'cgroup.procs');
    const [command, ...args] = inCpuGroup(procs, ['/bin/sh', '-c', 'echo $$']);
    const run = spawnSync(command!, args, { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(read('cgroup.procs').trim()).toBe(run.stdout.trim());
  });
});
