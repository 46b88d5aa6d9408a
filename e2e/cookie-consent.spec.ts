import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import {
  accessibilityScan,
  dataLayer,
  loadTimings,
  NO_CONSENT_STATE,
  ONE_DEVICE,
  seriousViolations,
} from './support';

/**
 * Cookie consent (issue 12 item 5; shell.md section 7; ADR 0014), on the phone and the desktop project:
 * a first visit shows the cookie-consent micro-frontend's banner; the choice reaches the tag manager as
 * the consent update after the defaults, is remembered, and analytics events go to the dataLayer only
 * as it allows. The banner is mounted while the page loads, before the portal's scripts (ADR 0026).
 * These journeys start without the consent cookie every other journey has.
 */
test.use({ storageState: NO_CONSENT_STATE });

const banner = (page: Page) => page.getByRole('region', { name: 'Folosim cookie-uri' });

type Entry = Record<string, unknown> | unknown[];

/** The consent commands on the dataLayer (`['consent', 'default' | 'update', state]`), in order. */
async function consentCommands(page: Page): Promise<unknown[][]> {
  const entries = (await dataLayer(page)) as Entry[];
  return entries.filter((entry): entry is unknown[] => Array.isArray(entry) && entry[0] === 'consent');
}

const events = async (page: Page, name: string) =>
  ((await dataLayer(page)) as Entry[]).filter(
    (entry) => !Array.isArray(entry) && (entry as Record<string, unknown>).event === name,
  );

/** Follows a footer link or presses a footer button by keyboard, as a keyboard user does. */
async function press(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

/** The consent cookie as the browser stores it (a page's `document.cookie` write reaches the store a moment later). */
async function consentCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;
}

test.describe('cookie consent', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a first visit shows the banner; accepting grants consent after the defaults, sends the page's held events and is remembered", async ({
    page,
  }) => {
    await page.goto('/furnizori');
    await expect(banner(page)).toBeVisible({ timeout: 20_000 });
    // Nothing is sent before the choice: the defaults deny everything.
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })],
    ]);
    expect(await events(page, 'page_view')).toEqual([]);
    // The banner is part of the page a visitor reads: its text and buttons pass the contrast check.
    expect(seriousViolations(await accessibilityScan(page).include('.cc-banner').analyze())).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept toate' }).click();
    await expect(banner(page)).toHaveCount(0);
    const granted = {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    };
    await expect
      .poll(() => consentCommands(page))
      .toEqual([
        ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
        ['consent', 'update', granted],
      ]);
    // The page view held while the banner showed follows the update.
    const entries = (await dataLayer(page)) as Entry[];
    const update = entries.findIndex((entry) => Array.isArray(entry) && entry[1] === 'update');
    const view = entries.findIndex((entry) => !Array.isArray(entry) && entry.event === 'page_view');
    expect(view).toBeGreaterThan(update);
    await expect.poll(() => consentCookie(page)).toMatch(/^v=1&analytics=1&marketing=1&at=\d+$/);

    // Remembered: no banner on the next visit; the stored choice updates the defaults, events flow.
    await page.reload();
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
      ['consent', 'update', granted],
    ]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('only the necessary cookies: consent stays denied and no analytics event is sent; the footer reopens the banner to change it', async ({
    page,
  }) => {
    await page.goto('/furnizori');
    await banner(page).getByRole('button', { name: 'Doar cele necesare' }).click();
    await expect(banner(page)).toHaveCount(0);
    const denied = {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    };
    await expect.poll(() => consentCommands(page)).toContainEqual(['consent', 'update', denied]);
    await expect.poll(() => consentCookie(page)).toMatch(/^v=1&analytics=0&marketing=0&at=\d+$/);

    // A navigation tracks nothing.
    await press(page.getByRole('contentinfo').getByRole('link', { name: 'Joc responsabil' }));
    await expect(page).toHaveURL(/\/pagina\/joc-responsabil$/);
    expect(await events(page, 'page_view')).toEqual([]);
    expect(await events(page, 'casino_navigation')).toEqual([]);

    // Cookie settings in the footer: the banner again; analytics only.
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Setări cookie-uri' });
    await press(settings);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accept toate' })).toBeFocused();
    await banner(page).getByRole('button', { name: 'Personalizează' }).click();
    await banner(page).getByRole('switch', { name: 'Analiză' }).check();
    await banner(page).getByRole('button', { name: 'Salvează preferințele' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(async () => (await consentCommands(page)).at(-1))
      .toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
    await expect.poll(() => consentCookie(page)).toMatch(/^v=1&analytics=1&marketing=0&at=\d+$/);

    // From now on the page's events are sent.
    await press(page.getByRole('contentinfo').getByRole('link', { name: 'Termeni și condiții' }));
    await expect.poll(() => events(page, 'page_view')).toHaveLength(1);
  });

  test("the banner shows before the portal's scripts: a choice made then is remembered, and the page hydrates with one banner", async ({
    page,
  }) => {
    // The client entry held: the page cannot hydrate until the test lets it (ADR 0026).
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/assets/entry.client'),
      (route) => {
        held.push(route);
      },
    );
    await page.goto('/toate-jocurile');
    await expect(banner(page)).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'casinoPortal' in window)).toBe(false);

    await banner(page).getByRole('button', { name: 'Doar cele necesare' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => consentCookie(page)).toMatch(/^v=1&analytics=0&marketing=0&at=\d+$/);

    await page.unroute((url) => url.pathname.startsWith('/assets/entry.client'));
    for (const route of held) await route.continue();
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    // The stored choice reaches the tag manager; no second banner.
    await expect
      .poll(() => consentCommands(page))
      .toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]);
    await expect(banner(page)).toHaveCount(0);

    // The footer shows the banner the page mounted early, once.
    await press(page.getByRole('contentinfo').getByRole('button', { name: 'Setări cookie-uri' }));
    await expect(banner(page)).toHaveCount(1);
    await expect(banner(page)).toBeVisible();
  });

  test(
    "a manifest that answers after the page has loaded still brings the banner before the portal's scripts",
    ONE_DEVICE,
    async ({ page }) => {
      // The manifest's answer handled after the window's load, as when the parser kept the main thread
      // until then: the portal's scripts wait for the banner, not only for the load (ADR 0042). Held
      // until the load itself (a fixed delay can end before a slow load does).
      const loaded = page.waitForEvent('load');
      await page.route(
        (url) => url.pathname.endsWith('/fe/cookie-consent/manifest.json'),
        async (route) => {
          await loaded;
          await route.continue();
        },
      );
      await page.goto('/toate-jocurile');
      await expect(banner(page)).toBeVisible();
      await page.waitForFunction(() => Boolean(window.casinoPortal));
      const { loadEnd, portalScriptStarts: portalStarts, consentScriptEnds } = await loadTimings(page);
      const bannerScriptEnd = Math.max(...consentScriptEnds);
      expect(bannerScriptEnd).toBeGreaterThan(loadEnd);
      expect(portalStarts.length).toBeGreaterThan(0);
      // They wait for it up to their cap (`DEFERRED_SCRIPTS_CAP_MS`, 3 s from the page's inline script,
      // which runs after the document's response began): a load slower than that starts them at the cap.
      const responseStart = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
      );
      expect(Math.min(...portalStarts)).toBeGreaterThan(Math.min(bannerScriptEnd, responseStart + 3000));
      await expect(banner(page)).toHaveCount(1);
    },
  );
});
