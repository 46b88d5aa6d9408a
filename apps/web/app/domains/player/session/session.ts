/**
 * The portal session (shell.md section 4): pending, guest or authenticated, driven by core's
 * authentication order over the identity script and the gateway. Framework-free, so the browser wires
 * it to the real services and the tests to the sandbox's. The choices where the spec is silent (the
 * portal's own keep-alive cookie, re-authentication, `endReason`) are ADR 0010's and ADR 0059's.
 */

import {
  type AuthFacts,
  type AuthStep,
  authEventForStep,
  authReducer,
  keepAliveFailureStep,
  nextAuthStep,
  type SessionEndReason,
  SHELL_LOGOUT_OPTIONS,
  selfExclusionRedirect,
  sessionEndOfKeepAlive,
} from '@casino/core/auth';
import type { GatewayLoginRequest } from '@casino/core/gateway-api';
import type { GatewayLoginAnswer } from '@casino/core/gateway-schemas';
import {
  type IdentityLoginResponse,
  identityErrorKey,
  identityLoginOutcome,
  identityTransportFailure,
  isIdentitySuccess,
} from '@casino/core/identity-api';
import {
  createActivityTracker,
  heartbeatPayload,
  KEEP_ALIVE_INTERVAL_MS,
  recordActivity,
} from '@casino/core/keep-alive';
import { KEEP_ALIVE_COOKIE } from '~/domains/player/player-hint';
import { GatewayError, gatewayGotNoAnswer } from '~/platform/browser/gateway-error';
import type { IdentityClient, IdentityLogoutOptions } from '~/platform/browser/identity';
import type { TranslationKey } from '~/shared/i18n/keys';
import { SESSION_EVENTS } from './session-events';
import { INITIAL_SESSION, type LoginResult, type SessionState } from './session-state';

export type { LoginResult, SessionState };

/** Cookies of the portal (shell.md section 9). */
export const SESSION_COOKIES = {
  deviceId: { name: 'browser_uuid', maxAgeSeconds: 400 * 24 * 3600 },
  rememberedUsername: { name: 'username_rememberMe', maxAgeSeconds: 14 * 24 * 3600 },
  keepAlive: { name: KEEP_ALIVE_COOKIE, maxAgeSeconds: 14 * 24 * 3600 },
} as const;

/** The gateway calls the session makes (the portal's gateway client has them). */
export interface SessionGateway {
  /** A login the gateway refused (an error code) is `ok: false`, not a throw. */
  login(
    request: GatewayLoginRequest,
  ): Promise<{ ok: true; answer: GatewayLoginAnswer } | { ok: false; error: Error }>;
  validateSession(): Promise<{ validateSessionTokens: { valid: boolean; username: string | null }[] }>;
  logout(params: { allSessions?: 0 | 1 }): Promise<unknown>;
  keepAlive(millisFromLastAction: number): Promise<{ sessionValid: boolean }>;
}

export interface SessionCookies {
  get(name: string): string | null;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

export interface SessionDependencies {
  identity: () => Promise<IdentityClient>;
  gateway: SessionGateway;
  cookies: SessionCookies;
  locale: () => string;
  device: () => { deviceType: string; osName: string; clientPlatform: string };
  /** Player data to load on login (info, overview, messages, …) and to clear on logout. */
  playerData: { load(username: string): void; clear(): void };
  /** Follows a redirection URL (suspended self-exclusion): a full navigation. */
  redirect: (url: string) => void;
  /** A toast with a message key. */
  notify: (key: TranslationKey) => void;
  /** Window-level events: `loginValidationRequired`, `playerLoggedIn`, `playerLoggedOut`. */
  emit: (name: string, detail?: unknown) => void;
  /** Where activity is observed; returns the stop function. */
  observeActivity?: (onActivity: () => void) => () => void;
  now?: () => number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  log?: (message: string, error: unknown) => void;
}

const errorKey = (response: IdentityLoginResponse) =>
  identityErrorKey(response) ?? 'errors.auth.server-error';

/** The tokens a gateway login opens. */
type GatewayTokens = Pick<SessionState, 'notificationToken' | 'sessionToken'>;

/** The session's state and who listens to it: every change goes through `set`, which tells them all. */
class SessionStore {
  #state: SessionState = INITIAL_SESSION;
  readonly #listeners = new Set<() => void>();

  getState(): SessionState {
    return this.#state;
  }

