import fs from 'node:fs';
import path from 'node:path';

// A CPU quota per measured process, for `npm run bench:ingest -- --workers 1,2 --cpu-per-process 0.5`: on a
// machine with fewer cores than processes, a second worker only shares the cores the first already keeps busy,
// and scaling cannot show. Each measured process gets its own cgroup with the same share of a core (a quota of
// CPU time per period, not a core of its own), while PostgreSQL and the feed server stay unrestricted. cgroup v1's
// cpu controller (cpu.cfs_quota_us) or cgroup v2's cpu.max, whichever is mounted with the cpu controller.

/** The scheduler's period for a quota: 100 ms, the kernel's default. */
export const PERIOD_US = 100_000;

/** Where a writable cpu controller is: a v1 hierarchy of its own, or a v2 hierarchy that offers `cpu`. */
export interface CpuController {
  version: 1 | 2;
  /** The directory under which the groups are made. */
  root: string;
}

/**
 * A group's weight against the machine's other processes, a hundred times an ordinary process's (v1 cpu.shares
 * 1024, v2 cpu.weight 100). The quota is only a ceiling: on a machine busy with other work a process would get
 * less than its share, and what a pass measured would be the others' load. With this weight each measured
 * process gets its quota whenever it has work, and never more, up to about a hundred other runnable processes
 * on two cores; ten times (as before 2026-11-28) was too little at a load average of 30 to 40, where two
 * workers got 0.36 of their half core each.
 */
export const WEIGHT_TIMES_ORDINARY = 100;

/** Microseconds of CPU time per period for a share of one core (0.5: half a core), at least the kernel's 1 ms. */
export function quotaMicroseconds(coresPerProcess: number, periodUs = PERIOD_US): number {
  if (!Number.isFinite(coresPerProcess) || coresPerProcess <= 0) {
    throw new Error(`a CPU share per process is a positive number of cores, not ${coresPerProcess}`);
  }
  return Math.max(1000, Math.round(coresPerProcess * periodUs));
}

const writable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The writable cpu controller under `cgroupFs` (normally /sys/fs/cgroup), v1 first (`cpu/cpu.cfs_quota_us`),
 * then v2 at the mount itself or at `unified/` (a hybrid layout) when its cgroup.controllers lists `cpu`; null
 * when there is none (not root, a container without one, or v2 with the cpu controller bound to v1).
 */
export function findCpuController(cgroupFs = '/sys/fs/cgroup'): CpuController | null {
  const v1 = path.join(cgroupFs, 'cpu');
  if (writable(path.join(v1, 'cpu.cfs_quota_us')) && writable(v1)) return { version: 1, root: v1 };
  for (const v2 of [cgroupFs, path.join(cgroupFs, 'unified')]) {
    const controllers = path.join(v2, 'cgroup.controllers');
    if (!fs.existsSync(controllers) || !writable(path.join(v2, 'cgroup.subtree_control'))) continue;
    if (fs.readFileSync(controllers, 'utf8').trim().split(/\s+/).includes('cpu'))
      return { version: 2, root: v2 };
  }
  return null;
}

/** One process's group: its quota written, a pid to be written into `procsFile`. */
export interface CpuGroup {
  dir: string;
  /** The file a process joins the group through (its pid written there); its children are born in it. */
  procsFile: string;
  /** How often the group's processes wanted more than the quota: throttled periods of all periods. */
  throttled(): { periods: number; throttledPeriods: number };
  /**
   * Removes the group once its processes have ended (a cgroup is removed by rmdir, its files go with it),
   * waiting up to 10 s for the last of their children to go (the kernel answers EBUSY until then).
   */
  remove(): Promise<void>;
}

/** Makes the group `name` under the controller with a quota of `coresPerProcess` of a core, and its weight. */
export function createCpuGroup(controller: CpuController, name: string, coresPerProcess: number): CpuGroup {
  const quota = quotaMicroseconds(coresPerProcess);
  const dir = path.join(controller.root, name);
  fs.mkdirSync(dir);
  if (controller.version === 1) {
    fs.writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
    fs.writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
    fs.writeFileSync(path.join(dir, 'cpu.shares'), String(1024 * WEIGHT_TIMES_ORDINARY));
  } else {
    // A v2 group has cpu.max only when its parent hands the controller down.
    const subtree = path.join(controller.root, 'cgroup.subtree_control');
    if (!fs.readFileSync(subtree, 'utf8').split(/\s+/).includes('cpu')) fs.writeFileSync(subtree, '+cpu');
    fs.writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
    fs.writeFileSync(path.join(dir, 'cpu.weight'), String(100 * WEIGHT_TIMES_ORDINARY));
  }
  return {
    dir,
    procsFile: path.join(dir, 'cgroup.procs'),
    throttled() {
      const stat = path.join(dir, 'cpu.stat');
      const text = fs.existsSync(stat) ? fs.readFileSync(stat, 'utf8') : '';
      const field = (key: string) => Number(new RegExp(`^${key} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
      return { periods: field('nr_periods'), throttledPeriods: field('nr_throttled') };
    },
    async remove() {
      for (let tries = 0; ; tries++) {
        try {
          fs.rmdirSync(dir);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EBUSY' || tries >= 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
  };
}

/**
 * The command that runs `command` inside a group from its first instruction: a shell writes its own pid into
 * the group, then becomes the command (exec keeps the pid, so the process is sampled and stopped as before).
 */
export function inCpuGroup(procsFile: string, command: string[]): string[] {
  return ['/bin/sh', '-c', 'echo $$ > "$0" && exec "$@"', procsFile, ...command];
}
