import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { PORTAL, SANDBOX_OTHER_ORIGIN } from './ports';
import {
  dataLayer,
  expectInViewport,
  expectNoOverlap,
  headerLoginButton,
  loginDialog,
  ONE_DEVICE,
  portalAuthState,
  SANDBOX,
  sampleContent,
  sandboxControl,
  sandboxPlayerState,
  submitLoginDialog,
  type ThrowawayPlayer,
  waitForAuthState,
  webMessage,
} from './support';

/**
 * A logged-in player whose page keeps a clock of the test's and hears no push from the notification
 * broker: the session's heartbeat (every 5 minutes) alone finds out that the platform ended it. With the
 * push, the LOGOUT the platform also sends would end the session first (e2e/notifications.spec.ts).
 */
const heartbeatTest = test.extend<{ heartbeatPlayer: ThrowawayPlayer }>({
  heartbeatPlayer: async ({ page, logIn, player }, use) => {
    await page.clock.install();
    await page.routeWebSocket(/\/notifications$/, () => {});
    await logIn(player);
    await use(player);
  },
});

/**
 * The player in the header (issue 10; shell.md sections 2, 4, 6-9), on the phone and the desktop project:
 * login through the identity provider's dialog and its refusals, remember me, second factor, terms,
 * suspended self-exclusion, keep-alive, login-required pages, the account modal's deposit, the balance
 * eye, and host-page (window message) logins. Every journey logs in a throwaway clone of a seeded player
 * (`POST /__sandbox/players`), so parallel workers never share a session or a balance. Nothing here
 * changes global sandbox state (faults, toggles): those journeys are in players-faults.spec.ts.
 *
 * playwright.config.ts runs the portal with REDIRECT_TO_ACCOUNT=1 and LEGACY_ACCOUNT_MODAL=1.
 */

// Two shared cores: a session can take a while to settle when every worker is busy.
test.describe.configure({ timeout: 120_000 });

const INVALID_CREDENTIALS = 'Numele de utilizator sau parola nu sunt corecte.';
const FIVE_MINUTES = 5 * 60_000;

const balance = (page: Page) => page.getByTestId('header-balance');
const banner = (page: Page) => page.getByRole('banner');
const eye = (page: Page) => banner(page).locator('.player-balance__eye');

/** Uncaught page errors, collected for the journey's last assertion. */
function pageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

