import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tawrid-e2e');

// Journeys run against the production build on its own embedded database, in Debian's Chromium
// (no browser download is possible on these machines).
export default defineConfig({
  testDir: 'e2e',
  // CI runs the journeys two at a time beside the server on a 2-core machine, at times 3x slower than a
  // developer's: the same steps, with more time for each before a timeout fails them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  retries: process.env.CI ? 1 : 0,
  // E2E_WORKERS overrides it, to measure another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone|@clock/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
    // Journeys that move the server's clock forward (decision 014) run last, alone: moved time would
    // expire the tokens and payments of journeys running beside them.
    {
      name: 'clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grep: /@clock/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    // A fresh database each run: journeys sign up new businesses, and rate limits count per address.
    command: `rm -rf "${dataDir}" && node dist/server/server.js`,
    url: `http://127.0.0.1:${port}/api/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Journeys read the mailed links from the dev mailbox: never production, which refuses to start
      // without SMTP_URL (issue 19) and serves no mailbox. Pinned so a shell's NODE_ENV cannot change it.
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      // Links in mails must reach the same host as the browser, or its session cookie stays behind.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Journeys make their own listings; the demo catalog would only compete for the CPU.
      SEED_DEMO_CATALOG: 'false',
      // Tender journeys let deadlines pass through POST /dev/clock (never in production).
      TEST_CLOCK: 'true',
      // As behind a load balancer: journeys that sign businesses up through the API give each its own
      // client address (support.ts `clientAddress`), so the per-address signup limit sees many clients.
      TRUST_PROXY: '1',
    },
  },
});
