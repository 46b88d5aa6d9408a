import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { dataLayer, sampleContent, sandboxControl } from './support';

/** The lobby is alive (issue 5): live tables, jackpot tickers, winners, web messages. */

/**
 * The first live table tile of a live category (table games have no live table), pinned by its game
 * code: which tile is the first with a badge changes while the page hydrates (a CI run pushed to one
 * table and read another).
 */
async function firstLiveTile(page: Page) {
  const { liveCategory } = await sampleContent();
  await page.goto(`/cazinou-live/categorii/${liveCategory}`);
  const firstWithBadge = page
    .locator('.game-tile')
    .filter({ has: page.locator('.live-badge') })
    .first();
  await expect(firstWithBadge).toBeVisible();
  const code = await firstWithBadge.getAttribute('data-game-code');
  expect(code).toBeTruthy();
  const tile = page.locator(`.game-tile[data-game-code="${code}"]`).first();
  return { tile, code: code as string };
}

test.describe.configure({ mode: 'serial' });

test('a live table closes, opens and fills its seats through the live feed, without a reload', async ({
  page,
}) => {
  const { tile, code } = await firstLiveTile(page);
  // The sandbox's tables are every journey's: this one is put back as it was (a reset would also take
  // the throwaway players of journeys running alongside).
  const tables =
    await sandboxControl<
      { ImsGameCode: string; Status: string; SeatsAvailability: Record<string, unknown> }[]
    >('/__sandbox/live-tables');
  const original = tables.find((table) => table.ImsGameCode === code)!;
  try {
    const seats = { '1': true, '2': true, '3': true, '4': true, '5': true, '6': false, '7': true };
    await sandboxControl('/__sandbox/push/live-table', {
      ImsGameCode: code,
      Status: 'offline',
      SeatsAvailability: seats,
    });
    await expect(tile.locator('.live-badge')).toContainText('Închisă');
    await sandboxControl('/__sandbox/push/live-table', { ImsGameCode: code, Status: 'online' });
    await expect(tile.locator('.live-badge')).toContainText('Deschisă');
    await expect(tile.locator('.live-badge')).toContainText('1 loc liber');
    await sandboxControl('/__sandbox/push/live-table', {
      ImsGameCode: code,
      SeatsAvailability: { ...seats, '6': true },
    });
    await expect(tile.locator('.live-badge')).toContainText('Niciun loc liber');
  } finally {
    await sandboxControl('/__sandbox/push/live-table', {
      ImsGameCode: code,
      Status: original.Status,
      SeatsAvailability: original.SeatsAvailability,
    });
  }
});

test('the live feed reconnects after the hub drops the connection', async ({ page }) => {
  const { tile, code } = await firstLiveTile(page);
  await expect(tile.locator('.live-badge')).toBeVisible();
  const reconnected = page.waitForEvent('websocket', (socket) => socket.url().includes('/hubs/live'));
  const { dropped } = await sandboxControl<{ dropped: number }>('/__sandbox/hub/drop', {});
  expect(dropped).toBeGreaterThan(0);
  // The client reconnects on its own (after 0, 2, 10, 30 s) and the hub sends the table list again.
  const socket = await reconnected;
  await socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('TableListInit'),
  });
  await sandboxControl('/__sandbox/push/live-table', { ImsGameCode: code, Status: 'offline' });
  await expect(tile.locator('.live-badge')).toContainText('Închisă', { timeout: 30_000 });
  await sandboxControl('/__sandbox/push/live-table', { ImsGameCode: code, Status: 'online' });
});

test('the live filters work on live data: open tables and languages', async ({ page }) => {
  await page.goto('/cazinou-live/toate-jocurile');
  await page.getByRole('button', { name: /^Filtre/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
  await expect(panel.getByRole('group', { name: 'Limbi' }).getByRole('checkbox').first()).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Doar mese deschise', exact: true }).check();
  await panel.getByRole('button', { name: /^Arată \d+/ }).click();
  const badges = page.locator('.game-tile .live-badge');
  await expect(badges.first()).toBeVisible();
  const states = await badges.locator('.live-badge__state').allTextContents();
  expect(states.every((state) => state.includes('Deschisă'))).toBe(true);
  const events = await page.evaluate(() => window.dataLayer ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'live_casino_filters_click', open_table: true }),
  );
});

/** A jackpot total as a number ("1.765.222,98 lei" is 1765222.98). */
async function jackpotAmount(amount: Locator): Promise<number> {
  return Number((await amount.textContent())?.replace(/[^\d,]/g, '').replace(',', '.'));
}

test('a jackpot climbs between two reads', async ({ page }) => {
  await page.goto('/jackpots');
  const amount = page.locator('.card--jackpot .card__amount').first();
  await expect(amount).toBeVisible();
  const read = () => jackpotAmount(amount);
  const first = await read();
  await expect.poll(read, { timeout: 10_000 }).toBeGreaterThan(first);
});

