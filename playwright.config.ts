import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `The browser tests drive Debian's Chromium at ${CHROMIUM}: apt-get install chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji`,
  );
}

// E2E_PORT lets several checkouts run their browser tests side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// E2E_BASE_URL points the tests at a server already running (local iteration); otherwise one is started.
const externalBaseUrl = process.env.E2E_BASE_URL;
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// End-to-end tests drive Debian's Chromium against the built site on an empty data directory.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    {
      name: 'phone',
      testIgnore: /(budget|seo|hostile-content|valid-html)\.spec\.ts/, // once, on the desktop project: measures, HTML reads, data
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node tests/e2e/start-test-server.mjs',
        url: `http://127.0.0.1:${PORT}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          ADMIN_PASSWORD: 'e2e-admin-password',
          LOG_LEVEL: 'warn',
          SITE_URL: `http://127.0.0.1:${PORT}`,
          // tests/e2e/held-items.spec.ts serves a publisher's feed on 127.0.0.1 for a pipeline pass.
          INGEST_ALLOW_PRIVATE_NETWORKS: '1',
        },
      },
});