test.describe('login through the dialog', () => {
  test('a demo clone logs in: the header shows its name and 1.250,50 lei, and the global API agrees', async ({
    visit,
    player,
    page,
  }) => {
    const errors = pageErrors(page);
    await visit('/');
    await expect(headerLoginButton(page)).toBeVisible();
    await headerLoginButton(page).click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog#login .login-dialog__mount')).toHaveAttribute(
      'data-dialog',
      /^login-dialog(-2)?$/,
    );
    await submitLoginDialog(page, player);
    await expect(dialog).toBeHidden();

    await expect(balance(page)).toHaveText('1.250,50 lei');
    await expect(banner(page)).toContainText(player.username);
    await expect(banner(page).getByRole('button', { name: 'Depunere' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Ieșire' })).toBeVisible();
    await expect(eye(page)).toHaveAttribute('aria-label', 'Ascunde soldul');
    await expect(headerLoginButton(page)).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => window.casinoPortal?.auth.player()))
      .toEqual({
        username: player.username,
        balance: { amount: 1250.5, currencyCode: 'RON' },
        balanceVisible: true,
      });
    expect(await portalAuthState(page)).toBe('authenticated');
    const stored = await sandboxPlayerState(player.username);
    expect(stored.sessions.gateway).toBeGreaterThan(0);
    // Analytics user info once per login, after the consent defaults: contact details only hashed.
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'user_info'))
      .toHaveLength(1);
    const layer = await dataLayer(page);
    const userInfo = layer.find((entry) => entry.event === 'user_info')!;
    expect(userInfo).toMatchObject({ username: player.username, user_id: expect.any(String) });
    expect(userInfo.hashed_email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(userInfo)).not.toContain('@');
    const consentDefaults = layer.findIndex((entry) => Array.isArray(entry) && entry[0] === 'consent');
    expect(consentDefaults).toBeGreaterThanOrEqual(0);
    expect(consentDefaults).toBeLessThan(layer.indexOf(userInfo));
    expect(errors).toEqual([]);
    // The player's controls fit the device's width (a 360 px phone too): the page does not grow wider
    // than the screen (a phone browser then zooms out or scrolls sideways) and each control is whole.
    const screenWidth = page.viewportSize()?.width ?? 0;
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    for (const [name, control] of [
      ['Depunere', banner(page).getByRole('button', { name: 'Depunere' })],
      ['account', banner(page).locator('.player-balance__account')],
      ['eye', eye(page)],
      ['Ieșire', banner(page).getByRole('button', { name: 'Ieșire' })],
    ] as const) {
      const box = await control.boundingBox();
      expect.soft(box, name).not.toBeNull();
      expect
        .soft(Math.round((box?.x ?? 0) + (box?.width ?? 0)), `right edge of ${name}`)
        .toBeLessThanOrEqual(screenWidth);
    }
    expect.soft(pageWidth, 'page width').toBeLessThanOrEqual(screenWidth);
  });

  test(
    'a wrong password: the dialog and a snackbar say so, and the visitor stays a guest',
    ONE_DEVICE,
    async ({ visit, player, page }) => {
      await visit('/');
      await expect(webMessage(page)).toBeVisible();
      await headerLoginButton(page).click();
      await submitLoginDialog(page, { username: player.username, password: 'gresita123' });
      const dialog = loginDialog(page);
      await expect(dialog.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
      await expect(dialog.getByLabel('Nume de utilizator')).toHaveValue(player.username);
      const snackbar = page.locator('.snackbar').filter({ hasText: INVALID_CREDENTIALS });
      await expectInViewport(page, snackbar, 'the snackbar');
      // Toasts stack: the snackbar stands above the docked web message, never over it.
      await expectNoOverlap([
        { name: 'the snackbar', locator: snackbar },
        { name: 'the web message', locator: webMessage(page) },
      ]);
      expect(await portalAuthState(page)).toBe('guest');
      expect(await page.evaluate(() => window.casinoPortal?.auth.player())).toBeNull();
      expect((await sandboxPlayerState(player.username)).sessions).toEqual({ identity: 0, gateway: 0 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(headerLoginButton(page)).toBeVisible();
    },
  );

  test(
    '"Ține-mă minte": a new browser context with the saved storage state is logged in without the dialog',
    ONE_DEVICE,
    async ({ logIn, player, page, context, browser }) => {
      await logIn(player, { remember: true });
      await expect(balance(page)).toHaveText('1.250,50 lei');
      const state = await context.storageState();

      const next = await browser.newContext({
        ...contextOptions(test.info().project.use),
        storageState: state,
      });
      try {
        const again = await next.newPage();
        await again.goto('/');
        await waitForAuthState(again, 'authenticated');
        await expect(banner(again)).toContainText(player.username);
        await expect(balance(again)).toHaveText('1.250,50 lei');
        await expect(loginDialog(again)).toHaveCount(0);
      } finally {
        await next.close();
      }
    },
  );

  test(
    '"Ține-mă minte" survives a browser restart: only persistent cookies left, the portal logs in silently',
    ONE_DEVICE,
    async ({ logIn, player, page, context, browser }) => {
      await logIn(player, { remember: true });
      await expect(balance(page)).toHaveText('1.250,50 lei');
      const state = await context.storageState();
      // A browser restart drops session cookies (expires -1): the identity's and the gateway's sessions.
      const persistent = state.cookies.filter((cookie) => cookie.expires > 0);
      expect(persistent.map((cookie) => cookie.name)).toContain('idn_remember');
      // The portal's own cookies last as shell.md section 9 says: the device id 400 days, the remember
      // cookie and the keep-alive 14 days.
      const daysLeft = (name: string) => {
        const cookie = persistent.find((entry) => entry.name === name);
        return cookie ? Math.round((cookie.expires * 1000 - Date.now()) / 86_400_000) : null;
      };
      expect(['browser_uuid', 'username_rememberMe', 'keep-alive'].map(daysLeft)).toEqual([400, 14, 14]);

      const next = await browser.newContext({
        ...contextOptions(test.info().project.use),
        storageState: { cookies: persistent, origins: state.origins },
      });
      try {
        const again = await next.newPage();
        await again.goto('/');
        await waitForAuthState(again, 'authenticated');
        await expect(banner(again)).toContainText(player.username);
        await expect(loginDialog(again)).toHaveCount(0);
      } finally {
        await next.close();
      }
    },
  );
});

/** The project's device options for a context we open ourselves (viewport, mobile, locale, base URL). */
function contextOptions(use: Record<string, unknown>) {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId, baseURL } =
    use as Record<string, never>;
  return { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId, baseURL };
}

