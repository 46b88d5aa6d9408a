import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  dataLayer,
  ONE_DEVICE,
  SANDBOX,
  sampleContent,
  sandboxControl,
  sandboxPlayerState,
  submitLoginDialog,
  waitForAuthState,
} from './support';

/**
 * Player messages and the bonus pop-up (issue 12 items 2, 3 and 7; catalogue.md section 4), on the
 * phone and the desktop project. A clone of `demo` with its waiting messages (login, alert and bonus,
 * stored out of order) and its pending free-spins bonus (25 spins on 3 slots); a clone of `exclus`
 * (self-excluded from casino bonuses, with a limits dialog); a clone of `nou` (no bonus at all).
 */

const FREE_SPINS_SHELF = 'Rotirile tale gratuite';
const dialog = (page: Page) => page.getByRole('dialog');
const shelfTiles = (page: Page) =>
  page.getByRole('region', { name: FREE_SPINS_SHELF, exact: true }).locator('article.game-tile');

async function handleMessage(page: Page, title: string, text: string) {
  await expect(dialog(page)).toHaveAccessibleName(title, { timeout: 30_000 });
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: 'Am înțeles' }).click();
  await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
}

test.describe('player messages and the bonus pop-up', () => {
  test.describe.configure({ timeout: 120_000 });

  test('demo sees its messages in order, then the bonus pop-up; accepting it is tracked and the bonus counts', async ({
    logIn,
    sandbox,
    page,
    isMobile,
  }) => {
    const player = await sandbox.newPlayer('demo', { quiet: false });
    const { pendingBonusCode } = await sandboxPlayerState(player.username);
    expect(pendingBonusCode).not.toBeNull();
    await logIn(player);

    // The login message first, then the alert, then the bonus dialog (the gateway stored them in
    // another order), each after the previous one is handled.
    await handleMessage(page, 'Bine ai revenit!', 'Mai ai 35 de rotiri gratuite');
    await handleMessage(page, 'Mesaj pentru tine', 'Datele contului tău au fost verificate');
    await handleMessage(page, 'Un cadou pentru tine', 'Ai primit 25 de rotiri gratuite de ziua ta');

    // Then the pending bonus: its details, with the 3 slots it plays on.
    await expect(dialog(page)).toHaveAccessibleName('Ai un bonus care te așteaptă', { timeout: 30_000 });
    await expect(dialog(page)).toContainText('25 de rotiri gratuite');
    await expect(dialog(page).getByRole('listitem')).toHaveCount(3);
    // Before: the free spins shelf shows the 4 games of the active free-spins bonus.
    await expect(shelfTiles(page)).toHaveCount(4);

    await dialog(page).getByRole('button', { name: 'Acceptă bonusul' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText('Bonusul a fost activat.')).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({
        event: 'casino_bonus_popup_click',
        bonus_id: pendingBonusCode,
        cta_action: 'accept',
      }),
    );
    await expect.poll(async () => (await sandboxPlayerState(player.username)).pendingBonusCode).toBeNull();

    // The free spins shelf now holds the bonus's games too: 7 games, 5 shown on a desktop, 15 on a phone.
    await expect(shelfTiles(page)).toHaveCount(isMobile ? 7 : 5);

    // A reload logs the session in again: no message and no pop-up any more.
    await page.reload();
    await expect(shelfTiles(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(dialog(page)).toHaveCount(0);
  });

  test(
    'closing the pop-up tracks a dismiss; it does not come back in the same browser session',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('demo', { quiet: false });
      const { pendingBonusCode } = await sandboxPlayerState(player.username);
      await logIn(player);
      for (const title of ['Bine ai revenit!', 'Mesaj pentru tine', 'Un cadou pentru tine']) {
        await expect(dialog(page)).toHaveAccessibleName(title, { timeout: 30_000 });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
      }
      await expect(dialog(page)).toHaveAccessibleName('Ai un bonus care te așteaptă', { timeout: 30_000 });
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      expect(await dataLayer(page)).toContainEqual(
        expect.objectContaining({
          event: 'casino_bonus_popup_click',
          bonus_id: pendingBonusCode,
          cta_action: 'dismiss',
        }),
      );
      // The bonus is still pending on the platform (not declined), but this browser session is not asked again.
      expect((await sandboxPlayerState(player.username)).pendingBonusCode).toBe(pendingBonusCode);
      await page.reload();
      await expect(shelfTiles(page).first()).toBeVisible({ timeout: 20_000 });
      await expect(dialog(page)).toHaveCount(0);
    },
  );

  test(
    'a player self-excluded from bonuses gets the limits message but no bonus feature',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('exclus', { quiet: false });
      await logIn(player);
      // The limits message offers the new limits (accepting them: the next journey); "Mai târziu" closes it.
      await expect(dialog(page)).toHaveAccessibleName('Limită nouă disponibilă', { timeout: 30_000 });
      await expect(dialog(page)).toContainText('noua limită zilnică de depunere de 500 RON');
      await dialog(page).getByRole('button', { name: 'Mai târziu' }).click();
      await expect(page.getByRole('dialog', { name: 'Limită nouă disponibilă' })).toHaveCount(0);
      // The lobby's personal shelves fill, but not the free spins shelf.
      await expect(page.locator('.personal-shelf').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: FREE_SPINS_SHELF, exact: true })).toHaveCount(0);
      await expect(dialog(page)).toHaveCount(0);
    },
  );

  test(
    'in a native view no message shows and no bonus list is asked for',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('demo', { quiet: false });
      const bonusCalls: string[] = [];
      page.on('request', (request) => {
        if (
          /\/pams\/api\/v2\/(player\/(bonuses|gamingBonuses|bonusDetails)|client\/getOptedIn|marketingTags)/.test(
            request.url(),
          )
        )
          bonusCalls.push(request.url());
      });
      const messagesAnswered = page.waitForResponse(
        (response) => response.url().startsWith(SANDBOX) && response.url().includes('waiting-messages'),
        { timeout: 30_000 },
      );
      await logIn(player, { path: '/?nativeapp=1' });
      await messagesAnswered;
      // The player's data has loaded (the balance shows) and the messages were handed out, yet nothing shows.
      await expect(page.getByText('1.250,50')).toBeVisible({ timeout: 30_000 });
      await expect.poll(async () => (await sandboxPlayerState(player.username)).pendingMessages).toBe(0);
      await expect(dialog(page)).toHaveCount(0);
      expect(bonusCalls).toEqual([]);
    },
  );

  test('messages and the bonus pop-up are ignored in a real-money game: not shown there, nor after it', async ({
    sandbox,
    page,
  }) => {
    const player = await sandbox.newPlayer('demo', { quiet: false });
    const { games } = await sampleContent();
    const slot = games.find((game) => game.type === 'Slot' && game.launchUrls.real && !game.requirePassword);
    if (!slot) throw new Error('The sandbox has no real slot');
    // A guest on the real-play page: the page opens the login dialog by itself.
    await page.goto(`/play/${slot.gameCode}/real`);
    await submitLoginDialog(page, player);
    await waitForAuthState(page, 'authenticated');
    await expect(page.locator('iframe.game-frame__iframe')).toHaveAttribute('src', /token=/, {
      timeout: 20_000,
    });
    await expect.poll(async () => (await sandboxPlayerState(player.username)).pendingMessages).toBe(0);
    await expect(dialog(page)).toHaveCount(0);
    // "Ignored in real-play preview" (catalogue.md section 4; ADR 0059): leaving the game shows none.
    await page.evaluate(() => window.casinoPortal?.navigate('/'));
    await expect(page).toHaveURL('/');
    await expect(page.getByText('1.250,50')).toBeVisible();
    // A received message would show at once (the next 1 s after); nothing comes in twice that time.
    await page.waitForTimeout(2_000);
    await expect(dialog(page)).toHaveCount(0);
  });

  test(
    'the limits message shows the new limits; accepting them activates them, and the platform records it',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('exclus', { quiet: false });
      await logIn(player);
      const limits = dialog(page);
      await expect(limits).toHaveAccessibleName('Limită nouă disponibilă', { timeout: 30_000 });
      await expect(limits.getByRole('list', { name: 'Limitele noi' })).toHaveText(
        /Limită de depunere, zilnic: 500,00\slei/,
      );
      await limits.getByRole('button', { name: 'Activează noile limite' }).click();
      await expect(limits.getByRole('status')).toHaveText('Noile limite sunt active.');
      await expect(limits.getByRole('list', { name: 'Limitele în vigoare' })).toHaveText(
        /Limită de depunere, zilnic: 500,00\slei/,
      );
      const state = await sandboxControl<{ limits: unknown[]; pendingLimits: unknown[] }>(
        `/__sandbox/players/${player.username}`,
      );
      expect(state.pendingLimits).toEqual([]);
      expect(state.limits).toEqual([{ type: 'deposit', period: 'daily', amount: 500, currencyCode: 'RON' }]);
      await limits.getByRole('button', { name: 'Am înțeles' }).click();
      await expect(dialog(page)).toHaveCount(0);
    },
  );

  test(
    'a player without bonuses gets the free spins shelf with a hint',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('nou');
      await logIn(player);
      await expect(page.getByRole('region', { name: FREE_SPINS_SHELF, exact: true })).toContainText(
        'Nu ai acum niciun bonus pentru aceste jocuri.',
        { timeout: 20_000 },
      );
    },
  );
});
