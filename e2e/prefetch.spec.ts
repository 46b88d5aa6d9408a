import { expect, type Page, type Request, type Route, test } from '@playwright/test';

/**
 * Loading rules (shell.md and catalogue.md section 9, issue 13 item 4): a page's links prefetch their
 * pages' route data 1 s after they show, at most 4 pages at once, and nothing is prefetched on data
 * saver or a 2g connection. A page's route data is React Router's `{path}.data` request.
 */

const isRouteData = (url: string) => new URL(url).pathname.endsWith('.data');

/** The session has resolved (the page has hydrated and its links are observed). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
}

/** Lets the page render and deliver its observers' callbacks (two frames). */
async function settleFrames(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test.describe('route prefetch', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a page's visible links prefetch their pages' data, at most 4 at once, never the page itself", async ({
    page,
  }) => {
    const held: Route[] = [];
    const prefetched: string[] = [];
    await page.route(
      (url) => isRouteData(url.href),
      (route) => {
        prefetched.push(new URL(route.request().url()).pathname);
        held.push(route);
      },
    );
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    // The first links have shown for 1 s: 4 preloads start and, held unanswered, keep their places.
    await page.clock.runFor(1_500);
    await expect.poll(() => held.length, { timeout: 30_000 }).toBe(4);
    // More links show and wait their second, yet no fifth preload starts while 4 are in flight.
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await settleFrames(page);
    await page.clock.runFor(3_000);
    await settleFrames(page);
    expect(held.length).toBe(4);
    // One answered: the next waiting page takes its place.
    await held.shift()?.continue();
    await expect.poll(() => prefetched.length, { timeout: 30_000 }).toBe(5);
    expect(new Set(prefetched).size).toBe(prefetched.length);
    expect(prefetched).not.toContain('/_root.data');
    await page.unroute(() => true);
    for (const route of held.splice(0)) await route.continue().catch(() => {});
  });

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on ${name}`, async ({ page }) => {
      await page.addInitScript((hints) => {
        Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => hints });
      }, connection);
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (isRouteData(request.url())) requests.push(request);
      });
      await page.clock.install();
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // Well past the second after the links showed, also for links scrolled into view.
      await page.clock.runFor(3_000);
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await settleFrames(page);
      await page.clock.runFor(3_000);
      await settleFrames(page);
      await page.waitForLoadState('networkidle');
      expect(requests.map((request) => request.url())).toEqual([]);
    });
  }
});
