import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { type BrowserContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  armFault,
  dataLayer,
  disarmFault,
  ONE_DEVICE,
  type SandboxGame,
  sampleContent,
  sandboxPlayerState,
  submitLoginDialog,
} from './support';

/**
 * Real play (issue 10 item 7; catalogue.md sections 4-5), on the phone and the desktop project: a guest's
 * real play opens the login dialog and waits; after the login the game opens with a game provider token
 * (touch devices in a window of their own, desktop on the play route); a refused token is
 * errors.invalid-game-session. Each test logs in a throwaway clone of the sandbox's `demo` (or `exclus`)
 * player, password parola123, so parallel projects never share a balance.
 */

const INVALID_SESSION = 'Sesiunea de joc nu este validă. Autentifică-te din nou.';

/** The player's casino balance in the sandbox's store (what the gateway answers), in RON. */
const storedBalance = async (username: string) => (await sandboxPlayerState(username)).balance.amount;

const ron = (amount: number) =>
  `${amount.toLocaleString('ro-RO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} RON`;

/** A slot with a real launch template and no password. */
async function realSlot(): Promise<SandboxGame> {
  const { games } = await sampleContent();
  const slot = games.find((game) => game.type === 'Slot' && game.launchUrls.real && !game.requirePassword);
  if (!slot) throw new Error('The sandbox has no real slot');
  return slot;
}

async function openGameDetails(page: Page, code: string): Promise<Locator> {
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.casinoPortal));
  await page.evaluate((gameCode) => window.casinoPortal?.game.open(gameCode), code);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The real game page of the sandbox, checked against the player and the store, then one spin. */
async function spinMovesTheBalance(game: FrameLocator | Page, username: string) {
  const balance = game.locator('#balance');
  const before = await storedBalance(username);
  await expect(balance).toHaveText(ron(before));
  await game.getByRole('button', { name: 'Rotește' }).click();
  await expect(game.getByRole('status')).toHaveText(/Ai câștigat|Mai încearcă/);
  // A round debits the stake and credits a win of 0 or at least 1.5 stakes: the balance always moves.
  await expect.poll(() => storedBalance(username)).not.toBe(before);
  await expect(balance).toHaveText(ron(await storedBalance(username)));
}

/** The launch opens a window of its own on touch devices; on desktop the portal's play route. */
async function gameAfterLaunch(
  page: Page,
  context: BrowserContext,
  isMobile: boolean,
  act: () => Promise<void>,
): Promise<{ game: FrameLocator | Page; url: string }> {
  if (isMobile) {
    const [popup] = await Promise.all([context.waitForEvent('page'), act()]);
    await expect(popup).toHaveURL(/\/launch\/.+\?mode=real/);
    return { game: popup, url: popup.url() };
  }
  await act();
  const frame = page.locator('iframe.game-frame__iframe');
  await expect(frame).toHaveAttribute('src', /\/launch\/.+\?mode=real/);
  return {
    game: page.frameLocator('iframe.game-frame__iframe'),
    url: (await frame.getAttribute('src')) ?? '',
  };
}

