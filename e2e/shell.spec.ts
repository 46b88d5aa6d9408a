import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { dismissWebMessages, markPage, ONE_DEVICE, stillSamePage, webMessage } from './support';

/** Shell behaviours of issue 5: language, error pages, analytics. */

/** Whether a click at the centre of `target` reaches it, not something drawn over it. */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

test(
  'a language prefix switches the language, and the choice stays',
  ONE_DEVICE,
  async ({ page, context }) => {
    const response = await page.goto('/en/furnizori');
    expect(response?.url()).toMatch(/\/furnizori\?lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')).toMatchObject({
      value: 'en',
      sameSite: 'Lax',
    });
    await page.goto('/promotii');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // The footer's link, once the page's web message has docked over the page's end.
    await expect(webMessage(page, 'Important messages')).toBeVisible();
    await page.getByRole('link', { name: 'Română' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promoții' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
  },
);

test("at the page's end, the footer's links are clear of the web message docked at the bottom", async ({
  page,
}) => {
  await page.goto('/promotii');
  await expect(webMessage(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  // Every link on the last screen below the sticky header (the footer is taller than a phone's screen),
  // the last one among them.
  const onScreen = (link: Locator) =>
    link.evaluate(
      (element) =>
        element.getBoundingClientRect().top >=
        (document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0),
    );
  const links = await footer.getByRole('link').all();
  expect(await onScreen(links.at(-1)!)).toBe(true);
  for (const link of links)
    if (await onScreen(link)) expect(await reachable(link), (await link.textContent()) ?? '').toBe(true);
  // Dismissed, the messages leave no room behind (the next one shows as one is dismissed).
  const end = await footer.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
  await dismissWebMessages(page);
  await expect(webMessage(page)).toHaveCount(0);
  await expect
    .poll(() => footer.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY))
    .toBeLessThan(end);
});

test('the lang parameter reloads the content in the chosen language', ONE_DEVICE, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Casino menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the winners area opens on recent winners', ONE_DEVICE, async ({ page }) => {
  await page.goto('/invingatori');
  await expect(page).toHaveURL(/\/invingatori\/recente$/);
  await expect(
    page.getByRole('navigation', { name: 'Câștigători' }).getByRole('link', { name: 'Câștiguri recente' }),
  ).toHaveAttribute('aria-current', 'page');
});

test(
  'a failed code download shows the update message and goes home after 10 s',
  ONE_DEVICE,
  async ({ page }) => {
    await page.clock.install();
    await page.route(/search-panel-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/toate-jocurile');
    await page.getByRole('button', { name: 'Caută jocuri' }).click();
    await expect(page.getByText('CHUNK-ERROR')).toBeVisible();
    await expect(page.getByText('A apărut o versiune nouă a site-ului.', { exact: false })).toBeVisible();
    await page.clock.fastForward(10_500);
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'a path the page does not know, followed in the page, is its 404; a preview page opens from a published one',
  ONE_DEVICE,
  async ({ page }) => {
    // A published page's browser routes without the {preview} segment (ADR 0039).
    await page.goto('/cazinou-live');
    await expect(page.locator('html')).toHaveAttribute('data-published', '');
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    // A link of the CMS to a page that does not exist: the 404 of the path, as a page load would show it.
    await page.evaluate(() => window.casinoPortal?.navigate('/nu-exista'));
    await expect(page).toHaveURL(/\/nu-exista$/);
    await expect(page.getByRole('heading', { name: 'Pagina nu a fost găsită' })).toBeVisible();
    // Said in Romanian; the spec's message is the page's data, not its words.
    const message = page.locator('.error-page__message');
    await expect(message).toHaveText(
      'Adresa aceasta nu duce la nicio pagină: poate a fost mutată sau scrisă greșit.',
    );
    await expect(message).toHaveAttribute('data-error-message', /^Page not found: \/nu-exista$/i);

    // A published page's link under the segment opens the preview page, with its whole route tree.
    await page.goto('/');
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    await page.evaluate(() => window.casinoPortal?.navigate('/preview/toate-jocurile'));
    await expect(page).toHaveURL(/\/preview\/toate-jocurile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Toate jocurile' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-published');
    // Its own links stay in preview, in the page.
    await page.waitForFunction(() => Boolean(window.casinoPortal));
    await markPage(page);
    await page.evaluate(() => window.casinoPortal?.navigate('/preview/furnizori'));
    await expect(page.getByRole('heading', { level: 1, name: 'Furnizori' })).toBeVisible();
    expect(await stillSamePage(page)).toBe(true);
  },
);

test('crawlers get the status without an error page', ONE_DEVICE, async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  const response = await page.goto('/furnizori/nu-exista');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveCount(0);
  await expect(page.getByText('404 Page Not Found: /furnizori/nu-exista')).toBeVisible();
  await context.close();
});

test('page views go to the dataLayer by route name, with path, params and query; menus track navigation', async ({
  page,
}) => {
  await page.goto('/preview/furnizori?x=1');
  const views = async () =>
    (await page.evaluate(() => window.dataLayer ?? [])).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'page_view',
    );
  await expect.poll(views).toContainEqual(
    expect.objectContaining({
      route_name: 'providers',
      full_path: '/preview/furnizori?x=1',
      query: { x: '1' },
    }),
  );
  const consent = await page.evaluate(() => (window.dataLayer ?? [])[0]);
  expect(consent).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
  await page
    .getByRole('navigation', { name: 'Meniu cazinou' })
    .getByRole('link', { name: 'Jackpoturi' })
    .click();
  await expect(page).toHaveURL(/\/preview\/jackpots$/);
  const events = await page.evaluate(() => window.dataLayer ?? []);
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'casino_navigation', origin: 'main-menu', route_name: 'jackpots' }),
  );
  await expect
    .poll(views)
    .toContainEqual(expect.objectContaining({ route_name: 'jackpots', params: { preview: 'preview' } }));
});