test.describe('special players', () => {
  test(
    'verificare: the dialog asks for the second factor; 123456 completes the login',
    ONE_DEVICE,
    async ({ visit, sandbox, page }) => {
      const player = await sandbox.newPlayer('verificare');
      await visit('/');
      await headerLoginButton(page).click();
      await submitLoginDialog(page, player);
      const dialog = loginDialog(page);
      const code = dialog.getByLabel('Cod de verificare');
      await expect(code).toBeVisible();
      expect(await portalAuthState(page)).toBe('guest');
      await code.fill('123456');
      await dialog.getByRole('button', { name: 'Verifică' }).click();
      await expect(dialog).toBeHidden();
      await waitForAuthState(page, 'authenticated');
      await expect(banner(page)).toContainText(player.username);
      await expect(balance(page)).toHaveText(/\d\s+lei$/);
    },
  );

  test(
    'termeni: the dialog asks to accept the new terms; accepting logs in',
    ONE_DEVICE,
    async ({ visit, sandbox, page }) => {
      const player = await sandbox.newPlayer('termeni');
      await visit('/');
      await headerLoginButton(page).click();
      await submitLoginDialog(page, player);
      const dialog = loginDialog(page);
      await expect(dialog.getByText('Termeni și condiții noi')).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Citește termenii și condițiile' })).toBeVisible();
      expect(await portalAuthState(page)).toBe('guest');
      await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(dialog).toBeHidden();
      await waitForAuthState(page, 'authenticated');
      await expect(banner(page)).toContainText(player.username);
    },
  );

  test(
    'suspendat: the gateway login answers a redirection URL and the browser goes there',
    ONE_DEVICE,
    async ({ visit, sandbox, page }) => {
      const player = await sandbox.newPlayer('suspendat');
      await visit('/');
      await headerLoginButton(page).click();
      await submitLoginDialog(page, player);
      await page.waitForURL(`${SANDBOX}/account/autoexcludere`);
      await expect(page.locator('body')).not.toBeEmpty();
    },
  );

  test('exclus: logs in and the page keeps working', ONE_DEVICE, async ({ visit, logIn, sandbox, page }) => {
    const errors = pageErrors(page);
    const player = await sandbox.newPlayer('exclus');
    await logIn(player);
    await expect(banner(page)).toContainText(player.username);
    await expect(balance(page)).toHaveText('320,00 lei');
    await visit('/furnizori', 'authenticated');
    await expect(page.getByRole('heading', { level: 1, name: 'Furnizori' })).toBeVisible();
    await expect(balance(page)).toHaveText('320,00 lei');
    expect(errors).toEqual([]);
  });
});

heartbeatTest(
  'keep-alive: every 5 minutes a heartbeat reaches the gateway; once the platform ends the session the player becomes a guest',
  ONE_DEVICE,
  async ({ heartbeatPlayer: player, page }) => {
    await expect(balance(page)).toHaveText('1.250,50 lei');

    const isKeepAlive = (url: string) => {
      const parsed = new URL(url);
      return parsed.pathname === GATEWAY_PATHS.keepAlive && parsed.searchParams.has('millisFromLastAction');
    };
    // The session's cookie, written at login and again when a heartbeat finds both sessions alive.
    const sessionCookie = async () =>
      (await page.context().cookies()).find((cookie) => cookie.name === 'keep-alive')?.value;
    const atLogin = await sessionCookie();
    const first = page.waitForRequest((request) => isKeepAlive(request.url()));
    await page.clock.fastForward(FIVE_MINUTES);
    const heartbeat = await first;
    expect(Number(new URL(heartbeat.url()).searchParams.get('millisFromLastAction'))).toBeGreaterThanOrEqual(
      0,
    );
    expect((await heartbeat.response())?.ok()).toBe(true);
    // A heartbeat keeps the identity provider's session alive too, in a call of its own that can still be
    // under way after the gateway's answer: ending the sessions before it answered made this heartbeat
    // fail (the player logged out, no second heartbeat). The beat is over when the cookie is written again.
    await expect.poll(sessionCookie).not.toBe(atLogin);
    expect(await portalAuthState(page)).toBe('authenticated');

    const ended = await sandboxControl<{ ended: { identity: number; gateway: number } }>(
      `/__sandbox/players/${player.username}/logout`,
      {},
    );
    expect(ended.ended.gateway).toBeGreaterThan(0);
    const second = page.waitForRequest((request) => isKeepAlive(request.url()));
    await page.clock.fastForward(FIVE_MINUTES);
    await second;
    await waitForAuthState(page, 'guest');
    await expect(headerLoginButton(page)).toBeVisible();
    await expect(balance(page)).toHaveCount(0);
  },
);

