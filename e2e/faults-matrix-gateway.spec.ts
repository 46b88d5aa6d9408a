import { readFileSync } from 'node:fs';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { KEEP_ALIVE_INTERVAL_MS } from '@casino/core/keep-alive';
import { NOTIFICATION_ACTION_EVENT } from '@casino/core/notifications';
import { NEXT_PLAYER_MESSAGE_DELAY_MS } from '@casino/core/player-messages';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { GATEWAY_TIMEOUT_MS } from '../apps/web/app/platform/browser/gateway-client';
import { build, buildState } from '../scripts/build.mjs';
import {
  armFault,
  clearFaults,
  disarmFault,
  faultHits,
  MATRIX_SANDBOX,
  MatrixPortal,
  matrixControl,
  sandboxContent,
} from './faults-matrix-support';
import { test } from './fixtures';
import type { SandboxFault } from './support';

/**
 * The gateway half of the fault matrix (`npm run test:faults`): every gateway call the portal makes x
 * {HTTP 500, timeout, malformed, empty, wrong shape}, in a browser, since the page calls the gateway.
 * Each cell asserts the spec's toast or fallback, a usable page, no uncaught error, no lost data and
 * recovery. Faults scoped to a throwaway player, "timeout" as the page's clock: ADR 0022.
 */
// One worker runs the cells in file order (playwright.faults.config.ts); a failed cell does not skip the others.

type Kind = 'HTTP 500' | 'timeout' | 'malformed' | 'empty' | 'wrong shape';
type FaultAnswer = Omit<SandboxFault, 'path' | 'method' | 'player'>;

/** Longer than anything the cell does before it moves the page's clock past the client's timeout. */
const TIMEOUT_HOLD_MS = 60_000;

const FAULTS: { kind: Kind; answer: FaultAnswer }[] = [
  { kind: 'HTTP 500', answer: { status: 500 } },
  { kind: 'timeout', answer: { delayMs: TIMEOUT_HOLD_MS } },
  { kind: 'malformed', answer: { body: 'malformed' } },
  { kind: 'empty', answer: { body: 'empty' } },
  // Valid JSON of another shape: every gateway answer is an object with required fields.
  { kind: 'wrong shape', answer: { json: { wrong: 'shape' } } },
];

interface GatewayCall {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  /** Requests one failure makes: a query the page watches is retried twice by the data layer. */
  attempts?: number;
}

/** A watched query's first request and the data layer's two retries (shared/data/query-client.ts). */
const WATCHED = 3;

const CALLS = {
  login: { name: 'login', path: GATEWAY_PATHS.login, method: 'POST' },
  logout: { name: 'logout', path: GATEWAY_PATHS.logout, method: 'POST' },
  keepAlive: { name: 'keepAlive', path: GATEWAY_PATHS.keepAlive, method: 'GET' },
  validateLoginSession: { name: 'validateLoginSession', path: GATEWAY_PATHS.validateLoginSession },
  notificationToken: {
    name: 'notificationToken',
    path: GATEWAY_PATHS.notificationToken,
    attempts: WATCHED,
  },
  balances: { name: 'balances', path: GATEWAY_PATHS.balances, attempts: WATCHED },
  balanceVisibility: {
    name: 'balancePreference GET',
    path: GATEWAY_PATHS.balancePreference,
    method: 'GET',
    attempts: WATCHED,
  },
  balanceVisibilitySave: {
    name: 'balancePreference POST',
    path: GATEWAY_PATHS.balancePreference,
    method: 'POST',
  },
  playerInfo: { name: 'playerInfo', path: GATEWAY_PATHS.playerInfo },
  clientOverview: { name: 'clientOverview', path: GATEWAY_PATHS.clientOverview, attempts: WATCHED },
  gameProviderToken: { name: 'gameProviderToken', path: GATEWAY_PATHS.gameProviderToken },
  chatSessionToken: { name: 'chatSessionToken', path: GATEWAY_PATHS.chatSessionToken },
  favourites: { name: 'favourites GET', path: GATEWAY_PATHS.favourites, method: 'GET' },
  favouritesSave: { name: 'favourites POST', path: GATEWAY_PATHS.favourites, method: 'POST' },
  playerGames: { name: 'playerGames', path: GATEWAY_PATHS.playerGames },
  gameResults: { name: 'gameResults', path: GATEWAY_PATHS.gameResults },
  bonuses: { name: 'bonuses', path: GATEWAY_PATHS.bonuses },
  gamingBonuses: { name: 'gamingBonuses', path: GATEWAY_PATHS.gamingBonuses },
  bonusDetails: { name: 'bonusDetails', path: GATEWAY_PATHS.bonusDetails },
  confirmBonus: { name: 'confirmBonus', path: GATEWAY_PATHS.confirmBonus },
  optedInBonusTemplates: { name: 'optedInBonusTemplates', path: GATEWAY_PATHS.optedInBonusTemplates },
  optIn: { name: 'optInToBonusTemplate', path: GATEWAY_PATHS.optInToBonusTemplate },
  optOut: { name: 'optOutFromBonusTemplate', path: GATEWAY_PATHS.optOutFromBonusTemplate },
  marketingTags: { name: 'marketingTags GET', path: GATEWAY_PATHS.marketingTags, method: 'GET' },
  marketingTagsSave: { name: 'marketingTags POST', path: GATEWAY_PATHS.marketingTags, method: 'POST' },
  personalisedGames: { name: 'personalisedGames', path: GATEWAY_PATHS.personalisedGames },
} satisfies Record<string, GatewayCall>;

