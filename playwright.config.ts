import { defineConfig, devices } from '@playwright/test';

/** Journeys run against the production build and a freshly started sandbox, on ports of their own. */
const SANDBOX_PORT = 4310;
const PORTAL_PORT = 3310;
const SANDBOX = `http://localhost:${SANDBOX_PORT}`;
const PORTAL = `http://localhost:${PORTAL_PORT}`;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: PORTAL,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'phone',
      // HTTP statuses do not depend on the viewport, and the real-time journeys change the sandbox's
      // shared live tables and hub: the desktop project runs those once.
      testIgnore: /(status|content-faults|realtime)\.spec\.ts/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 360, height: 780 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    {
      name: 'desktop',
      testIgnore: /content-faults\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      // Faults are global to the sandbox: these run alone, after every other journey.
      name: 'faults',
      testMatch: /content-faults\.spec\.ts/,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx packages/sandbox/src/main.ts',
      url: `${SANDBOX}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        SANDBOX_PORT: String(SANDBOX_PORT),
        SANDBOX_PUBLIC_URL: SANDBOX,
        PORTAL_ORIGIN: PORTAL,
        // Tables change only when a journey pushes a change.
        SANDBOX_LIVE_CHURN: '0',
      },
    },
    {
      // react-router-serve finds the client assets relative to its working directory.
      command: 'node ../../node_modules/@react-router/serve/bin.js build/server/index.js',
      cwd: 'apps/web',
      url: `${PORTAL}/api/catalog`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORTAL_PORT),
        HOST: 'localhost',
        NODE_ENV: 'production',
        CONTENT_API_URL: SANDBOX,
        ASSETS_URL: SANDBOX,
        GATEWAY_URL: SANDBOX,
        WINNERS_API_URL: SANDBOX,
        MFE_HOST_URL: SANDBOX,
        IDENTITY_SCRIPT_URL: `${SANDBOX}/identity/identity.js`,
        LIVE_FEED_HUB_URL: `${SANDBOX}/hubs/live`,
        NOTIFICATIONS_BROKER_URL: `ws://localhost:${SANDBOX_PORT}/notifications`,
        CHAT_SCRIPT_URL: `${SANDBOX}/chat/widget.js`,
        ACCOUNT_SITE_URL: `${SANDBOX}/account`,
        SPORT_SITE_URL: `${SANDBOX}/sport`,
        REGISTER_URL: `${SANDBOX}/account/register`,
        CONTENT_CACHE_TTL_SECONDS: '1',
        CONTENT_CACHE_SWR_SECONDS: '0',
      },
    },
  ],
});
