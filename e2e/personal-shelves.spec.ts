import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { ONE_DEVICE, type SandboxGame, sandboxControl, sandboxJson, waitForAuthState } from './support';

/**
 * Personal shelves and pages (issue 11 items 3, 4 and 6; catalogue.md sections 2, 4 and 9), on the phone
 * and the desktop project. The sandbox's `demo` has seeded favourites, rounds and wins (its README's
 * "demo's shelves"); `nou` has none. Each journey logs in a throwaway clone, so parallel runs never share
 * a list. The lobby's HTML is the same for every visitor: the shelves fill in the browser.
 */

/** The personal categories' titles in Romanian (the sandbox's categories). */
const SHELF = {
  favourites: 'Jocurile mele preferate',
  mostPlayed: 'Cele mai jucate',
  recentlyPlayed: 'Jucate recent',
  recentWins: 'Câștigurile tale recente',
  becauseYouPlayed: 'Pentru că ai jucat',
  triedOnce: 'Încercate o dată',
  favouritesLive: 'Mesele mele preferate',
} as const;

/** demo's lists (sandbox README, "demo's shelves"). */
const DEMO = {
  casinoFavourites: [
    'orbita-de-chihlimbar-duo',
    'sfinxul-de-diamant-duo',
    'minotaurul-de-miere-royal',
    'concertul-de-aur-lux',
  ],
  liveFavourites: ['show-ul-milionarului-vip', 'baccarat-rapid-elite'],
  mostPlayed: ['orbita-de-chihlimbar-duo', 'delfinul-fara-sfarsit-supreme', 'meteoritul-max'],
  recentWins: [
    'orbita-de-chihlimbar-duo',
    'ursul-din-olimp-hold-si-win',
    'concertul-de-aur-lux',
    'meteoritul-max',
  ],
};

const shelf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

const codes = (page: Page, title: string) =>
  shelf(page, title)
    .locator('article.game-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-game-code')));

