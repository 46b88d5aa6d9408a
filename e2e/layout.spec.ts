import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  accessibilityScan,
  expectInViewport,
  expectNoOverlap,
  NO_CONSENT_STATE,
  sampleContent,
  seriousViolations,
} from './support';

/**
 * Every page fits the device's width and passes an accessibility scan, in both colour modes: one test
 * per page, loaded once in the dark mode, then scanned again after the system turns light (the page
 * follows it without a reload), with content that exists in the seeded sandbox.
 */
type Content = Awaited<ReturnType<typeof sampleContent>>;
const PAGES: Record<string, (content: Content) => string> = {
  lobby: () => '/',
  'all games': () => '/toate-jocurile',
  game: (content) => `/joc/${content.game.gameCode}`,
  provider: (content) => `/furnizori/${content.provider}`,
  providers: () => '/furnizori',
  collections: () => '/colectii',
  jackpots: () => '/jackpots',
  jackpot: (content) => `/jackpots/${content.jackpot}`,
  'live lobby': () => '/cazinou-live',
  promotions: () => '/promotii',
  promotion: (content) => `/promotii/${content.promotion}`,
  tournaments: () => '/turnee',
  winners: () => '/invingatori/recente',
  'content page': (content) => `/pagina/${content.page}`,
  'demo play': (content) => `/play/${content.game.gameCode}/demo`,
};

/**
 * Elements of `selector` that overflow their box: an element reaching outside the region, or one that
 * clips its own content sideways (cut text). Inside `scrollable` regions (the carousel's track) an
 * element may pass the region's edge, but each slide's own content must still fit the slide.
 */
async function overflowing(page: import('@playwright/test').Page, selector: string, scrollable = false) {
  return page.evaluate(
    ([selector, scrollable]) => {
      const problems: string[] = [];
      const label = (element: Element) =>
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      for (const region of document.querySelectorAll(selector as string)) {
        const bounds = region.getBoundingClientRect();
        for (const element of region.querySelectorAll('*')) {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          if (style.visibility === 'hidden' || box.width === 0 || box.height === 0) continue;
          // Hidden from sight on purpose: decorations, and text for screen readers only (1 px clipped).
          if (element.closest('[aria-hidden="true"], .visually-hidden')) continue;
          const clipsX = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
          if (clipsX && element.scrollWidth > element.clientWidth + 1)
            problems.push(
              `${label(element)} cuts its content (${element.scrollWidth} > ${element.clientWidth})`,
            );
          const edges = scrollable ? (element.closest('li')?.getBoundingClientRect() ?? bounds) : bounds;
          if (box.left < edges.left - 1 || box.right > edges.right + 1)
            problems.push(
              `${label(element)} leaves its box (${Math.round(box.left)}–${Math.round(box.right)})`,
            );
        }
      }
      return problems;
    },
    [selector, scrollable] as const,
  );
}

test('header, submenu, filter panel, carousel and jackpot cards fit a 360 px phone', {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  // The header's account area settles after hydration (a spinner while the session is pending).
  await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
  expect(await overflowing(page, 'header.site-header')).toEqual([]);
  expect(await overflowing(page, 'nav.submenu')).toEqual([]);
  expect(await overflowing(page, '.carousel__slide', true)).toEqual([]);
  await page.getByRole('button', { name: 'Mai mult', exact: true }).click();
  expect(await overflowing(page, 'nav.submenu .popover__panel')).toEqual([]);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /Filtre/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Filtrează jocurile' });
  await expect(panel.getByRole('button', { name: /Arată \d+ de jocuri/ })).toBeVisible();
  expect(await overflowing(page, 'dialog#filters')).toEqual([]);
  await page.keyboard.press('Escape');
  // The lobby's jackpot cards hold totals of up to 17 characters: each fits its card.
  await page.mouse.wheel(0, 900);
  await page.locator('.card--jackpot').first().scrollIntoViewIfNeeded();
  expect(await overflowing(page, '.card--jackpot')).toEqual([]);
});

