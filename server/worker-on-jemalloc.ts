import { jemallocEnvironment } from './worker-allocator.ts';

// Preloaded by `npm run worker` (--import, compiled to build/node/server/worker-on-jemalloc.js, before any of the
// worker's modules): when jemalloc is installed, the process replaces itself with the same command under it
// (same pid, flags and arguments, so signals and supervisors still reach the worker); otherwise it goes on, on
// glibc's malloc. Under tsx (a worker started from its sources), it must come after `--import tsx`: a
// TypeScript preload before tsx makes tsx run its hooks in a thread of their own, a second V8 heap.
// eslint-disable-next-line no-restricted-properties -- the environment handed to the restarted process, before any configuration is read
const environment = jemallocEnvironment(process.env);
if (environment && process.execve) {
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    environment,
  );
}
