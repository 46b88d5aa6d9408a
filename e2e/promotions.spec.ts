import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { loginDialog, ONE_DEVICE, sandboxControl, submitLoginDialog, waitForAuthState } from './support';

/**
 * Promotions for players (issue 12 item 2; shell.md sections 2 and 4, catalogue.md section 4), on the
 * phone and the desktop project: the Promotions badge counts the player's current bonuses and active
 * promotions; the promotions page splits a player's into active and available; opting in moves one and
 * the badge follows; a player self-excluded from casino bonuses gets no bonus feature. Throwaway clones
 * of the sandbox's `demo` (2 current bonuses; opted in to FS-WEEKEND-50, GOLDEN-CHIPS-10 and the tag
 * cashback-saptamanal) and `exclus`.
 */

const TOURNAMENT = 'Turneul de sloturi de noiembrie';
const FREE_SPINS = '50 de rotiri gratuite în fiecare weekend';
const LIVE_BONUS = 'Bonus de 20% la cazinoul live';

/**
 * The submenu's Promotions item has this accessible name (its badge's count is in it). On a phone the
 * item sits in the "more" popover: opened for the check and closed again.
 */
async function expectPromotionsItem(page: Page, name: string | RegExp) {
  const submenu = page.locator('nav.submenu');
  const link = submenu.getByRole('link', { name: /^Promoții/ }).first();
  const more = submenu.getByRole('button', { name: 'Mai mult', exact: true });
  const inPopover = !(await link.isVisible()) && (await more.isVisible());
  if (inPopover) await more.click();
  await expect(link).toHaveAccessibleName(name);
  if (inPopover) await page.keyboard.press('Escape');
}

/** Every answer of the portal's own origin with a status of 400 or more (a page or a `.data` prefetch). */
function failedAnswers(page: Page, portal: string | undefined): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.origin === new URL(portal ?? '').origin)
      failed.push(`${response.status()} ${url.pathname}`);
  });
  return failed;
}

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

test.describe('promotions for players', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the badge counts bonuses and active promotions; opting in moves a promotion and the badge follows', async ({
    visit,
    logIn,
    player,
    page,
  }) => {
    // A guest: no badge, no player's promotion, no opt-in.
    await visit('/promotii');
    await expectPromotionsItem(page, 'Promoții');
    await expect(page.getByRole('heading', { name: FREE_SPINS })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Participă/ })).toHaveCount(0);
    await logIn(player, { path: '/promotii' });
    // 2 current bonuses + 3 active promotions (FS-WEEKEND-50, GOLDEN-CHIPS-10, cashback-saptamanal).
    await expectPromotionsItem(page, /5 promoții active/);
    const active = list(page, 'Promoțiile tale active');
    const available = list(page, 'Promoții disponibile');
    await expect(active.getByRole('heading', { name: FREE_SPINS })).toBeVisible();
    await expect(available.getByRole('heading', { name: TOURNAMENT })).toBeVisible();
    await expect(available.getByRole('heading', { name: LIVE_BONUS })).toBeVisible();

    await available.getByRole('button', { name: `Participă: ${TOURNAMENT}` }).click();
    await expect(active.getByRole('heading', { name: TOURNAMENT })).toBeVisible();
    await expect(available.getByRole('heading', { name: TOURNAMENT })).toHaveCount(0);
    await expectPromotionsItem(page, /6 promoții active/);
    await expect
      .poll(
        async () =>
          (await sandboxControl<{ marketingTags: string[] }>(`/__sandbox/players/${player.username}`))
            .marketingTags,
      )
      .toContain('turneu-noiembrie');

    // After a reload the gateway's lists say the same.
    await page.reload();
    await waitForAuthState(page, 'authenticated');
    await expect(active.getByRole('heading', { name: TOURNAMENT })).toBeVisible();
    await active.getByRole('button', { name: `Renunță: ${FREE_SPINS}` }).click();
    await expect(available.getByRole('heading', { name: FREE_SPINS })).toBeVisible();
    await expectPromotionsItem(page, /5 promoții active/);
  });

  test(
    'a player self-excluded from casino bonuses gets no badge and no opt-in',
    ONE_DEVICE,
    async ({ logIn, sandbox, page }) => {
      const player = await sandbox.newPlayer('exclus');
      await logIn(player, { path: '/promotii' });
      await expect(page.getByRole('heading', { name: 'Promoții disponibile' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Participă|Renunță)/ })).toHaveCount(0);
      await expectPromotionsItem(page, 'Promoții');
    },
  );
});

test.describe('a promotion for each audience', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a players-only promotion tells a guest who it is for, and shows its offer once they log in there', async ({
    player,
    page,
    baseURL,
  }) => {
    const failed = failedAnswers(page, baseURL);
    const response = await page.goto('/promotii/rotiri-gratuite-de-weekend');
    expect(response?.status()).toBe(200);
    await waitForAuthState(page, 'guest');
    await expect(page.getByRole('heading', { level: 1, name: FREE_SPINS })).toBeVisible();
    await expect(
      page.getByText('Această promoție este pentru jucătorii cu cont.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jocuri incluse' })).toHaveCount(0);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^(Autentificare|Intră în cont)$/ })
      .click();
    await submitLoginDialog(page, player);
    await loginDialog(page).waitFor({ state: 'hidden' });
    await waitForAuthState(page, 'authenticated');
    await expect(page.getByRole('heading', { name: 'Jocuri incluse' })).toBeVisible();
    await expect(
      page.getByText('Această promoție este pentru jucătorii cu cont.', { exact: false }),
    ).toHaveCount(0);
    expect(failed).toEqual([]);
  });

  test("a player opens every players-only promotion by its Detalii link with no 404, prefetches included; a new visitors' offer says who it is for", async ({
    visit,
    logIn,
    player,
    page,
    baseURL,
  }) => {
    const failed = failedAnswers(page, baseURL);
    await logIn(player, { path: '/promotii' });
    const available = list(page, 'Promoții disponibile');
    await expect(available.getByRole('heading', { name: LIVE_BONUS })).toBeVisible();
    // The cards' prefetches (1 s after they show) have had their time.
    await page.waitForTimeout(2_000);
    await available.getByRole('link', { name: `Detalii: ${LIVE_BONUS}` }).click();
    await expect(page).toHaveURL(/\/promotii\/bonus-cazinou-live$/);
    await expect(page.getByRole('heading', { level: 1, name: LIVE_BONUS })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jocuri incluse' })).toBeVisible();

    // By link, in a new page load: the offer once the session is known.
    await visit('/promotii/jetoane-de-aur-la-ruleta', 'authenticated');
    await expect(page.getByRole('heading', { name: 'Jocuri incluse' })).toBeVisible();

    // The welcome bonus is for visitors without an account.
    await visit('/promotii/bonus-de-bun-venit', 'authenticated');
    await expect(
      page.getByText('Această ofertă este pentru vizitatorii care nu au încă un cont.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Promoții', exact: true }).click();
    await expect(page).toHaveURL(/\/promotii$/);
    expect(failed).toEqual([]);
  });
});
