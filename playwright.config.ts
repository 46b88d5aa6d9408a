import { defineConfig, devices } from '@playwright/test';
import { PORTAL, PORTAL_PORT, SANDBOX, SANDBOX_PORT } from './e2e/ports';
import { CONSENT_CHOSEN_STATE, ON_FAILURE } from './e2e/support';

/** Journeys run against the production build and a freshly started sandbox, on ports of their own (e2e/ports.ts). */

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
  reporter: [
    ['list'],
    ['./e2e/flaky-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Guards against a journey that hangs, not speed limits (performance is measured in bench/): two
  // browsers, the portal and the sandbox share two cores here, where a page's hydration and session
  // check can take 5-10 s (a CI run failed on 10 s waits for the session on pages that got there).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: PORTAL,
    locale: 'ro-RO',
    timezoneId: 'Europe/Bucharest',
    launchOptions: chromium,
    ...ON_FAILURE,
    // Every journey starts with a cookie choice made (no consent banner over what it clicks); the
    // cookie-consent journeys start without one.
    storageState: CONSENT_CHOSEN_STATE,
  },
  projects: [
    {
      name: 'phone',
      // HTTP statuses do not depend on the viewport, and the real-time journeys change the sandbox's
      // shared live tables and hub: the desktop project runs those once.
      testIgnore:
        /(status|security|content-faults|players-faults|faults-matrix(-gateway)?|realtime)\.spec\.ts/,
      // A test tagged for the other device runs only there.
      grepInvert: /@desktop-only/,
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
      // The content fault matrix has a platform and a command of its own (npm run test:faults).
      testIgnore: /(content-faults|players-faults|faults-matrix(-gateway)?)\.spec\.ts/,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      // Faults are global to the sandbox: these run alone, after every other journey.
      name: 'faults',
      testMatch: /content-faults\.spec\.ts/,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      // Player journeys that fault the gateway or switch the login dialog's CMS toggle: global to the
      // sandbox, so one at a time, after the content faults (which break every page while they run).
      // Run alone with `--project=players-faults --no-deps`.
      name: 'players-faults',
      testMatch: /players-faults\.spec\.ts/,
      dependencies: ['faults'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
  ],
  // The journeys run what `npm start` runs: the same script starts the sandbox and the portal (and
  // builds the portal when its build is stale), here on ports of their own.
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${PORTAL}/api/catalog`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: {
      PORT: String(PORTAL_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      // Tables change only when a journey pushes a change.
      SANDBOX_LIVE_CHURN: '0',
      // A player store of their own, so the journeys never touch the one `npm start` keeps.
      SANDBOX_DB: '.data/players-e2e.sqlite',
      // The embedding journey frames the portal from this origin (an unlisted one is refused).
      FRAME_ANCESTORS: `'self' ${SANDBOX}`,
      CONTENT_CACHE_TTL_SECONDS: '1',
      CONTENT_CACHE_SWR_SECONDS: '0',
      // The content fault journeys check the spec's 500 keys: no last good answer served over them.
      CONTENT_STALE_IF_ERROR_SECONDS: '0',
      // Optional calls (SEO, redirect lookups) fall back after this budget: generous on a busy machine,
      // where the sandbox may take a second to answer and the journeys check the redirects and titles.
      CONTENT_OPTIONAL_BUDGET_MS: '3000',
      // The account and deposit open the account site in the portal's modal, with the legacy Logout
      // button in the header (the player journeys use both; the link-out variant is unit-tested).
      REDIRECT_TO_ACCOUNT: '1',
      LEGACY_ACCOUNT_MODAL: '1',
    },
  },
});
