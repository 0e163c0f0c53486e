import fs from 'node:fs';
import path from 'node:path';

const LOCK_NAME = 'tidings.lock';

/** Why the data directory cannot be used; its message is the one line to print. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends DataDirError {
  override name = 'DataDirLockedError';
}

/** Bytes written and removed at start, so that a full disk is found before the database is half-written. */
const SPACE_PROBE_BYTES = 1024 * 1024;

/** A file-system refusal as one line an operator can act on; null for other errors. */
function explain(dataDir: string, error: unknown): DataDirError | null {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return new DataDirError(
        `DATA_DIR ${dataDir} cannot be written by this user (${code}): give it write permission, or set DATA_DIR to a writable directory.`,
      );
    case 'EROFS':
      return new DataDirError(
        `DATA_DIR ${dataDir} is on a read-only file system: set DATA_DIR to a writable directory.`,
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return new DataDirError(
        `The disk holding DATA_DIR ${dataDir} is full (${code}): free some space, or set DATA_DIR elsewhere.`,
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return new DataDirError(
        `DATA_DIR ${dataDir} is not a directory (a file is in its way): set DATA_DIR to a directory.`,
      );
    default:
      return null;
  }
}

/** Makes the directory and checks that files can be written there, with room to spare. */
function checkWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-probe-${process.pid}`);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(probe, Buffer.alloc(SPACE_PROBE_BYTES));
  } catch (error) {
    throw explain(dataDir, error) ?? error;
  } finally {
    try {
      fs.rmSync(probe, { force: true });
    } catch {
      // the directory itself is what failed, reported above
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database's directory for this process, so that two processes never open the same PGlite
 * files. The lock file holds the owner's pid: a lock left by a process that was killed hard is recognised as
 * stale (its pid is gone) and taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  checkWritable(dataDir);
  const lockPath = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Tidings process (pid ${owner}). ` +
            'Stop it, or start this one with another DATA_DIR or with DATABASE_URL.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
