import { expect } from '@playwright/test';
import { test } from './fixtures';
import { filterChip, ONE_DEVICE, sampleContent } from './support';

/**
 * The catalogue resource (issue 13 item 2, issue 14 item 6): its games travel as columns and are
 * checked and decoded in the browser; a wrong answer is errors.failed-to-fetch-games with try again
 * and a page that keeps what the server rendered, never a broken one.
 */

test(
  'the catalogue travels as columns and all games, filters and search read it',
  ONE_DEVICE,
  async ({ page, request }) => {
    const content = await sampleContent();
    const answer = (await (
      await request.get('/api/catalog?lang=ro&status=published&lobby=casino')
    ).json()) as {
      games: { count: number; columns: Record<string, { codes: string }> };
    };
    const casinoGames = content.games.filter((game) => game.type !== 'Live').length;
    expect(answer.games.count).toBe(casinoGames);
    expect(typeof answer.games.columns.provider?.codes).toBe('string');

    const game = content.games.find((candidate) => candidate.type === 'Slot')!;
    await page.goto('/toate-jocurile');
    await page.getByRole('button', { name: /^Filtre/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
    await (await filterChip(panel, 'Furnizori', game.provider.name)).check();
    await panel.getByRole('button', { name: /^Arată \d+/ }).click();
    await expect(page.locator('.game-tile__provider').first()).toHaveText(game.provider.name);

    await page.getByRole('button', { name: 'Caută jocuri' }).first().click();
    const search = page.getByRole('dialog', { name: 'Căutare' });
    await search.getByRole('searchbox').fill(game.name);
    await expect(
      search.getByRole('region', { name: 'Jocuri' }).getByRole('button', { name: game.name }),
    ).toBeVisible();
  },
);

test(
  'a catalogue answer of the wrong shape is errors.failed-to-fetch-games, and try again loads it',
  ONE_DEVICE,
  async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    let wrong = true;
    await page.route('**/api/catalog?*', async (route) => {
      // The games as objects, as the resource used to send them: no longer what the browser accepts.
      if (wrong)
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: '{"games":[{"gameCode":"x","name":"X"}],"categories":[],"collections":[],"providers":[]}',
        });
      else await route.continue();
    });
    await page.goto('/toate-jocurile');
    const toast = page.getByRole('alert').filter({ hasText: 'Nu am putut încărca jocurile.' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(toast).toHaveCount(1);
    // The page keeps the games the server rendered.
    await expect(page.getByRole('heading', { level: 1, name: 'Toate jocurile' })).toBeVisible();
    await expect(page.locator('.game-tile').first()).toBeVisible();

    wrong = false;
    await toast.getByRole('button', { name: 'Încearcă din nou' }).click();
    await page.getByRole('button', { name: /^Filtre/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Filtrează jocurile' }).getByRole('button', { name: /^Arată \d+/ }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  },
);