  subscribe(listener: () => void): () => boolean {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The state with `change` applied; every listener is told. */
  set(change: Partial<SessionState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of [...this.#listeners]) listener();
  }

  clear(): void {
    this.#listeners.clear();
  }
}

/** The keep-alive heartbeat every 5 minutes, and the player's activity it reports (shell.md section 7). */
class KeepAliveTimer {
  readonly #deps: SessionDependencies;
  readonly #now: () => number;
  #activity: ReturnType<typeof createActivityTracker>;
  #heartbeat: unknown = null;
  #stopObserving: (() => void) | null = null;

  constructor(deps: SessionDependencies, now: () => number) {
    this.#deps = deps;
    this.#now = now;
    this.#activity = createActivityTracker(now());
  }

  start(beat: () => void): void {
    if (this.#heartbeat !== null) return;
    this.#activity = createActivityTracker(this.#now());
    this.#stopObserving =
      this.#deps.observeActivity?.(() => {
        this.#activity = recordActivity(this.#activity, this.#now());
      }) ?? null;
    const every = this.#deps.setInterval ?? ((run: () => void, ms: number) => setInterval(run, ms));
    this.#heartbeat = every(beat, KEEP_ALIVE_INTERVAL_MS);
  }

  stop(): void {
    const stopEvery = this.#deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as number));
    if (this.#heartbeat !== null) stopEvery(this.#heartbeat);
    this.#heartbeat = null;
    this.#stopObserving?.();
    this.#stopObserving = null;
  }

  millisFromLastAction(): number {
    return heartbeatPayload(this.#activity, this.#now()).millisFromLastAction;
  }
}

/**
 * The session's work: the authentication order, the logins, the keep-alive and the logouts. Its state
 * lives in `store`; the rest is bookkeeping of what runs.
 */
class SessionMachine {
  readonly store = new SessionStore();
  readonly #deps: SessionDependencies;
  readonly #now: () => number;
  readonly #log: (message: string, error: unknown) => void;
  readonly #timer: KeepAliveTimer;
  /** One authentication at a time; a second request joins the running one. */
  #running: Promise<void> | null = null;
  /** The player whose data is loaded (a re-authentication of the same player keeps it). */
  #loadedPlayer: string | null = null;
  /**
   * A keep-alive failure is re-authenticating: the order runs as from `pending`, while the page still
   * shows the player (the published status stays until the outcome), and a LOGOUT notification is
   * left to it.
   */
  #reauthenticating = false;
  /** The running logout, which a second call joins. */
  #loggingOut: Promise<void> | null = null;
  /** The tokens of the gateway login that just succeeded, published with the login. */
  #openedTokens: GatewayTokens | null = null;

  constructor(deps: SessionDependencies) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));
    this.#timer = new KeepAliveTimer(deps, this.#now);
  }

  /** The status the authentication order reasons from: `pending` while it re-authenticates. */
  #status(): SessionState['status'] {
    return this.#reauthenticating ? 'pending' : this.store.getState().status;
  }

