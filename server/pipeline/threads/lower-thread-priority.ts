import fs from 'node:fs';
import os from 'node:os';

// On Linux a thread's nice value is its own, set through its thread id; a thread starts with the value of the
// thread that started it. Lowering a priority needs no privilege (raising it back would). Elsewhere, or where it
// is not allowed, nothing changes.

/** Sets a thread's nice value to at least `niceness`; false where that cannot be done. */
function lowerPriorityOf(threadId: number, niceness: number): boolean {
  try {
    if (os.getPriority(threadId) < niceness) os.setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers the CPU priority of the calling thread only: the scheduler then gives a core to the threads that
 * answer readers first, and this thread the rest. Says whether it did.
 */
export function lowerThisThreadPriority(niceness: number): boolean {
  try {
    // "PID/task/TID": the thread's own entry.
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(threadId) && threadId > 0 && lowerPriorityOf(threadId, niceness);
  } catch {
    return false;
  }
}

/**
 * Lowers the CPU priority of the process's threads of a name (their `comm`, as `ps -L` shows it): threads a
 * library starts from a pool the whole process shares, such as libvips' workers, which draw the pass's pictures
 * at the priority of whichever thread started them. Returns how many it lowered or found low already.
 */
export function lowerPriorityOfThreadsNamed(name: string, niceness: number): number {
  let lowered = 0;
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return 0;
  }
  for (const task of tasks) {
    try {
      if (fs.readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue; // the thread ended meanwhile
    }
    if (lowerPriorityOf(Number(task), niceness)) lowered++;
  }
  return lowered;
}
