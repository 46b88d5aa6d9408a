import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { sampleContent } from './support';

/** Keyboard-only journeys: search, filters and opening a game, with no pointer at all. */

async function tabTo(page: Page, target: Locator, limit = 150) {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the Tab key`);
}

test('search from the keyboard and open a result', async ({ page }) => {
  // Every Tab press is checked: slow when the machine is busy.
  test.setTimeout(90_000);
  await page.goto('/');
  await tabTo(page, page.getByRole('button', { name: 'Caută jocuri' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Căutare' });
  await expect(panel.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('dragon');
  const first = panel.locator('.search-result').first();
  const name = (await first.locator('.search-result__name').textContent()) ?? '';
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name });
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('filter from the keyboard', async ({ page }) => {
  // Tens of Tab presses (the header, then each group's first chips and its "see all" before the jackpot
  // flag), each checked: slow when the machine is busy.
  test.setTimeout(90_000);
  await page.goto('/toate-jocurile');
  await tabTo(page, page.getByRole('button', { name: /^Filtre/ }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
  await expect(panel).toBeVisible();
  const jackpot = panel.getByRole('checkbox', { name: 'Cu jackpot', exact: true });
  await tabTo(page, jackpot);
  await page.keyboard.press('Space');
  await expect(jackpot).toBeChecked();
  const apply = panel.getByRole('button', { name: /^Arată \d+/ });
  await tabTo(page, apply);
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filtre/ }).locator('.badge')).toContainText('1');
});

test('open a game from the keyboard and start its demo', async ({ page, isMobile }) => {
  // Up to 400 Tab presses through the grid, each checked.
  test.setTimeout(90_000);
  const { game } = await sampleContent();
  await page.goto('/toate-jocurile');
  const tile = page.locator(`[data-game-code="${game.gameCode}"] a`);
  await expect(tile).toBeAttached();
  await tabTo(page, tile, 400);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: game.name });
  await expect(details).toBeVisible();
  const demo = details.getByRole('button', { name: 'Joacă demo' });
  await tabTo(page, demo);
  if (isMobile) {
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    await (await popup).close();
  } else {
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/play\/.+\/demo$/);
  }
});