/** Gateway paths the portal never calls (the client has them for the platform's completeness). */
const NEVER_CALLED: (keyof typeof GATEWAY_PATHS)[] = ['playerTags', 'paymentStatistic'];

/**
 * The login's loads (shell.md section 4, catalogue.md section 4), in the timeout cell's batches of at
 * most four held calls (a login each); the other faults arm them all at once for one login. Info, overview and the notification
 * token are the returning player's cell: after a login the portal already has the login's
 * notification token, and a failed info hides the marketing call this cell checks.
 */
const LOGIN_BATCHES: GatewayCall[][] = [
  [CALLS.balances, CALLS.balanceVisibility, CALLS.chatSessionToken],
  [CALLS.bonuses, CALLS.gamingBonuses, CALLS.optedInBonusTemplates, CALLS.marketingTags],
  [CALLS.favourites, CALLS.playerGames, CALLS.gameResults, CALLS.personalisedGames],
];

/* ---- the browser side: toasts, texts, the page's player ------------------------------------------- */

/** The Romanian dictionary's two parts: what every page shows, and what loads later (ADR 0018). */
const dictionaries = ['ro.json', 'ro-later.json'].map(
  (file) =>
    JSON.parse(readFileSync(new URL(`../apps/web/app/i18n/${file}`, import.meta.url), 'utf8')) as Record<
      string,
      unknown
    >,
);

/** The Romanian text of a message key (nested, as the portal's dictionary holds it), from either part. */
function ro(key: string): string {
  for (const dictionary of dictionaries) {
    let node: unknown = dictionary;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node === 'string') return node;
  }
  throw new Error(`No Romanian text for ${key}`);
}

declare global {
  interface Window {
    __matrixToasts?: string[];
  }
}

/** Every snackbar the document showed, as `role: title`, in order (they close by themselves after 5 s). */
function recordToasts(page: Page) {
  return page.addInitScript(() => {
    const seen: string[] = [];
    window.__matrixToasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const found = node.matches('.snackbar') ? [node] : [...node.querySelectorAll('.snackbar')];
          for (const snackbar of found)
            seen.push(`${snackbar.getAttribute('role')}: ${snackbar.querySelector('strong')?.textContent}`);
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

const toasts = (page: Page) => page.evaluate(() => window.__matrixToasts ?? []);

/** The error toast of `key` showed, announced as an alert (among those after the first `since`). */
async function expectToast(page: Page, key: string, since = 0) {
  await expect
    .poll(async () => (await toasts(page)).slice(since), { message: `toast ${key}`, timeout: 15_000 })
    .toContain(alert(key));
}

const alert = (key: string) => `alert: ${ro(key)}`;

/**
 * Closes the snackbars on screen (a title shows once at a time: the next cell's would be held back).
 * Their buttons are clicked in the page: under the bonus pop-up (a modal dialog) they are inert.
 */
async function closeToasts(page: Page) {
  const close = page.locator('.snackbar').getByRole('button', { name: ro('common.close') });
  while ((await close.count()) > 0) await close.first().dispatchEvent('click');
}

interface Cell {
  page: Page;
  uncaught: string[];
  /** Gateway and broker requests of the page, in order (method and path). */
  requests: string[];
  /** Those of them answered (method and path). */
  finished: string[];
  /** WebSockets the page opened, by URL. */
  sockets: string[];
  /** The page's calls (fetch, XHR) not answered yet. */
  inFlight: Set<Request>;
}

/** The page of a cell: the clock installed (running), toasts recorded, errors and requests watched. */
async function openCell(page: Page, path = '/'): Promise<Cell> {
  const cell: Cell = { page, uncaught: [], requests: [], finished: [], sockets: [], inFlight: new Set() };
  await page.clock.install();
  await recordToasts(page);
  page.on('pageerror', (error) => cell.uncaught.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === MATRIX_SANDBOX) cell.requests.push(`${request.method()} ${url.pathname}`);
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') cell.inFlight.add(request);
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === MATRIX_SANDBOX) cell.finished.push(`${request.method()} ${url.pathname}`);
    cell.inFlight.delete(request);
  });
  page.on('requestfailed', (request) => cell.inFlight.delete(request));
  page.on('websocket', (socket) => cell.sockets.push(socket.url()));
  await page.goto(path);
  await waitForState(page, 'guest');
  return cell;
}