test(
  'a reload while the page asks the identity provider for the player keeps the player logged in',
  ONE_DEVICE,
  async ({ logIn, player, page }) => {
    await logIn(player);
    // The next page's question to the identity provider is held until the player reloads: the reload
    // cuts it, and the leaving page must not take that for "nobody is logged in".
    let asked: () => void = () => {};
    const question = new Promise<void>((resolve) => {
      asked = resolve;
    });
    let held = false;
    await page.route('**/identity/api/player', async (route) => {
      if (held) return route.continue();
      held = true;
      asked();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => {});
    });
    await page.goto('/utilizator/preferate');
    await question;
    await page.reload();
    await waitForAuthState(page, 'authenticated');
    await expect(banner(page)).toContainText(player.username);
    expect((await sandboxPlayerState(player.username)).sessions.identity).toBeGreaterThan(0);
  },
);

test(
  'preview mode is for a visitor who is not logged in: a player at /preview sees the published view',
  ONE_DEVICE,
  async ({ logIn, player, page }) => {
    const draft = page.getByRole('heading', { name: 'Super weekend (ciornă)' });
    const auth = await page.request.get(
      `/api/preview/auth?secret=${process.env.SANDBOX_PREVIEW_SECRET ?? 'editor'}`,
    );
    expect(auth.status()).toBe(200);
    // logIn opens the page as a guest first: the editor's drafts show.
    await page.goto('/preview/promotii');
    await expect(draft).toBeVisible();
    await logIn(player, { path: '/preview/promotii' });
    // Logged in (shell.md section 2; ADR 0059): the page loads its data again, published.
    await expect(draft).toHaveCount(0);
    await expect(page).toHaveURL('/preview/promotii');
    await page.reload();
    await waitForAuthState(page, 'authenticated');
    await expect(draft).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Ieșire' }).click();
    await waitForAuthState(page, 'guest');
    await expect(draft).toBeVisible();
  },
);

test.describe('login-required pages', () => {
  test('a player sees /utilizator/preferate; Ieșire there goes to the home page as a guest, authenticating again', async ({
    visit,
    logIn,
    player,
    page,
  }) => {
    await logIn(player);
    await visit('/utilizator/preferate', 'authenticated');
    await expect(page.getByRole('heading', { name: 'Autentificare necesară' })).toHaveCount(0);
    await expect(loginDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL('/utilizator/preferate');
    // The authentication order runs again after the logout (shell.md section 4): it asks the identity.
    const askedAgain = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/identity/api/player',
    );
    await banner(page).getByRole('button', { name: 'Ieșire' }).click();
    await expect(page).toHaveURL('/');
    await askedAgain;
    await waitForAuthState(page, 'guest');
    await expect(headerLoginButton(page)).toBeVisible();
    await expect(loginDialog(page)).toHaveCount(0);
    expect((await sandboxPlayerState(player.username)).sessions.gateway).toBe(0);
  });

  heartbeatTest(
    'a session the idle limit ended says why in Romanian; the player stays on the page and logs in again there',
    ONE_DEVICE,
    async ({ visit, heartbeatPlayer: player, page }) => {
      await visit('/utilizator/preferate', 'authenticated');
      await sandboxControl(`/__sandbox/players/${player.username}/logout`, { reason: 'idle' });
      await page.clock.fastForward(FIVE_MINUTES);
      await waitForAuthState(page, 'guest');
      const notice = page
        .getByRole('region', { name: 'Notificări' })
        .locator('.snackbar')
        .filter({ hasText: 'Sesiunea ta a expirat din cauza inactivității.' });
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL('/utilizator/preferate');
      await expect(loginDialog(page)).toBeVisible();
      await submitLoginDialog(page, player);
      await waitForAuthState(page, 'authenticated');
      await expect(page).toHaveURL('/utilizator/preferate');
      await expect(page.getByRole('heading', { name: 'Autentificare necesară' })).toHaveCount(0);
      await expect(notice).toHaveCount(0);
    },
  );

  test('a guest on /utilizator/preferate gets the login dialog by itself; logging in renders the page', async ({
    player,
    page,
  }) => {
    await page.goto('/utilizator/preferate');
    await expect(page.getByRole('heading', { name: 'Autentificare necesară' })).toBeVisible();
    await expect(loginDialog(page)).toBeVisible();
    await submitLoginDialog(page, player);
    await expect(loginDialog(page)).toBeHidden();
    await waitForAuthState(page, 'authenticated');
    await expect(page.getByRole('heading', { name: 'Autentificare necesară' })).toHaveCount(0);
    await expect(page).toHaveURL('/utilizator/preferate');
    await expect(banner(page)).toContainText(player.username);
  });
});