  #dispatch(event: Parameters<typeof authReducer>[1], extra: Partial<SessionState> = {}): void {
    const state = this.store.getState();
    this.store.set({ ...authReducer({ ...state, status: this.#status() }, event), ...extra });
  }

  deviceId(): string {
    const { name, maxAgeSeconds } = SESSION_COOKIES.deviceId;
    const existing = this.#deps.cookies.get(name);
    if (existing) return existing;
    const id = crypto.randomUUID();
    this.#deps.cookies.set(name, id, maxAgeSeconds);
    return id;
  }

  start(): Promise<void> {
    this.deviceId();
    this.#running ??= this.#authenticate().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async login(username: string, password: string, { remember = false } = {}): Promise<LoginResult> {
    const state = this.store.getState();
    if (this.#status() === 'authenticated' && state.username === username) return { ok: true };
    const identity = await this.#identityOrStartupError();
    if (!identity) return { ok: false, error: 'errors.auth.startup' };
    let answer: IdentityLoginResponse;
    try {
      answer = await identity.login(username, password, { locale: this.#deps.locale(), remember });
    } catch (error) {
      this.#log('Identity login failed', error);
      this.#deps.notify('errors.auth.network-error');
      return { ok: false, error: 'errors.auth.network-error' };
    }
    if (!isIdentitySuccess(answer)) {
      const error = errorKey(answer);
      if (identityLoginOutcome(answer) === 'needs-validation')
        this.#deps.emit(SESSION_EVENTS.loginValidationRequired);
      else this.#deps.notify(error);
      return { ok: false, error };
    }
    return this.completeLogin(answer.username ?? username, { remember });
  }

  async completeLogin(
    username: string,
    { remember, token }: { remember?: boolean; token?: string } = {},
  ): Promise<LoginResult> {
    const identity = await this.#identityOrStartupError();
    if (!identity) return { ok: false, error: 'errors.auth.startup' };
    const outcome = await this.#gatewayLogin(identity, username, token);
    if (outcome !== 'succeeded') {
      await this.#identityLogout(identity);
      this.#deps.notify('errors.auth.gateway-login-failed');
      this.#deps.emit(SESSION_EVENTS.loginFailed, { username });
      if (this.#status() === 'pending') this.#dispatch({ type: 'login-failed' });
      return { ok: false, error: 'errors.auth.gateway-login-failed' };
    }
    if (remember) {
      const { name, maxAgeSeconds } = SESSION_COOKIES.rememberedUsername;
      this.#deps.cookies.set(name, username, maxAgeSeconds);
    }
    this.#onAuthenticated(username);
    return { ok: true };
  }

  logout({ reason }: { reason?: SessionEndReason } = {}): Promise<void> {
    if (this.store.getState().status === 'guest') return Promise.resolve();
    if (reason && this.#reauthenticating) return Promise.resolve();
    // A second call joins a running logout: the LOGOUT notification that the player's own logout
    // causes (the gateway pushes it when the session ends) is not a session ended elsewhere.
    this.#loggingOut ??= this.#endSessionHere(reason).finally(() => {
      this.#loggingOut = null;
    });
    return this.#loggingOut;
  }

  dispose(): void {
    this.#timer.stop();
    this.store.clear();
  }

  /** The identity script for a login the player asked for; when it cannot load, the startup toast. */
  async #identityOrStartupError(): Promise<IdentityClient | null> {
    try {
      return await this.#deps.identity();
    } catch {
      this.#deps.notify('errors.auth.startup');
      return null;
    }
  }

  /**
   * The gateway login after a provider login: a temporary token (the identity's, or one a host or the
   * native app handed over), then the gateway's session. `unanswered` when a call of it got no answer.
   */
  async #gatewayLogin(
    identity: IdentityClient,
    username: string,
    givenToken?: string,
  ): Promise<'succeeded' | 'failed' | 'unanswered'> {
    try {
      let token = givenToken;
      if (token === undefined) {
        const answer = await identity.temporaryToken(1);
        if (identityTransportFailure(answer) === 'network-error') return 'unanswered';
        if (isIdentitySuccess(answer) && answer.temporaryToken) token = answer.temporaryToken;
      }
      if (!token) return 'failed';
      const device = this.#deps.device();
      const result = await this.#deps.gateway.login({
        username,
        ims_temporary_token: token,
        device_type: device.deviceType,
        os_name: device.osName,
        client_platform: device.clientPlatform,
      });
      if (!result.ok) {
        this.#log('The gateway refused the login', result.error);
        return 'failed';
      }
      const answer = result.answer;
      const redirection = selfExclusionRedirect(answer);
      if (redirection) {
        this.#deps.redirect(redirection);
        return 'failed';
      }
      if (!answer.sessionToken) return 'failed';
      this.#openedTokens = { notificationToken: answer.notificationToken, sessionToken: answer.sessionToken };
      return 'succeeded';
    } catch (error) {
      this.#log('Gateway login failed', error);
      return gatewayGotNoAnswer(error) ? 'unanswered' : 'failed';
    }
  }

  #onAuthenticated(username: string): void {
    const { keepAlive } = SESSION_COOKIES;
    this.#deps.cookies.set(keepAlive.name, String(this.#now()), keepAlive.maxAgeSeconds);
    const tokens = this.#openedTokens ?? {};
    this.#openedTokens = null;
    this.#dispatch({ type: 'login-succeeded', username }, { ...tokens, endReason: null });
    this.#timer.start(() => void this.#beat());
    if (this.#loadedPlayer === username) return;
    if (this.#loadedPlayer !== null) this.#deps.playerData.clear();
    this.#loadedPlayer = username;
    this.#deps.playerData.load(username);
    this.#deps.emit(SESSION_EVENTS.loggedIn, { username });
  }

  /** The authentication order (shell.md section 4) from what the cookies and the identity know. */
  async #authenticate(): Promise<void> {
    let identity: IdentityClient;
    try {
      identity = await this.#deps.identity();
    } catch (error) {
      this.#log('The identity script did not load', error);
      this.#dispatch({ type: 'no-session' }, { startupFailed: true });
      return;
    }
    let facts: AuthFacts = {
      hasSessionCookie: this.#deps.cookies.get(SESSION_COOKIES.keepAlive.name) !== null,
      storedUsername: this.#deps.cookies.get(SESSION_COOKIES.rememberedUsername.name),
    };
    for (;;) {
      const step = nextAuthStep(facts);
      const event = authEventForStep(step);
      if (event) {
        await this.#finishOrder(identity, step, event);
        return;
      }
      try {
        facts = await this.#runStep(identity, step, facts);
      } catch (error) {
        // A step that failed or got no answer says nothing about the session: the order stops with the
        // startup error (its refresh action), keeping the cookies and logging no one out. A page left
        // while its check runs (the navigation cuts the calls) so keeps the player for the next page.
        this.#log(`Authentication step ${step.type} failed`, error);
        this.#dispatch({ type: 'no-session' }, { startupFailed: true });
        return;
      }
    }
  }

  /** The order's last step: a player, or a guest (after a validation request or an identity logout). */
  async #finishOrder(
    identity: IdentityClient,
    step: AuthStep,
    event: Parameters<typeof authReducer>[1],
  ): Promise<void> {
    if (step.type === 'authenticated') {
      this.#onAuthenticated(step.username);
      return;
    }
    if (step.type === 'login-validation-required') this.#deps.emit(SESSION_EVENTS.loginValidationRequired);
    if (step.type === 'logout-without-gateway') await this.#identityLogout(identity);
    if (step.type !== 'login-validation-required') this.#deps.cookies.remove(SESSION_COOKIES.keepAlive.name);
    this.#dispatch(event);
  }

  /** Runs one step of the authentication order and records what it learnt. */
  async #runStep(identity: IdentityClient, step: AuthStep, facts: AuthFacts): Promise<AuthFacts> {
    switch (step.type) {
      case 'ask-identity': {
        const answer = await identity.loggedInPlayer();
        const failure = identityTransportFailure(answer);
        // No answer, or not the API's: nothing is known about the player.
        if (failure) throw new Error(`The identity script could not tell the player: ${failure}`);
        return { ...facts, identityPlayer: answer.player ? { username: answer.player.username } : null };
      }
      case 'validate-gateway-session':
        return { ...facts, gatewaySession: await this.#gatewaySession() };
      case 'gateway-login': {
        const username = facts.identityPlayer?.username ?? facts.storedUsername ?? '';
        const outcome = await this.#gatewayLogin(identity, username);
        if (outcome === 'unanswered') throw new Error('The gateway login got no answer');
        return { ...facts, gatewayLogin: outcome };
      }
      case 'silent-login': {
        const answer = await identity.login(step.username, step.password, {
          locale: this.#deps.locale(),
          remember: step.remember,
        });
        if (identityTransportFailure(answer) === 'network-error')
          throw new Error('The silent login got no answer');
        return { ...facts, silentLogin: identityLoginOutcome(answer) };
      }
      default:
        return facts;
    }
  }

  /** Whether the gateway still has this browser's session; a call without an answer throws. */
  async #gatewaySession(): Promise<'valid' | 'invalid'> {
    try {
      const answer = await this.#deps.gateway.validateSession();
      return answer.validateSessionTokens[0]?.valid === true ? 'valid' : 'invalid';
    } catch (error) {
      if (gatewayGotNoAnswer(error)) throw error;
      this.#log('Gateway session validation failed', error);
      return 'invalid';
    }
  }

