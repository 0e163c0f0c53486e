import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  throw new Error(
    `The browser tests drive Debian's Chromium at ${CHROMIUM}: apt-get install chromium fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji`,
  );
}

// E2E_PORT lets several checkouts run their browser tests side by side on one machine; the phone project's server
// takes the next port.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// E2E_BASE_URL points the tests at a server already running (local iteration); otherwise one is started per project.
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

/** A server of its own for a project: the built site on a fresh, empty data directory. */
function testServer(port: number) {
  return {
    command: 'node tests/e2e/start-test-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    // Two first starts at once (each creates its database and draws the demo's pictures) on two cores.
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'e2e-admin-password',
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${port}`,
      // tests/e2e/held-items.spec.ts serves a publisher's feed on 127.0.0.1 for a pipeline pass.
      INGEST_ALLOW_PRIVATE_NETWORKS: '1',
    },
  };
}

const PROJECT_PORTS = { desktop: PORT, phone: PORT + 1 };
const baseUrlOf = (project: keyof typeof PROJECT_PORTS) =>
  externalBaseUrl ?? `http://127.0.0.1:${PROJECT_PORTS[project]}`;

// End-to-end tests drive Debian's Chromium against the built site on an empty data directory. The desktop and
// phone projects each have a server and data directory of their own, so they run side by side (one worker each:
// within a project, tests share the server's data and run one after the other); against one external server they
// take turns.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: externalBaseUrl ? 1 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: baseUrlOf('desktop'),
      },
    },
    {
      name: 'phone',
      workers: 1,
      testIgnore: /(budget|seo|hostile-content|valid-html)\.spec\.ts/, // once, on the desktop project: measures, HTML reads, data
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        baseURL: baseUrlOf('phone'),
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : [testServer(PROJECT_PORTS.desktop), testServer(PROJECT_PORTS.phone)],
});
