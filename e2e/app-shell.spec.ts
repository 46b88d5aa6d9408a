import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import { test } from './fixtures';
import { emulateConnection, ONE_DEVICE } from './support';

/**
 * App shell journeys: the native app banner (shell.md sections 2 and 9) and the app version poll
 * (section 4). They expect <NativeAppBanner /> at the top of every page with the layouts' chrome and
 * <AppVersionWatcher /> once per page.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const PLAY_STORE = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=ro\.cazinoregal\.app$/;
const BANNER = { name: 'Aplicația Cazino Regal' };
const FIVE_MINUTES = 5 * 60_000;

/**
 * The banner and the watcher decide in effects, and their code loads after hydration: wait until the
 * page has hydrated, the page services are mounted (the version watcher mounts with the session's
 * services, so a known session means its poll timer runs; a clock moved before that would not reach
 * it) and the page has fetched what it loads then.
 */
async function hydrated(page: Page) {
  await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
  await page.waitForLoadState('networkidle');
}

/** The stores are outside the test network: answer them with a stub page. */
async function stubStores(context: BrowserContext) {
  await context.route(/^https:\/\/(play\.google\.com|apps\.apple\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Store</title><h1>Store</h1>' }),
  );
}

test.describe('native app banner on an Android phone browser', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('shows at the top; view opens the store in a new window and the cookie keeps it closed', async ({
    page,
    context,
  }) => {
    await stubStores(context);
    await page.goto('/');
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.y).toBeLessThan(4);
    await expect(banner.getByRole('button', { name: 'Închide bannerul' })).toBeVisible();

    const popupPromise = context.waitForEvent('page');
    await banner.getByRole('link', { name: 'Vezi' }).click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(PLAY_STORE);
    await expect(banner).toHaveCount(0);

    const cookie = (await context.cookies()).find((item) => item.name === 'native-banner');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    expect(Number(cookie?.value)).toBeGreaterThan(Date.parse('2020-01-01'));
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  });

  test('closing hides it, also after a reload and on other pages', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', BANNER);
    await banner.getByRole('button', { name: 'Închide bannerul' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
    await page.goto('/promotii');
    await hydrated(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  });

  test('does not show in an embedded page', async ({ page }) => {
    // Three pages, each waited for until its network is idle: 30 s was too short beside a busy worker.
    test.setTimeout(120_000);
    await page.goto('/?embed=true');
    await hydrated(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
    await page.goto('/?nativeapp=1');
    await hydrated(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
    // The same browser outside the app does see it.
    await page.goto('/');
    await expect(page.getByRole('region', BANNER)).toBeVisible();
  });
});

test.describe('native app banner on a desktop browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    isMobile: false,
    hasTouch: false,
    viewport: { width: 1440, height: 900 },
  });

  test('does not show', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('region', BANNER)).toHaveCount(0);
  });
});

test.describe('app version', () => {
  const NEWER = { id: 'a-newer-build-than-the-running-one' };
  const UPDATE_TEXT = 'O versiune nouă a site-ului este disponibilă.';

  // These run the page's clock for minutes, which would let the links' route prefetch (1 s after they
  // show, page after page) keep the network busy past `hydrated`'s idle wait: data saver turns it off
  // (e2e/prefetch.spec.ts shows the prefetch itself).
  test.beforeEach(async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
  });

  /**
   * Opens `/` on the page's own clock with `answer` for each poll of the build file (numbered from 1);
   * returns how many polls the page made so far.
   */
  async function openWithBuildAnswer(
    page: Page,
    answer: (route: Route, poll: number) => Promise<void>,
  ): Promise<() => number> {
    let polls = 0;
    await page.clock.install();
    await page.route('**/builds/latest.json', (route) => {
      polls += 1;
      return answer(route, polls);
    });
    await page.goto('/');
    await hydrated(page);
    return () => polls;
  }

  test('a newer build found by the 5-minute poll offers a reload', ONE_DEVICE, async ({ page }) => {
    const polls = await openWithBuildAnswer(page, (route) =>
      route.fulfill({ json: NEWER, headers: { 'Cache-Control': 'no-store' } }),
    );
    const update = page.getByRole('status').filter({ hasText: UPDATE_TEXT });

    await page.clock.runFor(FIVE_MINUTES - 60_000);
    expect(polls()).toBe(0);
    await expect(update).toHaveCount(0);

    await page.clock.runFor(61_000);
    await expect(update).toBeVisible();
    expect(polls()).toBe(1);

    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await update.getByRole('button', { name: 'Reîncarcă' }).click();
    await reloaded;
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
      undefined,
    );
    await expect(update).toHaveCount(0);
  });

  test(
    'does not poll while the tab is hidden, and checks as it becomes visible',
    ONE_DEVICE,
    async ({ page }) => {
      const polls = await openWithBuildAnswer(page, (route) =>
        route.fulfill({ json: NEWER, headers: { 'Cache-Control': 'no-store' } }),
      );
      const setHidden = (hidden: boolean) =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
          Object.defineProperty(document, 'visibilityState', {
            configurable: true,
            get: () => (value ? 'hidden' : 'visible'),
          });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);

      await setHidden(true);
      await page.clock.runFor(3 * FIVE_MINUTES);
      expect(polls()).toBe(0);
      await setHidden(false);
      await expect(page.getByRole('status').filter({ hasText: UPDATE_TEXT })).toBeVisible();
      expect(polls()).toBe(1);
    },
  );

  test('the same build or a failing answer shows nothing', ONE_DEVICE, async ({ page }) => {
    const polls = await openWithBuildAnswer(page, (route, poll) =>
      poll === 1 ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
    );
    await page.clock.runFor(FIVE_MINUTES + 1000);
    await expect.poll(polls).toBe(1);
    await page.clock.runFor(FIVE_MINUTES);
    await expect.poll(polls).toBe(2);
    // The real answer is the running build: still no update.
    await page.waitForTimeout(500);
    await expect(page.getByRole('status').filter({ hasText: UPDATE_TEXT })).toHaveCount(0);
  });
});