test.describe('real play', () => {
  // Each journey logs a player in through the identity provider and the gateway, and most play a round.
  test.describe.configure({ timeout: 120_000 });

  test('a guest logs in from real play, the game opens with a token, and a real spin moves the balance', async ({
    player,
    page,
    context,
    isMobile,
  }) => {
    const game = await realSlot();
    const details = await openGameDetails(page, game.gameCode);
    await details.getByRole('button', { name: 'Joacă pe bani reali' }).click();
    // The launch waits for the login: nothing opens yet.
    await expect(page.getByRole('dialog', { name: 'Autentificare' })).toBeVisible();
    await expect(page).toHaveURL('/');

    const opened = await gameAfterLaunch(page, context, isMobile, () => submitLoginDialog(page, player));
    const url = new URL(opened.url);
    expect(url.pathname).toBe(`/launch/${game.gameCode}`);
    expect(url.searchParams.get('player')).toBe(player.username);
    expect(url.searchParams.get('token')).toMatch(/.+/);
    expect(url.searchParams.get('platform')).toBe(isMobile ? 'mobile' : 'web');
    if (!isMobile) await expect(page).toHaveURL(`/play/${game.gameCode}/real`);
    await expect(opened.game.getByRole('heading', { name: game.name })).toBeVisible();
    await spinMovesTheBalance(opened.game, player.username);

    const launch = (await dataLayer(page)).find((event) => event.event === 'casino_game_launch');
    expect(launch).toMatchObject({
      demo: false,
      game_name: game.name,
      provider: game.provider.name,
      from_origin: 'game-details',
      on_route: isMobile ? 'external' : 'play-game-real',
    });

    if (!isMobile) {
      // The game's bar keeps the player's balance, and Contul meu logs out in two clicks from the game.
      const bar = page.locator('.game-frame__bar');
      await expect(bar.getByTestId('header-balance')).toHaveText(/\d/);
      await bar.locator('.player-balance__account').click();
      await page
        .getByRole('dialog', { name: 'Contul meu' })
        .getByRole('button', { name: 'Deconectare' })
        .click();
      await expect.poll(async () => (await sandboxPlayerState(player.username)).sessions.gateway).toBe(0);
    }
  });

  test(
    'a guest who closes the login dialog is not sent into the game',
    ONE_DEVICE,
    async ({ page, context }) => {
      const game = await realSlot();
      const details = await openGameDetails(page, game.gameCode);
      await details.getByRole('button', { name: 'Joacă pe bani reali' }).click();
      const login = page.getByRole('dialog', { name: 'Autentificare' });
      await expect(login).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(login).toBeHidden();
      await page.waitForTimeout(500);
      expect(context.pages()).toHaveLength(1);
      await expect(page).toHaveURL('/');
      await expect(page.locator('.snackbar')).toHaveCount(0);
    },
  );

  test('opening /play/{game}/real: the server sends no launch URL; a guest logs in there and the game opens', async ({
    player,
    page,
    request,
  }) => {
    const game = await realSlot();
    const html = await (await request.get(`/play/${game.gameCode}/real`)).text();
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/[?&]token=(?!\{tempToken\})/);
    expect(html).not.toMatch(/[?&]player=(?!\{playerId\})/);

    await page.goto(`/play/${game.gameCode}/real`);
    await expect(page.getByRole('heading', { name: 'Autentificare necesară' })).toBeVisible();
    // The page opens the login dialog by itself for a guest.
    await submitLoginDialog(page, player);
    const frame = page.locator('iframe.game-frame__iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`player=${player.username}&token=.+`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${game.name} — joc pe bani reali` }),
    ).toBeVisible();
    await spinMovesTheBalance(page.frameLocator('iframe.game-frame__iframe'), player.username);

    // A player who comes back is not asked again: the session is found and the game opens.
    await page.reload();
    await expect(frame).toHaveAttribute('src', new RegExp(`player=${player.username}&token=.+`));
    await expect(page.getByRole('dialog', { name: 'Autentificare' })).toHaveCount(0);
  });

  test('a password-protected game asks for its password first, then for the login, then plays', async ({
    player,
    page,
  }) => {
    const { passwordGame } = await sampleContent();
    const details = await openGameDetails(page, passwordGame.gameCode);
    await details.getByRole('button', { name: 'Joacă pe bani reali' }).click();
    // The password before anything (ADR 0007): no login dialog yet, and no launch URL.
    await expect(page).toHaveURL(`/play/${passwordGame.gameCode}/real`);
    const password = page.getByLabel('Introdu parola jocului:');
    await expect(password).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Autentificare' })).toHaveCount(0);
    await password.fill('editor');
    await page.getByRole('button', { name: 'Deschide jocul' }).click();
    await submitLoginDialog(page, player);
    await expect(page.locator('iframe.game-frame__iframe')).toHaveAttribute(
      'src',
      new RegExp(`/launch/${passwordGame.gameCode}\\?mode=real.*player=${player.username}&token=.+`),
    );
  });

  test(
    'a token the gateway refuses is errors.invalid-game-session, and nothing opens',
    ONE_DEVICE,
    async ({ sandbox, page, context }) => {
      const game = await realSlot();
      // The sandbox refuses `exclus` game provider tokens (200, errorCode 3101).
      const player = await sandbox.newPlayer('exclus');
      const details = await openGameDetails(page, game.gameCode);
      await details.getByRole('button', { name: 'Joacă pe bani reali' }).click();
      await submitLoginDialog(page, player);
      await expect(page.getByRole('alert').filter({ hasText: INVALID_SESSION })).toBeVisible();
      expect(context.pages()).toHaveLength(1);
      await expect(page).toHaveURL('/');
      expect((await dataLayer(page)).some((event) => event.event === 'casino_game_launch')).toBe(false);
    },
  );

  // Faults are global to the sandbox: only the desktop project runs this (tag), with the fault armed for
  // one call only and only once the player is logged in, so the window where another journey could meet it
  // is short.
  test('a faulted token call (sandbox fault on the token path) is errors.invalid-game-session on the play page', {
    tag: '@desktop-only',
  }, async ({ player, page }) => {
    const game = await realSlot();
    await page.goto('/');
    await page.getByRole('button', { name: 'Autentificare' }).click();
    await submitLoginDialog(page, player);
    await expect(page.getByRole('dialog', { name: 'Autentificare' })).toBeHidden();
    await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'authenticated');
    const fault = await armFault({
      path: GATEWAY_PATHS.gameProviderToken,
      json: { username: player.username, sessionToken: null, errorCode: 3101, errorMessage: 'Refuzat.' },
      times: 1,
      // This player's call only: the journeys alongside launch real play too.
      player: player.username,
    });
    try {
      await page.evaluate((code) => window.casinoPortal?.navigate(`/play/${code}/real`), game.gameCode);
      const alert = page.getByRole('alert').filter({ hasText: INVALID_SESSION });
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAttribute('data-error-key', 'errors.invalid-game-session');
      // No game frame (a player's page holds the support chat's hidden iframe).
      await expect(page.locator('iframe.game-frame__iframe')).toHaveCount(0);
    } finally {
      await disarmFault(fault);
    }
  });
});