test.describe("a phone's first screen is for games", () => {
  test.use({ storageState: NO_CONSENT_STATE });

  test('the consent sheet covers at most 40%; then a whole row of tiles shows, the message folds once read, the chat is one tap away', {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto('/');
    const sheet = page.getByRole('region', { name: 'Folosim cookie-uri' });
    await expectInViewport(page, sheet, 'the consent sheet');
    const screenHeight = page.viewportSize()?.height ?? 0;
    expect((await sheet.boundingBox())?.height ?? screenHeight).toBeLessThanOrEqual(0.4 * screenHeight);
    await sheet.getByRole('button', { name: 'Accept toate' }).click();
    await page.getByRole('button', { name: 'Închide bannerul' }).click();

    // A returning visitor: consent given, the app banner closed.
    await page.reload();
    await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
    const firstRow = page.locator('.shelf__row:not(.shelf__row--skeleton)').first().locator(':scope > li');
    await expectInViewport(page, firstRow.first(), 'the first tile');
    await expectInViewport(page, firstRow.nth(1), 'the second tile');
    const message = page.getByRole('region', { name: 'Mesaje importante' }).getByRole('article');
    await expectInViewport(page, message, 'the web message');
    // Once read, the message folds to its title (core's webMessageReadingMs: at most 15 s).
    await expect(message.locator('.web-message__text')).toHaveCount(0, { timeout: 20_000 });
    const chat = page.getByRole('button', { name: 'Chat asistență' }).and(page.locator('.chat-fab'));
    await expectInViewport(page, chat, 'the chat button');
    await expectNoOverlap([
      { name: 'the first tile', locator: firstRow.first() },
      { name: 'the second tile', locator: firstRow.nth(1) },
      { name: 'the web message', locator: message },
      { name: 'the chat button', locator: chat },
    ]);

    await chat.click();
    const chatFrame = page.locator('iframe[title="Chat asistență"]');
    await expectInViewport(page, chatFrame, 'the chat');
  });
});

test("a shelf's tiles off a phone's screen are not rendered until they come near, and the row keeps its height", {
  tag: '@phone-only',
}, async ({ page }) => {
  await page.goto('/');
  const row = page.locator('.shelf__row:not(.shelf__row--skeleton)').first();
  /** Per tile: whether its content is rendered (false while content-visibility skips it). */
  const rendered = () =>
    row.evaluate((list) =>
      [...list.children].map(
        (tile) => tile.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
      ),
    );
  const before = await rendered();
  expect(before.length).toBeGreaterThan(6);
  // The first tiles, on the screen, are rendered; the last ones, far to the right, are not (ADR 0046).
  expect(before.slice(0, 2)).toEqual([true, true]);
  expect(before.slice(-3)).toEqual([false, false, false]);
  const height = await row.evaluate((list) => list.getBoundingClientRect().height);
  const firstTile = await row.locator(':scope > li').first().boundingBox();

  // Scrolled to, the last tile renders at the height of the first, and the row does not grow.
  const last = row.locator(':scope > li').last();
  await last.evaluate((tile) => tile.scrollIntoView({ inline: 'end', block: 'nearest' }));
  await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
  expect((await last.boundingBox())?.height).toBe(firstTile?.height);
  expect(await row.evaluate((list) => list.getBoundingClientRect().height)).toBe(height);
  await expect(last.getByRole('link').first()).toBeVisible();
});

test.describe("the server's grid of all games on a phone, before the virtual grid takes it over", () => {
  // The rule is the stylesheet's; without scripts the server's plain grid stays as it came.
  test.use({ javaScriptEnabled: false });

  test("tiles far below the screen are not rendered until they come near, at the first tiles' height, and nothing on the screen moves", {
    tag: '@phone-only',
  }, async ({ page }) => {
    await page.goto('/toate-jocurile');
    const grid = page.locator('ul.game-grid');
    const tiles = grid.locator(':scope > li');
    /** Per tile: whether its content is rendered (false while content-visibility skips it). */
    const rendered = () =>
      grid.evaluate((list) =>
        [...list.children].map(
          (tile) => tile.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false,
        ),
      );
    const before = await rendered();
    expect(before).toHaveLength(24);
    // The first screen's tiles are rendered; the last ones, screens below, are not (ADR 0052).
    expect(before.slice(0, 6)).toEqual(Array(6).fill(true));
    expect(before.at(-1)).toBe(false);
    const first = await tiles.first().boundingBox();
    const third = await tiles.nth(2).boundingBox();

    // Scrolled to, the last tile renders at the first tile's height; the first rows did not move.
    await tiles.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
    expect((await tiles.last().boundingBox())?.height).toBe(first?.height);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await tiles.first().boundingBox()).toEqual(first);
    expect(await tiles.nth(2).boundingBox()).toEqual(third);
    await expect(tiles.last().getByRole('link').first()).toBeAttached();
  });
});

