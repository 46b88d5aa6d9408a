import { expect, type Page } from '@playwright/test';
import { GATEWAY_ERROR_MESSAGES } from '../apps/web/app/platform/browser/gateway-client';
import { test } from './fixtures';
import {
  accessibilityScan,
  headerLoginButton,
  ONE_DEVICE,
  SANDBOX,
  sandboxControl,
  seriousViolations,
  waitForAuthState,
} from './support';

/**
 * Notifications (issue 12 item 4; shell.md sections 2, 3 and 4), on the phone and the desktop project:
 * once a player is logged in the portal connects to the sandbox's STOMP broker with the notification
 * token; what the sandbox pushes to that player shows through the in-app-notification micro-frontend
 * and the header's notification hub (the bell); BALANCE changes the header's balance; LOGOUT logs out.
 * A guest's pages never load the STOMP client. Throwaway clones of `nou` (100 RON, no notifications
 * yet), so the pushes reach no other journey's player.
 */

interface PushAnswer {
  delivered: number;
}

const push = (body: Record<string, unknown>) =>
  sandboxControl<PushAnswer>('/__sandbox/push/notification', body);

/**
 * Waits until the portal's connection has its subscription: a BALANCE push without an amount (the
 * balance the header already shows) reaches a subscribed connection and nothing else.
 */
async function untilSubscribed(username: string) {
  await expect
    .poll(async () => (await push({ username, type: 'BALANCE' })).delivered, { timeout: 30_000 })
    .toBeGreaterThan(0);
}

const connections = async (username: string) =>
  (await sandboxControl<{ players: Record<string, number> }>('/__sandbox/notifications/connections')).players[
    username
  ] ?? 0;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificări/ });

test.describe('notifications', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a pushed message shows at once and joins the bell's unread count; a BALANCE push changes the header", async ({
    logIn,
    sandbox,
    page,
  }) => {
    const player = await sandbox.newPlayer('nou');
    await logIn(player);
    await expect(bell(page)).toHaveAccessibleName('Notificări');
    await expect(page.getByTestId('header-balance')).toHaveText(/100,00/);
    await untilSubscribed(player.username);

    const title = 'Turneu de seară: Cupa Rotirilor';
    const answer = await push({
      username: player.username,
      type: 'SIMPLE_MESSAGE',
      title,
      message: 'Înscrierile se închid la ora 20:00.',
    });
    expect(answer.delivered).toBe(1);
    const toasts = page.getByRole('region', { name: 'Notificări' }).filter({ hasText: title });
    await expect(toasts.getByText('Înscrierile se închid la ora 20:00.')).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName('Notificări, O notificare necitită');
    // The toast goes by itself after 8 s (sooner than the checks below on a busy machine): closed now.
    await page.getByRole('button', { name: `Închide notificarea: ${title}` }).click();
    await expect(toasts).toHaveCount(0);

    // The hub lists it, unread.
    await bell(page).click();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    const hub = page.getByRole('banner').getByRole('region', { name: 'Notificări' });
    await expect(hub.getByText(`Necitită: ${title}`)).toBeVisible();
    // The header with the bell and its open panel still fits the width and passes an accessibility scan.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
    expect(seriousViolations(await accessibilityScan(page).include('header').analyze())).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');

    // BALANCE: the header shows the pushed balance.
    await push({ username: player.username, type: 'BALANCE', amount: 2345.67 });
    await expect(page.getByTestId('header-balance')).toHaveText(/2\.345,67/);
  });

  test(
    'after a reload the portal connects again; a LOGOUT push logs the player out, and the connection goes with the token',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('nou');
      await logIn(player);
      // After a reload the session is found valid (no login): the token comes from /_notification-token.
      await page.reload();
      await waitForAuthState(page, 'authenticated');
      await untilSubscribed(player.username);
      await expect.poll(() => connections(player.username), { timeout: 15_000 }).toBe(1);

      await push({ username: player.username, type: 'LOGOUT' });
      await waitForAuthState(page, 'guest');
      await expect(headerLoginButton(page)).toBeVisible();
      await expect(bell(page)).toHaveCount(0);
      await expect.poll(() => connections(player.username), { timeout: 15_000 }).toBe(0);
    },
  );

  test('"Vezi bonusul" on a bonus notification opens the portal\'s bonus pop-up, not the account site', async ({
    logIn,
    player,
    page,
    context,
  }) => {
    // A quiet clone of demo: its active free-spins bonus (the newest) is the one the BONUS push names.
    await logIn(player);
    await untilSubscribed(player.username);
    const tabs: string[] = [];
    context.on('page', (opened) => tabs.push(opened.url()));

    const answer = await push({ username: player.username, type: 'BONUS' });
    expect(answer.delivered).toBe(1);
    await page.getByRole('alertdialog').getByRole('link', { name: 'Vezi bonusul' }).click();
    const popup = page.getByRole('dialog', { name: 'Ai un bonus care te așteaptă' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByText('50 de rotiri gratuite', { exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Acceptă bonusul' })).toBeVisible();
    expect(tabs).toEqual([]);
  });

  test(
    "a guest's pages load neither the STOMP client nor the gateway client; a player's do",
    ONE_DEVICE,
    async ({ visit, logIn, sandbox, page }) => {
      // Bodies are read as they arrive: a navigation drops what the browser kept of the page before.
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      const sockets: string[] = [];
      page.on('websocket', (socket) => sockets.push(socket.url()));
      /** A STOMP client speaks of heart-beats; nothing else the portal loads does. */
      const stompLoaded = async () =>
        (await Promise.all(scripts)).some((body) => body.includes('heart-beat'));
      /** The gateway client's own message (shell.md section 4: the logged-in layer is not a guest's). */
      const gatewayLoaded = async () =>
        (await Promise.all(scripts)).some((body) => body.includes(GATEWAY_ERROR_MESSAGES.body));

      await visit('/');
      await page.waitForLoadState('networkidle');
      expect(await stompLoaded()).toBe(false);
      expect(await gatewayLoaded()).toBe(false);
      expect(sockets.filter((url) => url.endsWith('/notifications'))).toEqual([]);

      const player = await sandbox.newPlayer('nou');
      await logIn(player);
      await untilSubscribed(player.username);
      expect(await stompLoaded()).toBe(true);
      expect(await gatewayLoaded()).toBe(true);
      // The broker has the subscription; Playwright's report of the socket can come after it on a busy host.
      await expect
        .poll(() => sockets.filter((url) => url.endsWith('/notifications')))
        .toEqual([`${SANDBOX.replace(/^http/, 'ws')}/notifications`]);
    },
  );
});