const waitForState = (page: Page, state: 'guest' | 'authenticated') =>
  page.waitForFunction((wanted) => window.casinoPortal?.auth.state() === wanted, state);

const banner = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => page.getByTestId('header-balance');
const eye = (page: Page) => banner(page).locator('.player-balance__eye');
const loginButton = (page: Page) =>
  banner(page).getByRole('button', { name: /^(Autentificare|Intră în cont)$/ });
const shelf = (page: Page, title: string): Locator =>
  page.locator('.personal-shelf').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Logs in through the global API (the identity provider, then the gateway); answers its result. */
function logIn(page: Page, username: string) {
  return page.evaluate((name) => window.casinoPortal?.auth.login(name, 'parola123'), username);
}

async function reload(cell: Cell) {
  cell.requests.length = 0;
  cell.finished.length = 0;
  cell.sockets.length = 0;
  await cell.page.reload();
}

interface Player {
  username: string;
  password: string;
}

const newPlayer = (quiet = true) => matrixControl<Player>('/__sandbox/players', { profile: 'demo', quiet });

interface PlayerState {
  balanceHidden: boolean;
  favourites: string[];
  optIns: string[];
  marketingTags: string[];
  pendingBonusCode: string | null;
  sessions: { identity: number; gateway: number };
}
const playerState = (username: string) => matrixControl<PlayerState>(`/__sandbox/players/${username}`);

/* ---- faults ---------------------------------------------------------------------------------------- */

/** Arms the fault on each call (for the player's session only, when given); answers id -> call. */
async function arm(calls: GatewayCall[], answer: FaultAnswer, player?: string) {
  const ids = new Map<number, GatewayCall>();
  for (const call of calls)
    ids.set(
      await armFault({
        path: call.path,
        ...(call.method ? { method: call.method } : {}),
        ...answer,
        ...(player ? { player } : {}),
      }),
      call,
    );
  return ids;
}

/**
 * Moves the page's clock by `ms` once no call is under way but the `held` ones: a call under way would
 * be given up too (the gateway client's timeout is a timer of the page).
 */
async function moveClock(cell: Cell, ms: number, held: GatewayCall[] = []) {
  const isHeld = (request: Request) =>
    held.some(
      (call) =>
        new URL(request.url()).pathname.startsWith(call.path) &&
        (!call.method || call.method === request.method()),
    );
  await expect
    .poll(() => [...cell.inFlight].filter((request) => !isHeld(request)).map((request) => request.url()), {
      message: 'calls under way besides the held ones',
      timeout: 20_000,
    })
    .toEqual([]);
  await cell.page.clock.fastForward(ms);
}

/**
 * Waits until every armed fault answered (or, for a timeout, holds) at least one request; then, for a
 * timeout, moves the page's clock past the gateway client's timeout, so the held calls are given up,
 * and does so again for each retry of a watched query (its final state is the one a cell checks).
 */
async function settle(cell: Cell, ids: Map<number, GatewayCall>, kind: Kind) {
  const calls = [...ids.values()];
  const rounds = kind === 'timeout' ? Math.max(...calls.map((call) => call.attempts ?? 1)) : 1;
  for (let round = 1; round <= rounds; round++) {
    await expect(async () => {
      const hits = await faultHits();
      for (const [id, call] of ids)
        if ((call.attempts ?? 1) >= round)
          expect(hits.get(id) ?? 0, `${call.name}: requests its fault answered`).toBeGreaterThanOrEqual(
            round,
          );
    }).toPass({ timeout: 20_000 });
    if (kind === 'timeout') await moveClock(cell, GATEWAY_TIMEOUT_MS + 1000, calls);
  }
}

async function disarm(ids: Map<number, GatewayCall>) {
  for (const id of ids.keys()) await disarmFault(id);
}

/** The page is the player's and usable: the header, a client navigation and back. */
async function expectUsable(cell: Cell, username: string) {
  const { page } = cell;
  await expect(banner(page)).toContainText(username);
  await expect(banner(page).getByRole('button', { name: 'Depunere' })).toBeVisible();
  const from = new URL(page.url()).pathname;
  await page.evaluate(() => window.casinoPortal?.navigate('/furnizori'));
  await expect(page.getByRole('heading', { level: 1, name: 'Furnizori' })).toBeVisible();
  await expect(banner(page)).toContainText(username);
  await page.evaluate((path) => window.casinoPortal?.navigate(path), from);
  await expect(page).toHaveURL(from);
  expect(await page.evaluate(() => window.casinoPortal?.auth.state())).toBe('authenticated');
}