test(
  'a content page with meta user (/pagina/oferta-mea) is for players: a guest gets the login dialog, a player reads it',
  ONE_DEVICE,
  async ({ player, page }) => {
    await page.goto('/pagina/oferta-mea');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(loginDialog(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oferta mea de loialitate' })).toHaveCount(0);
    await submitLoginDialog(page, player);
    await waitForAuthState(page, 'authenticated');
    await expect(page.getByRole('heading', { name: 'Oferta mea de loialitate' })).toBeVisible();
    // Other content pages stay open to everyone.
    await page.goto('/pagina/despre-noi');
    await expect(page.getByRole('heading', { name: 'Despre noi', level: 1 })).toBeVisible();
  },
);

test('deposit: the account modal frames the deposit page; after a deposit and Închide the header shows the new balance', async ({
  logIn,
  player,
  page,
  isMobile,
}) => {
  await logIn(player);
  await expect(balance(page)).toHaveText('1.250,50 lei');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await banner(page).getByRole('button', { name: 'Depunere' }).click();
  const modal = page.locator('dialog#account');
  await expect(modal).toBeVisible();
  const frameElement = modal.locator('iframe.account-modal__frame');
  await expect(frameElement).toHaveAttribute('src', new RegExp(`^${SANDBOX}/account/deposit`));
  if (!isMobile) {
    const box = await modal.locator('.modal__content').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1000);
    expect(box?.width).toBeGreaterThan(900);
  }
  const account = page.frameLocator('iframe.account-modal__frame');
  await expect(account.getByRole('heading', { name: 'Depunere nouă' })).toBeVisible();
  await account.getByLabel('Suma (RON)').fill('249,50');
  await account.getByRole('button', { name: 'Depune', exact: true }).click();
  await expect.poll(async () => (await sandboxPlayerState(player.username)).balance.amount).toBe(1500);
  await expect(account.getByRole('button', { name: 'Închide' })).toBeVisible();
  // The header is not told about the deposit until the modal closes.
  await account.getByRole('button', { name: 'Închide' }).click();
  await expect(modal).toBeHidden();
  await expect(balance(page)).toHaveText('1.500,00 lei');
  expect(navigations).toEqual([]);
});

test.describe('Contul meu (the my-account micro-frontend)', () => {
  test('the account entry opens Contul meu with the balance; Depunere opens the deposit, Deconectare logs out in two taps', async ({
    logIn,
    player,
    page,
  }) => {
    await logIn(player, { path: '/toate-jocurile' });
    const accountEntry = banner(page).locator('.player-balance__account');
    const panel = page.getByRole('dialog', { name: 'Contul meu' });

    await accountEntry.click();
    await expectInViewport(page, panel, 'Contul meu');
    await expect(panel.getByText('Sold cazino')).toBeVisible();
    await expect(panel).toContainText('1.250,50 RON');
    // Depunere: the portal's deposit entry (this configuration's account modal), the panel closed.
    await panel.getByRole('link', { name: 'Depunere' }).click();
    await expect(panel).toBeHidden();
    await expect(page.locator('dialog#account iframe')).toHaveAttribute(
      'src',
      new RegExp(`^${SANDBOX}/account/deposit`),
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog#account')).toBeHidden();

    // Two taps from any page: the account entry, then Deconectare; the gateway session ends.
    await accountEntry.click();
    await panel.getByRole('button', { name: 'Deconectare' }).click();
    await waitForAuthState(page, 'guest');
    await expect(panel).toBeHidden();
    await expect(headerLoginButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/toate-jocurile$/);
    await expect.poll(async () => (await sandboxPlayerState(player.username)).sessions.gateway).toBe(0);
  });
});

test.describe('balance visibility', () => {
  test('the eye hides the balance, and the choice survives a reload (saved through the gateway)', async ({
    logIn,
    player,
    page,
  }) => {
    await logIn(player);
    await expect(balance(page)).toHaveText('1.250,50 lei');
    await expect(eye(page)).toHaveAttribute('aria-label', 'Ascunde soldul');
    await expect(eye(page)).toHaveAttribute('aria-pressed', 'true');

    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === GATEWAY_PATHS.balancePreference &&
        response.request().method() === 'POST',
    );
    await eye(page).click();
    expect((await saved).ok()).toBe(true);
    await expect(balance(page)).toContainText('••••');
    await expect(balance(page)).toContainText('Sold ascuns');
    await expect(balance(page)).not.toContainText('1.250,50');
    await expect(eye(page)).toHaveAttribute('aria-label', 'Arată soldul');
    await expect(eye(page)).toHaveAttribute('aria-pressed', 'false');
    expect((await sandboxPlayerState(player.username)).balanceHidden).toBe(true);
    await expect
      .poll(() => page.evaluate(() => window.casinoPortal?.auth.player()?.balanceVisible))
      .toBe(false);

    await page.reload();
    await waitForAuthState(page, 'authenticated');
    await expect(eye(page)).toHaveAttribute('aria-label', 'Arată soldul');
    await expect(balance(page)).toContainText('••••');
    await expect(balance(page)).not.toContainText('1.250,50');

    await eye(page).click();
    await expect(balance(page)).toHaveText('1.250,50 lei');
    await expect.poll(async () => (await sandboxPlayerState(player.username)).balanceHidden).toBe(false);
  });
});

test.describe('host page messages', () => {
  const hostUrl = (origin: string) => `${origin}/embed-host?src=${encodeURIComponent(`${PORTAL}/`)}`;

  async function portalFrame(page: Page) {
    const element = page.locator('iframe[title="Cazino"]');
    await expect(element).toBeVisible();
    const frame = await (await element.elementHandle())?.contentFrame();
    if (!frame) throw new Error('The host page has no portal frame');
    return frame;
  }

  /** The host page's own controls (its buttons post these messages to the portal). */
  type HostWindow = { sandboxHost: { login(options: object): void; logout(): void } };

  /** The host page posts CASINO_LOGIN with the player's credentials to the portal. */
  async function hostLogin(page: Page, { username, password }: { username: string; password: string }) {
    await page.evaluate(
      (credentials) =>
        (window as unknown as HostWindow).sandboxHost.login({ type: 'CASINO_LOGIN', ...credentials }),
      { username, password },
    );
  }

  /** The host page posts LOGGED_OUT to the portal. */
  async function hostLogout(page: Page) {
    await page.evaluate(() => (window as unknown as HostWindow).sandboxHost.logout());
  }

  test(
    'an allowed host logs a player in with CASINO_LOGIN and out with LOGGED_OUT',
    ONE_DEVICE,
    async ({ player, page }) => {
      const errors = pageErrors(page);
      await page.goto(hostUrl(SANDBOX));
      const portal = await portalFrame(page);
      await waitForAuthState(portal, 'guest');
      // The portal says it rendered: its listener is up.
      await expect(page.getByRole('log', { name: 'Primite de la portal' })).toContainText(
        'FTNPortalRendered',
      );

      await hostLogin(page, player);
      await waitForAuthState(portal, 'authenticated');
      const framed = page.frameLocator('iframe[title="Cazino"]');
      await expect(framed.getByRole('banner')).toContainText(player.username);
      await expect(framed.getByTestId('header-balance')).toHaveText('1.250,50 lei');

      await hostLogout(page);
      await waitForAuthState(portal, 'guest');
      await expect(framed.getByTestId('header-balance')).toHaveCount(0);
      expect((await sandboxPlayerState(player.username)).sessions.gateway).toBe(0);
      expect(errors).toEqual([]);
    },
  );

  test(
    'inside a host, a self-exclusion redirection goes to the host as redirectURL; the portal stays',
    ONE_DEVICE,
    async ({ sandbox, page }) => {
      const player = await sandbox.newPlayer('suspendat');
      await page.goto(hostUrl(SANDBOX));
      const portal = await portalFrame(page);
      await waitForAuthState(portal, 'guest');
      const log = page.getByRole('log', { name: 'Primite de la portal' });
      await expect(log).toContainText('FTNPortalRendered');
      const before = portal.url();
      await hostLogin(page, player);
      // The host decides where its top window goes: the portal tells it, and does not go itself.
      await expect(log).toContainText('redirectURL');
      await expect(log).toContainText(`${SANDBOX}/account/autoexcludere`);
      expect(portal.url()).toBe(before);
      expect(page.url()).toBe(hostUrl(SANDBOX));
      expect(await portalAuthState(portal)).toBe('guest');
    },
  );

  test(
    'embedded (embed=true), a game opens in the host: the portal posts openGame instead of navigating',
    ONE_DEVICE,
    async ({ page }) => {
      const { game } = await sampleContent();
      await page.goto(`${SANDBOX}/embed-host?src=${encodeURIComponent(`${PORTAL}/?embed=true`)}`);
      const portal = await portalFrame(page);
      await waitForAuthState(portal, 'guest');
      const before = portal.url();
      await portal.evaluate((code) => window.casinoPortal?.game.play(code, 'demo'), game.gameCode);
      const log = page.getByRole('log', { name: 'Primite de la portal' });
      await expect(log).toContainText('openGame');
      await expect(log).toContainText(game.gameCode);
      // The portal stayed where it was: the host opens the game.
      expect(portal.url()).toBe(before);
    },
  );

  test(
    'the same CASINO_LOGIN from a page of an origin not in FRAME_ANCESTORS is ignored',
    ONE_DEVICE,
    async ({ player, page }) => {
      // A browser does not let an unlisted origin frame the portal at all (frame-ancestors, see
      // embedding.spec.ts), so the unlisted page here is a sibling frame in the listed host's page: a page of
      // http://127.0.0.1:4310 that posts the host's login message straight to the portal's window.
      await page.goto(hostUrl(SANDBOX));
      const portal = await portalFrame(page);
      await waitForAuthState(portal, 'guest');
      await expect(page.getByRole('log', { name: 'Primite de la portal' })).toContainText(
        'FTNPortalRendered',
      );
      await portal.evaluate(() => {
        const seen: unknown[] = [];
        (window as unknown as { seenMessages: unknown[] }).seenMessages = seen;
        window.addEventListener('message', (event) => seen.push({ origin: event.origin, data: event.data }));
      });
      await page.evaluate(async (origin) => {
        const frame = document.createElement('iframe');
        frame.title = 'Partener necunoscut';
        frame.src = `${origin}/health`;
        const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
        document.body.append(frame);
        await loaded;
      }, SANDBOX_OTHER_ORIGIN);
      const stranger = page.frames().find((frame) => frame.url().startsWith(`${SANDBOX_OTHER_ORIGIN}/`));
      if (!stranger) throw new Error('The unlisted page did not load');
      await stranger.evaluate(
        ({ username, password, portalOrigin }) =>
          window.parent.frames[0]?.postMessage({ type: 'CASINO_LOGIN', username, password }, portalOrigin),
        { ...player, portalOrigin: PORTAL },
      );
      // The message arrived (from the unlisted origin)…
      await expect
        .poll(() => portal.evaluate(() => (window as unknown as { seenMessages: unknown[] }).seenMessages))
        .toContainEqual({
          origin: SANDBOX_OTHER_ORIGIN,
          data: expect.objectContaining({ type: 'CASINO_LOGIN', username: player.username }),
        });
      // …and nothing logged in: no identity or gateway session was ever opened for the player.
      await page.waitForTimeout(2000);
      expect(await portalAuthState(portal)).toBe('guest');
      expect((await sandboxPlayerState(player.username)).sessions).toEqual({ identity: 0, gateway: 0 });

      // Control: the same message from the listed host logs in.
      await hostLogin(page, player);
      await waitForAuthState(portal, 'authenticated');
    },
  );
});