test("the lobby's jackpot totals tick only while on screen", async ({ visit, page }) => {
  await visit('/');
  // The widget renders as the visitor scrolls near it (a lazy widget), then they go back up.
  const amount = page.locator('.card--jackpot .card__amount').first();
  await page.mouse.wheel(0, 900);
  await amount.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(amount).not.toBeInViewport();
  // The observer's last word on the way past may still be on its way (a tick may follow it).
  await page.waitForTimeout(2_000);
  const read = () => jackpotAmount(amount);
  const away = await read();
  // Off screen the ticker is stopped: seconds of ticks (one every second or less) change nothing.
  await page.waitForTimeout(3_000);
  expect(await read()).toBe(away);
  await amount.scrollIntoViewIfNeeded();
  await expect.poll(read, { timeout: 10_000 }).toBeGreaterThan(away);
});

test('the winners refresh from the public winners API and keep only known games', async ({ page }) => {
  const { game } = await sampleContent();
  await page.clock.install();
  await page.goto('/');
  const strip = page.locator('.winners-strip');
  for (let step = 0; step < 12 && (await strip.count()) === 0; step++) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(100);
  }
  await expect(strip).toBeVisible();
  await sandboxControl('/__sandbox/push/winner', {
    gameCode: game.gameCode,
    amount: 4321.5,
    player: 'test***42',
  });
  await sandboxControl('/__sandbox/push/winner', {
    gameCode: 'joc-necunoscut',
    amount: 999999,
    player: 'fantoma***1',
  });
  await page.clock.fastForward(15_000);
  await page.clock.fastForward(31_000);
  await expect(strip.getByText('test***42')).toBeVisible({ timeout: 30_000 });
  await expect(strip.getByText('fantoma***1')).toHaveCount(0);
});

test('a dismissed web message stays gone after a reload', async ({ page }) => {
  await page.goto('/');
  const messages = page.getByRole('region', { name: 'Mesaje importante' });
  const message = messages.getByRole('article').first();
  await expect(message).toBeVisible();
  const title = (await message.getByRole('heading').textContent()) ?? '';
  await message.getByRole('button', { name: 'Închide mesajul' }).click();
  await expect(messages.getByRole('heading', { name: title })).toHaveCount(0);
  await page.reload();
  await expect(messages.getByRole('article').first()).toBeVisible();
  await expect(messages.getByRole('heading', { name: title })).toHaveCount(0);
});

test('a live game with a dealer shows the dealer row from its live table', async ({ page }) => {
  const [tables, { games }] = await Promise.all([
    sandboxControl<{ ImsGameCode: string; Dealer: { DealerName: string } | null }[]>(
      '/__sandbox/live-tables',
    ),
    sampleContent(),
  ]);
  const dealers = new Map(
    tables.flatMap((table) => (table.Dealer ? [[table.ImsGameCode, table.Dealer.DealerName] as const] : [])),
  );
  const game = games.find(
    (candidate) => candidate.type === 'Live' && dealers.has(candidate.gameCode) && !candidate.requirePassword,
  );
  expect(game, 'a live game with a dealer').toBeTruthy();
  const dealer = dealers.get(game!.gameCode)!;
  await page.goto('/cazinou-live');
  await page.waitForFunction(() => Boolean(window.casinoPortal));
  await page.evaluate((code) => window.casinoPortal?.game.open(code), game!.gameCode);
  const dialog = page.getByRole('dialog', { name: game!.name });
  await expect(dialog.getByRole('row', { name: `Dealer ${dealer}` })).toBeVisible();
});

test('real play of a live game from its details tracks the dealer (casino_game_launch.dealer_name)', async ({
  sandbox,
  page,
}) => {
  const [tables, { games }, player] = await Promise.all([
    sandboxControl<{ ImsGameCode: string; Dealer: { DealerName: string } | null }[]>(
      '/__sandbox/live-tables',
    ),
    sampleContent(),
    sandbox.newPlayer('demo'),
  ]);
  const dealers = new Map(
    tables.flatMap((table) => (table.Dealer ? [[table.ImsGameCode, table.Dealer.DealerName] as const] : [])),
  );
  const game = games.find(
    (candidate) =>
      candidate.type === 'Live' &&
      dealers.has(candidate.gameCode) &&
      !candidate.requirePassword &&
      candidate.launchUrls.real !== null,
  );
  expect(game, 'a live game with a dealer and a real launch URL').toBeTruthy();
  await page.goto('/cazinou-live');
  await page.waitForFunction(() => window.casinoPortal && window.casinoPortal.auth.state() !== 'pending');
  const login = await page.evaluate(
    ({ username, password }) => window.casinoPortal?.auth.login(username, password),
    player,
  );
  expect(login).toEqual({ ok: true });
  await page.evaluate((code) => window.casinoPortal?.game.open(code), game!.gameCode);
  const dialog = page.getByRole('dialog', { name: game!.name });
  await expect(dialog.getByRole('row', { name: `Dealer ${dealers.get(game!.gameCode)}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Joacă pe bani reali' }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${game!.gameCode}/real`));
  const launch = (await dataLayer(page)).find((entry) => entry.event === 'casino_game_launch');
  expect(launch).toMatchObject({ demo: false, dealer_name: dealers.get(game!.gameCode) });
});