test("a desktop row's arrows show only where the row can go, and the keyboard keeps its place", {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  // The server's HTML has no "back" arrow: every row starts at its start.
  const html = await (await request.get('/')).text();
  const arrows = (kind: string) =>
    html.split(`class="scroll-row__arrow scroll-row__arrow--${kind}"`).length - 1;
  expect(arrows('forward')).toBeGreaterThan(0);
  expect(arrows('back')).toBe(0);

  await page.goto('/');
  await page.waitForFunction(() => window.casinoPortal?.auth.state() === 'guest');
  // Once measured, every row has a "forward" arrow exactly when it has more than it shows.
  const rows = page.locator('.scroll-row');
  await expect
    .poll(() =>
      rows.evaluateAll((all) =>
        all.flatMap((row) => {
          const list = row.querySelector('ul') as HTMLUListElement;
          const more = list.scrollWidth > list.clientWidth + 1;
          const forward = row.querySelector('.scroll-row__arrow--forward') !== null;
          return more === forward
            ? []
            : [`${list.getAttribute('aria-label')}: more ${more}, arrow ${forward}`];
        }),
      ),
    )
    .toEqual([]);

  const row = rows.filter({ has: page.locator('.shelf__row:not(.shelf__row--skeleton)') }).first();
  const title = await row.locator('ul').getAttribute('aria-label');
  const back = row.getByRole('button', { name: `Derulează înapoi: ${title}`, exact: true });
  const forward = row.getByRole('button', { name: `Derulează înainte: ${title}`, exact: true });
  await expect(back).toHaveCount(0);
  await forward.click();
  await expect(back).toBeVisible();
  // Back to the start from the keyboard: the "back" arrow goes and focus lands on "forward".
  await back.focus();
  await expect
    .poll(async () => {
      if ((await back.count()) > 0) await page.keyboard.press('Enter');
      return back.count();
    })
    .toBe(0);
  await expect(forward).toBeFocused();
  // At the row's end "forward" goes.
  await row.locator('ul').evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expect(forward).toHaveCount(0);
  await expect(back).toBeVisible();
});

for (const [name, path] of Object.entries(PAGES)) {
  test(`the ${name} page does not scroll sideways and has no serious accessibility violation, dark and light`, async ({
    page,
  }, testInfo) => {
    // The live lobby, loaded to its load event and scanned twice, takes 20 to 45 s on a busy machine.
    test.setTimeout(120_000);
    const url = path(await sampleContent());
    await page.emulateMedia({ colorScheme: 'dark' });
    // To its load event (a game page waits for its game's frame).
    await page.goto(url);
    // The page's layout does not depend on the colour mode: the width is checked once.
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], url).toBeLessThanOrEqual(widths[1]!);
    // Then the system's colour mode turns light under the open page, which follows it (a visitor who
    // chose none). Game play forces the dark mode (a page may force a colour mode, shell.md section 4).
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme });
      const expected = url.startsWith('/play/') ? 'dark' : colorScheme;
      await expect(page.locator('html')).toHaveAttribute('data-theme', expected);
      // No colour half-way through a transition under the contrast check.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
      );
      const results = await accessibilityScan(page).exclude('iframe').analyze();
      // Each page as the visitor sees it, attached to the report for review in both colour modes.
      await testInfo.attach(`${colorScheme}${url.replaceAll('/', '_')}.png`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });
      expect(seriousViolations(results), `${url} (${colorScheme})`).toEqual([]);
    }
  });
}
