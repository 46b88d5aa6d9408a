/**
 * The portal session (shell.md section 4): pending, guest or authenticated, driven by core's
 * authentication order (auth.ts) over the identity script and the gateway. Framework-free: the browser
 * wires it to the real services (session-services.tsx), the tests to the sandbox's.
 *
 * Choices where the spec is silent (ADR 0010):
 * - "A session cookie" is the portal's own `keep-alive` cookie, written when a gateway session opens:
 *   the gateway's session cookie is HttpOnly on the gateway's origin, which the portal cannot read.
 * - A login the player starts (dialog, host message, `casinoPortal.auth.login`) ends with the same
 *   gateway login as the authentication order; its identity rejection is returned as
 *   `errors.auth.{reason}` and shown as a toast.
 * - Re-authentication after a keep-alive failure logs the identity out of all sessions without
 *   invalidating remember-me, then runs the authentication order again (which logs in silently when
 *   the player chose to be remembered).
 * - A session ended without the player asking here (a keep-alive failure with no way back in, a LOGOUT
 *   notification) keeps its reason in `endReason` (core's `SessionEndReason`), so the page tells the
 *   player why and offers a new login where the player is (ADR 0059). A LOGOUT notification that comes
 *   while a keep-alive failure re-authenticates is left to the re-authentication.
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

export function createSession(deps: SessionDependencies) {
  const now = deps.now ?? Date.now;
  const every = deps.setInterval ?? ((run: () => void, ms: number) => setInterval(run, ms));
  const stopEvery = deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as number));
  const log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));

  let state: SessionState = INITIAL_SESSION;
  const listeners = new Set<() => void>();
  const publish = (next: SessionState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  const dispatch = (event: Parameters<typeof authReducer>[1], extra: Partial<SessionState> = {}) =>
    publish({ ...state, ...authReducer(state, event), ...extra });

  let activity = createActivityTracker(now());
  let heartbeat: unknown = null;
  let stopObserving: (() => void) | null = null;
  /** One authentication at a time; a second request joins the running one. */
  let running: Promise<void> | null = null;
  /** The player whose data is loaded (a re-authentication of the same player keeps it). */
  let loadedPlayer: string | null = null;
  /** A keep-alive failure is re-authenticating (a LOGOUT notification then is left to it). */
  let reauthenticating = false;
  /** The running logout, which a second call joins. */
  let loggingOut: Promise<void> | null = null;

  const deviceId = () => {
    const { name, maxAgeSeconds } = SESSION_COOKIES.deviceId;
    const existing = deps.cookies.get(name);
    if (existing) return existing;
    const id = crypto.randomUUID();
    deps.cookies.set(name, id, maxAgeSeconds);
    return id;
  };

  /**
   * The gateway login after a provider login: a temporary token (the identity's, or one a host or the
   * native app handed over), then the gateway's session. `unanswered` when a call of it got no answer.
   */
  async function gatewayLogin(
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
      const device = deps.device();
      const result = await deps.gateway.login({
        username,
        ims_temporary_token: token,
        device_type: device.deviceType,
        os_name: device.osName,
        client_platform: device.clientPlatform,
      });
      if (!result.ok) {
        log('The gateway refused the login', result.error);
        return 'failed';
      }
      const answer = result.answer;
      const redirection = selfExclusionRedirect(answer);
      if (redirection) {
        deps.redirect(redirection);
        return 'failed';
      }
      if (!answer.sessionToken) return 'failed';
      state = { ...state, notificationToken: answer.notificationToken, sessionToken: answer.sessionToken };
      return 'succeeded';
    } catch (error) {
      log('Gateway login failed', error);
      return gatewayGotNoAnswer(error) ? 'unanswered' : 'failed';
    }
  }

  function onAuthenticated(username: string) {
    deps.cookies.set(SESSION_COOKIES.keepAlive.name, String(now()), SESSION_COOKIES.keepAlive.maxAgeSeconds);
    dispatch({ type: 'login-succeeded', username }, { endReason: null });
    startKeepAlive();
    if (loadedPlayer === username) return;
    if (loadedPlayer !== null) deps.playerData.clear();
    loadedPlayer = username;
    deps.playerData.load(username);
    deps.emit(SESSION_EVENTS.loggedIn, { username });
  }

  /** Runs one step of the authentication order and records what it learnt. */
  async function runStep(identity: IdentityClient, step: AuthStep, facts: AuthFacts): Promise<AuthFacts> {
    switch (step.type) {
      case 'ask-identity': {
        const answer = await identity.loggedInPlayer();
        const failure = identityTransportFailure(answer);
        // No answer, or not the API's: nothing is known about the player.
        if (failure) throw new Error(`The identity script could not tell the player: ${failure}`);
        return { ...facts, identityPlayer: answer.player ? { username: answer.player.username } : null };
      }
      case 'validate-gateway-session': {
        try {
          const answer = await deps.gateway.validateSession();
          const valid = answer.validateSessionTokens[0]?.valid === true;
          return { ...facts, gatewaySession: valid ? 'valid' : 'invalid' };
        } catch (error) {
          if (gatewayGotNoAnswer(error)) throw error;
          log('Gateway session validation failed', error);
          return { ...facts, gatewaySession: 'invalid' };
        }
      }
      case 'gateway-login': {
        const username = facts.identityPlayer?.username ?? facts.storedUsername ?? '';
        const outcome = await gatewayLogin(identity, username);
        if (outcome === 'unanswered') throw new Error('The gateway login got no answer');
        return { ...facts, gatewayLogin: outcome };
      }
      case 'silent-login': {
        const answer = await identity.login(step.username, step.password, {
          locale: deps.locale(),
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

  async function authenticate(): Promise<void> {
    let identity: IdentityClient;
    try {
      identity = await deps.identity();
    } catch (error) {
      log('The identity script did not load', error);
      dispatch({ type: 'no-session' }, { startupFailed: true });
      return;
    }
    let facts: AuthFacts = {
      hasSessionCookie: deps.cookies.get(SESSION_COOKIES.keepAlive.name) !== null,
      storedUsername: deps.cookies.get(SESSION_COOKIES.rememberedUsername.name),
    };
    for (;;) {
      const step = nextAuthStep(facts);
      const event = authEventForStep(step);
      if (event) {
        if (step.type === 'authenticated') onAuthenticated(step.username);
        else {
          if (step.type === 'login-validation-required') deps.emit(SESSION_EVENTS.loginValidationRequired);
          if (step.type === 'logout-without-gateway') await identityLogout(identity);
          if (step.type !== 'login-validation-required') deps.cookies.remove(SESSION_COOKIES.keepAlive.name);
          dispatch(event);
        }
        return;
      }
      try {
        facts = await runStep(identity, step, facts);
      } catch (error) {
        // A step that failed or got no answer says nothing about the session: the order stops with the
        // startup error (its refresh action), keeping the cookies and logging no one out. A page left
        // while its check runs (the navigation cuts the calls) so keeps the player for the next page.
        log(`Authentication step ${step.type} failed`, error);
        dispatch({ type: 'no-session' }, { startupFailed: true });
        return;
      }
    }
  }

  async function identityLogout(
    identity: IdentityClient,
    options: IdentityLogoutOptions = SHELL_LOGOUT_OPTIONS,
  ) {
    try {
      await identity.logout(options);
    } catch (error) {
      log('Identity logout failed', error);
    }
  }

  function startKeepAlive() {
    if (heartbeat !== null) return;
    activity = createActivityTracker(now());
    stopObserving =
      deps.observeActivity?.(() => {
        activity = recordActivity(activity, now());
      }) ?? null;
    heartbeat = every(() => void beat(), KEEP_ALIVE_INTERVAL_MS);
  }

  function stopKeepAlive() {
    if (heartbeat !== null) stopEvery(heartbeat);
    heartbeat = null;
    stopObserving?.();
    stopObserving = null;
  }

  async function beat(): Promise<void> {
    const { millisFromLastAction } = heartbeatPayload(activity, now());
    let alive = false;
    let gatewayCode: string | undefined;
    try {
      // Both sessions are kept alive: the gateway's and the identity provider's (shell.md sections 7, 9).
      const [gatewayAnswer, identityAnswer] = await Promise.all([
        deps.gateway.keepAlive(millisFromLastAction),
        deps.identity().then((identity) => identity.keepAlive(millisFromLastAction)),
      ]);
      // No answer (offline, or the page being left): not a failure; the next beat asks again.
      if (identityTransportFailure(identityAnswer) === 'network-error') return;
      alive = gatewayAnswer.sessionValid && isIdentitySuccess(identityAnswer);
    } catch (error) {
      log('Keep-alive failed', error);
      if (gatewayGotNoAnswer(error)) return;
      if (error instanceof GatewayError) gatewayCode = error.code;
    }
    if (alive) {
      deps.cookies.set(
        SESSION_COOKIES.keepAlive.name,
        String(now()),
        SESSION_COOKIES.keepAlive.maxAgeSeconds,
      );
      return;
    }
    if (keepAliveFailureStep() === 'reauthenticate') {
      stopKeepAlive();
      const identity = await deps.identity().catch(() => null);
      if (identity)
        await identityLogout(identity, { ...SHELL_LOGOUT_OPTIONS, allSessions: 1, invalidateRememberMe: 0 });
      deps.cookies.remove(SESSION_COOKIES.keepAlive.name);
      // The authentication order again, from what survives: remember-me logs in silently. The reason is
      // kept for the guest it may leave (a login clears it).
      reauthenticating = true;
      state = { ...state, status: 'pending', endReason: sessionEndOfKeepAlive(gatewayCode) };
      try {
        await authenticate();
      } finally {
        reauthenticating = false;
      }
      const outcome = state.status === 'authenticated' ? 'succeeded' : 'failed';
      if (keepAliveFailureStep(outcome) === 'logout') endPlayerSession();
    }
  }

  /** Clears what belongs to the player (data, cookies, timers) and tells the page. */
  function endPlayerSession() {
    loadedPlayer = null;
    stopKeepAlive();
    deps.cookies.remove(SESSION_COOKIES.keepAlive.name);
    deps.cookies.remove(SESSION_COOKIES.rememberedUsername.name);
    deps.playerData.clear();
    state = { ...state, notificationToken: null, sessionToken: null };
    deps.emit(SESSION_EVENTS.loggedOut);
  }

  /** The shell's logout: the identity, then the gateway, then the player's data. */
  async function endSessionHere(reason: SessionEndReason | undefined): Promise<void> {
    stopKeepAlive();
    const identity = await deps.identity().catch(() => null);
    if (identity) await identityLogout(identity);
    if (SHELL_LOGOUT_OPTIONS.gateway) {
      try {
        await deps.gateway.logout({ allSessions: SHELL_LOGOUT_OPTIONS.allSessions });
      } catch (error) {
        log('Gateway logout failed', error);
      }
    }
    dispatch({ type: 'logout' }, { endReason: reason ?? null });
    endPlayerSession();
  }

  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The device id cookie (created on first use). */
    deviceId,

    /** The authentication order (once the identity script is there); later calls join a running one. */
    start(): Promise<void> {
      deviceId();
      running ??= authenticate().finally(() => {
        running = null;
      });
      return running;
    },

    /** A login the player asked for (host message, global API): identity login, then the gateway. */
    async login(username: string, password: string, { remember = false } = {}): Promise<LoginResult> {
      if (state.status === 'authenticated' && state.username === username) return { ok: true };
      let identity: IdentityClient;
      try {
        identity = await deps.identity();
      } catch {
        deps.notify('errors.auth.startup');
        return { ok: false, error: 'errors.auth.startup' };
      }
      let answer: IdentityLoginResponse;
      try {
        answer = await identity.login(username, password, { locale: deps.locale(), remember });
      } catch (error) {
        log('Identity login failed', error);
        deps.notify('errors.auth.network-error');
        return { ok: false, error: 'errors.auth.network-error' };
      }
      if (!isIdentitySuccess(answer)) {
        const error = errorKey(answer);
        if (identityLoginOutcome(answer) === 'needs-validation')
          deps.emit(SESSION_EVENTS.loginValidationRequired);
        else deps.notify(error);
        return { ok: false, error };
      }
      return session.completeLogin(answer.username ?? username, { remember });
    },

    /**
     * After the identity login succeeded (the login dialog's `loginMessage`, or `login` above): the
     * gateway login; when it fails, the identity logs out without the gateway. `token` is a temporary
     * token handed over by a host page or the native app (the identity login happened there).
     */
    async completeLogin(
      username: string,
      { remember, token }: { remember?: boolean; token?: string } = {},
    ): Promise<LoginResult> {
      let identity: IdentityClient;
      try {
        identity = await deps.identity();
      } catch {
        deps.notify('errors.auth.startup');
        return { ok: false, error: 'errors.auth.startup' };
      }
      const outcome = await gatewayLogin(identity, username, token);
      if (outcome !== 'succeeded') {
        await identityLogout(identity);
        deps.notify('errors.auth.gateway-login-failed');
        deps.emit(SESSION_EVENTS.loginFailed, { username });
        if (state.status === 'pending') dispatch({ type: 'login-failed' });
        return { ok: false, error: 'errors.auth.gateway-login-failed' };
      }
      if (remember) {
        const { name, maxAgeSeconds } = SESSION_COOKIES.rememberedUsername;
        deps.cookies.set(name, username, maxAgeSeconds);
      }
      onAuthenticated(username);
      return { ok: true };
    },

    /**
     * Logout from the shell (allSessions 0, realMode 1, behavior root, invalidate remember-me, gateway).
     * `reason`: the session was ended elsewhere (a LOGOUT notification), and the player is told why.
     */
    logout({ reason }: { reason?: SessionEndReason } = {}): Promise<void> {
      if (state.status === 'guest') return Promise.resolve();
      if (reason && reauthenticating) return Promise.resolve();
      // A second call joins a running logout: the LOGOUT notification that the player's own logout
      // causes (the gateway pushes it when the session ends) is not a session ended elsewhere.
      loggingOut ??= endSessionHere(reason).finally(() => {
        loggingOut = null;
      });
      return loggingOut;
    },

    /** Stops timers (tests, page teardown). */
    dispose() {
      stopKeepAlive();
      listeners.clear();
    },
  };
  return session;
}

export type Session = ReturnType<typeof createSession>;
