import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  dataLayer,
  dismissWebMessages,
  expectInViewport,
  filterChip,
  ONE_DEVICE,
  sampleContent,
  waitForAuthState,
  webMessage,
} from './support';

/** Guest catalogue journeys (issue 4), on the phone and the desktop project. */

async function openGameDetails(page: Page, code: string) {
  await page.goto('/');
  await page.waitForFunction(() => Boolean(window.casinoPortal));
  await page.evaluate((gameCode) => window.casinoPortal?.game.open(gameCode), code);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('header', () => {
  test('logo, register and log in; the navigation collapses what does not fit', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/toate-jocurile');
    // The logo's name begins with the site's name it shows (WCAG 2.5.3), then says where it leads.
    const logo = page.getByRole('link', { name: 'Cazino Regal – Pagina principală', exact: true });
    await expect(logo).toHaveAttribute('href', '/');
    if (!isMobile) await expect(logo).toContainText('Cazino Regal');
    // Register and log in replace the header's spinner once the session knows the visitor is a guest:
    // after hydration and the identity script, which can take longer than an assertion's timeout on a
    // busy two-core machine (as the other journeys that start from the header, wait for it).
    await waitForAuthState(page, 'guest');
    await expect(page.getByRole('link', { name: 'Înregistrare' })).toHaveAttribute(
      'href',
      /account\/register/,
    );
    await page.getByRole('button', { name: isMobile ? 'Intră în cont' : 'Autentificare' }).click();
    await expect(page.getByRole('dialog', { name: 'Autentificare' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Navigare principală' });
    const more = nav.getByRole('button', { name: 'Mai multe linkuri' });
    if (isMobile) {
      await expect(more).toBeVisible();
      await more.click();
      const panel = nav.locator('.popover__panel');
      await expect(panel.getByRole('link', { name: 'Cazinou live' })).toBeVisible();
      await expectInViewport(page, panel, "the header's menu");
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(more).toBeFocused();
      await more.click();
      await page.mouse.click(180, 500);
      await expect(panel).toBeHidden();
      // Focus leaving it closes it too: Tab past the panel's last link.
      await more.click();
      const links = panel.getByRole('link');
      await links.last().focus();
      await page.keyboard.press('Tab');
      await expect(panel).toBeHidden();
      await expect(more).toHaveAttribute('aria-expanded', 'false');
    } else {
      await expect(more).toHaveCount(0);
      await expect(nav.getByRole('link', { name: /Turnee/ })).toBeVisible();
      await expect(nav.locator('.overflow-row__items .new-flag')).toHaveText('Nou');
    }
  });
});

test.describe('menus', () => {
  test('the casino main menu lists the lobby items in order, without personal items for a guest', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Meniu cazinou' });
    const labels = (await menu.locator('.main-menu__item').allTextContents()).map((text) => text.trim());
    expect(labels.slice(0, 4)).toEqual(['Acasă', 'Furnizori', 'Jackpoturi', 'Colecții']);
    expect(labels.at(-1)).toBe('Toate jocurile');
    expect(labels).not.toContain('Jocurile mele');
    await expect(menu.locator('.main-menu__item img').first()).toBeAttached();
  });

  test('the live main menu and the submenu rules per device', async ({ page, isMobile }) => {
    await page.goto('/cazinou-live');
    const live = page.getByRole('navigation', { name: 'Meniu cazinou live' });
    const labels = (await live.locator('.main-menu__item').allTextContents()).map((text) => text.trim());
    expect(labels[0]).toBe('Cazinou live');
    expect(labels.at(-1)).toBe('Toate mesele live');
    expect(labels).not.toContain('Mesele mele');

    const submenu = page.getByRole('navigation', { name: 'Secțiuni' });
    if (isMobile) {
      // A phone shows what fits; the other sections move whole into "more".
      await submenu.getByRole('button', { name: 'Mai mult', exact: true }).click();
      await expectInViewport(page, submenu.locator('.popover__panel'), "the submenu's more");
      await expect(submenu.getByRole('link', { name: 'Cazinou live' })).toBeVisible();
      await expect(submenu.getByRole('link', { name: 'Top câștigători' })).toBeVisible();
      await expect(submenu.getByRole('link', { name: 'Loto' })).toBeVisible();
      await expect(submenu.getByRole('link', { name: 'Turnee' })).toBeHidden();
      await submenu.getByRole('button', { name: 'Meniu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Meniu' });
      await expectInViewport(page, drawer, 'the menu drawer');
      await expect(drawer.getByRole('link', { name: 'Turnee' })).toBeVisible();
    } else {
      await expect(submenu.getByRole('link', { name: 'Cazinou live' })).toBeVisible();
      await expect(submenu.getByRole('link', { name: 'Top câștigători' })).toBeVisible();
      await expect(submenu.getByRole('link', { name: 'Loto' })).toBeHidden();
      await expect(submenu.getByRole('link', { name: 'Turnee' })).toBeVisible();
      await expect(submenu.getByRole('timer')).toBeVisible();
      const theme = submenu.getByRole('button', { name: /^Temă:/ });
      // The switch answers once the page has hydrated; a click before that is the browser's alone.
      await page.waitForFunction(() => Boolean(window.casinoPortal));
      await theme.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await theme.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const events = await dataLayer(page);
      expect(
        events.filter((event) => event.event === 'casino_theme_toggle').map((event) => event.value),
      ).toEqual(['light', 'dark']);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
  });

  test('submenu server links that do not fit go into the more popover', async ({ page, isMobile }) => {
    if (!isMobile) await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto('/');
    const submenu = page.getByRole('navigation', { name: 'Secțiuni' });
    const more = submenu.getByRole('button', { name: 'Mai mult' });
    await expect(more).toBeVisible();
    await more.click();
    await expect(submenu.locator('.popover__panel').getByRole('link').first()).toBeVisible();
    await expectInViewport(page, submenu.locator('.popover__panel'), "the submenu's more");
  });
});

test.describe('lobby widgets', () => {
  test('widgets below the fold render as they come near the viewport', async ({ page }) => {
    await page.goto('/');
    const placeholders = page.locator('.lazy-widget');
    expect(await placeholders.count()).toBeGreaterThan(0);
    // Placeholders scrolled past before the page is interactive stay until the visitor comes back.
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    for (let step = 0; step < 12 && (await placeholders.count()) > 0; step++) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(150);
    }
    await expect(placeholders).toHaveCount(0);
    await expect(page.locator('.winners-strip')).toBeAttached();
  });

  test('until the visitor moves, only what is on the screen renders; then a screen ahead', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    // Placeholders a screen below the viewport: not built while the page loads and nobody looks.
    const below = () =>
      page.locator('.lazy-widget').evaluateAll(
        (placeholders) =>
          placeholders.filter((element) => {
            const top = element.getBoundingClientRect().top;
            return top > window.innerHeight && top < window.innerHeight + 600;
          }).length,
      );
    await page.waitForTimeout(500);
    expect(await below()).toBeGreaterThan(0);
    await expect(page.locator('.lazy-widget').first()).not.toBeInViewport();
    // The first scroll, even a small one, renders them before they come into view.
    await page.mouse.wheel(0, 40);
    await expect.poll(below).toBe(0);
  });
});

test.describe('filters', () => {
  test('apply, count, storage, restore and clear on all games', async ({ page }) => {
    // Two visits of all games and the panel opened twice: 30 s was too short beside a busy worker.
    test.setTimeout(120_000);
    const content = await sampleContent();
    const provider = content.games[0]!.provider;
    await page.goto('/toate-jocurile');
    await page.getByRole('button', { name: /^Filtre/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
    await expect(panel.getByRole('button', { name: /^Arată/ })).toBeDisabled();
    await (await filterChip(panel, 'Furnizori', provider.name)).check();
    const apply = panel.getByRole('button', { name: /^Arată \d+/ });
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(panel).toBeHidden();

    await expect(page.getByRole('button', { name: /^Filtre/ }).locator('.badge')).toContainText('1');
    const providers = await page.locator('.game-tile__provider').allTextContents();
    expect(providers.length).toBeGreaterThan(0);
    expect(new Set(providers)).toEqual(new Set([provider.name]));
    const stored = await page.evaluate(() => sessionStorage.getItem('appliedFilters'));
    expect(JSON.parse(stored ?? '{}').provider).toEqual({ [provider.id]: true });
    const events = await dataLayer(page);
    expect(events.find((event) => event.event === 'casino_filters_click')).toMatchObject({
      providers: provider.id,
    });

    await page.reload();
    await expect(page.getByRole('button', { name: /^Filtre/ }).locator('.badge')).toContainText('1');
    await expect(page.locator('.game-tile__provider').first()).toHaveText(provider.name);

    await page.getByRole('button', { name: /^Filtre/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Șterge filtrele' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('appliedFilters'))).toBeNull();
  });

  test('a category page forces its own category; more filters lead to all games; leaving clears them', async ({
    page,
  }) => {
    const content = await sampleContent();
    await page.goto(`/categorii/${content.casinoCategory}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('button', { name: /^Filtre/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
    const forced = panel.getByRole('checkbox', { name: title, exact: true });
    await expect(forced).toBeChecked();
    await expect(forced).toBeDisabled();
    await panel.getByRole('checkbox', { name: 'Cu jackpot', exact: true }).check();
    await panel.getByRole('button', { name: /^Arată \d+/ }).click();
    await expect(page).toHaveURL(/\/toate-jocurile$/);
    await expect(page.getByRole('button', { name: /^Filtre/ }).locator('.badge')).toContainText('2');

    await page
      .getByRole('navigation', { name: 'Meniu cazinou' })
      .getByRole('link', { name: 'Furnizori' })
      .click();
    await expect(page).toHaveURL(/\/furnizori$/);
    await expect(page.getByRole('button', { name: /^Filtre/ }).locator('.badge')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('appliedFilters'))).toBeNull();
  });

  test('filtering thousands of games answers at once', ONE_DEVICE, async ({ page }) => {
    await page.goto('/toate-jocurile');
    await page.getByRole('button', { name: /^Filtre/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
    const apply = panel.getByRole('button', { name: /^Arată \d+/ });
    await expect(apply).toContainText(/3\s?000|3000/);
    await panel.getByRole('checkbox', { name: 'Cu jackpot', exact: true }).check();
    await expect(apply).not.toContainText(/3\s?000|3000/);
  });
});

test.describe('all games grid', () => {
  // On a phone the first games fill several screens; a desktop shows their end at once and grows at once.
  test("the server's tiles stay through hydration and the catalogue; the grid grows as the player scrolls @phone-only", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const removed = { tiles: 0 };
      Object.assign(window, { removedTiles: removed });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element)
              removed.tiles += node.matches('.game-tile') ? 1 : node.querySelectorAll('.game-tile').length;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/toate-jocurile');
    const firstPage = await page.locator('.game-tile').count();
    expect(firstPage).toBeGreaterThan(0);
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    // The catalogue loads as the player starts down the server's games (ADR 0054).
    const catalogue = page.waitForResponse((response) => response.url().includes('/api/catalog'));
    await page.evaluate(() => window.scrollBy(0, 800));
    await catalogue;
    // The whole catalogue is in the browser: the listing's count is every game, and the filters are ready.
    await expect(page.getByRole('button', { name: /^Filtre/ })).toBeEnabled();
    await page.waitForTimeout(500);
    const removedTiles = () =>
      page.evaluate(() => (window as unknown as { removedTiles: { tiles: number } }).removedTiles.tiles);
    expect(await removedTiles()).toBe(0);
    await expect(page.locator('.game-tile')).toHaveCount(firstPage);
    await expect(page.locator('.virtual-grid')).toHaveCount(0);

    const plainHeight = (await page.locator('ul.game-grid').boundingBox())!.height;
    // A keyboard player tabbing to the last of the first games keeps the focus on it as the grid grows.
    const last = page.locator('.game-tile').last();
    const code = await last.getAttribute('data-game-code');
    await last.locator('.game-tile__link').focus();
    await expect(page.locator('.virtual-grid')).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.closest<HTMLElement>('[data-game-code]')?.dataset.gameCode,
        ),
      )
      .toBe(code);
    // Every game is now in the grid's height; only the rows near the viewport are in the DOM.
    const { height } = (await page.locator('.virtual-grid').boundingBox())!;
    expect(height).toBeGreaterThan(plainHeight * 10);
    expect(await page.locator('.game-tile').count()).toBeLessThanOrEqual(250);
  });
});

test.describe('all games before its catalogue', () => {
  const catalogueRequests = (page: Page) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog')) requests.push(request.url());
    });
    return requests;
  };

  test("a phone shows the server's games and count, and loads the catalogue once the player starts down them (ADR 0054) @phone-only", async ({
    page,
  }) => {
    const requests = catalogueRequests(page);
    const { games } = await sampleContent();
    await page.goto('/toate-jocurile');
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    const count = page.locator('.listing__count');
    await expect(count).toContainText(/\d/);
    const serverCount = await count.textContent();
    // Hydrated, and the browser idle a while: the page has what its first screens show, and no more.
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    await expect(page.locator('.game-tile')).toHaveCount(24);
    await expect(count).toHaveText(serverCount ?? '');
    expect(games.filter((game) => game.type !== 'Live').length).toBeGreaterThan(24);

    const catalogue = page.waitForResponse((response) => response.url().includes('/api/catalog'));
    await page.evaluate(() => window.scrollBy(0, 800));
    expect((await catalogue).ok()).toBe(true);
    expect(requests).toHaveLength(1);
    // Nearer the end, the whole catalogue is there to grow into.
    await page.locator('.game-tile').last().scrollIntoViewIfNeeded();
    await expect(page.locator('.virtual-grid')).toBeVisible({ timeout: 15_000 });
  });

  test('filters in use load the catalogue at once, without a scroll (ADR 0054) @phone-only', async ({
    page,
  }) => {
    const requests = catalogueRequests(page);
    await page.addInitScript(() =>
      sessionStorage.setItem('appliedFilters', JSON.stringify({ jackpot: true })),
    );
    await page.goto('/toate-jocurile');
    await expect(page.getByRole('button', { name: /^Filtre/ }).locator('.badge')).toContainText('1');
    await expect.poll(() => requests.length, { timeout: 15_000 }).toBe(1);
    // Only the jackpot games: the count is theirs, fewer than the lobby's games.
    const { games } = await sampleContent();
    const lobbyGames = games.filter((game) => game.type !== 'Live').length;
    const shown = async () =>
      Number((await page.locator('.listing__count').textContent())?.replace(/\D/g, ''));
    await expect.poll(shown, { timeout: 15_000 }).toBeLessThan(lobbyGames);
    expect(await shown()).toBeGreaterThan(0);
  });

  test("a desktop, where the end of the server's games is on the screen, loads the catalogue at once (ADR 0054) @desktop-only", async ({
    page,
  }) => {
    const requests = catalogueRequests(page);
    await page.goto('/toate-jocurile');
    await expect.poll(() => requests.length, { timeout: 15_000 }).toBe(1);
    await expect(page.locator('.virtual-grid')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('search', () => {
  test('panel, results growing by 40, groups, empty state, recommended and popular providers', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Caută jocuri' }).click();
    const panel = page.getByRole('dialog', { name: 'Căutare' });
    await expect(panel).toHaveAttribute('id', 'search');
    const box = await panel.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(552);
    if (!isMobile) expect(box?.width).toBe(552);

    const popular = panel.getByRole('region', { name: 'Furnizori populari' });
    await expect(popular).toBeVisible();
    const recommended = panel.getByRole('region', { name: 'Recomandate' });
    await expect(recommended.locator('.search-result')).toHaveCount(5);
    await recommended.getByRole('button', { name: 'Arată mai multe' }).click();
    expect(await recommended.locator('.search-result').count()).toBeGreaterThan(5);

    const input = panel.getByRole('searchbox');
    await input.fill('a');
    await expect(popular).toBeHidden();
    const games = panel.getByRole('region', { name: 'Jocuri' });
    await expect(games.locator('.search-result')).toHaveCount(40);
    await games.getByRole('button', { name: 'Arată mai multe' }).click();
    await expect(games.locator('.search-result')).toHaveCount(80);

    await input.fill('dunărea');
    await expect(panel.getByRole('region', { name: 'Furnizori' })).toBeVisible();
    await input.fill('du');
    await expect(panel.getByRole('region', { name: 'Furnizori' })).toHaveCount(0);

    await input.fill('zzqqxx');
    await expect(panel.getByRole('heading', { name: 'Niciun rezultat' })).toBeVisible();
    await panel.getByRole('button', { name: 'Șterge căutarea' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(popular).toBeVisible();

    await popular.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/furnizori\//);
    await expect(panel).toBeHidden();
  });

  test('a term typed without diacritics finds names written with them', ONE_DEVICE, async ({ page }) => {
    const { games } = await sampleContent();
    const game = games.find((candidate) => /[ăâîșşțţ]/i.test(candidate.name) && candidate.type !== 'Live');
    expect(game, 'a casino game whose name has Romanian diacritics').toBeTruthy();
    const plain = game!.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    await page.goto('/');
    await page.getByRole('button', { name: 'Caută jocuri' }).click();
    const panel = page.getByRole('dialog', { name: 'Căutare' });
    await panel.getByRole('searchbox').fill(plain);
    await expect(
      panel.getByRole('region', { name: 'Jocuri' }).getByRole('button', { name: game!.name }),
    ).toBeVisible();
  });

  test(
    'casino_search is tracked once typing pauses, with accents and symbols stripped',
    ONE_DEVICE,
    async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await page.getByRole('button', { name: 'Caută jocuri' }).click();
      await expect(page.getByRole('searchbox')).toBeVisible();
      // The page's clock stands still while the keys go in, so a busy machine's stall between two keys
      // is not a pause in the typing; then the typing pauses for the debounce (450 ms). The pause is a
      // moment ahead of the page's own clock, which a busy machine's slow steps may have put ahead of
      // the test's.
      const pageNow = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(pageNow + 2_000);
      await page.getByRole('searchbox').pressSequentially('Ruletă!', { delay: 40 });
      const searches = async () => (await dataLayer(page)).filter((event) => event.event === 'casino_search');
      await page.clock.runFor(449);
      expect(await searches()).toEqual([]);
      await page.clock.runFor(1);
      await expect
        .poll(searches)
        .toEqual([{ event: 'casino_search', search_term: 'Ruleta', origin: 'lobby' }]);
    },
  );

  test('the global API search resolves to the panel groups', ONE_DEVICE, async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    const result = await page.evaluate(() => window.casinoPortal!.search('dragon'));
    expect(result.games.length).toBeGreaterThan(0);
    expect(result.games.every((game) => game.name.toLowerCase().includes('dragon'))).toBe(true);
    expect(await page.evaluate(() => window.casinoPortal!.search(''))).toEqual({
      games: [],
      providers: [],
      categories: [],
      collections: [],
    });
  });
});

test.describe('game details', () => {
  test('a tile opens the details: a bottom drawer on phones, at most 500 px on desktop', async ({
    page,
    isMobile,
  }) => {
    const { game } = await sampleContent();
    await page.goto('/toate-jocurile');
    // Before hydration the tile is a plain link to the game's page (ADR 0025); the details open after.
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    await page.locator(`[data-game-code="${game.gameCode}"] a`).click();
    const dialog = page.getByRole('dialog', { name: game.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: game.name })).toBeVisible();
    await expect(dialog.getByRole('link', { name: game.provider.name })).toBeVisible();
    await expect(dialog.getByRole('table')).toContainText('Miză');
    await expect(dialog.getByRole('button', { name: 'Joacă pe bani reali' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Joacă demo' })).toBeVisible();
    const viewport = page.viewportSize()!;
    // The drawer slides up as it opens: its place is read once it has settled.
    if (isMobile)
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0));
        })
        .toBe(viewport.height);
    else expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(500);
    await expect(page.locator('html')).toHaveClass(/scroll-locked/);

    const toggle = dialog.getByRole('button', { name: 'Descriere' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(dialog.getByText(game.description.slice(0, 30))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveClass(/scroll-locked/);
  });

  test('the info icon of a tile opens the details too', async ({ page }) => {
    const { game } = await sampleContent();
    await page.goto('/toate-jocurile');
    // The icon is a button (it opens a dialog): it answers once the page has hydrated.
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    await page.getByRole('button', { name: `Detalii despre ${game.name}` }).click();
    await expect(page.getByRole('dialog', { name: game.name })).toBeVisible();
  });

  test("in the native app's view the play button is the app's deep link, for the rest of the page load", async ({
    page,
  }) => {
    const { game } = await sampleContent();
    const deepLink = `cazinoregalro://play/${encodeURIComponent(game.gameCode)}`;
    // The server's HTML already holds it: the app's view shows its own play button from the first paint.
    const html = await (await page.request.get(`/joc/${game.gameCode}?nativeapp=1`)).text();
    expect(html).toContain(`href="${deepLink}"`);
    await page.goto(`/joc/${game.gameCode}?nativeapp=1`);
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    const details = page.getByRole('main');
    await expect(details.getByRole('link', { name: 'Joacă', exact: true })).toHaveAttribute('href', deepLink);
    await expect(details.getByRole('button', { name: /^Joacă/ })).toHaveCount(0);
    // A client navigation drops the parameter; the app's view stays the app's.
    await page.goto(`/?nativeapp=1`);
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    await page.getByRole('link', { name: 'Toate jocurile' }).first().click();
    await expect(page).toHaveURL(/\/toate-jocurile$/);
    await page.evaluate((gameCode) => window.casinoPortal?.game.open(gameCode), game.gameCode);
    const dialog = page.getByRole('dialog', { name: game.name });
    await expect(dialog.getByRole('link', { name: 'Joacă', exact: true })).toHaveAttribute('href', deepLink);
    await expect(dialog.getByRole('button', { name: 'Joacă pe bani reali' })).toHaveCount(0);
  });

  test('only the real play button for a game without demo', ONE_DEVICE, async ({ page }) => {
    const { noDemo } = await sampleContent();
    const dialog = await openGameDetails(page, noDemo.gameCode);
    await expect(dialog.getByRole('button', { name: 'Joacă pe bani reali' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Joacă demo' })).toHaveCount(0);
  });

  test('the preview video plays muted and fades in; a broken one is removed', async ({ page }) => {
    const { videoGame, brokenVideoGame } = await sampleContent();
    const dialog = await openGameDetails(page, videoGame.gameCode);
    const video = dialog.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveClass(/is-visible/, { timeout: 8000 });
    await page.keyboard.press('Escape');
    const broken = await openGameDetails(page, brokenVideoGame.gameCode);
    await expect(broken.locator('video')).toHaveCount(0);
  });

  test(
    'a failed details fetch says errors.unable-to-details and tries again, loading meanwhile',
    ONE_DEVICE,
    async ({ page }) => {
      const { game } = await sampleContent();
      let failures = 1;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/game-details/**', async (route) => {
        if (failures-- > 0) await route.fulfill({ status: 500, body: 'down' });
        else {
          await held;
          await route.continue();
        }
      });
      const dialog = await openGameDetails(page, game.gameCode);
      await expect(dialog.getByRole('alert')).toContainText('Nu am putut încărca detaliile jocului.');
      await dialog.getByRole('button', { name: 'Încearcă din nou' }).click();
      // While the details load: the loading placeholder, no error and no details yet (GD-01).
      const loading = dialog.locator('[aria-busy="true"]');
      await expect(loading).toBeVisible();
      await expect(loading).toContainText('Se încarcă jocurile…');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await expect(dialog.getByRole('heading', { name: game.name })).toHaveCount(0);
      release();
      await expect(dialog.getByRole('heading', { name: game.name })).toBeVisible();
      await expect(loading).toHaveCount(0);
    },
  );

  test(
    'a details answer of the wrong shape is errors.unable-to-details, never a broken page',
    ONE_DEVICE,
    async ({ page }) => {
      const { game } = await sampleContent();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      let wrong = 1;
      await page.route('**/api/game-details/**', async (route) => {
        if (wrong-- > 0)
          await route.fulfill({ status: 200, contentType: 'application/json', body: '{"gameCode":1}' });
        else await route.continue();
      });
      const dialog = await openGameDetails(page, game.gameCode);
      await expect(dialog.getByRole('alert')).toContainText('Nu am putut încărca detaliile jocului.');
      await dialog.getByRole('button', { name: 'Încearcă din nou' }).click();
      await expect(dialog.getByRole('heading', { name: game.name })).toBeVisible();
      expect(errors).toEqual([]);
    },
  );

  test('the game page shows the same details', ONE_DEVICE, async ({ page }) => {
    const { game } = await sampleContent();
    await page.goto(`/joc/${game.gameCode}`);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('RTP');
  });
});

test.describe('play', () => {
  test('demo play runs the game page and stop goes back', async ({ page, isMobile, context }) => {
    const { game } = await sampleContent();
    const dialog = await openGameDetails(page, game.gameCode);
    if (isMobile) {
      // Touch devices open the launch URL outside the portal.
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: 'Joacă demo' }).click(),
      ]);
      await expect(popup).toHaveURL(new RegExp(`/launch/${game.gameCode}\\?mode=demo`));
      await popup.close();
    } else {
      await dialog.getByRole('button', { name: 'Joacă demo' }).click();
      await expect(page).toHaveURL(`/play/${game.gameCode}/demo`);
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('body')).toContainText(game.name);
      await page.getByRole('button', { name: 'Închide jocul' }).click();
      await expect(page).toHaveURL('/');
    }
    const launch = (await dataLayer(page)).find((event) => event.event === 'casino_game_launch');
    expect(launch).toMatchObject({
      demo: true,
      game_name: game.name,
      provider: game.provider.name,
      from_origin: 'game-details',
    });
  });

  test("the game's frame ends above a docked web message, and fills the screen once it is dismissed", async ({
    page,
  }) => {
    const { game } = await sampleContent();
    await page.goto(`/play/${game.gameCode}/demo`);
    const message = webMessage(page);
    await expect(message).toBeVisible();
    const frame = page.locator('iframe.game-frame__iframe');
    const frameBottom = async () => {
      const box = await frame.boundingBox();
      return box ? box.y + box.height : Number.POSITIVE_INFINITY;
    };
    const messageTop = (await message.boundingBox())?.y ?? 0;
    await expect.poll(frameBottom).toBeLessThanOrEqual(messageTop);
    await dismissWebMessages(page);
    await expect(message).toHaveCount(0);
    const viewport = page.viewportSize()!.height;
    await expect.poll(frameBottom).toBeGreaterThanOrEqual(viewport - 1);
  });

  test('the demo play route renders for everyone, with the game in a frame', async ({ page }) => {
    const { game } = await sampleContent();
    await page.goto(`/play/${game.gameCode}/demo`);
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`/launch/${game.gameCode}\\?mode=demo`),
    );
    await page.getByRole('button', { name: 'Închide jocul' }).click();
    await expect(page).toHaveURL('/');
  });

  test('real play for a guest opens the login entry point', async ({ page }) => {
    const { game } = await sampleContent();
    const dialog = await openGameDetails(page, game.gameCode);
    await dialog.getByRole('button', { name: 'Joacă pe bani reali' }).click();
    await expect(page.getByRole('dialog', { name: 'Autentificare' })).toBeVisible();
  });

  test(
    'a password-protected game asks for its password on the server before any launch URL',
    ONE_DEVICE,
    async ({ page, request, browser }) => {
      const { passwordGame } = await sampleContent();
      const launchPath = `/launch/${passwordGame.gameCode}`;
      // Nothing the browser can read carries the launch URL before the password.
      const html = await (await request.get(`/play/${passwordGame.gameCode}/demo`)).text();
      expect(html).not.toContain(launchPath);
      const details = await (await request.get(`/api/game-details/${passwordGame.gameCode}`)).json();
      expect(details.launchUrls).toBeNull();
      expect(JSON.stringify(details)).not.toContain(launchPath);
      expect(await (await request.get('/api/catalog')).text()).not.toContain(launchPath);

      // The details' play button goes to the play route, which asks.
      const dialog = await openGameDetails(page, passwordGame.gameCode);
      await dialog.getByRole('button', { name: 'Joacă demo' }).click();
      await expect(page).toHaveURL(`/play/${passwordGame.gameCode}/demo`);
      const password = page.getByLabel('Introdu parola jocului:');
      await expect(password).toBeFocused();
      await password.fill('gresit');
      await page.getByRole('button', { name: 'Deschide jocul' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Acces neautorizat');
      await expect(alert).toContainText('Verifică parola jocului și încearcă din nou.');
      await expect(page.locator('iframe')).toHaveCount(0);

      await password.fill('editor');
      await page.getByRole('button', { name: 'Deschide jocul' }).click();
      await expect(page.locator('iframe')).toHaveAttribute('src', new RegExp(`${launchPath}\\?mode=demo`));
      // Verified for this browser session only: another browser is asked again.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await otherPage.goto(new URL(`/play/${passwordGame.gameCode}/demo`, page.url()).href);
      await expect(otherPage.getByLabel('Introdu parola jocului:')).toBeVisible();
      await expect(otherPage.locator('iframe')).toHaveCount(0);
      await other.close();
    },
  );

  test('a game without a demo URL says errors.demo-url-is-missing', async ({ page }) => {
    const { missingDemoUrl } = await sampleContent();
    const dialog = await openGameDetails(page, missingDemoUrl.gameCode);
    await dialog.getByRole('button', { name: 'Joacă demo' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Versiunea demo a jocului nu este disponibilă.' }),
    ).toBeVisible();
  });
});

test.describe('snackbars and the global API', () => {
  test('a snackbar closes itself after 5 s', ONE_DEVICE, async ({ page }) => {
    const { missingDemoUrl } = await sampleContent();
    const dialog = await openGameDetails(page, missingDemoUrl.gameCode);
    await dialog.getByRole('button', { name: 'Joacă demo' }).click();
    const snackbar = page.locator('.snackbar');
    await expect(snackbar).toHaveCount(1);
    await page.waitForTimeout(5200);
    await expect(snackbar).toHaveCount(0);
  });

  test('window.casinoPortal resolves to plain data and drives the portal', ONE_DEVICE, async ({ page }) => {
    const { game } = await sampleContent();
    await page.goto('/');
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    const counts = await page.evaluate(async () => {
      const api = window.casinoPortal!;
      const [providers, categories, collections, jackpots] = await Promise.all([
        api.providers(),
        api.categories(),
        api.collections(),
        api.jackpots(),
      ]);
      return {
        providers: providers.length,
        categories: categories.length,
        collections: collections.length,
        jackpots: jackpots.length,
        plain: JSON.parse(JSON.stringify(providers)).length === providers.length,
      };
    });
    expect(counts.providers).toBeGreaterThan(10);
    expect(counts.categories).toBeGreaterThan(5);
    expect(counts.collections).toBeGreaterThan(5);
    expect(counts.jackpots).toBeGreaterThanOrEqual(10);
    expect(counts.plain).toBe(true);

    await page.evaluate((code) => window.casinoPortal!.game.open(code), game.gameCode);
    await expect(page.getByRole('dialog', { name: game.name })).toBeVisible();
    await page.evaluate(() => window.casinoPortal!.game.close());
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => window.casinoPortal!.navigate('/furnizori'));
    await expect(page).toHaveURL(/\/furnizori$/);
  });
});

test.describe('live lobby', () => {
  test(
    'live table tiles show whether the table is open, from the live feed',
    ONE_DEVICE,
    async ({ page }) => {
      const { liveCategory } = await sampleContent();
      await page.goto(`/cazinou-live/categorii/${liveCategory}`);
      await expect(page.locator('.game-tile .live-badge').first()).toContainText(/Deschisă|Închisă/);
    },
  );
});