test.describe('personal shelves', () => {
  // Each journey logs a player in through the identity provider and the gateway.
  test.describe.configure({ timeout: 120_000 });

  test(
    'a guest’s page holds no personal shelf, in the HTML or after hydration; a player gets the same HTML',
    ONE_DEVICE,
    async ({ visit, logIn, player, page, request }) => {
      const guestHtml = await (await request.get('/')).text();
      for (const title of Object.values(SHELF)) expect(guestHtml).not.toContain(title);
      expect(guestHtml).not.toMatch(/most-played|recently-played|recent-wins|because-you/);

      await visit('/');
      await expect(page.locator('.personal-shelf')).toHaveCount(0);
      for (const slot of await page.locator('.personal-slot').all()) await expect(slot).toBeHidden();
      await expect(page.getByRole('link', { name: 'Jocurile mele', exact: true })).toHaveCount(0);

      // A logged-in player's browser asks for the same page and gets the same HTML (cacheable).
      await logIn(player);
      // Every answer has a nonce of its own (the Content-Security-Policy): the rest is the same.
      const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
      const playerHtml = await (await page.request.get('/')).text();
      expect(guestHtml).toMatch(/nonce="[^"]+"/);
      expect(withoutNonces(playerHtml)).toBe(withoutNonces(guestHtml));
    },
  );

  test('the seeded demo sees their favourites, most played, recently played and recent wins', async ({
    logIn,
    player,
    page,
  }) => {
    await logIn(player);
    await expect(shelf(page, SHELF.favourites).locator('article.game-tile').first()).toBeVisible();
    expect(await codes(page, SHELF.favourites)).toEqual(DEMO.casinoFavourites);
    expect((await codes(page, SHELF.mostPlayed)).slice(0, 3)).toEqual(DEMO.mostPlayed);
    const recent = await codes(page, SHELF.recentlyPlayed);
    expect(recent.length).toBeGreaterThan(0);
    for (const code of DEMO.mostPlayed) expect(recent).not.toContain(code);
    await expect(shelf(page, SHELF.recentWins).locator('article.game-tile').first()).toBeAttached();
    expect(await codes(page, SHELF.recentWins)).toEqual(DEMO.recentWins);
    // A recommendation shelf: 30 at most, none of the player's own games, with a refresh.
    const becauseYouPlayed = await codes(page, SHELF.becauseYouPlayed);
    expect(becauseYouPlayed.length).toBeGreaterThan(0);
    expect(becauseYouPlayed.length).toBeLessThanOrEqual(30);
    for (const code of [...DEMO.mostPlayed, ...recent]) expect(becauseYouPlayed).not.toContain(code);
    await expect(
      shelf(page, SHELF.becauseYouPlayed).getByRole('button', {
        name: `Alte recomandări: ${SHELF.becauseYouPlayed}`,
      }),
    ).toBeVisible();

    // The menus name the player's pages; "My games" lists the favourites, then the other shelves.
    await page.goto('/');
    const myGames = page.getByRole('link', { name: 'Jocurile mele', exact: true }).first();
    await expect(myGames).toHaveAttribute('href', '/utilizator/preferate');
    await page.goto('/utilizator/preferate');
    await expect(page.getByRole('heading', { level: 1, name: SHELF.favourites })).toBeVisible();
    const grid = page.getByRole('list', { name: SHELF.favourites });
    await expect(grid.locator('article.game-tile')).toHaveCount(DEMO.casinoFavourites.length);
    await expect(shelf(page, SHELF.mostPlayed)).toBeVisible();

    // A personal slug's page lists the same games as its shelf; the live twin lists live favourites.
    await page.goto('/utilizator/castiguri-recente');
    await expect(page.getByRole('heading', { level: 1, name: SHELF.recentWins })).toBeVisible();
    await expect(page.getByRole('list', { name: SHELF.recentWins }).locator('article.game-tile')).toHaveCount(
      DEMO.recentWins.length,
    );
    await page.goto('/cazinou-live/utilizator/preferate');
    await expect(page.getByRole('heading', { level: 1, name: SHELF.favouritesLive })).toBeVisible();
    const live = page.getByRole('list', { name: SHELF.favouritesLive }).locator('article.game-tile');
    await expect(live).toHaveCount(DEMO.liveFavourites.length);
    expect(
      await live.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-game-code'))),
    ).toEqual(DEMO.liveFavourites);
  });

  test('a returning player’s shelves fill their slots without a shift; refresh re-seeds; logout takes them away', async ({
    logIn,
    player,
    page,
  }) => {
    await logIn(player);
    // Layout shifts of the page's content (the lobby's shelves) from the first paint of a reload on.
    await page.addInitScript(() => {
      const shifts: { value: number; at: number; inMain: boolean; moved: string[] }[] = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      // Each moved element as tag.class and its box before and after, so a failure says what moved.
      const box = (rect: DOMRectReadOnly) =>
        [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          const sources = entry.sources ?? [];
          shifts.push({
            value: entry.value,
            at: Math.round(entry.startTime),
            inMain: sources.some(
              (source) => source.node instanceof Element && source.node.closest('main') !== null,
            ),
            moved: sources.map(
              (source) =>
                `${source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : source.node?.nodeName} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The phone's native app banner (a shift of its own, measured in bench/) stays closed for this.
    await page.context().addCookies([{ name: 'native-banner', value: String(Date.now()), url: page.url() }]);
    await page.reload();
    // The session's cookie marks a returning player before the first paint: the slots keep their place.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-player'))).toBe(true);
    await waitForAuthState(page, 'authenticated');
    await expect(shelf(page, SHELF.recentWins).locator('article.game-tile').first()).toBeAttached();
    await expect(shelf(page, SHELF.becauseYouPlayed).locator('article.game-tile').first()).toBeAttached();
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; inMain: boolean }[] }).shifts,
    );
    expect(shifts.filter((shift) => shift.inMain)).toEqual([]);

    // A recommendation shelf's refresh picks another seed from the player's games: other picks.
    const before = await codes(page, SHELF.becauseYouPlayed);
    const refresh = shelf(page, SHELF.becauseYouPlayed).getByRole('button', {
      name: `Alte recomandări: ${SHELF.becauseYouPlayed}`,
    });
    await expect(refresh).toBeEnabled();
    await expect
      .poll(async () => {
        await refresh.click();
        return JSON.stringify(await codes(page, SHELF.becauseYouPlayed));
      })
      .not.toBe(JSON.stringify(before));

    // The live lobby's menu has the player's "My tables"; its favourites shelf lists the live favourites.
    await page.goto('/cazinou-live');
    // A new page: its menu has the player's items only once the session is known again (hydration, the
    // session's code, the identity script, its player, the gateway's session check: several seconds
    // after the load on two busy cores), so wait for the session, not a fixed 10 s.
    await waitForAuthState(page, 'authenticated');
    await expect(page.getByRole('link', { name: 'Mesele mele', exact: true }).first()).toHaveAttribute(
      'href',
      '/cazinou-live/utilizator/preferate',
    );
    await expect(shelf(page, SHELF.favouritesLive).locator('article.game-tile').first()).toBeVisible();
    expect(await codes(page, SHELF.favouritesLive)).toEqual(DEMO.liveFavourites);

    // Logout clears the player's lists: the shelves and the player's menu items go.
    await page.evaluate(() => window.casinoPortal?.auth.logout());
    await waitForAuthState(page, 'guest');
    await expect(page.locator('.personal-shelf')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Mesele mele', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-player'))).toBe(false);
  });

  test(
    'a favourite added on a tile is first on /utilizator/preferate after a reload, and gone after removal',
    ONE_DEVICE,
    async ({ logIn, player, page }) => {
      await logIn(player, { path: '/toate-jocurile' });
      const candidate = page
        .locator('article.game-tile')
        .filter({ has: page.getByRole('button', { name: /^Adaugă la favorite: / }) })
        .first();
      await expect(candidate).toBeVisible();
      const code = (await candidate.getAttribute('data-game-code')) ?? '';
      const tile = page.locator(`article.game-tile[data-game-code="${code}"]`).first();
      await tile.getByRole('button', { name: /^Adaugă la favorite: / }).click();
      await expect(tile.getByRole('button', { name: /^Elimină din favorite: / })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect
        .poll(
          async () =>
            (await sandboxControl<{ favourites: string[] }>(`/__sandbox/players/${player.username}`))
              .favourites[0],
        )
        .toBe(code);

      await page.goto('/utilizator/preferate');
      await page.reload();
      // The session first, then the page's lists: a failure says which of the two did not come.
      await waitForAuthState(page, 'authenticated');
      const grid = page.getByRole('list', { name: SHELF.favourites });
      // The page fills in once the lobby's catalogue (a large resource) has loaded: slow on a busy machine.
      await expect(grid.locator('article.game-tile').first()).toHaveAttribute('data-game-code', code, {
        timeout: 20_000,
      });

      await grid
        .locator(`article.game-tile[data-game-code="${code}"]`)
        .getByRole('button', { name: /^Elimină din favorite: / })
        .click();
      await expect(grid.locator(`article.game-tile[data-game-code="${code}"]`)).toHaveCount(0);
      await page.reload();
      await expect(grid.locator('article.game-tile').first()).toBeVisible();
      await expect(grid.locator(`article.game-tile[data-game-code="${code}"]`)).toHaveCount(0);
    },
  );

  test(
    'real-play spins by a new player put the game in recently played',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const games = await sandboxJson<SandboxGame[]>('/games/no-files');
      const game = games.find((item) => item.type === 'Slot' && !item.requirePassword)!;
      const player = await sandbox.newPlayer('nou');
      await logIn(player);
      // A new player's shelves keep their place with a hint.
      await expect(shelf(page, SHELF.recentlyPlayed)).toContainText(
        'Jocurile pe care le joci vor apărea aici.',
      );

      await page.goto(`/play/${game.gameCode}/real`);
      const frame = page.frameLocator('iframe.game-frame__iframe');
      // The portal asks for games played at least 10 times in the last month.
      for (let spin = 0; spin < 10; spin++) {
        await frame.getByRole('button', { name: 'Rotește' }).click();
        await expect(frame.getByRole('status')).toHaveText(/Ai câștigat|Mai încearcă/);
      }
      await expect
        .poll(
          async () =>
            (await sandboxControl<{ rounds: number }>(`/__sandbox/players/${player.username}`)).rounds,
        )
        .toBe(10);
      await page.goto('/');
      // The shelf fills in once the player is logged in again and the lobby's catalogue has loaded.
      await expect(
        shelf(page, SHELF.recentlyPlayed).locator(`article.game-tile[data-game-code="${game.gameCode}"]`),
      ).toBeVisible({ timeout: 20_000 });
    },
  );
});
