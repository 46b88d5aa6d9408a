/**
 * The session machine over the real sandbox: the sandbox's identity script runs in a jsdom page, the
 * portal's gateway client talks to the sandbox's gateway, and both share one browser's cookie jar. What
 * is replaced is only the browser around them: the portal's own cookies (a map), the timer (captured so
 * a heartbeat runs on demand) and the page effects (recorded).
 */

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGatewayClient } from '~/platform/browser/gateway-client';
import { identityClient, loadIdentity } from '~/platform/browser/identity';
import { type CookieJar, portalPage, startSandbox, type TestSandbox } from '~test-support/sandbox';
import { createSession, SESSION_COOKIES, type SessionCookies } from './session';
import { SESSION_EVENTS } from './session-events';
import type { SessionState } from './session-state';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox('session');
});
afterAll(() => sandbox.close());

const windows: Window[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) window.close();
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
  await sandbox.control('/__sandbox/reset');
});

/** The portal's own cookies (document.cookie) of one browser. */
function portalCookies(initial: Record<string, string> = {}): SessionCookies & { all: Map<string, string> } {
  const all = new Map(Object.entries(initial));
  return {
    all,
    get: (name) => all.get(name) ?? null,
    set: (name, value) => void all.set(name, value),
    remove: (name) => void all.delete(name),
  };
}

/**
 * A page of one browser: the sandbox's cookies in `jar`, the portal's in `cookies`. Calls to a path
 * `cut` matches get no answer, as when the page's own navigation cuts them (the browser rejects the
 * fetch with a TypeError).
 */
