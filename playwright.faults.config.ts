import { defineConfig, devices } from '@playwright/test';
import { MATRIX_PORTAL, MATRIX_SANDBOX, MATRIX_SANDBOX_PORT } from './e2e/faults-matrix-support';
import { CONSENT_CHOSEN_STATE, ON_FAILURE } from './e2e/support';

/**
 * `npm run test:faults`: the fault matrix on a sandbox and portal of its own (4330, 3330), beside the
 * journeys' pair: the content half (ADR 0021) and the gateway half (ADR 0022). The content faults are
 * global to its sandbox and its portal is restarted for every cold cell, so the cells run alone, one
 * after another.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: /faults-matrix(-gateway)?\.spec\.ts/,
  // Its own folder: the journeys' run just before keeps its failures' traces and screenshots.
  outputDir: 'test-results/faults-matrix',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['./e2e/flaky-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: MATRIX_PORTAL,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    ...ON_FAILURE,
    storageState: CONSENT_CHOSEN_STATE,
  },
  projects: [
    {
      name: 'faults-matrix',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
        },
      },
    },
  ],
  // The sandbox only: the matrix starts (and restarts) its portal itself.
  webServer: {
    command: 'node --import tsx packages/sandbox/src/main.ts',
    url: `${MATRIX_SANDBOX}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      SANDBOX_PORT: String(MATRIX_SANDBOX_PORT),
      SANDBOX_PUBLIC_URL: MATRIX_SANDBOX,
      PORTAL_ORIGIN: MATRIX_PORTAL,
      SANDBOX_LIVE_CHURN: '0',
      SANDBOX_DB: '.data/players-faults-matrix.sqlite',
    },
  },
});
