import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { LOGIN_DIALOG_V2_TOGGLES } from '@casino/core/micro-frontends';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  armFault,
  disarmFault,
  headerLoginButton,
  loginDialog,
  portalAuthState,
  type SandboxFault,
  sandboxControl,
  submitLoginDialog,
  waitForAuthState,
} from './support';

/**
 * Player journeys that change global sandbox state (issue 10): gateway and identity faults, and the CMS
 * feature toggle that picks the login dialog. They run alone in the `players-faults` project, one at a
 * time, after every other journey (playwright.config.ts), each with a throwaway clone of a seeded player.
 * Every gateway call's five faults are the gateway fault matrix's (e2e/faults-matrix-gateway.spec.ts,
 * `npm run test:faults`, ADR 0022); here: the real 15 s timeout once, and the identity script's faults.
 */
test.describe.configure({ mode: 'serial' });

const STARTUP_ERROR = 'Autentificarea nu a putut porni. Reîncarcă pagina.';
const V2_TOGGLE = LOGIN_DIALOG_V2_TOGGLES.casino;

const balance = (page: Page) => page.getByTestId('header-balance');
const banner = (page: Page) => page.getByRole('banner');
const mount = (page: Page) => page.locator('dialog#login .login-dialog__mount');

function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

const faults: number[] = [];
async function fault(spec: SandboxFault) {
  faults.push(await armFault(spec));
}
test.afterEach(async () => {
  for (const id of faults.splice(0)) await disarmFault(id);
});

test.describe('gateway faults on the balances path leave a usable page', () => {
  // Every fault of every gateway call is the gateway fault matrix's (npm run test:faults, ADR 0022),
  // which moves the page's clock past the client's timeout: this journey waits the real 15 s once.
  const CASES: { name: string; spec: SandboxFault; settle: (page: Page) => Promise<unknown> }[] = [
    {
      // Longer than the portal's 15 s gateway timeout: the call is given up.
      name: 'a 20 s delay',
      spec: { path: GATEWAY_PATHS.balances, delayMs: 20_000 },
      settle: (page) =>
        page.waitForEvent('requestfailed', {
          predicate: (r) => new URL(r.url()).pathname === GATEWAY_PATHS.balances,
          timeout: 25_000,
        }),
    },
  ];

  for (const { name, spec, settle } of CASES) {
    test(name, async ({ logIn, player, page }) => {
      test.setTimeout(90_000);
      const errors = pageErrors(page);
      await logIn(player);
      await expect(balance(page)).toHaveText('1.250,50 lei');

      await fault(spec);
      const settled = settle(page);
      await page.reload();
      await waitForAuthState(page, 'authenticated');
      await settled;
      // The header is still the player's, without a made-up amount.
      await expect(banner(page)).toContainText(player.username);
      await expect(banner(page).getByRole('button', { name: 'Depunere' })).toBeVisible();
      await expect(balance(page)).not.toHaveText(/\d/);
      // Navigation still works.
      await page.evaluate(() => window.casinoPortal?.navigate('/furnizori'));
      await expect(page).toHaveURL('/furnizori');
      await expect(page.getByRole('heading', { level: 1, name: 'Furnizori' })).toBeVisible();
      await expect(banner(page)).toContainText(player.username);
      await page.goBack();
      await expect(page).toHaveURL('/');
      expect(await portalAuthState(page)).toBe('authenticated');
      expect(errors).toEqual([]);

      // Once the gateway answers again, the balance comes back with the next load.
      for (const id of faults.splice(0)) await disarmFault(id);
      await page.reload();
      await expect(balance(page)).toHaveText('1.250,50 lei');
    });
  }
});

