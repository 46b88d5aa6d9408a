import { expect, type Page } from '@playwright/test';
import { build, buildState } from '../scripts/build.mjs';
import {
  armFault,
  clearFaults,
  faultHits,
  getPage,
  MatrixPortal,
  type PageAnswer,
  publiclyCacheable,
  sandboxContent,
  TIMEOUT_DELAY_MS,
  TTL_SECONDS,
} from './faults-matrix-support';
import { test } from './fixtures';
import type { SandboxFault } from './support';

/**
 * The content fault matrix (`npm run test:faults`): every server-side content call x {HTTP 500,
 * timeout, malformed, empty, wrong shape} x {cold, warm} on the five main pages, on a portal and
 * sandbox of its own, since its faults are global. What cold and warm cells assert, and the TTLs that
 * make recovery quick: ADR 0021.
 */
// One worker runs the cells in file order (playwright.faults.config.ts); a failed cell does not skip the others.

type PageName = 'lobby' | 'all-games' | 'game' | 'live-lobby' | 'category';
const ALL_PAGES: PageName[] = ['lobby', 'all-games', 'game', 'live-lobby', 'category'];

interface ContentCall {
  name: string;
  /** The sandbox fault's path: a prefix, or a regular expression between slashes. */
  path: string;
  /** The pages whose server render makes this call. */
  pages: PageName[];
  /** A required call's error key (shell.md and catalogue.md section 8); optional calls have none. */
  errorKey?: string;
  /** A single record rather than a list (its wrong shape is an object of other fields). */
  record?: boolean;
}

const REQUIRED: ContentCall[] = [
  { name: 'menus', path: '/api/layouts/menus', pages: ALL_PAGES, errorKey: 'errors.failed-to-fetch-menu' },
  {
    name: 'submenu',
    path: '/api/layouts/submenu',
    pages: ALL_PAGES,
    errorKey: 'errors.failed-to-fetch-submenu',
  },
  {
    name: 'layouts',
    path: '/^\\/api\\/layouts$/',
    pages: ALL_PAGES,
    errorKey: 'errors.failed-to-fetch-layouts',
  },
  {
    name: 'global settings',
    path: '/globalsettings',
    pages: ALL_PAGES,
    errorKey: 'errors.failed-to-fetch-meta',
    record: true,
  },
  {
    name: 'CMS configuration',
    path: '/cms-client/configuration/web_global',
    pages: ALL_PAGES,
    errorKey: 'errors.failed-to-fetch-sb-cms-config',
    record: true,
  },
  { name: 'games', path: '/games/no-files', pages: ALL_PAGES, errorKey: 'errors.failed-to-fetch-games' },
  {
    name: 'categories',
    path: '/api/categories',
    pages: ['lobby', 'live-lobby', 'category'],
    errorKey: 'errors.failed-to-fetch-categories',
  },
  {
    name: 'collections',
    path: '/^\\/collections$/',
    pages: ['lobby', 'live-lobby'],
    errorKey: 'errors.failed-to-fetch-collections',
  },
  {
    name: 'collection groups',
    path: '/collections/groups',
    pages: ['lobby'],
    errorKey: 'errors.failed-to-fetch-collection-groups',
  },
  {
    name: 'providers',
    path: '/providers',
    pages: ['lobby', 'live-lobby'],
    errorKey: 'errors.failed-to-fetch-providers',
  },
  {
    name: 'carousels',
    path: '/carousels',
    pages: ['lobby', 'live-lobby'],
    errorKey: 'errors.failed-to-fetch-carousel',
  },
];

/** Optional calls (issue 14 item 3, ADR 0021): a fallback within the budget, never an error page. */
const OPTIONAL: ContentCall[] = [
  { name: 'promotions (submenu badge)', path: '/promotions', pages: ALL_PAGES },
  { name: 'video widgets', path: '/videowidgets', pages: ['lobby'] },
  { name: 'jackpots (lobby widget)', path: '/Jackpots', pages: ['lobby'] },
  { name: 'winners', path: '/get-winners-live.php', pages: ['lobby', 'live-lobby'] },
  { name: 'SEO records', path: '/seo/', pages: ALL_PAGES },
  { name: 'redirect lookup', path: '/redirects', pages: ALL_PAGES },
  { name: 'game info', path: '/^\\/games\\/[^/]+\\/info$/', pages: ['game'] },
];

