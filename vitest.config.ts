import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Node 25 and newer define a global localStorage that is undefined unless --localstorage-file is given, and Vitest
// keeps a global Node already has, so the browser-like test environment (happy-dom) would not put its own in place
// and code under test would read Node's. Node 22.4 and newer take the flag that turns Node's off.
const nodeWebStorage = Object.getOwnPropertyDescriptor(globalThis, 'localStorage') !== undefined;

// Kept apart from vite.config.ts so the React Router plugin does not load in tests.
export default defineConfig({
  test: {
    include: ['{app,common,server,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated database of each kind per run, which each test database copies.
    globalSetup: ['tests/helpers/migrated-databases.ts'],
    pool: 'forks',
    // Vitest's default is one file fewer than the cores, so a 2-core machine (CI's) ran one file at a time, and a
    // file mostly keeps one thread busy (PGlite, the server under test) while it waits on PostgreSQL and its local
    // servers: two at once use both cores. Larger machines keep the default.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    execArgv: nodeWebStorage ? ['--no-experimental-webstorage'] : [],
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
  },
});