/* ---- the matrix ------------------------------------------------------------------------------------ */

const portal = new MatrixPortal();
let realGame: { code: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  if (buildState() !== 'current' && build() !== 0) throw new Error('The portal does not build');
  const games =
    await sandboxContent<
      { gameCode: string; type: string; requirePassword: boolean; launchUrls: { real: string | null } }[]
    >('/games/no-files');
  const slot = games.find((game) => game.type === 'Slot' && game.launchUrls.real && !game.requirePassword);
  if (!slot) throw new Error('The sandbox has no real slot');
  realGame = { code: slot.gameCode };
  await portal.start();
});

test.afterAll(async () => {
  try {
    await clearFaults();
  } finally {
    await portal.stop();
  }
});

test.afterEach(async () => {
  await clearFaults();
});

test('the matrix names every gateway call', () => {
  const covered = new Set<string>(Object.values(CALLS).map((call) => call.path));
  const missing = Object.entries(GATEWAY_PATHS).filter(
    ([name, path]) => !covered.has(path) && !NEVER_CALLED.includes(name as keyof typeof GATEWAY_PATHS),
  );
  expect(missing).toEqual([]);
});

test('a guest makes no gateway call: every gateway path failing leaves the five main pages as they are', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ids = await arm(
    Object.values(GATEWAY_PATHS).map((path) => ({ name: path, path })),
    { status: 500 },
  );
  const cell = await openCell(page);
  for (const path of ['/toate-jocurile', `/joc/${realGame.code}`, '/cazinou-live', '/promotii', '/']) {
    await page.evaluate((to) => window.casinoPortal?.navigate(to), path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  }
  await page.reload();
  await waitForState(page, 'guest');
  await expect(loginButton(page)).toBeVisible();
  const gatewayPaths = new Set<string>(Object.values(GATEWAY_PATHS));
  expect(cell.requests.filter((request) => gatewayPaths.has(request.split(' ')[1] ?? ''))).toEqual([]);
  const hits = await faultHits();
  expect([...ids.keys()].filter((id) => (hits.get(id) ?? 0) > 0)).toEqual([]);
  expect(cell.uncaught).toEqual([]);
});

/** What each of the login's loads failing looks like, told apart from the others. */
const LOGIN_OUTCOMES: Record<string, (page: Page, since: number) => Promise<void>> = {
  // No made-up amount: the header has the player, not a balance.
  [CALLS.balances.name]: async (page) => {
    await expect(balance(page)).not.toHaveText(/\d/);
    expect(await page.evaluate(() => window.casinoPortal?.auth.player()?.balance)).toBeNull();
  },
  // The eye cannot save a choice it could not read.
  [CALLS.balanceVisibility.name]: async (page) => {
    await expect(eye(page)).toBeDisabled();
  },
  [CALLS.chatSessionToken.name]: (page, since) =>
    expectToast(page, 'errors.yellow-ai-invalid-session', since),
  // The four bonus lists share one toast (shell.md section 8).
  [CALLS.bonuses.name]: (page, since) => expectToast(page, 'errors.failed-to-fetch-player-bonuses', since),
  [CALLS.gamingBonuses.name]: (page, since) =>
    expectToast(page, 'errors.failed-to-fetch-player-bonuses', since),
  [CALLS.optedInBonusTemplates.name]: (page, since) =>
    expectToast(page, 'errors.failed-to-fetch-player-bonuses', since),
  [CALLS.marketingTags.name]: (page, since) =>
    expectToast(page, 'errors.failed-to-fetch-player-bonuses', since),
  // No heart is a guess: without the list there is none, and the shelf says it failed.
  [CALLS.favourites.name]: async (page, since) => {
    await expectToast(page, 'errors.failed-to-fetch-favorites', since);
    await expect(shelf(page, 'Jocurile mele preferate')).toContainText(ro('personal.failed'));
    await expect(page.locator('.favourite-heart')).toHaveCount(0);
  },
  [CALLS.playerGames.name]: async (page, since) => {
    await expectToast(page, 'errors.failed-to-fetch-player-games', since);
    await expect(shelf(page, 'Cele mai jucate')).toContainText(ro('personal.failed'));
  },
  [CALLS.gameResults.name]: async (page, since) => {
    await expectToast(page, 'errors.failed-to-fetch-recent-game-results', since);
    await expect(shelf(page, 'Câștigurile tale recente')).toContainText(ro('personal.failed'));
  },
  [CALLS.personalisedGames.name]: async (page, since) => {
    await expectToast(page, 'errors.failed-to-fetch-personalised-games', since);
    await expect(shelf(page, 'Alese pentru tine')).toContainText(ro('personal.failed'));
  },
};