  async #identityLogout(identity: IdentityClient, options: IdentityLogoutOptions = SHELL_LOGOUT_OPTIONS) {
    try {
      await identity.logout(options);
    } catch (error) {
      this.#log('Identity logout failed', error);
    }
  }

  /** One keep-alive heartbeat: both sessions kept alive, or the failure's re-authentication. */
  async #beat(): Promise<void> {
    const millisFromLastAction = this.#timer.millisFromLastAction();
    let alive = false;
    let gatewayCode: string | undefined;
    try {
      // Both sessions are kept alive: the gateway's and the identity provider's (shell.md sections 7, 9).
      const [gatewayAnswer, identityAnswer] = await Promise.all([
        this.#deps.gateway.keepAlive(millisFromLastAction),
        this.#deps.identity().then((identity) => identity.keepAlive(millisFromLastAction)),
      ]);
      // No answer (offline, or the page being left): not a failure; the next beat asks again.
      if (identityTransportFailure(identityAnswer) === 'network-error') return;
      alive = gatewayAnswer.sessionValid && isIdentitySuccess(identityAnswer);
    } catch (error) {
      this.#log('Keep-alive failed', error);
      if (gatewayGotNoAnswer(error)) return;
      if (error instanceof GatewayError) gatewayCode = error.code;
    }
    if (alive) {
      const { keepAlive } = SESSION_COOKIES;
      this.#deps.cookies.set(keepAlive.name, String(this.#now()), keepAlive.maxAgeSeconds);
      return;
    }
    if (keepAliveFailureStep() === 'reauthenticate') await this.#reauthenticate(gatewayCode);
  }

  /** After a keep-alive failure: the identity logged out, then the order again from what survives. */
  async #reauthenticate(gatewayCode: string | undefined): Promise<void> {
    this.#timer.stop();
    const identity = await this.#deps.identity().catch(() => null);
    if (identity)
      await this.#identityLogout(identity, {
        ...SHELL_LOGOUT_OPTIONS,
        allSessions: 1,
        invalidateRememberMe: 0,
      });
    this.#deps.cookies.remove(SESSION_COOKIES.keepAlive.name);
    // Remember-me logs in silently. The reason is kept for the guest it may leave (a login clears it).
    this.#reauthenticating = true;
    this.store.set({ endReason: sessionEndOfKeepAlive(gatewayCode) });
    try {
      await this.#authenticate();
    } finally {
      this.#reauthenticating = false;
    }
    const outcome = this.store.getState().status === 'authenticated' ? 'succeeded' : 'failed';
    if (keepAliveFailureStep(outcome) === 'logout') this.#endPlayerSession();
  }

  /** Clears what belongs to the player (data, cookies, timers) and tells the page. */
  #endPlayerSession(): void {
    this.#loadedPlayer = null;
    this.#timer.stop();
    this.#deps.cookies.remove(SESSION_COOKIES.keepAlive.name);
    this.#deps.cookies.remove(SESSION_COOKIES.rememberedUsername.name);
    this.#deps.playerData.clear();
    this.store.set({ notificationToken: null, sessionToken: null });
    this.#deps.emit(SESSION_EVENTS.loggedOut);
  }

  /** The shell's logout: the identity, then the gateway, then the player's data. */
  async #endSessionHere(reason: SessionEndReason | undefined): Promise<void> {
    this.#timer.stop();
    const identity = await this.#deps.identity().catch(() => null);
    if (identity) await this.#identityLogout(identity);
    if (SHELL_LOGOUT_OPTIONS.gateway) {
      try {
        await this.#deps.gateway.logout({ allSessions: SHELL_LOGOUT_OPTIONS.allSessions });
      } catch (error) {
        this.#log('Gateway logout failed', error);
      }
    }
    this.#dispatch({ type: 'logout' }, { endReason: reason ?? null });
    this.#endPlayerSession();
  }
}

