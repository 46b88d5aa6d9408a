/**
 * Real play needs a player (catalogue.md section 4): a guest gets the login dialog, and the launch
 * waits for a login (core's `loginWaitOutcome`); a pending session is waited for first, so a
 * remembered player is never asked to log in. Why a closed dialog gives the launch up, and the
 * waits' limits: ADR 0071.
 */
import { launchGate, loginWaitOutcome } from '@casino/core/game-launch';
import { LoginMessage, MICRO_FRONTEND_EVENTS } from '@casino/core/micro-frontends';
import { isModalOpen } from '@casino/core/modal-stack';
import * as v from 'valibot';
import { SESSION_EVENTS, type Session, sessionSettled, whenSession } from '~/domains/player/session';
import { MODALS } from '~/shared/modals/modal-ids';
import { modalStore, openNamedModal } from '~/shared/modals/modal-store';

/** Two gateway calls (temporary token, login) of at most 15 s each. */
export const GATEWAY_LOGIN_WAIT_MS = 30_000;
export const SESSION_WAIT_MS = 10_000;

export interface PlayerWaitOptions {
  /** Leaving the page (or the launch) drops the wait: it resolves null. */
  signal?: AbortSignal;
  /** Where the login micro-frontend's events arrive (the window). */
  events?: EventTarget;
  gatewayLoginWaitMs?: number;
}

/** The page's session once `SessionServices` created it (after hydration), or null after the wait. */
export function pageSession(signal?: AbortSignal, waitMs = SESSION_WAIT_MS): Promise<Session | null> {
  return whenSession(waitMs, signal);
}

const aborted = (signal?: AbortSignal) =>
  new Promise<null>((resolve) => {
    if (signal?.aborted) resolve(null);
    signal?.addEventListener('abort', () => resolve(null), { once: true });
  });

/**
 * The player's username once real play may start: at once for a player; for a guest after the login
 * dialog (opened here) and the login. Null when the guest closed the dialog without logging in, the
 * login did not reach the gateway, or the wait was aborted.
 */
export async function waitForPlayer(
  session: Session,
  options: PlayerWaitOptions = {},
): Promise<string | null> {
  const { signal } = options;
  const settled = await Promise.race([sessionSettled(session), aborted(signal)]);
  if (!settled || signal?.aborted) return null;
  if (launchGate('real', settled.status === 'authenticated') === 'launch') return settled.username;
  openNamedModal('login');
  return waitForLogin(session, options);
}

function waitForLogin(session: Session, options: PlayerWaitOptions): Promise<string | null> {
  const { signal } = options;
  const events = options.events ?? window;
  const gatewayWaitMs = options.gatewayLoginWaitMs ?? GATEWAY_LOGIN_WAIT_MS;
  return new Promise((resolve) => {
    let loginMessageReceived = false;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    let gatewayDeadline: ReturnType<typeof setTimeout> | undefined;
    const stops: (() => void)[] = [];

    const finish = (username: string | null) => {
      clearTimeout(giveUp);
      clearTimeout(gatewayDeadline);
      for (const stop of stops) stop();
      resolve(username);
    };

    const facts = () => {
      const state = session.getState();
      return {
        dialogOpen: isModalOpen(modalStore.get(), MODALS.login.id),
        loginMessageReceived,
        loggedIn: state.status === 'authenticated',
        username: state.username,
      };
    };

    const check = () => {
      const now = facts();
      if (loginWaitOutcome(now) === 'launch') {
        clearTimeout(giveUp);
        giveUp = undefined;
        if (now.loggedIn) return finish(now.username);
        // The identity login is done; the session is opening the gateway session.
        gatewayDeadline ??= setTimeout(() => finish(null), gatewayWaitMs);
        return;
      }
      if (now.dialogOpen || giveUp) return;
      // Closed: the events of this moment (a login message right before the close) run first.
      giveUp = setTimeout(() => {
        giveUp = undefined;
        const later = facts();
        if (!later.dialogOpen && !later.loginMessageReceived && !later.loggedIn) finish(null);
      });
    };

    const onLoginMessage = (event: Event) => {
      const message = v.safeParse(LoginMessage, (event as CustomEvent).detail);
      if (!message.success || message.output.status !== 'success') return;
      loginMessageReceived = true;
      check();
    };
    const onLoginFailed = () => {
      if (loginMessageReceived) finish(null);
    };
    events.addEventListener(MICRO_FRONTEND_EVENTS.loginMessage, onLoginMessage);
    events.addEventListener(SESSION_EVENTS.loginFailed, onLoginFailed);
    stops.push(() => events.removeEventListener(SESSION_EVENTS.loginFailed, onLoginFailed));
    stops.push(() => events.removeEventListener(MICRO_FRONTEND_EVENTS.loginMessage, onLoginMessage));
    stops.push(modalStore.subscribe(check));
    stops.push(session.subscribe(check));
    if (signal) {
      const onAbort = () => finish(null);
      signal.addEventListener('abort', onAbort, { once: true });
      stops.push(() => signal.removeEventListener('abort', onAbort));
      if (signal.aborted) return finish(null);
    }
    check();
  });
}