/** The lobby of a player whose data all loaded: balance, eye, hearts, the shelves, and no toast. */
async function expectWholeLobby(cell: Cell) {
  const { page } = cell;
  await expect(balance(page)).toHaveText('1.250,50 lei');
  await expect(eye(page)).toBeEnabled();
  await expect(page.locator('.favourite-heart').first()).toBeVisible();
  for (const title of [
    'Jocurile mele preferate',
    'Cele mai jucate',
    'Câștigurile tale recente',
    'Alese pentru tine',
    'Rotirile tale gratuite',
  ])
    await expect(shelf(page, title).locator('article.game-tile').first()).toBeVisible();
  // The chat asks for its token once the page is idle: its answer is in before "no toast" is told.
  await expect.poll(() => cell.finished.includes(`POST ${GATEWAY_PATHS.chatSessionToken}`)).toBe(true);
  expect(await toasts(page)).toEqual([]);
}

const brokerConnected = (cell: Cell) =>
  cell.sockets.some((url) => new URL(url).pathname === '/notifications');
const gatewayLogins = (cell: Cell) =>
  cell.requests.filter((request) => request === `POST ${GATEWAY_PATHS.login}`);

/**
 * The returning player (a page load with the session alive, after the login's cell): info, overview and
 * the notification token failing, then the session check failing, then all of it answering again.
 */
async function returningPlayer(cell: Cell, username: string, kind: Kind, answer: FaultAnswer) {
  const { page } = cell;
  await test.step('info, overview and notification token', async () => {
    const loads = await arm(
      [CALLS.notificationToken, CALLS.playerInfo, CALLS.clientOverview],
      answer,
      username,
    );
    // The marketing list is kept in the browser for a while: without it the page asks again.
    await page.evaluate(() => localStorage.removeItem('personalisedGames'));
    await reload(cell);
    await waitForState(page, 'authenticated');
    await settle(cell, loads, kind);
    // No user id (info): no marketing call, the recommendations' toast.
    await expectToast(page, 'errors.failed-to-fetch-personalised-games');
    await expect(shelf(page, 'Alese pentru tine')).toContainText(ro('personal.failed'));
    // The login's loads are back (the session was checked, not opened: no login).
    await expect(balance(page)).toHaveText('1.250,50 lei');
    await expect(eye(page)).toBeEnabled();
    for (const title of ['Jocurile mele preferate', 'Cele mai jucate', 'Câștigurile tale recente'])
      await expect(shelf(page, title).locator('article.game-tile').first()).toBeVisible();
    // No overview: the player may be self-excluded, so no bonus feature. Every other slot has its
    // shelf by now (none waits as a skeleton), and the free spins one has none.
    await expect(page.locator('.personal-slot')).toHaveCount(0);
    await expect(shelf(page, 'Rotirile tale gratuite')).toHaveCount(0);
    await expectUsable(cell, username);
    // No notification token: no broker connection for this page.
    expect(brokerConnected(cell)).toBe(false);
    expect(gatewayLogins(cell)).toEqual([]);
    await expect.poll(() => cell.finished.includes(`POST ${GATEWAY_PATHS.chatSessionToken}`)).toBe(true);
    expect(await toasts(page)).toEqual([alert('errors.failed-to-fetch-personalised-games')]);
    expect(cell.uncaught).toEqual([]);
    await disarm(loads);
  });

  await test.step(CALLS.validateLoginSession.name, async () => {
    // The session check failing: the authentication order logs in to the gateway again.
    const check = await arm([CALLS.validateLoginSession], answer, username);
    await reload(cell);
    await settle(cell, check, kind);
    await waitForState(page, 'authenticated');
    await expect.poll(() => gatewayLogins(cell).length).toBe(1);
    await expectWholeLobby(cell);
    await expect.poll(() => brokerConnected(cell)).toBe(true);
    expect(cell.uncaught).toEqual([]);
    await disarm(check);
  });

  await test.step('recovery', async () => {
    // Everything answers again: the session is checked, not opened again.
    await reload(cell);
    await waitForState(page, 'authenticated');
    await expectWholeLobby(cell);
    await expect.poll(() => brokerConnected(cell)).toBe(true);
    expect(gatewayLogins(cell)).toEqual([]);
    expect(cell.requests).toContain(`POST ${GATEWAY_PATHS.validateLoginSession}`);
    expect(cell.uncaught).toEqual([]);
  });
}

