import fs from 'node:fs';

// Which malloc a worker runs on (docs/decisions/022-worker-allocator.md). glibc's keeps most of what the jobs'
// transient buffers (feeds, pages, pictures) used after they are freed; jemalloc, with the settings below,
// hands it back to the system as soon as it is freed. A library is only preloaded when the process starts, so
// server/worker-on-jemalloc.ts restarts the worker in place under it when it is installed.

/** Where distributions install jemalloc (Debian and Ubuntu: apt-get install libjemalloc2; Fedora; Alpine). */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
];

/**
 * One arena and no per-thread caches, so that freed memory is not kept per thread, and freed pages returned to
 * the system at once (jemalloc's own thread purges them). Two arenas keeping dirty pages for a second kept about
 * what glibc keeps (docs/benchmarks.md, "jemalloc in the worker").
 */
export const JEMALLOC_CONF =
  'background_thread:true,narenas:1,tcache:false,dirty_decay_ms:0,muzzy_decay_ms:0';

/**
 * The environment to restart a worker with under jemalloc, or null to stay on glibc's malloc (with the
 * MALLOC_ settings of its npm line): when no library is found, or when LD_PRELOAD is already set (by the
 * restart itself, or by an operator who chose). An operator's own MALLOC_CONF is kept.
 */
export function jemallocEnvironment(
  env: Record<string, string | undefined>,
  paths: readonly string[] = JEMALLOC_PATHS,
): Record<string, string | undefined> | null {
  if (env.LD_PRELOAD) return null;
  const library = paths.find((p) => fs.existsSync(p));
  if (!library) return null;
  return { ...env, LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF };
}
