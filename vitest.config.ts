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
    execArgv: nodeWebStorage ? ['--no-experimental-webstorage'] : [],
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
  },
});
