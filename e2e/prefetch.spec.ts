import { expect, type Page, type Request, type Route } from '@playwright/test';
import { test } from './fixtures';
import { emulateConnection, loadTimings, ONE_DEVICE, SANDBOX } from './support';

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
    // The providers' page: a phone's first screen holds more than 4 links to other pages (its cards).
    await page.goto('/furnizori');
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
    expect(prefetched).not.toContain('/furnizori.data');
    await page.unroute(() => true);
    for (const route of held.splice(0)) await route.continue().catch(() => {});
  });

  test("following a prefetched link asks for the data prefetched; no other page's code loads before it opens", async ({
    page,
  }) => {
    const dataRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isRouteData(request.url())) dataRequests.push(url.pathname + url.search);
      if (request.resourceType() === 'script') scripts.push(url.pathname);
    });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.clock.runFor(1_500);
    await expect.poll(() => dataRequests.length, { timeout: 30_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const prefetched = [...dataRequests];
    // A prefetched page with a link on screen, and the route modules of every other page.
    const target = await page.evaluate((urls) => {
      type Manifest = { routes: Record<string, { module: string }> };
      const { routes } = (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest;
      const modulePath = (id: string) => new URL(routes[id]?.module ?? '/', location.href).pathname;
      const others = Object.keys(routes)
        .filter((id) => id.startsWith('preview-'))
        .map(modulePath)
        .filter((module) => module !== modulePath('preview'));
      for (const url of urls) {
        const path = url.replace(/\.data(\?.*)?$/, '');
        const shown = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].some(
          (a) => a.getAttribute('href') === path && a.getBoundingClientRect().height > 0,
        );
        if (shown) return { path, url, others };
      }
      return null;
    }, prefetched);
    expect(target, `a link on screen to one of ${prefetched.join(', ')}`).not.toBeNull();
    if (!target) return;
    // The prefetch brought data only: no other page's route module has loaded.
    expect(scripts.filter((script) => target.others.includes(script))).toEqual([]);
    // The navigation's own request (a fetch) is the URL prefetched, answered from the prefetch cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const answers: { url: string; fromPrefetchCache: boolean }[] = [];
    cdp.on('Network.responseReceived', ({ type, response }) => {
      const url = new URL(response.url);
      if (type === 'Fetch' && isRouteData(response.url)) {
        answers.push({
          url: url.pathname + url.search,
          fromPrefetchCache: response.fromPrefetchCache === true,
        });
      }
    });
    await page.locator(`a[href="${target.path}"]:visible`).first().click();
    await expect(page).toHaveURL(target.path);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    expect(answers).toEqual([{ url: target.url, fromPrefetchCache: true }]);
  });

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
    ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`nothing is prefetched on ${name}`, ONE_DEVICE, async ({ page }) => {
      await emulateConnection(page, connection);
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

/**
 * First visit (issue 13, ADR 0025): the server-rendered page shows and its images load before the
 * portal's scripts are asked for, so on a phone's connection they do not share its bandwidth; the page
 * then hydrates. An image that never arrives holds the scripts back 3 s at most.
 */
test.describe('first visit loading order', () => {
  test("the portal's scripts are asked for after the page has loaded, then it hydrates", async ({ page }) => {
    await page.goto('/toate-jocurile');
    await hydrated(page);
    const { loadEnd, portalScriptStarts: starts } = await loadTimings(page);
    expect(loadEnd).toBeGreaterThan(0);
    expect(starts.length).toBeGreaterThan(0);
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(loadEnd);
  });

  test('an image that never arrives does not keep the page from hydrating', async ({ page }) => {
    await page.route(
      (url) => url.origin === SANDBOX && url.pathname.startsWith('/assets/'),
      () => {
        // Held: the page's load event never comes.
      },
    );
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });
});
