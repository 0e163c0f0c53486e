import { execFileSync } from 'node:child_process';

/** The checkout's short commit, for a benchmark's report; "unknown" outside a git checkout. */
export function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