export function createSession(deps: SessionDependencies) {
  const machine = new SessionMachine(deps);
  return {
    getState: () => machine.store.getState(),
    subscribe: (listener: () => void) => machine.store.subscribe(listener),
    /** The device id cookie (created on first use). */
    deviceId: () => machine.deviceId(),
    /** The authentication order (once the identity script is there); later calls join a running one. */
    start: () => machine.start(),
    /** A login the player asked for (host message, global API): identity login, then the gateway. */
    login: (username: string, password: string, options?: { remember?: boolean }) =>
      machine.login(username, password, options),
    /**
     * After the identity login succeeded (the login dialog's `loginMessage`, or `login` above): the
     * gateway login; when it fails, the identity logs out without the gateway. `token` is a temporary
     * token handed over by a host page or the native app (the identity login happened there).
     */
    completeLogin: (username: string, options?: { remember?: boolean; token?: string }) =>
      machine.completeLogin(username, options),
    /**
     * Logout from the shell (allSessions 0, realMode 1, behavior root, invalidate remember-me, gateway).
     * `reason`: the session was ended elsewhere (a LOGOUT notification), and the player is told why.
     */
    logout: (options?: { reason?: SessionEndReason }) => machine.logout(options),
    /** Stops timers (tests, page teardown). */
    dispose: () => machine.dispose(),
  };
}

export type Session = ReturnType<typeof createSession>;