for (const { kind, answer } of FAULTS)
  test(`login, ${kind}: each of the login's loads failing is its toast or fallback, then a returning player's info, overview, notification token and session check`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const player = await newPlayer();
    const cell = await openCell(page);
    // A timeout holds its calls: at most four at once, in batches, each a login of its own.
    const batches = kind === 'timeout' ? LOGIN_BATCHES : [LOGIN_BATCHES.flat()];
    for (const [index, calls] of batches.entries())
      await test.step(`the login's loads${batches.length > 1 ? ` (${index + 1} of ${batches.length})` : ''}`, async () => {
        if (index > 0) {
          await page.evaluate(() => window.casinoPortal?.auth.logout());
          await waitForState(page, 'guest');
        }
        // The marketing list a login loaded is kept in the browser: without it the login asks again.
        await page.evaluate(() => localStorage.removeItem('personalisedGames'));
        const since = (await toasts(page)).length;
        const ids = await arm(calls, answer, player.username);
        expect(await logIn(page, player.username)).toEqual({ ok: true });
        await settle(cell, ids, kind);
        for (const call of calls) await LOGIN_OUTCOMES[call.name]?.(page, since);
        await expectUsable(cell, player.username);
        expect(cell.uncaught).toEqual([]);
        await disarm(ids);
      });
    // The reloads of the returning player bring every one of the login's loads back.
    await returningPlayer(cell, player.username, kind, answer);
  });

const dialog = (page: Page) => page.getByRole('dialog');
const BONUS_TITLE = 'Ai un bonus care te așteaptă';
const ADD = 'Adaugă la favorite: ';
const REMOVE = 'Elimină din favorite: ';

/**
 * One faulted action: arms the fault, acts, settles it (a timeout is given up), checks the failure,
 * then disarms it, acts again and checks it worked (the next call, without a reload).
 */
async function faultedAction(
  cell: Cell,
  call: GatewayCall,
  answer: FaultAnswer,
  kind: Kind,
  steps: {
    player?: string;
    act: () => Promise<unknown>;
    failed: (since: number) => Promise<void>;
    again?: () => Promise<unknown>;
    worked: () => Promise<void>;
  },
) {
  await test.step(call.name, async () => {
    const since = (await toasts(cell.page)).length;
    const ids = await arm([call], answer, steps.player);
    const acting = steps.act();
    await settle(cell, ids, kind);
    await acting;
    await steps.failed(since);
    await closeToasts(cell.page);
    await disarm(ids);
    await (steps.again ?? steps.act)();
    await steps.worked();
    expect(cell.uncaught).toEqual([]);
  });
}