const FAULTS: { kind: string; fault: (call: ContentCall) => Omit<SandboxFault, 'path'> }[] = [
  { kind: 'HTTP 500', fault: () => ({ status: 500 }) },
  { kind: 'timeout', fault: () => ({ delayMs: TIMEOUT_DELAY_MS }) },
  { kind: 'malformed', fault: () => ({ body: 'malformed' }) },
  { kind: 'empty', fault: () => ({ body: 'empty' }) },
  {
    kind: 'wrong shape',
    fault: (call) => ({ json: call.record ? { wrong: 'shape' } : [{ wrong: 'shape' }] }),
  },
];

/** A path with a CMS redirect rule (sandbox README: /sloturi → /toate-jocurile, 301). */
const REDIRECTED = '/sloturi';

/** How long the matrix waits for a page to come back: one TTL, plus a busy machine's slack. */
const RECOVERY_MS = TTL_SECONDS * 1000 + 20_000;
/**
 * How long a cell polls for its fault to show (past a fresh answer or a back-off, each within one TTL),
 * with room for two full rounds of the pages: a round of a timeout cell takes 10-14 s on a busy
 * machine (each page waits out the optional calls' budgets), and a round cut by the deadline reports
 * the round before it, whose requests may all have met a back-off left by the previous step.
 */
const CELL_MS = TTL_SECONDS * 2000 + 40_000;

const portal = new MatrixPortal();
let paths: Record<PageName, string>;
/** What only a current or stale answer of an optional call puts in the page (absent from its fallback). */
let markers: { lobbyTitle: string; video: string; jackpot: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // What `npm start` does: the stamped build, made again only when the sources changed.
  if (buildState() !== 'current' && build() !== 0) throw new Error('The portal does not build');
  const [games, categories, videos, jackpots, layouts] = await Promise.all([
    sandboxContent<{ gameCode: string; type: string }[]>('/games/no-files'),
    sandboxContent<{ slug: string; lobby: string; type: string }[]>('/api/categories'),
    sandboxContent<{ id: string; items: { videoUrl: string }[] }[]>('/videowidgets'),
    sandboxContent<{ id: string; jackpotLevels: { amount?: number | null }[] }[]>('/Jackpots'),
    sandboxContent<{ page: string; widgets: { type: string; jackpotIds?: string[] }[] }[]>('/api/layouts'),
  ]);
  const game = games.find((item) => item.type === 'Slot');
  const category = categories.find((item) => item.lobby === 'casino' && item.type === 'default');
  const video = videos.find((item) => item.id === 'videos-lobby')?.items[0];
  // A jackpot amount of the lobby's jackpots widget: only its cards carry the amounts.
  const widget = layouts
    .find((layout) => layout.page === 'Lobby')
    ?.widgets.find((item) => item.type === 'jackpots');
  const jackpotId = widget?.jackpotIds?.[0] ?? jackpots[0]?.id;
  const amount = jackpots
    .find((item) => item.id === jackpotId)
    ?.jackpotLevels.find((level) => typeof level.amount === 'number')?.amount;
  if (!game || !category || !video || typeof amount !== 'number')
    throw new Error('The sandbox lacks the matrix content');
  paths = {
    lobby: '/',
    'all-games': '/toate-jocurile',
    game: `/joc/${game.gameCode}`,
    'live-lobby': '/cazinou-live',
    category: `/categorii/${category.slug}`,
  };
  markers = { lobbyTitle: '', video: video.videoUrl, jackpot: String(amount) };
});

test.afterAll(async () => {
  try {
    await clearFaults();
  } finally {
    await portal.stop();
  }
});

/** The lobby's widgets below the fold, which a person's browser loads beside the page (ADR 0038). */
const LOBBY_LATER_WIDGETS = '/api/lobby-widgets?page=Lobby&lang=ro&status=published';