test(
  'a dictionary that fails to load is logged only: the page carries on in Romanian',
  ONE_DEVICE,
  async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/en-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/lang=en/);
    await expect.poll(() => errors.some((text) => text.includes('en dictionary failed'))).toBe(true);
    await expect(page.getByText('CHUNK-ERROR')).toHaveCount(0);
    await page.getByRole('button', { name: 'Caută jocuri' }).click();
    await expect(page.getByRole('dialog', { name: 'Căutare' })).toBeVisible();
  },
);

test(
  "while the session is pending the header's spinner says so, turns a segment at a time, and shows in forced colours (ADR 0051)",
  ONE_DEVICE,
  async ({ page }) => {
    // The identity script never answers: the session stays pending.
    await page.route('**/identity/identity.js', () => {});
    await page.goto('/');
    const spinner = page.getByRole('status').filter({ hasText: 'Verificăm sesiunea…' });
    await expect(spinner).toBeVisible();
    // The angles it is drawn at over two turns (1.6 s), read at every frame the page draws: eight
    // (45 degrees apart), not one per frame, so a page that loads redraws it ten times a second.
    const angles = await spinner.evaluate(
      (element) =>
        new Promise<number[]>((resolve) => {
          const seen = new Set<number>();
          const start = performance.now();
          const sample = (now: number) => {
            const { a, b } = new DOMMatrix(getComputedStyle(element).transform);
            seen.add((Math.round((Math.atan2(b, a) * 180) / Math.PI) + 360) % 360);
            if (now - start < 1600) requestAnimationFrame(sample);
            else resolve([...seen].sort((x, y) => x - y));
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(angles.length).toBeGreaterThan(1);
    expect(angles.length).toBeLessThanOrEqual(8);
    for (const angle of angles) expect(angle % 45).toBe(0);
    // Forced colours (Windows' contrast themes) drop background images: the spinner keeps its own.
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await spinner.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
      /^conic-gradient\(/,
    );
  },
);

test.describe('a tap while the page loads (ADR 0025)', () => {
  /** Clicks the page's first button whose text includes `label` when `event` fires, in the page. */
  const tapOn = (page: Page, event: string, label: string) =>
    page.addInitScript(
      ({ event, label }) => {
        const tap = () =>
          [...document.querySelectorAll('button')]
            .find((button) => button.textContent?.includes(label))
            ?.click();
        // A task of its own, as a tap comes between the page's tasks (hydration's among them).
        document.addEventListener(event, () => setTimeout(tap), { once: true });
      },
      { event, label },
    );

  test(
    'a tap before the scripts have started opens its panel once the page has hydrated',
    ONE_DEVICE,
    async ({ page }) => {
      await tapOn(page, 'DOMContentLoaded', 'Filtre');
      await page.goto('/toate-jocurile');
      await expect(page.getByRole('dialog', { name: 'Filtrează jocurile' })).toBeVisible();
    },
  );

  test('a tap as hydration begins, which React drops while a part still loads, opens its panel all the same', async ({
    page,
  }) => {
    await tapOn(page, 'portal:hydrating', 'Filtre');
    await page.goto('/toate-jocurile');
    await expect(page.getByRole('dialog', { name: 'Filtrează jocurile' })).toBeVisible();
  });
});
