import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the React Router plugin does not load in tests.
export default defineConfig({
  test: {
    include: ['{app,common,server,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './tests/helpers/summary-reporter.ts'],
  },
});