/**
 * A page as a person gets it: the lobby's is its HTML and its later widgets (`later`), which carry
 * the below-the-fold widgets' content; both are made from the same content calls.
 */
async function answerOf(name: PageName): Promise<PageAnswer & { later?: PageAnswer }> {
  const answer = await getPage(paths[name]);
  if (name !== 'lobby' || answer.status !== 200) return answer;
  const later = await getPage(LOBBY_LATER_WIDGETS);
  return { ...answer, html: `${answer.html}${later.html}`, later };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const errorKeyOf = (html: string) => /data-error-key="([^"]+)"/.exec(html)?.[1] ?? null;

/** Every page current and public again (and the redirect rule followed), within one TTL. */
async function expectRecovered(names: PageName[] = ALL_PAGES) {
  await expect(async () => {
    for (const name of names) {
      const answer = await answerOf(name);
      expect(answer.status, `${name} status`).toBe(200);
      expect(errorKeyOf(answer.html), `${name} error key`).toBeNull();
      expect(publiclyCacheable(answer.cacheControl), `${name}: ${answer.cacheControl}`).toBe(true);
      if (name === 'lobby') {
        expect(answer.later?.status, 'lobby widgets status').toBe(200);
        expect(publiclyCacheable(answer.later?.cacheControl ?? ''), 'lobby widgets public').toBe(true);
        expect(answer.html).toContain(markers.video);
        expect(answer.html).toContain(markers.jackpot);
        // The SEO record's title, as first served current (the first cell, or a worker started again).
        markers.lobbyTitle ||= titleOf(answer.html);
        expect(titleOf(answer.html)).toBe(markers.lobbyTitle);
      }
    }
    const redirect = await getPage(REDIRECTED);
    expect(redirect.status).toBe(301);
    expect(redirect.location).toBe('/toate-jocurile');
  }).toPass({ timeout: RECOVERY_MS });
}

/** Polls until every armed fault answered at least once and `check` holds for the answers of `names`. */
async function expectCell(
  ids: Map<number, string>,
  names: PageName[],
  check: (name: PageName, answer: PageAnswer & { later?: PageAnswer }) => void,
  extra?: () => Promise<void>,
) {
  await expect(async () => {
    for (const name of names) check(name, await answerOf(name));
    await extra?.();
    const hits = await faultHits();
    for (const [id, call] of ids)
      expect(hits.get(id) ?? 0, `${call}: requests its fault answered`).toBeGreaterThan(0);
  }).toPass({ timeout: CELL_MS });
}

async function armAll(calls: ContentCall[], fault: (call: ContentCall) => Omit<SandboxFault, 'path'>) {
  const ids = new Map<number, string>();
  for (const call of calls) ids.set(await armFault({ path: call.path, ...fault(call) }), call.name);
  return ids;
}

/** The pages in a browser: no uncaught error, and what each must show. */
async function expectInBrowser(
  page: Page,
  names: PageName[],
  show: (page: Page, name: PageName) => Promise<void>,
) {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  for (const name of names) {
    await page.goto(paths[name]);
    await show(page, name);
    // Hydrated: the page's scripts ran (an uncaught error in them is reported by now).
    await page.waitForLoadState('load');
  }
  expect(uncaught.map((error) => error.message)).toEqual([]);
}

test('the matrix portal serves every page current and public before any fault', async ({ page }) => {
  test.setTimeout(120_000);
  await portal.start();
  await expectRecovered();
  expect(markers.lobbyTitle).not.toBe('');
  await expectInBrowser(page, ALL_PAGES, async (browser) => {
    await expect(browser.getByRole('heading', { level: 1 })).toBeAttached();
  });
});