for (const { kind, answer } of FAULTS)
  test(`player actions, ${kind}: bonus pop-up, favourites, balance eye, promotions, real play, keep-alive, login and logout each fail with their toast or fallback and work on the next try`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const player = await newPlayer(false);
    const { username } = player;
    const cell = await openCell(page);

    // Bonus details, after the login's three waiting messages.
    await test.step(CALLS.bonusDetails.name, async () => {
      const ids = await arm([CALLS.bonusDetails], answer, username);
      expect(await logIn(page, username)).toEqual({ ok: true });
      for (const title of ['Bine ai revenit!', 'Mesaj pentru tine', 'Un cadou pentru tine']) {
        await expect(dialog(page)).toHaveAccessibleName(title, { timeout: 15_000 });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
        // The next one (or the bonus details) comes a second later.
        await page.clock.fastForward(NEXT_PLAYER_MESSAGE_DELAY_MS);
      }
      await settle(cell, ids, kind);
      await expectToast(page, 'errors.auth.bonus_details');
      await expect(dialog(page)).toHaveCount(0);
      await closeToasts(page);
      await disarm(ids);
      // Asked for again (a notification's "Vezi bonusul"), the details load.
      const bonusId = (await playerState(username)).pendingBonusCode;
      expect(bonusId).not.toBeNull();
      await page.evaluate(
        ({ name, id }) =>
          window.dispatchEvent(
            new CustomEvent(name, {
              detail: { action: 'open-bonus', notificationId: 'matrix', bonusId: id },
              cancelable: true,
            }),
          ),
        { name: NOTIFICATION_ACTION_EVENT, id: bonusId },
      );
      await expect(dialog(page)).toHaveAccessibleName(BONUS_TITLE);
    });

    await faultedAction(cell, CALLS.confirmBonus, answer, kind, {
      player: username,
      act: () => dialog(page).getByRole('button', { name: 'Acceptă bonusul' }).click(),
      failed: async (since) => {
        await expectToast(page, 'errors.unable-to-confirm-bonus', since);
        await expect(dialog(page)).toHaveAccessibleName(BONUS_TITLE);
        await expect(dialog(page).getByRole('button', { name: 'Acceptă bonusul' })).toBeEnabled();
        expect((await playerState(username)).pendingBonusCode).not.toBeNull();
      },
      worked: async () => {
        await expect(dialog(page)).toHaveCount(0);
        await expect.poll(async () => (await playerState(username)).pendingBonusCode).toBeNull();
      },
    });

    // Favourites: a failed save puts the list back and keeps every favourite the player had.
    const before = (await playerState(username)).favourites;
    const candidate = page
      .locator('article.game-tile:not(.personal-shelf article)')
      .filter({ has: page.getByRole('button', { name: new RegExp(`^${ADD}`) }) })
      .first();
    await expect(candidate).toBeVisible();
    const code = (await candidate.getAttribute('data-game-code')) ?? '';
    const tile = page
      .locator(`article.game-tile[data-game-code="${code}"]:not(.personal-shelf article)`)
      .first();
    const heart = tile.locator('.favourite-heart');
    await faultedAction(cell, CALLS.favouritesSave, answer, kind, {
      player: username,
      act: () => heart.click(),
      failed: async (since) => {
        await expectToast(page, 'errors.unable-to-favorite-game', since);
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await expect(heart).toHaveAccessibleName(new RegExp(`^${ADD}`));
        expect((await playerState(username)).favourites).toEqual(before);
      },
      worked: async () => {
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(async () => (await playerState(username)).favourites).toEqual([code, ...before]);
      },
    });
    await faultedAction(cell, CALLS.favouritesSave, answer, kind, {
      player: username,
      act: () => heart.click(),
      failed: async (since) => {
        await expectToast(page, 'errors.unable-to-remove-game-from-favorites', since);
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await expect(heart).toHaveAccessibleName(new RegExp(`^${REMOVE}`));
        // Still on the player's favourites shelf, and still stored.
        await expect(
          shelf(page, 'Jocurile mele preferate').locator(`article.game-tile[data-game-code="${code}"]`),
        ).toBeVisible();
        expect((await playerState(username)).favourites).toEqual([code, ...before]);
      },
      worked: async () => {
        await expect(heart).toHaveAttribute('aria-pressed', 'false');
        await expect.poll(async () => (await playerState(username)).favourites).toEqual(before);
      },
    });

    // The balance eye: a failed save keeps the balance shown.
    await faultedAction(cell, CALLS.balanceVisibilitySave, answer, kind, {
      player: username,
      act: () => eye(page).click(),
      failed: async (since) => {
        await expectToast(page, 'errors.unable-to-update-balance-visibility', since);
        await expect(eye(page)).toHaveAccessibleName('Ascunde soldul');
        await expect(balance(page)).toHaveText('1.250,50 lei');
        expect(await page.evaluate(() => window.casinoPortal?.auth.player()?.balanceVisible)).toBe(true);
        expect((await playerState(username)).balanceHidden).toBe(false);
      },
      worked: async () => {
        await expect(eye(page)).toHaveAccessibleName('Arată soldul');
        await expect(balance(page)).not.toHaveText(/\d/);
        await expect.poll(async () => (await playerState(username)).balanceHidden).toBe(true);
        // Shown again for the cells after this one.
        await eye(page).click();
        await expect(balance(page)).toHaveText('1.250,50 lei');
        await expect.poll(async () => (await playerState(username)).balanceHidden).toBe(false);
      },
    });

    // Promotions: opting in and out through a template, and in through a marketing tag.
    await page.evaluate(() => window.casinoPortal?.navigate('/promotii'));
    await expect(page.getByRole('heading', { level: 1, name: 'Promoții' })).toBeVisible();
    const promotionCells: {
      call: GatewayCall;
      title: string;
      from: string;
      to: string;
      key: string;
      stored: (state: PlayerState) => boolean;
    }[] = [
      {
        call: CALLS.optIn,
        title: 'Bonus de 20% la cazinoul live',
        from: 'Participă',
        to: 'Renunță',
        key: 'errors.unable-to-optin-to-bonus-template',
        stored: (state) => state.optIns.includes('LIVE-BONUS-20'),
      },
      {
        call: CALLS.optOut,
        title: '50 de rotiri gratuite în fiecare weekend',
        from: 'Renunță',
        to: 'Participă',
        key: 'errors.unable-to-optout-from-bonus-template',
        stored: (state) => !state.optIns.includes('FS-WEEKEND-50'),
      },
      {
        call: CALLS.marketingTagsSave,
        title: 'Turneul de sloturi de noiembrie',
        from: 'Participă',
        to: 'Renunță',
        // shell.md section 8: the opt-in key also for posting a marketing tag.
        key: 'errors.unable-to-optin-to-bonus-template',
        stored: (state) => state.marketingTags.includes('turneu-noiembrie'),
      },
    ];
    for (const { call, title, from, to, key, stored } of promotionCells)
      await faultedAction(cell, call, answer, kind, {
        player: username,
        act: () => page.getByRole('button', { name: `${from}: ${title}` }).click(),
        failed: async (since) => {
          await expectToast(page, key, since);
          await expect(page.getByRole('button', { name: `${from}: ${title}` })).toBeEnabled();
          expect(stored(await playerState(username))).toBe(false);
        },
        worked: async () => {
          await expect(page.getByRole('button', { name: `${to}: ${title}` })).toBeVisible();
          await expect.poll(async () => stored(await playerState(username))).toBe(true);
        },
      });

    // Real play: no token is errors.invalid-game-session on the play page, and no game.
    const play = `/play/${realGame.code}/real`;
    await faultedAction(cell, CALLS.gameProviderToken, answer, kind, {
      player: username,
      act: () => page.evaluate((to) => window.casinoPortal?.navigate(to), play),
      failed: async () => {
        const error = page.locator('[data-error-key="errors.invalid-game-session"]');
        await expect(error).toBeVisible();
        await expect(error).toContainText(ro('errors.invalid-game-session'));
        await expect(page.locator('iframe.game-frame__iframe')).toHaveCount(0);
        // The play page's own way out is there (it has no header).
        await expect(page.getByRole('button', { name: 'Închide jocul' })).toBeVisible();
      },
      again: async () => {
        await page.evaluate(() => window.casinoPortal?.navigate('/'));
        await expect(page).toHaveURL('/');
        await page.evaluate((to) => window.casinoPortal?.navigate(to), play);
      },
      worked: async () => {
        await expect(page.locator('iframe.game-frame__iframe')).toHaveAttribute(
          'src',
          /\/launch\/.+mode=real/,
        );
      },
    });
    await page.evaluate(() => window.casinoPortal?.navigate('/'));
    await expect(page).toHaveURL('/');

    // Keep-alive (every 5 minutes): a failed heartbeat re-authenticates, which finds no remembered
    // player, so the player is logged out (shell.md section 4); the next login keeps its heartbeat.
    const heartbeats = () =>
      cell.requests.filter((request) => request.startsWith(`GET ${GATEWAY_PATHS.keepAlive}`));
    await faultedAction(cell, CALLS.keepAlive, answer, kind, {
      player: username,
      act: () => moveClock(cell, KEEP_ALIVE_INTERVAL_MS),
      failed: async () => {
        await waitForState(page, 'guest');
        await expect(loginButton(page)).toBeVisible();
        await expect(balance(page)).toHaveCount(0);
      },
      again: async () => {
        expect(await logIn(page, username)).toEqual({ ok: true });
        const before = heartbeats().length;
        const beat = page.waitForResponse(
          (response) => new URL(response.url()).pathname === GATEWAY_PATHS.keepAlive,
        );
        await moveClock(cell, KEEP_ALIVE_INTERVAL_MS);
        expect((await beat).ok()).toBe(true);
        expect(heartbeats().length).toBe(before + 1);
      },
      worked: async () => {
        await expect(balance(page)).toHaveText('1.250,50 lei');
        expect(await page.evaluate(() => window.casinoPortal?.auth.state())).toBe('authenticated');
      },
    });

    // Logout: the gateway's failure does not keep the player in; a reload stays a guest.
    await faultedAction(cell, CALLS.logout, answer, kind, {
      player: username,
      act: () => page.evaluate(() => window.casinoPortal?.auth.logout()),
      failed: async () => {
        await waitForState(page, 'guest');
        await expect(loginButton(page)).toBeVisible();
        await page.reload();
        await waitForState(page, 'guest');
        await expect(loginButton(page)).toBeVisible();
      },
      again: async () => {
        expect(await logIn(page, username)).toEqual({ ok: true });
        await expect(balance(page)).toHaveText('1.250,50 lei');
        const sessions = (await playerState(username)).sessions.gateway;
        await page.evaluate(() => window.casinoPortal?.auth.logout());
        await expect.poll(async () => (await playerState(username)).sessions.gateway).toBe(sessions - 1);
      },
      worked: async () => {
        await waitForState(page, 'guest');
        await expect(loginButton(page)).toBeVisible();
      },
    });

    // Login (no session yet: the fault is the gateway's, for everyone): errors.auth.gateway-login-failed.
    await faultedAction(cell, CALLS.login, answer, kind, {
      act: async () => {
        expect(await logIn(page, username)).toEqual({ ok: false, error: 'errors.auth.gateway-login-failed' });
      },
      failed: async (since) => {
        await expectToast(page, 'errors.auth.gateway-login-failed', since);
        await waitForState(page, 'guest');
        await expect(loginButton(page)).toBeVisible();
      },
      again: async () => {
        expect(await logIn(page, username)).toEqual({ ok: true });
      },
      worked: async () => {
        await expect(balance(page)).toHaveText('1.250,50 lei');
        await expectUsable(cell, username);
      },
    });
  });
