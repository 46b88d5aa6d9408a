import AxeBuilder from '@axe-core/playwright';
import { CONTENT_PATHS } from '@casino/core/content-api';
import {
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  serializeConsentCookie,
} from '@casino/core/cookie-consent';
import type { Fault, FaultSpec } from '@casino/sandbox/faults';
import { expect } from '@playwright/test';
import { SANDBOX } from './ports';

/** The sandbox the journeys run against (playwright.config.ts starts it). */
export { SANDBOX };

/**
 * A visitor who already chose cookies (analytics allowed, marketing not): every journey starts so
 * (playwright.config.ts), so the first-visit consent banner never covers what a journey clicks and the
 * analytics events reach the dataLayer. The consent journeys start without it (`NO_CONSENT_STATE`).
 */
export const CONSENT_CHOSEN_STATE = {
  cookies: [
    {
      name: COOKIE_CONSENT_COOKIE,
      value: serializeConsentCookie({ analytics: true, marketing: false }, new Date()),
      domain: 'localhost',
      path: '/',
      expires: Math.floor(Date.now() / 1000) + COOKIE_CONSENT_MAX_AGE_SECONDS,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

/**
 * What a failed journey leaves for review (both Playwright configs): its trace with the DOM snapshot of
 * every step, and a screenshot of the moment it failed. Not the trace's filmstrip: its screencast
 * encodes frames for every running test in Chromium's browser and GPU processes, which doubled the
 * journeys' time on two cores (ADR 0031).
 */
export const ON_FAILURE = {
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
} as const;

/**
 * An accessibility scan of the page, for its violations only. axe runs in the page itself
 * (`setLegacyMode`): the default runs it frame by frame and merges the results in a new blank page,
 * which took 5 of a scan's 7 s on the lobby. The journeys scan no frame (a frame on the portal's pages
 * is another site's: a game, the account site), so nothing is lost. The passes' node lists are not read
 * either: they took a third of a scan (ADR 0031, 0032).
 */
export const accessibilityScan = (page: import('@playwright/test').Page) =>
  new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

/** A scan's serious and critical violations, each as its rule and first nodes (empty when none). */
export function seriousViolations(results: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Journeys whose subject does not change with the device run on the desktop only (playwright.config.ts
 * leaves `@desktop-only` out of the phone project): what the server answers (headers, the catalogue
 * resource, the HTML's head, statuses for crawlers), the page's logic behind no UI of its own (the global
 * API, host messages, timers, cookies, connection hints, what loads for whom), and failures shown the
 * same way on both. What a phone shows differently (menus, dialogs, drawers, search, filters, layout)
 * runs on both (ADR 0032).
 */
export const ONE_DEVICE = { tag: '@desktop-only' } as const;

/** A first visit: no cookie at all. */
export const NO_CONSENT_STATE = { cookies: [], origins: [] };

/** A fault as the sandbox takes it (`POST /__sandbox/faults`, which answers it with its numeric id). */
export type SandboxFault = FaultSpec;

/**
 * One sandbox's content and test control, at `baseUrl` (the journeys' and the fault matrix's sandboxes).
 * Every call throws on a status other than 2xx, except `disarmFault`: a fault armed `times: n` is gone
 * once spent, and removing it then answers 404.
 */
export function sandboxClient(baseUrl: string) {
  /** The test control (`/__sandbox/*`, never faulted): GET without a body, else the method given (POST). */
  async function control<T>(path: string, body?: unknown, method?: string): Promise<T> {
    const verb = method ?? (body === undefined ? 'GET' : 'POST');
    const response = await fetch(`${baseUrl}${path}`, {
      method: verb,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${verb} ${path}: HTTP ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    control,
    /** The sandbox's published Romanian content at `path` (`query` appended, starting with '&'). */
    async json<T>(path: string, query = ''): Promise<T> {
      const response = await fetch(`${baseUrl}${path}?locale=ro&status=published${query}`);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
    /** Arms a fault (global to the sandbox); answers its id. */
    armFault: async (fault: SandboxFault): Promise<number> =>
      (await control<Fault>('/__sandbox/faults', fault)).id,
    disarmFault: async (id: number): Promise<void> => {
      await fetch(`${baseUrl}/__sandbox/faults/${id}`, { method: 'DELETE' });
    },
    clearFaults: async (): Promise<void> => {
      await control('/__sandbox/faults', undefined, 'DELETE');
    },
  };
}

/** The journeys' sandbox (global to every journey: only serial projects arm faults). */
export const {
  control: sandboxControl,
  json: sandboxJson,
  armFault,
  disarmFault,
  clearFaults,
} = sandboxClient(SANDBOX);

export interface SandboxGame {
  gameCode: string;
  name: string;
  type: string;
  demoEnabled: boolean;
  requirePassword: boolean;
  videoPreview: string | null;
  description: string;
  provider: { id: string; slug: string; name: string };
  launchUrls: { demo: string | null; real: string | null };
}

interface Slugged {
  slug: string;
  lobby?: string;
  type?: string;
  visibleTo?: string | null;
}

/** Real slugs and codes from the seeded catalogue, so every route is opened with content that exists. */
export async function sampleContent() {
  const [providers, categories, collections, jackpots, promotions, pages, games] = await Promise.all([
    sandboxJson<(Slugged & { games: string[] })[]>(CONTENT_PATHS.providers),
    sandboxJson<Slugged[]>(CONTENT_PATHS.categories),
    sandboxJson<Slugged[]>(CONTENT_PATHS.collections),
    sandboxJson<Slugged[]>(CONTENT_PATHS.jackpots),
    sandboxJson<Slugged[]>(CONTENT_PATHS.promotions),
    sandboxJson<Slugged[]>(CONTENT_PATHS.pages),
    sandboxJson<SandboxGame[]>(CONTENT_PATHS.games),
  ]);
  const first = <T>(list: T[], what: string): T => {
    const item = list[0];
    if (!item) throw new Error(`The sandbox has no ${what}`);
    return item;
  };
  const casinoCategory = first(
    categories.filter((category) => category.lobby === 'casino' && category.type === 'default'),
    'casino category',
  );
  const liveCategory = first(
    categories.filter((category) => category.lobby === 'live' && category.type === 'default'),
    'live category',
  );
  const playable = (game: SandboxGame) =>
    game.demoEnabled && game.launchUrls.demo !== null && !game.requirePassword;
  const slot = first(
    games.filter((game) => game.type === 'Slot' && playable(game)),
    'demo slot',
  );
  return {
    provider: first(
      providers.filter((provider) => provider.games.length > 0),
      'provider',
    ).slug,
    casinoCategory: casinoCategory.slug,
    liveCategory: liveCategory.slug,
    collection: first(collections, 'collection').slug,
    jackpot: first(jackpots, 'jackpot').slug,
    promotion: first(
      promotions.filter((promotion) => !promotion.visibleTo || promotion.visibleTo !== 'logged-in'),
      'guest promotion',
    ).slug,
    page: first(pages, 'content page').slug,
    game: slot,
    games,
    passwordGame: first(
      games.filter((game) => game.requirePassword && game.demoEnabled && game.launchUrls.demo),
      'password game',
    ),
    missingDemoUrl: first(
      games.filter((game) => game.demoEnabled && !game.launchUrls.demo && !game.requirePassword),
      'game without a demo URL',
    ),
    noDemo: first(
      games.filter((game) => !game.demoEnabled && !game.requirePassword && game.type === 'Slot'),
      'game without demo',
    ),
    videoGame: first(
      games.filter(
        (game) => game.videoPreview && !game.videoPreview.includes('indisponibil') && playable(game),
      ),
      'game with a preview video',
    ),
    brokenVideoGame: first(
      games.filter((game) => game.videoPreview?.includes('indisponibil')),
      'game with a broken preview video',
    ),
  };
}

/** Events the page pushed to its dataLayer. */
export async function dataLayer(page: import('@playwright/test').Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [],
  );
}

/* ---- Players (issue 10): throwaway players, test control and the login dialog ---- */

export type SeededProfile = 'demo' | 'nou' | 'exclus' | 'suspendat' | 'verificare' | 'termeni';

export interface ThrowawayPlayer {
  username: string;
  password: string;
}

/**
 * A throwaway clone of a seeded player (password parola123), so parallel journeys never share state.
 * Quiet by default: without the profile's waiting messages and pending bonus, whose dialogs would cover
 * the page at login; a journey about them asks for `{ quiet: false }`.
 */
export const throwawayPlayer = (profile: SeededProfile, { quiet = true }: { quiet?: boolean } = {}) =>
  sandboxControl<ThrowawayPlayer>('/__sandbox/players', { profile, quiet });

export interface SandboxPlayerState {
  username: string;
  balance: { amount: number; currencyCode: string };
  balanceHidden: boolean;
  sessions: { identity: number; gateway: number };
  /** The oldest pending bonus's id, which the identity script hands out with the waiting messages. */
  pendingBonusCode: string | null;
  /** Waiting messages not handed out yet. */
  pendingMessages: number;
}

/** The player's state in the sandbox's store (what the gateway and identity hold). */
export const sandboxPlayerState = (username: string) =>
  sandboxControl<SandboxPlayerState>(`/__sandbox/players/${encodeURIComponent(username)}`);

/** The header's login button: "Autentificare" on desktop, "Intră în cont" on phones. */
export const headerLoginButton = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Autentificare|Intră în cont)$/ });

/** The portal's login modal (the identity provider's micro-frontend mounted inside). */
export const loginDialog = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Autentificare' });

/** The session state the portal's global API reports ('pending' before the API exists). */
export const portalAuthState = (page: import('@playwright/test').Page | import('@playwright/test').Frame) =>
  page.evaluate(() => window.casinoPortal?.auth.state() ?? 'pending');

/** Fills the login dialog's form (same accessible names in v1 and v2) and submits it. */
export async function submitLoginDialog(
  page: import('@playwright/test').Page,
  player: ThrowawayPlayer,
  { remember = false }: { remember?: boolean } = {},
) {
  const dialog = loginDialog(page);
  const username = dialog.getByLabel('Nume de utilizator');
  await username.waitFor();
  await username.fill(player.username);
  await dialog.getByLabel('Parolă', { exact: true }).fill(player.password);
  if (remember) await dialog.getByLabel('Ține-mă minte').check();
  await dialog.getByRole('button', { name: 'Intră în cont' }).click();
}

/** Waits until the portal's session is `state` (the global API's view). */
export async function waitForAuthState(
  page: import('@playwright/test').Page | import('@playwright/test').Frame,
  state: 'guest' | 'authenticated',
) {
  await page.waitForFunction((wanted) => window.casinoPortal?.auth.state() === wanted, state);
}

/** Opens the portal at `path` as a guest, opens the login dialog from the header and logs in. */
export async function logInFromHeader(
  page: import('@playwright/test').Page,
  player: ThrowawayPlayer,
  { path = '/', remember = false }: { path?: string; remember?: boolean } = {},
) {
  await page.goto(path);
  await waitForAuthState(page, 'guest');
  await headerLoginButton(page).click();
  await submitLoginDialog(page, player, { remember });
  await loginDialog(page).waitFor({ state: 'hidden' });
  await waitForAuthState(page, 'authenticated');
}

/**
 * A chip of the filter panel's group `group`: a long group shows its first chips only, so this asks
 * for all of them first when the group has the button (ADR 0033).
 */
export async function filterChip(panel: import('@playwright/test').Locator, group: string, name: string) {
  const fieldset = panel.getByRole('group', { name: group });
  // The groups show once the catalogue has loaded.
  await fieldset.waitFor();
  const more = fieldset.getByRole('button', { name: /^Vezi toate \(\d+\)$/ });
  if ((await more.count()) > 0) {
    await more.click();
    await expect(fieldset.getByRole('button', { name: 'Vezi mai puține' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  return fieldset.getByRole('checkbox', { name, exact: true });
}

/** The web message docked at the viewport's bottom: the sandbox has one for every platform, at any time. */
export const webMessage = (page: import('@playwright/test').Page, region = 'Mesaje importante') =>
  page.getByRole('region', { name: region }).getByRole('article');

/** Dismisses the page's web messages one by one (the next shows as one is dismissed) until none is left. */
export async function dismissWebMessages(page: import('@playwright/test').Page) {
  for (let shown = 0; shown < 5 && (await webMessage(page).count()) > 0; shown++)
    await webMessage(page).getByRole('button', { name: 'Închide mesajul' }).click();
}

/** The Network Information API's hints the page reads (navigator.connection), set before any script runs. */
export async function emulateConnection(
  page: import('@playwright/test').Page,
  hints: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await page.addInitScript((given) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => given });
  }, hints);
}

/**
 * Marks the page's document: `stillSamePage` then tells whether what followed happened in the page (a
 * navigation of the router) rather than in a page load, which leaves a new document without the mark.
 */
export async function markPage(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
}

export const stillSamePage = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/**
 * When the page's `load` ended, when the portal's own scripts (`/assets/*.js` of the page's origin) were
 * asked for, and when the consent banner's scripts (`/fe/cookie-consent/*.js`) had arrived: in
 * milliseconds from the navigation (ADR 0025, 0042).
 */
export async function loadTimings(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({ entry, url: new URL(entry.name) }),
    );
    const scripts = (pathPrefix: string, origin?: string) =>
      resources.filter(
        ({ url }) =>
          url.pathname.startsWith(pathPrefix) &&
          url.pathname.endsWith('.js') &&
          (origin === undefined || url.origin === origin),
      );
    return {
      loadEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      portalScriptStarts: scripts('/assets/', location.origin).map(({ entry }) => entry.startTime),
      consentScriptEnds: scripts('/fe/cookie-consent/').map(({ entry }) => entry.responseEnd),
    };
  });
}

type Locator = import('@playwright/test').Locator;

/**
 * The layout guard (architecture.md, tests): what a journey just opened (a menu, popover, drawer,
 * dialog, sheet, toast or snackbar) lies wholly inside the viewport, by its bounding box. Half a pixel
 * of rounding is allowed.
 */
export async function expectInViewport(page: import('@playwright/test').Page, opened: Locator, name: string) {
  await expect(opened, `${name} is shown`).toBeVisible();
  // Where it comes to rest: a drawer slides in, a toast fades up.
  await opened.evaluate((element) =>
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const box = await opened.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error(`${name}: no bounding box or viewport`);
  const edges = {
    left: Math.round(box.x),
    top: Math.round(box.y),
    right: Math.round(box.x + box.width),
    bottom: Math.round(box.y + box.height),
  };
  expect(edges, `${name} lies inside the ${viewport.width}x${viewport.height} viewport`).toEqual({
    left: Math.max(0, edges.left),
    top: Math.max(0, edges.top),
    right: Math.min(viewport.width, edges.right),
    bottom: Math.min(viewport.height, edges.bottom),
  });
}

/** Boxes that are shown together (toasts, snackbars, a floating button) do not overlap one another. */
export async function expectNoOverlap(boxes: { name: string; locator: Locator }[]) {
  const shown: { name: string; box: { x: number; y: number; width: number; height: number } }[] = [];
  for (const { name, locator } of boxes) {
    const box = (await locator.isVisible()) ? await locator.boundingBox() : null;
    if (box) shown.push({ name, box });
  }
  const overlaps: string[] = [];
  for (const [i, a] of shown.entries())
    for (const b of shown.slice(i + 1)) {
      const x = Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
      const y = Math.min(a.box.y + a.box.height, b.box.y + b.box.height) - Math.max(a.box.y, b.box.y);
      if (x > 1 && y > 1) overlaps.push(`${a.name} over ${b.name}`);
    }
  expect(overlaps).toEqual([]);
}