for (const call of REQUIRED) {
  test(`cold, ${call.name}: every fault gives ${call.errorKey} (500, never public), then the pages recover`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await portal.start();
    for (const { kind, fault } of FAULTS) {
      await test.step(kind, async () => {
        const ids = await armAll([call], fault);
        await expectCell(ids, call.pages, (name, answer) => {
          expect(answer.status, `${name} (${kind})`).toBe(500);
          expect(errorKeyOf(answer.html), `${name} (${kind})`).toBe(call.errorKey);
          expect(publiclyCacheable(answer.cacheControl), `${name}: ${answer.cacheControl}`).toBe(false);
        });
        if (kind === 'wrong shape') {
          await expectInBrowser(page, [call.pages[0] as PageName], async (browser) => {
            await expect(browser.locator(`[data-error-key="${call.errorKey}"]`)).toBeVisible();
            await expect(browser.getByRole('link', { name: 'Mergi la pagina principală' })).toBeVisible();
          });
        }
        await clearFaults();
      });
    }
    await expectRecovered(call.pages);
  });
}

test('cold, optional calls: every fault leaves each page up with its fallback (never public), then they recover', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await portal.start();
  for (const { kind, fault } of FAULTS) {
    await test.step(kind, async () => {
      const ids = await armAll(OPTIONAL, fault);
      await expectCell(
        ids,
        ALL_PAGES,
        (name, answer) => {
          expect(answer.status, `${name} (${kind})`).toBe(200);
          expect(errorKeyOf(answer.html), `${name} (${kind})`).toBeNull();
          expect(publiclyCacheable(answer.cacheControl), `${name}: ${answer.cacheControl}`).toBe(false);
          if (name === 'lobby') {
            expect(publiclyCacheable(answer.later?.cacheControl ?? ''), `lobby widgets (${kind})`).toBe(
              false,
            );
            // Nothing good to show yet: the widgets are left out.
            expect(answer.html).not.toContain(markers.video);
            expect(answer.html).not.toContain(markers.jackpot);
          }
        },
        async () => {
          // No rule to follow: the path is what it is (a 404), and not kept by a shared cache either.
          const redirect = await getPage(REDIRECTED);
          expect(redirect.status).toBe(404);
          expect(publiclyCacheable(redirect.cacheControl)).toBe(false);
        },
      );
      if (kind === 'wrong shape')
        await expectInBrowser(page, ALL_PAGES, async (browser) => {
          await expect(browser.getByRole('banner')).toBeVisible();
          await expect(browser.locator('[data-error-key]')).toHaveCount(0);
        });
      await clearFaults();
    });
  }
  await expectRecovered();
});

test('warm, every call at once: every fault serves the last good pages (never public), then they recover', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await portal.start();
  // Warm: every page (and the redirect rule) served once, current and public.
  await expectRecovered();
  for (const { kind, fault } of FAULTS) {
    await test.step(kind, async () => {
      const ids = await armAll([...REQUIRED, ...OPTIONAL], fault);
      await expectCell(
        ids,
        ALL_PAGES,
        (name, answer) => {
          expect(answer.status, `${name} (${kind})`).toBe(200);
          expect(errorKeyOf(answer.html), `${name} (${kind})`).toBeNull();
          expect(publiclyCacheable(answer.cacheControl), `${name}: ${answer.cacheControl}`).toBe(false);
          if (name === 'lobby') {
            expect(publiclyCacheable(answer.later?.cacheControl ?? ''), `lobby widgets (${kind})`).toBe(
              false,
            );
            // The last good answers, not the fallbacks: the SEO title and the optional widgets stay.
            expect(titleOf(answer.html)).toBe(markers.lobbyTitle);
            expect(answer.html).toContain(markers.video);
            expect(answer.html).toContain(markers.jackpot);
          }
        },
        async () => {
          const redirect = await getPage(REDIRECTED);
          expect(redirect.status).toBe(301);
          expect(redirect.location).toBe('/toate-jocurile');
          expect(publiclyCacheable(redirect.cacheControl)).toBe(false);
        },
      );
      if (kind === 'wrong shape')
        await expectInBrowser(page, ALL_PAGES, async (browser) => {
          await expect(browser.getByRole('heading', { level: 1 })).toBeAttached();
          await expect(browser.locator('[data-error-key]')).toHaveCount(0);
        });
      await clearFaults();
      await expectRecovered();
    });
  }
});
