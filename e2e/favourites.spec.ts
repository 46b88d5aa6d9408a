import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  armFault,
  disarmFault,
  ONE_DEVICE,
  type SandboxGame,
  sandboxControl,
  sandboxJson,
  waitForAuthState,
} from './support';

/**
 * Favourites (issue 11 item 2; catalogue.md sections 4, 5 and 8), on the phone and the desktop project:
 * the heart's journeys for a guest and a player, one test each. Each test logs in a throwaway clone of
 * the sandbox's `demo` (6 favourites, password parola123), so parallel runs never share a list.
 */

const ADD = 'Adaugă la favorite: ';
const REMOVE = 'Elimină din favorite: ';
const ANY_HEART = /^(Adaugă la|Elimină din) favorite: /;

/** The favourites the sandbox's gateway keeps for the player, newest first. */
const stored = async (username: string) =>
  (await sandboxControl<{ favourites: string[] }>(`/__sandbox/players/${username}`)).favourites;

const tile = (page: Page, code: string) =>
  page.locator(`article.game-tile[data-game-code="${code}"]:not(.personal-shelf article)`).first();

/**
 * The first tile (in the page's order) whose game is not one of the player's favourites, outside the
 * player's own shelves (which change as the favourites do).
 */
async function unmarkedTile(page: Page): Promise<{ tile: Locator; code: string; name: string }> {
  await expect(page.getByRole('button', { name: ANY_HEART }).first()).toBeVisible();
  const candidate = page
    .locator('article.game-tile:not(.personal-shelf article)')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^${ADD}`) }) })
    .first();
  // Code and label from one element in one read: the first such tile can change between two reads while
  // the page's hearts are still showing (it once paired one tile's code with another's name).
  const { code, label } = await candidate.evaluate((article, add) => {
    const heart = [...article.querySelectorAll('button')].find((button) =>
      button.getAttribute('aria-label')?.startsWith(add),
    );
    return {
      code: article.getAttribute('data-game-code') ?? '',
      label: heart?.getAttribute('aria-label') ?? '',
    };
  }, ADD);
  return { tile: tile(page, code), code, name: label.slice(ADD.length) };
}

test.describe('favourites', () => {
  // Each journey logs a player in through the identity provider and the gateway.
  test.describe.configure({ timeout: 120_000 });

  test('a guest gets no heart; a player’s heart on a tile adds the game first, keeps it after a reload and removes it', async ({
    visit,
    logIn,
    player,
    page,
    request,
    isMobile,
  }) => {
    const before = await stored(player.username);

    // The server renders the same guest page for everyone: no heart, nothing reserved for one.
    const html = await (await request.get('/')).text();
    // No heart element (the inline stylesheet names the class, ADR 0023).
    expect(html).not.toMatch(/class="[^"]*\bfavourite-heart\b/);
    expect(html).not.toContain('favorite:');

    await page.goto('/');
    await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
    await expect(page.locator('article.game-tile').first()).toBeVisible();
    await expect(page.locator('.favourite-heart')).toHaveCount(0);
    const artBefore = await page.locator('article.game-tile').first().boundingBox();

    await logIn(player, { via: 'api' });
    const { tile: target, code, name } = await unmarkedTile(page);
    expect(before).not.toContain(code);
    // An overlay: the tiles did not move when the hearts appeared.
    expect(await page.locator('article.game-tile').first().boundingBox()).toEqual(artBefore);

    const heart = target.getByRole('button', { name: `${ADD}${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    if (isMobile) {
      // A 44 px target on phones.
      const box = await heart.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    await heart.click();
    const pressed = target.getByRole('button', { name: `${REMOVE}${name}` });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => stored(player.username)).toEqual([code, ...before]);

    // After a reload the heart keeps it, and the player's favourites page lists it first.
    await page.reload();
    await waitForAuthState(page, 'authenticated');
    await expect(tile(page, code).getByRole('button', { name: `${REMOVE}${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await visit('/utilizator/preferate', 'authenticated');
    await expect(
      page.getByRole('list', { name: 'Jocurile mele preferate' }).locator('article.game-tile').first(),
    ).toHaveAttribute('data-game-code', code);

    await visit('/', 'authenticated');
    await tile(page, code)
      .getByRole('button', { name: `${REMOVE}${name}` })
      .click();
    await expect(tile(page, code).getByRole('button', { name: `${ADD}${name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect.poll(() => stored(player.username)).toEqual(before);
    await page.reload();
    await waitForAuthState(page, 'authenticated');
    await expect(tile(page, code).getByRole('button', { name: `${ADD}${name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the details modal and the game page carry the heart; logout takes the hearts away', async ({
    visit,
    logIn,
    player,
    page,
  }) => {
    await page.goto('/');
    await logIn(player, { via: 'api' });
    const { code, name } = await unmarkedTile(page);

    await page.evaluate((gameCode) => window.casinoPortal?.game.open(gameCode), code);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `${ADD}${name}` }).click();
    await expect(dialog.getByRole('button', { name: `${REMOVE}${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect.poll(async () => (await stored(player.username))[0]).toBe(code);
    // The tile behind the modal (inert while it is open) shows the same list.
    await expect(tile(page, code).locator('.favourite-heart')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await visit(`/joc/${code}`, 'authenticated');
    const gamePage = page.locator('.game-page');
    const onPage = gamePage.getByRole('button', { name: `${REMOVE}${name}` });
    await expect(onPage).toHaveAttribute('aria-pressed', 'true');
    await onPage.focus();
    await page.keyboard.press('Enter');
    await expect(gamePage.getByRole('button', { name: `${ADD}${name}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect.poll(async () => (await stored(player.username)).includes(code)).toBe(false);

    await page.evaluate(() => window.casinoPortal?.auth.logout());
    await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
    await expect(page.locator('.favourite-heart')).toHaveCount(0);
  });

  test(
    'live favourites: a live table’s heart on the live lobby adds it',
    ONE_DEVICE,
    async ({ logIn, player, page }) => {
      const before = await stored(player.username);
      await page.goto('/cazinou-live');
      await logIn(player, { via: 'api' });
      const { tile: target, code, name } = await unmarkedTile(page);
      const games = await sandboxJson<SandboxGame[]>('/games/no-files');
      expect(games.find((game) => game.gameCode === code)?.type).toBe('Live');
      await target.getByRole('button', { name: `${ADD}${name}` }).click();
      await expect(target.getByRole('button', { name: `${REMOVE}${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect.poll(() => stored(player.username)).toEqual([code, ...before]);
    },
  );

  // The fault is this player's alone (the sandbox matches its gateway session), for one call: the
  // journeys alongside never meet it. One device is enough (tag).
  test('a failing save is put back with errors.unable-to-favorite-game (sandbox fault, one call)', {
    tag: '@desktop-only',
  }, async ({ logIn, player, page }) => {
    const before = await stored(player.username);
    await page.goto('/');
    await logIn(player, { via: 'api' });
    const { tile: target, name } = await unmarkedTile(page);
    const fault = await armFault({
      path: GATEWAY_PATHS.favourites,
      method: 'POST',
      status: 500,
      times: 1,
      // This player's call only: the journeys alongside toggle favourites too.
      player: player.username,
    });
    try {
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith(GATEWAY_PATHS.favourites) && response.request().method() === 'POST',
      );
      await target.getByRole('button', { name: `${ADD}${name}` }).click();
      expect((await saved).headers()['x-sandbox-fault']).toBe(String(fault));
      const toast = page.getByRole('alert').filter({ hasText: 'Nu am putut adăuga jocul la favorite.' });
      await expect(toast).toBeVisible();
      await expect(target.getByRole('button', { name: `${ADD}${name}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(await stored(player.username)).toEqual(before);
    } finally {
      await disarmFault(fault);
    }
  });
});