function browserPage(
  jar: CookieJar = new Map(),
  cookies = portalCookies(),
  { cut = () => false }: { cut?: (path: string) => boolean } = {},
) {
  const window = portalPage(jar);
  windows.push(window);
  const answered = window.fetch;
  window.fetch = (input, init) =>
    cut(new URL(input instanceof Request ? input.url : String(input)).pathname)
      ? Promise.reject(new TypeError('Failed to fetch'))
      : answered(input, init);
  const effects = {
    load: vi.fn<(username: string) => void>(),
    clear: vi.fn(),
    redirect: vi.fn<(url: string) => void>(),
    notify: vi.fn<(key: string) => void>(),
    emit: vi.fn<(name: string, detail?: unknown) => void>(),
  };
  let heartbeat: (() => void) | null = null;
  const session = createSession({
    identity: () =>
      loadIdentity({
        scriptUrl: `${sandbox.origin}/identity/identity.js`,
        document: window.document,
        window,
      }).then(identityClient),
    gateway: createGatewayClient({ baseUrl: sandbox.origin, fetch: window.fetch, locale: () => 'ro' }),
    cookies,
    locale: () => 'ro',
    device: () => ({ deviceType: 'desktop', osName: 'other', clientPlatform: 'web' }),
    playerData: { load: effects.load, clear: effects.clear },
    redirect: effects.redirect,
    notify: effects.notify,
    emit: effects.emit,
    setInterval: (run) => {
      heartbeat = run;
      return 1;
    },
    clearInterval: () => {
      heartbeat = null;
    },
    log: () => {},
  });
  return {
    session,
    jar,
    cookies,
    effects,
    /** Runs one keep-alive heartbeat now, as the 5-minute timer would. */
    beat: async () => {
      heartbeat?.();
      // A re-authentication runs several calls: on a busy machine it takes more than the default second.
      await vi.waitFor(() => expect(session.getState().status).not.toBe('pending'), { timeout: 5_000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    hasHeartbeat: () => heartbeat !== null,
  };
}

/** The next page of `first`'s browser: its sandbox cookies and a copy of its portal cookies. */
function nextPage(first: ReturnType<typeof browserPage>, options?: Parameters<typeof browserPage>[2]) {
  return browserPage(first.jar, portalCookies(Object.fromEntries(first.cookies.all)), options);
}

/**
 * The states `page`'s session told its listeners of. `check` fails when the state moved without telling
 * them; it runs before every cookie access and page effect, and after each step of a test.
 */
function toldStates(page: ReturnType<typeof browserPage>) {
  const { session, cookies, effects } = page;
  const told: SessionState[] = [session.getState()];
  session.subscribe(() => told.push(session.getState()));
  const check = () => expect(session.getState()).toBe(told.at(-1));
  for (const effect of Object.values(effects)) effect.mockImplementation(check);
  const { get, set, remove } = cookies;
  cookies.get = (name) => {
    check();
    return get(name);
  };
  cookies.set = (name, value, maxAge) => {
    check();
    set(name, value, maxAge);
  };
  cookies.remove = (name) => {
    check();
    remove(name);
  };
  return { told, check };
}

describe('the session (shell.md section 4) over the sandbox', () => {
  it('every change of its state is told to its listeners: login, keep-alive failures, logout', async () => {
    const page = browserPage();
    const { told, check } = toldStates(page);
    await page.session.start();
    check();
    await page.session.login('demo', 'parola123', { remember: true });
    check();
    expect(told.at(-1)).toMatchObject({ status: 'authenticated', sessionToken: expect.any(String) });
    // A keep-alive failure of a remembered player: the re-authentication logs in again, and the page
    // shows the player all along (a game under LoginRequired stays).
    const before = told.length;
    await sandbox.control('/__sandbox/players/demo/logout');
    await page.beat();
    check();
    expect(told.at(-1)).toMatchObject({ status: 'authenticated', username: 'demo' });
    expect(told.slice(before).map((state) => state.status)).not.toContain('pending');
    await page.session.logout();
    check();
    expect(told.at(-1)).toMatchObject({ status: 'guest', sessionToken: null, notificationToken: null });
    // A keep-alive failure with no way back in ends the player's session.
    await page.session.login('demo', 'parola123');
    await sandbox.control('/__sandbox/players/demo/logout', { reason: 'idle' });
    await page.beat();
    await vi.waitFor(() => expect(told.at(-1)).toMatchObject({ status: 'guest', endReason: 'idle' }), {
      timeout: 5_000,
    });
    check();
    expect(told.at(-1)).toMatchObject({ sessionToken: null, notificationToken: null });
  });

  it('a visitor without a session is a guest with a device id', async () => {
    const page = browserPage();
    expect(page.session.getState().status).toBe('pending');
    await page.session.start();
    expect(page.session.getState()).toMatchObject({ status: 'guest', username: null });
    expect(page.cookies.get(SESSION_COOKIES.deviceId.name)).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.effects.load).not.toHaveBeenCalled();
  });

  it('logs in (identity, then the gateway), loads the player data and keeps the session alive', async () => {
    const page = browserPage();
    await page.session.start();
    expect(await page.session.login('demo', 'parola123')).toEqual({ ok: true });
    expect(page.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
    expect(page.session.getState().notificationToken).toBeTruthy();
    expect(page.session.getState().sessionToken).toBeTruthy();
    expect(page.effects.load).toHaveBeenCalledWith('demo');
    expect(page.effects.emit).toHaveBeenCalledWith(SESSION_EVENTS.loggedIn, { username: 'demo' });
    expect(page.cookies.get(SESSION_COOKIES.keepAlive.name)).not.toBeNull();
    expect(page.hasHeartbeat()).toBe(true);
    await page.beat();
    expect(page.session.getState().status).toBe('authenticated');
  });

  it('a wrong password is errors.auth.invalid-credentials, shown and returned', async () => {
    const page = browserPage();
    await page.session.start();
    const result = await page.session.login('demo', 'greșită');
    expect(result).toEqual({ ok: false, error: 'errors.auth.invalid-credentials' });
    expect(page.effects.notify).toHaveBeenCalledWith('errors.auth.invalid-credentials');
    expect(page.session.getState().status).toBe('guest');
  });

  it('the next page validates the gateway session instead of logging in again', async () => {
    const first = browserPage();
    await first.session.start();
    await first.session.login('demo', 'parola123');
    const next = nextPage(first);
    await next.session.start();
    expect(next.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
    // Validated, not a new gateway login: no new tokens were issued to this page.
    expect(next.session.getState().sessionToken).toBeNull();
  });

  it('remember me logs in silently in a new browser that has only the remember cookies', async () => {
    const first = browserPage();
    await first.session.start();
    await first.session.login('demo', 'parola123', { remember: true });
    const remembered = new Map([...first.jar].filter(([name]) => name === 'idn_remember'));
    expect(remembered.size).toBe(1);
    const stored = first.cookies.get(SESSION_COOKIES.rememberedUsername.name);
    expect(stored).toBe('demo');
    const next = browserPage(
      remembered,
      portalCookies({ [SESSION_COOKIES.rememberedUsername.name]: 'demo' }),
    );
    await next.session.start();
    expect(next.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
  });

  it('a second factor makes the login wait for validation (login-validation-required)', async () => {
    const page = browserPage();
    await page.session.start();
    const result = await page.session.login('verificare', 'parola123');
    expect(result).toEqual({ ok: false, error: 'errors.auth.second-factor-required' });
    expect(page.effects.emit).toHaveBeenCalledWith(SESSION_EVENTS.loginValidationRequired);
    expect(page.session.getState().status).toBe('guest');
  });

  it('a suspended self-exclusion follows the redirection URL and stays a guest', async () => {
    const page = browserPage();
    await page.session.start();
    const result = await page.session.login('suspendat', 'parola123');
    expect(result.ok).toBe(false);
    expect(page.effects.redirect).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\/.+autoexcludere/));
    expect(page.session.getState().status).toBe('guest');
  });

  it('a gateway login failure after the provider login logs the identity out without the gateway', async () => {
    const page = browserPage();
    await page.session.start();
    await sandbox.control('/__sandbox/faults', { path: '/pams/api/v2/login', status: 500, times: 1 });
    const result = await page.session.login('demo', 'parola123');
    expect(result).toEqual({ ok: false, error: 'errors.auth.gateway-login-failed' });
    expect(page.effects.emit).toHaveBeenCalledWith(SESSION_EVENTS.loginFailed, { username: 'demo' });
    expect(page.session.getState().status).toBe('guest');
    // The identity session is gone too: a new page finds nobody.
    const next = browserPage(page.jar);
    await next.session.start();
    expect(next.session.getState().status).toBe('guest');
  });

  it('logout clears the player, the cookies and the keep-alive, and ends the gateway session', async () => {
    const page = browserPage();
    await page.session.start();
    await page.session.login('demo', 'parola123', { remember: true });
    await page.session.logout();
    expect(page.session.getState()).toMatchObject({ status: 'guest', username: null, sessionToken: null });
    expect(page.effects.clear).toHaveBeenCalled();
    expect(page.effects.emit).toHaveBeenCalledWith(SESSION_EVENTS.loggedOut);
    expect(page.cookies.get(SESSION_COOKIES.keepAlive.name)).toBeNull();
    expect(page.cookies.get(SESSION_COOKIES.rememberedUsername.name)).toBeNull();
    expect(page.hasHeartbeat()).toBe(false);
    const gateway = createGatewayClient({ baseUrl: sandbox.origin, fetch: portalPage(page.jar).fetch });
    expect((await gateway.validateSession()).validateSessionTokens[0]?.valid).toBe(false);
    // A guest's logout is ignored.
    page.effects.emit.mockClear();
    await page.session.logout();
    expect(page.effects.emit).not.toHaveBeenCalled();
  });

  it('a keep-alive failure re-authenticates; without a way back in the player is logged out', async () => {
    const page = browserPage();
    await page.session.start();
    await page.session.login('demo', 'parola123');
    await sandbox.control('/__sandbox/players/demo/logout');
    await page.beat();
    await vi.waitFor(() => expect(page.session.getState().status).toBe('guest'), { timeout: 5_000 });
    expect(page.effects.clear).toHaveBeenCalled();
    expect(page.effects.emit).toHaveBeenCalledWith(SESSION_EVENTS.loggedOut);
  });

  it('a session the platform ended says why: the idle limit, the platform; a new login clears it', async () => {
    const page = browserPage();
    await page.session.start();
    await page.session.login('demo', 'parola123');
    await sandbox.control('/__sandbox/players/demo/logout', { reason: 'idle' });
    await page.beat();
    await vi.waitFor(
      () => expect(page.session.getState()).toMatchObject({ status: 'guest', endReason: 'idle' }),
      { timeout: 5_000 },
    );
    expect(await page.session.login('demo', 'parola123')).toEqual({ ok: true });
    expect(page.session.getState()).toMatchObject({ status: 'authenticated', endReason: null });
    await sandbox.control('/__sandbox/players/demo/logout');
    await page.beat();
    await vi.waitFor(
      () => expect(page.session.getState()).toMatchObject({ status: 'guest', endReason: 'platform' }),
      { timeout: 5_000 },
    );
  });

  it("a LOGOUT notification logs out with its reason; the player's own logout has none", async () => {
    const page = browserPage();
    await page.session.start();
    await page.session.login('demo', 'parola123');
    await page.session.logout({ reason: 'other-device' });
    expect(page.session.getState()).toMatchObject({ status: 'guest', endReason: 'other-device' });
    await page.session.login('demo', 'parola123');
    await page.session.logout();
    expect(page.session.getState()).toMatchObject({ status: 'guest', endReason: null });
    // The LOGOUT the player's own logout causes, arriving while it runs, joins it: no reason.
    await page.session.login('demo', 'parola123');
    const own = page.session.logout();
    await page.session.logout({ reason: 'other-device' });
    await own;
    expect(page.session.getState()).toMatchObject({ status: 'guest', endReason: null });
  });

  it('a keep-alive failure of a remembered player logs in again silently and stays', async () => {
    const page = browserPage();
    await page.session.start();
    await page.session.login('demo', 'parola123', { remember: true });
    await sandbox.control('/__sandbox/players/demo/logout');
    await page.beat();
    expect(page.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
    expect(page.effects.clear).not.toHaveBeenCalled();
  });

  it('native login: a temporary token handed over (query credentials, a host) opens the gateway session', async () => {
    // The identity login happened elsewhere (the native app): it hands over a temporary token.
    const app = browserPage();
    await app.session.start();
    await app.session.login('demo', 'parola123');
    const identity = await loadIdentity({
      scriptUrl: `${sandbox.origin}/identity/identity.js`,
      document: windows[0]!.document,
      window: windows[0]!,
    }).then(identityClient);
    const token = (await identity.temporaryToken(1)).temporaryToken;
    expect(token).toBeTruthy();
    const portal = browserPage(app.jar);
    await portal.session.start();
    expect(await portal.session.completeLogin('demo', { token: token! })).toEqual({ ok: true });
    expect(portal.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
    // A spent or made-up token fails: the native login answers false (ok: false).
    const other = browserPage();
    await other.session.start();
    expect(await other.session.completeLogin('demo', { token: 'nu-exista' })).toMatchObject({ ok: false });
    expect(other.session.getState().status).toBe('guest');
  });

  // A player who reloads or leaves while the page checks the session: the browser cuts the calls under
  // way, and what the leaving page concludes from them must not log the player out of the next one.
  describe.each([
    { call: "the identity's logged-in player", path: '/identity/api/player' },
    { call: "the gateway's session check", path: '/v1/_validate-login-session' },
  ])('$call getting no answer', ({ path }) => {
    it('is the startup error, not a guest: the cookies stay, nobody is logged out, the next page has the player', async () => {
      const first = browserPage();
      await first.session.start();
      await first.session.login('demo', 'parola123');
      const cutShort = nextPage(first, { cut: (called) => called === path });
      await cutShort.session.start();
      expect(cutShort.session.getState()).toMatchObject({ status: 'guest', startupFailed: true });
      expect(cutShort.cookies.get(SESSION_COOKIES.keepAlive.name)).not.toBeNull();
      const next = nextPage(cutShort);
      await next.session.start();
      expect(next.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
      // Validated: the gateway session of the first page is still open.
      expect(next.session.getState().sessionToken).toBeNull();
    });
  });

  it('a gateway login of the authentication order that gets no answer logs nobody out', async () => {
    const first = browserPage();
    await first.session.start();
    await first.session.login('demo', 'parola123');
    // The session check fails (the order logs in to the gateway again), and that login is cut.
    await sandbox.control('/__sandbox/faults', {
      path: '/v1/_validate-login-session',
      status: 500,
      times: 1,
    });
    const cutShort = nextPage(first, { cut: (called) => called === '/pams/api/v2/login' });
    await cutShort.session.start();
    expect(cutShort.session.getState()).toMatchObject({ status: 'guest', startupFailed: true });
    const next = nextPage(cutShort);
    await next.session.start();
    expect(next.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
  });

  it('a keep-alive that gets no answer is not a failure: the player stays, the next beat asks again', async () => {
    let offline = false;
    const page = browserPage(new Map(), portalCookies(), { cut: () => offline });
    await page.session.start();
    await page.session.login('demo', 'parola123');
    offline = true;
    await page.beat();
    expect(page.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
    expect(page.effects.clear).not.toHaveBeenCalled();
    expect(page.hasHeartbeat()).toBe(true);
    offline = false;
    await page.beat();
    expect(page.session.getState()).toMatchObject({ status: 'authenticated', username: 'demo' });
    // Back online, an ended session is still found out at the next beat.
    await sandbox.control('/__sandbox/players/demo/logout');
    await page.beat();
    // The beat's calls may still be under way on a busy machine: wait for their outcome.
    await vi.waitFor(() => expect(page.session.getState().status).toBe('guest'), { timeout: 5_000 });
  });

  it('an identity script that does not load leaves a guest with the startup error', async () => {
    await sandbox.control('/__sandbox/faults', { path: '/identity/identity.js', status: 404 });
    const page = browserPage();
    await page.session.start();
    expect(page.session.getState()).toMatchObject({ status: 'guest', startupFailed: true });
  });
});
