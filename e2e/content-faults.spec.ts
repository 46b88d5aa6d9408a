import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { armFault, clearFaults } from './support';

/**
 * Failed content fetches give the spec's server-side 500 error keys (shell.md and catalogue.md,
 * section 8), on a usable error page with a way home. Runs after the other journeys (its own project)
 * because faults are global to the sandbox.
 */
test.describe.configure({ mode: 'serial' });

const CASES: {
  fault: { path: string; status?: number; body?: 'malformed' | 'empty' };
  page: string;
  key: string;
}[] = [
  { fault: { path: '/api/layouts/menus', status: 503 }, page: '/', key: 'errors.failed-to-fetch-menu' },
  {
    fault: { path: '/api/layouts/submenu', body: 'empty' },
    page: '/furnizori',
    key: 'errors.failed-to-fetch-submenu',
  },
  { fault: { path: '/globalsettings', body: 'malformed' }, page: '/', key: 'errors.failed-to-fetch-meta' },
  {
    fault: { path: '/cms-client/configuration/web_global', status: 500 },
    page: '/',
    key: 'errors.failed-to-fetch-sb-cms-config',
  },
  { fault: { path: '/^\\/api\\/layouts$/', status: 502 }, page: '/', key: 'errors.failed-to-fetch-layouts' },
  { fault: { path: '/carousels', status: 500 }, page: '/', key: 'errors.failed-to-fetch-carousel' },
  { fault: { path: '/api/categories', status: 500 }, page: '/', key: 'errors.failed-to-fetch-categories' },
  {
    fault: { path: '/collections/groups', status: 500 },
    page: '/',
    key: 'errors.failed-to-fetch-collection-groups',
  },
  {
    fault: { path: '/^\\/collections$/', status: 500 },
    page: '/colectii',
    key: 'errors.failed-to-fetch-collections',
  },
  { fault: { path: '/providers', status: 500 }, page: '/furnizori', key: 'errors.failed-to-fetch-providers' },
  {
    fault: { path: '/promotions', body: 'malformed' },
    page: '/promotii',
    key: 'errors.failed-to-fetch-promotions',
  },
  {
    fault: { path: '/games/no-files', status: 500 },
    page: '/toate-jocurile',
    key: 'errors.failed-to-fetch-games',
  },
];

test.afterEach(clearFaults);

for (const { fault, page: path, key } of CASES) {
  test(`${key} when ${fault.path} fails (${fault.status ?? fault.body})`, async ({ page }) => {
    await armFault(fault);
    // The portal's content cache is 1 s fresh in the journeys: poll until the failure shows.
    await expect(async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(500);
    }).toPass({ timeout: 15_000 });
    await expect(page.locator(`[data-error-key="${key}"]`)).toBeVisible();
    // The support line's reference is the key's name (no raw key on a page, issue 41).
    await expect(
      page.getByText(`Cod de referință: ${key.replace(/^errors\./, '')}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mergi la pagina principală' })).toBeVisible();
    // The customer support line: the global settings' phone where the shell loaded (the sandbox's
    // 0800 410 410), else the portal's own.
    const support = page.getByRole('link', { name: /^Asistență clienți: 0800 \d{3} \d{3}$/ });
    await expect(support).toHaveAttribute('href', /^tel:0800\d{6}$/);
    if (key === 'errors.failed-to-fetch-providers')
      await expect(support).toHaveAttribute('href', 'tel:0800410410');

    await clearFaults();
    await expect(async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
  });
}

test('a failed video widgets fetch leaves the widget out: the lobby stays up, never publicly cached (ADR 0021)', async ({
  page,
}) => {
  await armFault({ path: '/videowidgets', status: 500 });
  await expect(async () => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('[data-error-key]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();

  await clearFaults();
  await expect(async () => {
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toContain('public');
  }).toPass({ timeout: 15_000 });
});

/**
 * The jackpots page with `/Jackpots` failing shows the notice; once the fault clears, try again shows
 * the jackpots. The portal backs a failing call off for up to one fresh time (1 s here,
 * content-client.server.ts): a player who tries again at once may see the notice again, and the next try
 * shows the jackpots.
 */
async function jackpotsNoticeThenTryAgain(page: Page) {
  await armFault({ path: '/Jackpots', status: 500 });
  await expect(async () => {
    await page.goto('/jackpots');
    await expect(page.getByRole('alert')).toContainText('Nu am putut încărca jackpoturile.', {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await clearFaults();
  await expect(async () => {
    await page.getByRole('button', { name: 'Încearcă din nou' }).click();
    await expect(page.locator('.card--jackpot').first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

test('a failed jackpots fetch is a notice with try again, not an error page', async ({ page }) => {
  await jackpotsNoticeThenTryAgain(page);
  await expect(page).toHaveURL(/\/jackpots\??$/);
});

test.describe('before the page is interactive', () => {
  test.use({ javaScriptEnabled: false });

  test('try again on the jackpots notice reloads the page', async ({ page }) => {
    await jackpotsNoticeThenTryAgain(page);
  });
});