test('an identity script that fails to load is the authentication startup error with a refresh action', async ({
  player,
  page,
}) => {
  await fault({ path: '/identity/identity.js', status: 404 });
  await page.goto('/');
  const snackbar = page.locator('.snackbar').filter({ hasText: STARTUP_ERROR });
  await expect(snackbar).toBeVisible();
  await expect(snackbar).toHaveAttribute('role', 'alert');
  const refresh = snackbar.getByRole('button', { name: 'Reîncarcă pagina' });
  await expect(refresh).toBeVisible();
  // No time-out: it is still there later.
  await page.waitForTimeout(6000);
  await expect(snackbar).toBeVisible();
  expect(await portalAuthState(page)).toBe('guest');

  for (const id of faults.splice(0)) await disarmFault(id);
  await refresh.click();
  await page.waitForLoadState('load');
  await waitForAuthState(page, 'guest');
  await expect(page.locator('.snackbar').filter({ hasText: STARTUP_ERROR })).toHaveCount(0);
  await headerLoginButton(page).click();
  await submitLoginDialog(page, player);
  await waitForAuthState(page, 'authenticated');
});

test.describe('the login dialog version follows the CMS toggle', () => {
  test.afterEach(async () => {
    await sandboxControl('/__sandbox/feature-toggles', undefined, 'DELETE');
  });

  /** Reloads until the portal's content cache (1 s) serves the toggles, then opens the dialog. */
  async function openDialogExpecting(page: Page, name: 'login-dialog' | 'login-dialog-2') {
    await expect(async () => {
      await page.goto('/');
      await waitForAuthState(page, 'guest');
      await headerLoginButton(page).click();
      await expect(mount(page)).toHaveAttribute('data-dialog', name, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }

  test('v1 by default, v2 with the toggle on; both log in', async ({ sandbox, page }) => {
    // v1: the classic form.
    const toggles = await sandboxControl<{ featureToggle: string[] }>('/__sandbox/feature-toggles');
    expect(toggles.featureToggle).not.toContain(V2_TOGGLE);
    await openDialogExpecting(page, 'login-dialog');
    const dialog = loginDialog(page);
    await expect(mount(page).getByRole('heading', { name: 'Autentificare' })).toBeVisible();
    await expect(mount(page).getByRole('button', { name: 'Renunță' })).toBeVisible();
    await expect(mount(page).getByRole('button', { name: 'Arată parola' })).toHaveCount(0);
    const first = await sandbox.newPlayer('demo');
    await submitLoginDialog(page, first);
    await expect(dialog).toBeHidden();
    await waitForAuthState(page, 'authenticated');
    await expect(banner(page)).toContainText(first.username);
    await banner(page).getByRole('button', { name: 'Ieșire' }).click();
    await waitForAuthState(page, 'guest');

    // v2: the modern card.
    await sandboxControl('/__sandbox/feature-toggles', { enable: [V2_TOGGLE] });
    await openDialogExpecting(page, 'login-dialog-2');
    await expect(mount(page).getByRole('heading', { name: 'Bine ai revenit' })).toBeVisible();
    await expect(mount(page).getByRole('button', { name: 'Arată parola' })).toBeVisible();
    await expect(mount(page).getByRole('button', { name: 'Închide' })).toBeVisible();
    await expect(mount(page).getByRole('button', { name: 'Renunță' })).toHaveCount(0);
    const second = await sandbox.newPlayer('demo');
    await submitLoginDialog(page, second);
    await expect(dialog).toBeHidden();
    await waitForAuthState(page, 'authenticated');
    await expect(banner(page)).toContainText(second.username);
    await expect(balance(page)).toHaveText('1.250,50 lei');
  });
});

test.describe('player messages and the bonus pop-up under faults (issue 12 item 3)', () => {
  const dialog = (page: Page) => page.getByRole('dialog');
  const snackbar = (page: Page, text: string) => page.locator('.snackbar').filter({ hasText: text });

  test('a failed waiting-messages call is errors.auth.messages, and the player is logged in', async ({
    logIn,
    sandbox,
    page,
  }) => {
    const player = await sandbox.newPlayer('demo', { quiet: false });
    await fault({ path: '/identity/api/waiting-messages', status: 500, times: 1 });
    await logIn(player);
    await expect(snackbar(page, 'Nu am putut încărca mesajele contului.')).toBeVisible();
    await expect(balance(page)).toHaveText('1.250,50 lei');
    await expect(dialog(page)).toHaveCount(0);
  });
});
